// only a natural 2 on the attack roll jams an Ultra or Rotary fired in a mode.
import { describe, expect, it } from 'vitest';
import { jamsOn } from '../../../src/rules/round/attacks/modeFire';

const rolled = (a: number, b: number) => ({ faces: [a, b], kept: [a, b], total: a + b });

describe('R-18.2 a jam needs a natural 2', () => {
  it('an Ultra fired (ultra) jams on 2, not on 3', () => {
    expect(jamsOn(rolled(1, 1), { kind: 'ultra' })).toBe(true);
    expect(jamsOn(rolled(1, 2), { kind: 'ultra' })).toBe(false);
  });

  it('a Rotary at 4 shots does not jam on 3', () => {
    expect(jamsOn(rolled(2, 1), { kind: 'rotary', shots: 4 })).toBe(false);
  });
});
