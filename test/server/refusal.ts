// A malformed sheet's refusal (if any problem exists, nothing is written), shared by
// the malformed-input cases and the malformed typed rolls.
import { expect } from 'vitest';
import type { FakeServices } from '../../src/fakes';
import { campaign, dump, reset, writes, type Gas } from './harness';

/**
 * A round resolved after `edit` on the demo campaign: refused, every cell as it was, no write
 * call made. The refusal's problems are returned for the caller's own assertions on its words.
 */
export function refusedRound(edit: (fake: FakeServices) => void): {
  problems: { message: string; cell?: string }[];
  gas: Gas;
} {
  const { fake, gas } = campaign();
  edit(fake);
  const before = dump(fake);
  reset(fake);
  const r = gas.resolveRound(1);
  expect(r.ok).toBe(false);
  expect(writes(fake)).toBe(0);
  expect(dump(fake)).toEqual(before);
  return { problems: r.problems, gas };
}

/** The cell a message starts with (`Attacks!C2: …` → `Attacks!C2`), if it starts with one. */
export function cellOf(message: string): string | undefined {
  return /^([^!:]+![A-Z]+\d+):/.exec(message)?.[1];
}
