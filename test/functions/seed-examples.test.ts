// The seed's worked examples, typed as players type them, through the built bundle
// in a plain V8 context (as Apps Script runs it).
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBundle } from '../support/bundle';

let g: Record<string, any>;
beforeAll(() => {
  g = loadBundle();
});

// The seed gives each target's Running speed: Blackjack 8, Rifleman 6, Locust 12.
const griffinTN = (tmmRun: number, other: number, weapon: string, distance: number) =>
  g.GATOR(3, 'Run', g.TMM(tmmRun, 'Run'), other, g.RANGEMOD(weapon, distance));

describe('THE G.A.T.O.R. RULE — Example 1: attacking the Blackjack (R-3.2, R-3.3)', () => {
  it('the worked example\'s formula =GATOR(3, "Run", TMM(8, "Run"), 0, RANGEMOD("Large Laser", 5)) is 6', () => {
    expect(g.GATOR(3, 'Run', g.TMM(8, 'Run'), 0, g.RANGEMOD('Large Laser', 5))).toBe(6);
  });
  it('the Blackjack is 5 hexes from the Griffin (R-1.2)', () => {
    expect(g.HEXDIST('0609', '0111')).toBe(5);
  });
  it('TN 6 with the Large Laser, 7 with the LRMs (inside minimum: +1), 8 with the Medium Lasers', () => {
    expect(griffinTN(8, 0, 'Large Laser', 5)).toBe(6);
    expect(griffinTN(8, 0, 'LRM-5', 5)).toBe(7);
    expect(griffinTN(8, 0, 'Medium Laser', 5)).toBe(8);
  });
});

describe('THE G.A.T.O.R. RULE — Example 2: attacking the Rifleman through woods (R-3.1)', () => {
  it('the Rifleman is 7 hexes away and has TMM 1 on Run MP 6', () => {
    expect(g.HEXDIST('0609', '0415')).toBe(7);
    expect(g.TMM(6, 'Run')).toBe(1);
  });
  it('TN 8 with the LRMs, 10 with the Large Laser, 12 with the Medium Lasers (Other +3)', () => {
    expect(griffinTN(6, 3, 'LRM-5', 7)).toBe(8);
    expect(griffinTN(6, 3, 'Large Laser', 7)).toBe(10);
    expect(griffinTN(6, 3, 'Medium Laser', 7)).toBe(12);
  });
});

describe('THE G.A.T.O.R. RULE — Example 3: attacking the Locust (R-3.2 out of range)', () => {
  it('the Locust is 11 hexes away (R-1.2) and has TMM 3 on Run MP 12', () => {
    expect(g.HEXDIST('0609', '1516')).toBe(11);
    expect(g.TMM(12, 'Run')).toBe(3);
  });
  it('TN 9 with the LRMs, 11 with the Large Laser, and the Medium Lasers cannot hit', () => {
    expect(griffinTN(12, 0, 'LRM-5', 11)).toBe(9);
    expect(griffinTN(12, 0, 'Large Laser', 11)).toBe(11);
    expect(griffinTN(12, 0, 'Medium Laser', 11)).toBe('Out of range');
  });
});

describe("Cluster Weapons — the seed's examples (R-8.3)", () => {
  it('an LRM-15 rolling 9 hits with 12 missiles', () => {
    expect(g.CLUSTER('LRM-15', 9)).toBe(12);
    expect(g.CLUSTER(15, 9)).toBe(12);
  });
  it('an SRM-6 rolling 8 hits with 4 missiles', () => {
    expect(g.CLUSTER('SRM-6', 8)).toBe(4);
  });
});
