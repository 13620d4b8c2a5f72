// Reading: if any problem exists, nothing is written and the sidebar lists them
// all — each malformed input gives its message, with its cell, and zero cells changed.
import { describe, expect, it } from 'vitest';
import { CASES } from '../cases';
import { cellOf, refusedRound } from '../refusal';

describe('Malformed campaign inputs: the message, and zero cells changed', () => {
  it('covers at least 30 kinds of mistake', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(CASES.map((c) => [c.what, c] as const))('%s', (_what, c) => {
    const { problems, gas } = refusedRound(c.edit);
    expect(problems[0].message).toBe(c.message);
    const cell = cellOf(c.message);
    if (cell) expect(problems[0].cell).toBe(cell);
    expect(gas.getRoundStatus().problems[0].message).toBe(c.message);
  });
});
