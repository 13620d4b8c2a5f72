import type { AttackEvent, RollEvent, RoundEvent } from '../rules/model/events';
import { checkPassed } from './describeRoll';

/**
 * One declared weapon (or melee attack) and everything that followed from it: cluster,
 * hit locations, damage, criticals, wounds, consciousness (R-14.4: damage is applied as it
 * is rolled, so these events come right after their attack in the log).
 */
export interface AttackBlock {
  readonly attacker: string;
  readonly target: string;
  readonly weapon: string;
  readonly melee: boolean;
  /** The attack roll, absent for a freebie or an impossible attack. */
  readonly roll?: RollEvent;
  /** The engine's outcome event, when it logged one. */
  readonly attack?: AttackEvent;
  /** A cool-down check made instead of attacking (R-V.2): the block's head, with no weapon or target. */
  readonly coolDown?: RollEvent;
  /** What happened because of this attack, in log order. */
  readonly followUps: readonly RoundEvent[];
}

/** Hit, miss, freebie or impossible: the outcome event's word, else the roll's. */
export function blockOutcome(block: AttackBlock): AttackEvent['outcome'] {
  if (block.attack) return block.attack.outcome;
  return block.roll && checkPassed(block.roll) ? 'hit' : 'miss';
}

interface Building {
  attacker: string;
  target: string;
  weapon: string;
  melee: boolean;
  roll?: RollEvent;
  attack?: AttackEvent;
  coolDown?: RollEvent;
  followUps: RoundEvent[];
}

const MELEE_WEAPON = /^(fast attack|strong attack|death from above)/i;

/** `Fast attack`, `Strong attack`, `Death from Above` are melee; anything else is a weapon. */
function isMeleeWeapon(weapon: string): boolean {
  return MELEE_WEAPON.test(weapon.trim());
}

/**
 * Splits the events of the attack step into blocks, one per attack. An attack
 * begins at an attack or melee roll, or at an attack event; the roll and the outcome event
 * of the same attack are joined whichever the engine logged first. A cool-down check (R-V.2)
 * begins a block of its own. Events before the first attack land in a block with an empty attacker.
 */
export function attackBlocks(events: readonly RoundEvent[]): AttackBlock[] {
  const blocks: Building[] = [];
  let current: Building | undefined;
  for (const e of events) {
    if (e.type === 'roll' && (e.purpose === 'attack' || e.purpose === 'melee')) {
      const weapon = e.weapon ?? (e.purpose === 'melee' ? 'Melee attack' : 'Weapon');
      const target = e.target ?? '';
      const joins =
        current?.attack !== undefined &&
        current.roll === undefined &&
        current.followUps.length === 0 &&
        (current.attack.outcome === 'hit' || current.attack.outcome === 'miss') &&
        same(current, e.mech, target, weapon);
      if (joins && current) current.roll = e;
      else {
        current = { attacker: e.mech, target, weapon, melee: e.purpose === 'melee', roll: e, followUps: [] };
        blocks.push(current);
      }
    } else if (e.type === 'roll' && e.purpose === 'coolDown') {
      // R-V.2: a cool-down check instead of attacking is its own line, not the last attack's follow-up.
      current = { attacker: e.mech, target: '', weapon: '', melee: false, coolDown: e, followUps: [] };
      blocks.push(current);
    } else if (e.type === 'attack') {
      const joins =
        current?.roll !== undefined && current.attack === undefined && same(current, e.attacker, e.target, e.weapon);
      if (joins && current) current.attack = e;
      else {
        current = {
          attacker: e.attacker,
          target: e.target,
          weapon: e.weapon,
          melee: isMeleeWeapon(e.weapon),
          attack: e,
          followUps: [],
        };
        blocks.push(current);
      }
    } else {
      if (!current) {
        current = { attacker: '', target: '', weapon: '', melee: false, followUps: [] };
        blocks.push(current);
      }
      current.followUps.push(e);
    }
  }
  return blocks;
}

function same(block: Building, attacker: string, target: string, weapon: string): boolean {
  return block.attacker === attacker && block.target === target && block.weapon === weapon;
}

/** Blocks grouped by attacker, attackers in the order they first attacked (sheet order, R-14). */
export function blocksByAttacker(blocks: readonly AttackBlock[]): { attacker: string; blocks: AttackBlock[] }[] {
  const groups: { attacker: string; blocks: AttackBlock[] }[] = [];
  // By name, not a search of the groups so far: 72 attackers with 4 attacks each made that quadratic.
  const byAttacker = new Map<string, { attacker: string; blocks: AttackBlock[] }>();
  for (const b of blocks) {
    const group = byAttacker.get(b.attacker);
    if (group) group.blocks.push(b);
    else {
      const created = { attacker: b.attacker, blocks: [b] };
      byAttacker.set(b.attacker, created);
      groups.push(created);
    }
  }
  return groups;
}
