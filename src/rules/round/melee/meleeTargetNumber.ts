import type { RollMode } from '../../dice/dice';
import { combineRollMode } from '../../dice/dice';
import { hitChance } from '../../dice/probability';
import { hexDistance } from '../../hex/distance';
import type { MeleeKind } from '../../model/declarations';
import type { MechState } from '../../model/mech';
import type { Problem } from '../../model/problem';
import type { RulesOptions } from '../../model/rules';
import type { Modifier, TargetNumber } from '../../model/targetNumber';
import { mod, tnTotal } from '../../model/targetNumber';
import { MOVE_MODE_PAST } from '../../movement/modes';
import { attackerMovementModifier } from '../../movement/modifiers';
import type { Movements } from '../movement/movements';

/** The strength modifier of each melee attack (R-12.2, R-12.3: Strong is +0). */
const MELEE_STRENGTH: Readonly<Record<MeleeKind, Modifier>> = {
  fast: mod('melee', -1, 'Fast attack'),
  strong: mod('melee', 0, 'Strong attack'),
  dfa: mod('dfa', 1, 'Death from Above'),
};

/** How the log names each melee attack (the AttackEvent's `weapon`). */
export const MELEE_NAME: Readonly<Record<MeleeKind, string>> = {
  fast: 'Fast attack',
  strong: 'Strong attack',
  dfa: 'Death from Above',
};

export interface MeleeTargetNumber {
  readonly ok: true;
  readonly tn: TargetNumber;
  readonly total: number;
  readonly mode: RollMode;
  readonly rollable: boolean;
  readonly chance: number;
}

export type MeleeTargetNumberResult = MeleeTargetNumber | { readonly ok: false; readonly problem: Problem };

interface MeleeTargetNumberOptions {
  readonly rules: RulesOptions;
  readonly gmOther?: number;
  /** The attacker outflanked the target. */
  readonly advantage?: boolean;
}

/**
 * A melee attack's TN: Piloting + AMM + the target's TMM + strength (Fast −1, Strong
 * +0, Death from Above +1) + wounds (R-0.3) + sensor hits +2 each (seed: Sensors Damaged is +2 to
 * "all attacks") + the GM's Other. Only against an adjacent target
 * Death from Above only when the attacker jumped. The target's evasion and
 * an outflank set the roll mode as for weapons.
 * @example Griffin (Piloting 4) walked, Blackjack TMM 2, Fast → 4 + 0 + 2 − 1 = 5 (seed melee example 1)
 */
export function meleeTargetNumber(
  movements: Movements,
  attacker: MechState,
  target: MechState,
  kind: MeleeKind,
  opts: MeleeTargetNumberOptions,
): MeleeTargetNumberResult {
  const a = movements[attacker.id];
  const t = movements[target.id];
  const name = MELEE_NAME[kind];
  const from = a?.position ?? attacker.position;
  const to = t?.position ?? target.position;
  const mode = a?.mode ?? 'stand';
  if (kind === 'dfa' && mode !== 'jump') {
    return fail(
      'melee/dfa_without_jump',
      attacker.id,
      `${attacker.id} cannot make a Death from Above attack on ${target.id}: it must jump this round (it ${MOVE_MODE_PAST[mode]}).`,
    );
  }
  if (!from || !to || hexDistance(from, to) !== 1) {
    const where = from && to ? `it is ${hexDistance(from, to)} hexes away` : 'one of them is not on the map';
    return fail(
      'melee/not_adjacent',
      attacker.id,
      `${attacker.id} cannot make a ${name} on ${target.id}: melee needs an adjacent target and ${where}.`,
    );
  }
  const amm = attackerMovementModifier(mode);
  if (amm === undefined)
    return fail('attack/after_sprint', attacker.id, `${attacker.id} sprinted this round and cannot attack.`);
  const terms: Modifier[] = [
    mod('piloting', attacker.pilot.piloting, 'piloting'),
    mod('amm', amm, MOVE_MODE_PAST[mode]),
    t?.tmm ?? mod('tmm', 0, 'target TMM'),
    MELEE_STRENGTH[kind],
  ];
  const wounds = attacker.pilot.wounds;
  if (wounds > 0) terms.push(mod('wounds', wounds, wounds === 1 ? 'wound' : 'wounds'));
  // Seed, Head 1–3: Sensors Damaged is "+2 difficulty to all attacks" — melee attacks are attacks too.
  const sensors = attacker.crits.sensorHits;
  if (sensors > 0) terms.push(mod('sensors', 2 * sensors, sensors === 1 ? 'sensor hit' : `${sensors} sensor hits`));
  if (opts.gmOther) terms.push(mod('other', opts.gmOther, 'GM other'));
  const tn: TargetNumber = { modifiers: terms };
  const total = tnTotal(tn);
  const rollMode = combineRollMode(opts.advantage === true, t?.evasive === true);
  const rollable = total <= 12;
  return { ok: true, tn, total, mode: rollMode, rollable, chance: rollable ? hitChance(total, rollMode) : 0 };
}

function fail(code: string, mech: string, message: string): MeleeTargetNumberResult {
  return { ok: false, problem: { code, mech, message } };
}
