// "Did you mean …?" by length (src/rules/text/nearest.ts): a one-letter value that names nothing
// gets no suggestion — one letter is never a typo of another word — while a long near-miss, a
// character too many at the end, still gets the word meant.
import { describe, expect, it } from 'vitest';
import { STANDARD_CATALOG, weaponNames } from '../../../src/rules/charts/weapons';
import { nearest } from '../../../src/rules/text/nearest';

const WEAPONS = weaponNames(STANDARD_CATALOG);

describe('a one-letter value that names nothing gets no suggestion', () => {
  it.each([
    ['Side', 'C', ['PC', 'NPC']],
    ['Side', 'N', ['PC', 'NPC']],
    ['Yes/No', 'Y', ['Yes', 'No']],
    ['Angle', 'H', ['High', 'Low']],
    ['Location', 'A', ['HD', 'CT', 'LT', 'RT', 'LA', 'RA', 'LL', 'RL']],
  ])('%s: "%s"', (_column, typed, valid) => {
    expect(nearest(typed, valid)).toBeUndefined();
  });
});

describe('a long near-miss still gets its suggestion', () => {
  it.each([
    ['LRM-152', 'LRM-15'],
    ['AC/200', 'AC/20'],
    ['SRM-66', 'SRM-6'],
    ['Large Laserr', 'Large Laser'],
  ])('"%s" → %s', (typed, meant) => {
    expect(nearest(typed, WEAPONS)).toBe(meant);
  });
});
