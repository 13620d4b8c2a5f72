import type { Dice } from './dice';

/**
 * A seeded d6 source whose whole state is one 32-bit number (mulberry32), so
 * the log can record the seed and the state, and a round replays exactly.
 */
export class SeededDice implements Dice {
  private s: number;
  /** How many faces this source has produced. */
  count = 0;

  constructor(readonly seed: number) {
    this.s = seed >>> 0;
  }

  /** The current PRNG state, plain data. */
  get state(): number {
    return this.s;
  }

  d6(): number {
    this.count++;
    // Rejection sampling keeps every face exactly equally likely.
    for (;;) {
      const x = this.next();
      if (x < 4294967292) return (x % 6) + 1;
    }
  }

  private next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }
}

/** Turns any text (a campaign name and round, say) into a 32-bit seed. */
export function seedFromText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
