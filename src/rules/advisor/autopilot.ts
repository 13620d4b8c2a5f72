/**
 * Autopilot, a Missing orders choice: a mech whose player sent no attack lines fires at
 * the enemy the target advisor ranks first, with the weapons in range whose heat keeps the mech
 * out of the heat scale's to-hit and shutdown effects next round — and makes no melee attack.
 */
import type { Battle } from '../model/battle';
import type { AttackDeclaration, MoveDeclaration } from '../model/declarations';
import type { RulesOptions } from '../model/rules';
import { heatModelOf } from '../model/heatModel';
import { firstHeatEffectLevel } from '../mech/heatEffects';
import { fireableWeapons } from '../mech/weapons';
import { adviseTargets, type TargetAdvice } from './adviseTargets';
import { bestModedSet, type SetCandidate, type WeaponOptions } from './weaponSets';
import type { MechState } from '../model/mech';
import type { WeaponSpec } from '../model/weapon';
import { firedInMode, modeShots, namedWithMode, type WeaponMode } from '../model/weaponMode';
import { shotsLeft } from '../mech/ammo';
import type { AttackTargetNumberResult } from '../round/attacks/attackTargetNumber';

/** What the autopilot does with a mech's attacks: one attack line, or none and why. */
export type AutopilotOrder =
  | {
      readonly kind: 'fire';
      readonly attack: AttackDeclaration;
      /** The weapons fired, by name with the mode each fires in (`Ultra AC/5 (ultra)`), in equipment order (a name twice: two of them). */
      readonly weapons: readonly string[];
      /** The mech's heat at the end of the round, below the first to-hit or shutdown effect. */
      readonly endHeat: number;
    }
  | { readonly kind: 'holdFire'; readonly why: string };

/**
 * The lowest heat at which the scale adds to the to-hit number or calls for a shutdown roll
 * (8 on the standard scale): the autopilot ends the round below it. Under the cool-down variant the
 * scale has no such effects (R-V.1); there the advisor's own limit, the first effect, stands.
 */
export function autopilotHeatLevel(rules: RulesOptions): number {
  if (!heatModelOf(rules).usesHeatScale) return firstHeatEffectLevel(rules);
  let lowest = Infinity;
  for (const row of rules.heatScale)
    if ((row.toHit > 0 || row.shutdownAvoid !== null) && row.heat < lowest) lowest = row.heat;
  return lowest;
}

/**
 * The autopilot's attack for `mechId` this round, from the moves declared (a mech with
 * no move stands still): the advisor's first-ranked enemy, and of the weapons that can hit it the
 * set with the most expected damage whose heat leaves the mech below `autopilotHeatLevel` at the
 * end of the round. Holds fire when nothing is in range, when no weapon fits, or when the mech
 * cannot attack at all (shut down, unconscious pilot, an illegal move).
 * @example the seed's Blackjack standing in 0111 fires its medium lasers at the Griffin, its hot PPCs silent.
 */
export function autopilotAttack(
  battle: Battle,
  moves: readonly MoveDeclaration[],
  mechId: string,
  rules: RulesOptions,
): AutopilotOrder {
  const advice = adviseTargets(battle, moves, mechId, rules);
  if (!advice.ok) return { kind: 'holdFire', why: advice.problem.message };
  const first = advice.targets[0];
  if (!first || !first.weapons.some((w) => w.attack.ok && w.chance > 0))
    return { kind: 'holdFire', why: 'no enemy in range' };
  const attacker = battle.mechs.find((m) => m.id === mechId)!;
  // Spare heat sinks take weapon heat first: only the rest raises the round's end heat.
  const budget =
    advice.heatWithoutWeapons >= autopilotHeatLevel(rules)
      ? -1
      : autopilotHeatLevel(rules) - 1 - advice.heatWithoutWeapons + advice.spareHeatSinks;
  const freebie = attacker.side === 'PC' && rules.playersAdvantage;
  const set = bestModedSet(optionsOf(battle, mechId, first), budget, freebie);
  if (set.indices.length === 0)
    return { kind: 'holdFire', why: "every weapon in range would heat it into the heat scale's to-hit effects" };
  const names = set.indices.map((i) => attacker.equipment[i].name);
  // the modes it fires in, declared as an attack line declares them.
  const modes: Record<string, WeaponMode> = {};
  for (const [i, mode] of set.modes) modes[specOf(battle, attacker, i).name] = mode;
  const attack: AttackDeclaration = {
    attacker: mechId,
    target: first.target,
    weapons: names,
    ...(set.modes.size > 0 ? { modes } : {}),
    ...(set.freebieIndex !== undefined ? { freebie: attacker.equipment[set.freebieIndex].name } : {}),
  };
  return {
    kind: 'fire',
    attack,
    weapons: set.indices.map((i, k) => namedWithMode(names[k], set.modes.get(i))),
    endHeat: advice.heatWithoutWeapons + Math.max(0, set.weaponHeat - advice.spareHeatSinks),
  };
}

function specOf(battle: Battle, attacker: MechState, index: number): WeaponSpec {
  return fireableWeapons(attacker, battle.catalog).find((w) => w.index === index)!.spec;
}

/** The weapons that can attack `target` (a TN, in range), plain and in each mode, as the set search sees them. */
function optionsOf(battle: Battle, mechId: string, target: TargetAdvice): WeaponOptions[] {
  const attacker = battle.mechs.find((m) => m.id === mechId)!;
  const specs = new Map(fireableWeapons(attacker, battle.catalog).map((w) => [w.index, w.spec]));
  const out: WeaponOptions[] = [];
  for (const w of target.weapons) {
    const spec = specs.get(w.index);
    if (!spec) continue;
    const left = shotsLeft(attacker, spec);
    const option = (way: {
      readonly mode?: WeaponMode;
      readonly attack: AttackTargetNumberResult;
      readonly chance: number;
      readonly expectedDamage: number;
      readonly jamChance?: number;
    }): SetCandidate | undefined =>
      way.attack.ok
        ? {
            index: w.index,
            spec: firedInMode(spec, way.mode),
            ...(way.mode ? { mode: way.mode } : {}),
            ammo: { shots: modeShots(way.mode), left },
            jamChance: way.jamChance ?? 0,
            chance: way.chance,
            expected: way.expectedDamage,
            rollable: way.attack.rollable,
          }
        : undefined;
    out.push({ index: w.index, name: spec.name, options: [option(w), ...w.modes.map(option)] });
  }
  return out;
}
