// Issue 4, Reading: "If any problem exists, nothing is written and the sidebar lists them
// all" — each malformed input gives its message, with its cell, and zero cells changed.
import { describe, expect, it } from 'vitest';
import { CASES } from './cases';
import { campaign, dump, reset, writes } from './harness';

describe('Malformed campaign inputs: the message, and zero cells changed', () => {
  it('covers at least 30 kinds of mistake', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(CASES.map((c) => [c.what, c] as const))('%s', (_what, c) => {
    const { fake, gas } = campaign();
    c.edit(fake);
    const before = dump(fake);
    reset(fake);
    const r = gas.resolveRound(1);
    expect(r.ok).toBe(false);
    expect(r.problems[0].message).toBe(c.message);
    const cell = /^([^!:]+![A-Z]+\d+):/.exec(c.message)?.[1];
    if (cell) expect(r.problems[0].cell).toBe(cell);
    expect(writes(fake)).toBe(0);
    expect(dump(fake)).toEqual(before);
    expect(gas.getRoundStatus().problems[0].message).toBe(c.message);
  });
});
