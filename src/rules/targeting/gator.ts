import type { MoveMode } from '../model/mech';
import type { Modifier, TargetNumber } from '../model/targetNumber';
import { mod } from '../model/targetNumber';
import { MOVE_MODE_PAST } from '../movement/modes';
import { attackerMovementModifier } from '../movement/modifiers';

/** The attacker's movement: a mode (its AMM follows) or a number a player typed. */
type AttackerMovement = { readonly mode: MoveMode } | { readonly amm: number };

interface GatorTerms {
  /** G: the pilot's gunnery skill. */
  readonly gunnery: number;
  /** A: the attacker's movement. */
  readonly attacker: AttackerMovement;
  /** T: the target's movement modifier. */
  readonly tmm: number;
  /** O: terrain, wounds, sensors, actuators, heat, the GM's number. */
  readonly other: readonly Modifier[];
  /** R: the range terms. */
  readonly range: readonly Modifier[];
}

/**
 * TN = Gunnery + AMM + TMM + Other + Range (seed, "THE G.A.T.O.R. RULE"), as a list of
 * named modifiers. A sprinting attacker has no AMM because it may not fire; asking
 * for one is a bug in the caller.
 * @example Griffin (gunnery 3) ran, Blackjack TMM 2, Large Laser at 5 hexes → 3 + 1 + 2 + 0 = 6
 */
export function gatorTargetNumber(terms: GatorTerms): TargetNumber {
  return {
    modifiers: [
      mod('gunnery', terms.gunnery, 'gunnery'),
      attackerModifier(terms.attacker),
      mod('tmm', terms.tmm, 'target TMM'),
      ...terms.other,
      ...terms.range,
    ],
  };
}

function attackerModifier(attacker: AttackerMovement): Modifier {
  if ('amm' in attacker) return mod('amm', attacker.amm, 'attacker movement');
  const amm = attackerMovementModifier(attacker.mode);
  if (amm === undefined) throw new Error(`a mech that ${MOVE_MODE_PAST[attacker.mode]} cannot attack`);
  return mod('amm', amm, MOVE_MODE_PAST[attacker.mode]);
}
