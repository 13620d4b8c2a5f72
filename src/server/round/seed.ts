import { seedFromText } from '../../rules/dice/seeded';
import type { DiceSeedPolicy } from '../../sheet/read/campaign';

/**
 * The dice seed of a round (R-0.4, the Rules tab's Dice seed): a fixed text gives the same
 * seed for the same round every time, so a round replays; Random draws a fresh 32-bit
 * seed. Either way the seed is written to the Log.
 *
 * @example roundSeed({ kind: 'fixed', text: 'Tukayyid' }, 3) === roundSeed({ kind: 'fixed', text: 'Tukayyid' }, 3)
 */
export function roundSeed(policy: DiceSeedPolicy, round: number, random: () => number = Math.random): number {
  if (policy.kind === 'fixed') return seedFromText(`${policy.text} round ${round}`);
  return Math.floor(random() * 0x100000000) >>> 0;
}

/** How the Log describes the seed: `seed 1234567 (Dice seed "Tukayyid", round 3)`. */
export function describeSeed(policy: DiceSeedPolicy, round: number, seed: number): string {
  const source = policy.kind === 'fixed' ? `Dice seed "${policy.text}", round ${round}` : 'Dice seed Random';
  return `Dice seeded with ${seed} (${source}); the same seed replays this round exactly.`;
}

/**
 * How the Log and the sidebar describe a round's dice when Gator threw none and rolls were
 * typed (R-0.5): the seed played no part, so it says who typed them instead —
 * `Every roll of round 3 was typed, by Anna and GM; Gator threw no die.`
 */
export function describeTypedRound(round: number, by: readonly string[]): string {
  const who = by.length <= 1 ? by.join('') : `${by.slice(0, -1).join(', ')} and ${by[by.length - 1]}`;
  return `Every roll of round ${round} was typed${who === '' ? '' : `, by ${who}`}; Gator threw no die.`;
}
