import { seedFromText } from '../../rules/dice/seeded';
import type { DiceSeedPolicy } from '../../sheet/read';

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
