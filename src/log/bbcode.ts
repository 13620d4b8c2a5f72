import type { RollPurpose, RoundEvent } from '../rules/model/events';
import { LOCATION_NAMES } from '../rules/model/location';
import { attackBlocks, blocksByAttacker } from './attackBlocks';
import type { AttackBlock } from './attackBlocks';
import { attackHead, describeEventStyled, plural } from './describe';
import { attackRollClause, FOLLOW_UP_PURPOSES, tnClause } from './describeRoll';
import { eventSteps } from './steps';
import { BBCODE, neutralizeBBCode } from './style';
import { roundSummary } from './summary';

export interface RoundBBCodeOptions {
  /** The outer hider's title; default `Round N`. Brackets in it are neutralized like names. */
  readonly title?: string;
}

const PILOT_ROLLS: readonly RollPurpose[] = ['piloting', 'consciousness', 'wake', 'lifeSupport', 'ammoExplosionSurvival'];
const HEAT_ROLLS: readonly RollPurpose[] = ['shutdown', 'restart', 'heatAmmoExplosion', 'externalHeat', 'coolDown'];

/**
 * The round as a forum post in the seed's style (R-0.4): one `[hider=Round N]` holding
 * Movement, Attacks (per attacker in sheet order: each weapon's roll and TN, then its
 * cluster, locations, damage, criticals), and the recaps Damage (per mech: locations hit,
 * armor and structure left), Criticals, Pilots, Heat, Destroyed — empty sections left
 * out — and a nested `[hider=Dice]` with every roll. Mech names are in `[i]…[/i]`.
 *
 * Any text from the sheet (mech and weapon names, reasons, the title) has `[` and `]`
 * replaced by the fullwidth `［` `］` (`neutralizeBBCode`), so a mech named `[b]X` cannot
 * open a tag or close the hider.
 */
export function roundBBCode(round: number, events: readonly RoundEvent[], opts?: RoundBBCodeOptions): string {
  const steps = eventSteps(events);
  const inStep = (...wanted: string[]): RoundEvent[] => events.filter((_, i) => wanted.indexOf(steps[i]) >= 0);
  const line = (e: RoundEvent): string => describeEventStyled(e, BBCODE);
  const sections: string[] = [];
  const add = (title: string, lines: readonly string[]): void => {
    if (lines.length > 0) sections.push(`[b]${title}[/b]\n${lines.join('\n')}`);
  };

  add('Problems', events.filter((e) => e.type === 'problem').map(line));
  add('Movement', inStep('movement', 'outflank').map(line));
  add('Attacks', attackLines(attackBlocks(inStep('attacks'))));
  add('Damage', damageLines(events));
  add('Criticals', events.filter(isCriticalRecap).map((e) => (e.type === 'critical' ? criticalLine(e) : line(e))));
  add('Pilots', events.filter(isPilotRecap).map(line));
  add('Heat', events.filter(isHeatRecap).map(line));
  add('Destroyed', events.filter(isDestroyedRecap).map(line));
  const rolls = events.filter((e) => e.type === 'roll').map(diceLine);
  if (rolls.length > 0) sections.push(`[hider=Dice]\n${rolls.join('\n')}\n[/hider]`);

  const title = neutralizeBBCode(opts?.title ?? `Round ${round}`);
  const body = sections.length > 0 ? `${sections.join('\n\n')}\n` : '';
  return `[hider=${title}]\n${body}[/hider]`;
}

/** Per attacker a heading, then each attack's head line and its follow-ups marked `•`. */
function attackLines(blocks: readonly AttackBlock[]): string[] {
  const groups = blocksByAttacker(blocks);
  const lines: string[] = [];
  groups.forEach((group, g) => {
    if (g > 0) lines.push('');
    if (group.attacker) lines.push(BBCODE.mech(group.attacker));
    for (const block of group.blocks) {
      const head = blockHead(block);
      if (head) lines.push(head);
      for (const e of block.followUps) lines.push(`${head ? '• ' : ''}${describeEventStyled(e, BBCODE)}`);
    }
  });
  return lines;
}

/** `LRM-5 at [i]Rifleman[/i]: rolls 8 (3+5) vs TN 8 (…) — hit`, or the freebie or the reason it could not be made. */
function blockHead(block: AttackBlock): string | undefined {
  if (block.coolDown) return describeEventStyled(block.coolDown, BBCODE);
  if (!block.attacker) return undefined;
  const head = attackHead(block.weapon, block.target, BBCODE, block.melee);
  if (block.roll) return head + attackRollClause(block.roll, BBCODE);
  const attack = block.attack;
  if (!attack) return head;
  const reason = attack.reason ? BBCODE.text(attack.reason) : '';
  switch (attack.outcome) {
    case 'freebie':
      return `${head}: hits automatically (Players' Advantage freebie)`;
    case 'impossible':
      return `${head}: impossible${reason ? `, ${reason}` : ''}${attack.tn ? ` — ${tnClause(attack.tn, BBCODE)}` : ''}`;
    default:
      return `${head}: ${attack.outcome}${reason ? ` (${reason})` : ''}`;
  }
}

/** Per mech that took damage: total and hits, then each location with what is left (R-8.4). */
function damageLines(events: readonly RoundEvent[]): string[] {
  const lines: string[] = [];
  for (const s of roundSummary(events)) {
    if (s.locations.length === 0) continue;
    lines.push(`${BBCODE.mech(s.mech)}: ${s.damageTaken} damage, ${plural(s.hitsTaken, 'hit')}`);
    for (const l of s.locations) {
      const left = l.destroyed
        ? 'destroyed'
        : l.structureHit
          ? `armor ${l.armorLeft}, structure ${l.structureLeft} left`
          : `armor ${l.armorLeft} left`;
      lines.push(`• ${l.name}: ${l.damage} damage, ${left}`);
    }
  }
  return lines;
}

function criticalLine(e: Extract<RoundEvent, { type: 'critical' }>): string {
  const detail = e.detail && e.detail !== e.effect ? ` (${BBCODE.text(e.detail)})` : '';
  return `${BBCODE.mech(e.mech)} ${LOCATION_NAMES[e.location]}: ${BBCODE.text(e.effect)}${detail}`;
}

/** A roll in the Dice hider; follow-up rolls get their mech (and target) in front, as they do not name it. */
function diceLine(e: RoundEvent): string {
  const text = describeEventStyled(e, BBCODE);
  if (e.type !== 'roll' || FOLLOW_UP_PURPOSES.indexOf(e.purpose) < 0) return text;
  const who = BBCODE.mech(e.mech) + (e.target !== undefined ? ` → ${BBCODE.mech(e.target)}` : '');
  return `${who}: ${text}`;
}

function isCriticalRecap(e: RoundEvent): boolean {
  return e.type === 'critical' || (e.type === 'status' && e.status === 'immobile') || (e.type === 'roll' && e.purpose === 'engineDetonation');
}

function isPilotRecap(e: RoundEvent): boolean {
  if (e.type === 'wound' || e.type === 'pilot' || e.type === 'fall') return true;
  if (e.type === 'status') return e.status === 'prone';
  return e.type === 'roll' && PILOT_ROLLS.indexOf(e.purpose) >= 0;
}

function isHeatRecap(e: RoundEvent): boolean {
  if (e.type === 'heat') return true;
  if (e.type === 'status') return e.status === 'shutdown' || e.status === 'restarted' || e.status === 'overheating' || e.status === 'cooled';
  return e.type === 'roll' && HEAT_ROLLS.indexOf(e.purpose) >= 0;
}

function isDestroyedRecap(e: RoundEvent): boolean {
  if (e.type === 'status') return e.status === 'destroyed' || e.status === 'exploded' || e.status === 'wreck';
  return e.type === 'roll' && e.purpose === 'wreck';
}
