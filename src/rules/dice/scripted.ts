import type { Dice } from './dice';

/**
 * Dice that throw the faces they are given, in order: for tests, and for rolls
 * the players made themselves. Running out is a bug in the script, so it throws.
 */
export class ScriptedDice implements Dice {
  private index = 0;

  constructor(private readonly faces: readonly number[]) {
    faces.forEach((f, i) => {
      if (!Number.isInteger(f) || f < 1 || f > 6) throw new Error(`ScriptedDice: face #${i + 1} is ${f}, not 1–6`);
    });
  }

  d6(): number {
    if (this.index >= this.faces.length) {
      throw new Error(`ScriptedDice: ran out after ${this.faces.length} faces`);
    }
    return this.faces[this.index++];
  }

  /** Faces not yet thrown; a scenario test asserts this is 0 to prove every die was used. */
  get remaining(): number {
    return this.faces.length - this.index;
  }
}

/**
 * Script 2d6 totals instead of faces: total 9 becomes faces [4, 5]. Handy when a test
 * quotes the seed ("rolls a 9"). Totals 2–12 only.
 */
export function facesForTotals(...totals: number[]): number[] {
  const out: number[] = [];
  for (const t of totals) {
    if (!Number.isInteger(t) || t < 2 || t > 12) throw new Error(`facesForTotals: ${t} is not a 2d6 total`);
    const a = Math.min(6, t - 1);
    out.push(a, t - a);
  }
  return out;
}
