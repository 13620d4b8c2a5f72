import { describe, expect, it } from 'vitest';
import { describeTargetNumber, mod, tnTotal } from '../../../src/rules/model/targetNumber';
import { STANDARD_CATALOG } from '../../../src/rules/charts/weapons';
import { gatorTargetNumber } from '../../../src/rules/targeting/gator';
import { parseRangeBrackets, rangeModifiers } from '../../../src/rules/targeting/range';

const weapon = (name: string) => STANDARD_CATALOG[name];

function griffinTN(tmm: number, other: number, name: string, distance: number) {
  const range = rangeModifiers(weapon(name), distance);
  if (!range.inRange) return 'out of range';
  const tn = gatorTargetNumber({
    gunnery: 3,
    attacker: { mode: 'run' },
    tmm,
    other: other ? [mod('terrain', other, 'woods')] : [],
    range: range.modifiers,
  });
  return tnTotal(tn);
}

describe('R-3.2 range brackets', () => {
  it('distance ≤ Short +0, ≤ Medium +2, ≤ Long +4, beyond Long out of range', () => {
    const ll = weapon('Large Laser');
    expect([5, 6, 10, 11, 15].map((d) => rangeModifiers(ll, d)).map((r) => (r.inRange ? r.band : 'out'))).toEqual([
      'short',
      'medium',
      'medium',
      'long',
      'long',
    ]);
    expect(rangeModifiers(ll, 16).inRange).toBe(false);
  });
});

describe('R-3.3 minimum range', () => {
  it("R-3.3: the seed's LRM at 5 hexes with Minimum 6 gets +1, and is still in range", () => {
    const r = rangeModifiers(weapon('LRM-5'), 5);
    expect(r.inRange && r.modifiers.map((m) => m.value)).toEqual([0, 1]);
  });
  it('no penalty at the minimum itself', () => {
    const r = rangeModifiers(weapon('PPC'), 3);
    expect(r.inRange && r.modifiers.map((m) => m.value)).toEqual([0]);
  });
  it('brackets written out: "7/14/21 min 6"; malformed brackets are refused', () => {
    expect(parseRangeBrackets('7/14/21 min 6')).toEqual({ short: 7, medium: 14, long: 21, minRange: 6 });
    expect(parseRangeBrackets('3/6/9')).toEqual({ short: 3, medium: 6, long: 9, minRange: 0 });
    expect(parseRangeBrackets('9/6/3')).toBeUndefined();
    expect(parseRangeBrackets('7/14')).toBeUndefined();
  });
});

describe('THE G.A.T.O.R. RULE — TN = Gunnery + AMM + TMM + Other + Range', () => {
  it('Example 1 (Blackjack, TMM 2, 5 hexes): Large Laser 6, LRMs 7, Medium Lasers 8', () => {
    expect([
      griffinTN(2, 0, 'Large Laser', 5),
      griffinTN(2, 0, 'LRM-5', 5),
      griffinTN(2, 0, 'Medium Laser', 5),
    ]).toEqual([6, 7, 8]);
  });
  it('Example 2 (Rifleman, TMM 1, woods +3, 7 hexes): LRMs 8, Large Laser 10, Medium Lasers 12', () => {
    expect([
      griffinTN(1, 3, 'LRM-5', 7),
      griffinTN(1, 3, 'Large Laser', 7),
      griffinTN(1, 3, 'Medium Laser', 7),
    ]).toEqual([8, 10, 12]);
  });
  it('Example 3 (Locust, TMM 3, 11 hexes): LRMs 9, Large Laser 11, Medium Lasers cannot hit', () => {
    expect([
      griffinTN(3, 0, 'LRM-5', 11),
      griffinTN(3, 0, 'Large Laser', 11),
      griffinTN(3, 0, 'Medium Laser', 11),
    ]).toEqual([9, 11, 'out of range']);
  });
  it('R-3.4: the TN carries its breakdown, each term with its reason', () => {
    const range = rangeModifiers(weapon('Medium Laser'), 5);
    const tn = gatorTargetNumber({
      gunnery: 3,
      attacker: { mode: 'run' },
      tmm: 2,
      other: [],
      range: range.inRange ? range.modifiers : [],
    });
    expect(describeTargetNumber(tn)).toBe('3 gunnery + 1 ran + 2 target TMM + 2 medium range = 8');
  });
  it('a negative term reads with a minus: standing still', () => {
    const tn = gatorTargetNumber({
      gunnery: 4,
      attacker: { mode: 'stand' },
      tmm: 0,
      other: [],
      range: [mod('range', 0, 'short range')],
    });
    expect(describeTargetNumber(tn)).toBe('4 gunnery - 1 stood still = 3');
  });
  it('a sprinting attacker cannot attack at all', () => {
    expect(() => gatorTargetNumber({ gunnery: 3, attacker: { mode: 'sprint' }, tmm: 0, other: [], range: [] })).toThrow(
      'cannot attack',
    );
  });
});
