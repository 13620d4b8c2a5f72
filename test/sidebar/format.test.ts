// How the sidebar words numbers (src/sidebar/format.ts).
import { describe, expect, it } from 'vitest';
import { percent, tnLine, unescapeSheetText } from '../../src/sidebar/format';

describe('chances and TNs in words (R-0.1, R-4.1)', () => {
  it('a chance is never rounded to a certainty it is not', () => {
    expect([0, 1 / 216, 1 / 36, 15 / 36, 0.996, 1].map(percent)).toEqual(['0%', '<1%', '3%', '42%', '>99%', '100%']);
  });

  it('R-0.1: a TN of 13 or more is never rolled; R-4.1: advantage is said with the dice', () => {
    expect(tnLine({ ok: true, total: 13, breakdown: '', mode: 'normal', rollable: false, chance: 0 })).toBe(
      'TN 13 · cannot hit (13 or more is never rolled)',
    );
    expect(tnLine({ ok: true, total: 8, breakdown: '', mode: 'advantage', rollable: true, chance: 0.5 })).toBe(
      'TN 8 · 50% to hit with advantage: 3d6, keep the highest two',
    );
    expect(
      tnLine({
        ok: false,
        code: 'attack/out_of_range',
        reason: 'Locust cannot fire Medium Laser at Griffin: 12 hexes is beyond its long range of 9.',
      }),
    ).toBe('Locust cannot fire Medium Laser at Griffin: 12 hexes is beyond its long range of 9.');
  });

  it('a Log apostrophe guarding a formula is not shown', () => {
    expect(unescapeSheetText("'=SUM(A1) fires")).toBe('=SUM(A1) fires');
    expect(unescapeSheetText("'quoted")).toBe("'quoted");
  });
});
