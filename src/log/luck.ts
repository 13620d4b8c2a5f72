/**
 * Luck (R-16.7), read from a battle's Log rows, pure: each mech's hits against the hits its attacks' chances
 * predicted. A die's expected outcome is its chance, so an attack rolled against TN 8 adds 15/36 to its attacker's
 * expected hits whether it hit or not, and one hit to its hits if it did; luck is hits − expected.
 *
 * What the Log keeps of an attack roll (src/log/rows.ts): Purpose `Attack` or `Melee`, Actor the attacker, the faces
 * in Dice, the TN total in TN and `hit` or `miss` in Result. Advantage and Disadvantage (R-4.1) are told by the
 * Detail line (`… with Advantage: rolled 6, 5, 2, kept 6+5 = 11 …`), which says it even when the dice tie; a roll
 * typed as a total says it with ` with Advantage: rolls 9 (typed)`. Typed rolls and Gator's own count alike. Rows
 * without dice are not rolls: a freebie hits automatically (no die, no luck) and an impossible attack is not made.
 */
import type { RollMode } from '../rules/dice/dice';
import { hitChance } from '../rules/dice/probability';
import { PURPOSE_LABELS } from './describeRoll';
import type { CitedRow } from './credits';

/** One mech's luck in a battle. */
export interface MechLuck {
  readonly mech: string;
  /** Attack rolls it made (to-hit and melee). */
  readonly attacks: number;
  readonly hits: number;
  /** The sum of its attack rolls' hit chances. */
  readonly expected: number;
  /** hits − expected: above 0 the dice were kind. */
  readonly luck: number;
}

const ROLLED = new Set<string>([PURPOSE_LABELS.attack, PURPOSE_LABELS.melee]);

/** The mode of a to-hit roll as its Detail words it; a plain roll otherwise. */
export function rollModeOf(detail: string): RollMode {
  if (detail.indexOf(' with Advantage: ') >= 0) return 'advantage';
  if (detail.indexOf(' with Disadvantage: ') >= 0) return 'disadvantage';
  return 'normal';
}

/**
 * Every attacking mech's luck, in the order each first rolled to hit.
 * @example battleLuck(rows) // [{ mech: 'Griffin', attacks: 2, hits: 2, expected: 1.0833…, luck: 0.9166… }]
 */
export function battleLuck(rows: readonly CitedRow[]): MechLuck[] {
  const byMech = new Map<string, { attacks: number; hits: number; expected: number }>();
  for (const { log } of rows) {
    const [, , actorCell, , purpose, dice, tn, result, detail] = log;
    if (!ROLLED.has(purpose) || typeof tn !== 'number' || String(dice ?? '').trim() === '') continue;
    const outcome = String(result ?? '').trim();
    if (outcome !== 'hit' && outcome !== 'miss') continue;
    const mech = String(actorCell ?? '').trim();
    let t = byMech.get(mech);
    if (!t) byMech.set(mech, (t = { attacks: 0, hits: 0, expected: 0 }));
    t.attacks++;
    if (outcome === 'hit') t.hits++;
    t.expected += hitChance(tn, rollModeOf(String(detail ?? '')));
  }
  return [...byMech].map(([mech, t]) => ({ mech, ...t, luck: t.hits - t.expected }));
}
