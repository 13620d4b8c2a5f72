// Each custom function's contract (README, docs/target-numbers.md), exercised through the built bundle.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBundle } from '../support/bundle';

let g: Record<string, any>;
beforeAll(() => {
  g = loadBundle();
});

describe('AMM — attacker movement modifier (docs/rules.md §2)', () => {
  it.each([
    ['Stand', -1],
    ['Stand still', -1],
    ['stand STILL', -1],
    ['Walk', 0],
    ['run', 1],
    ['JUMP', 2],
  ])('%s gives %i', (move, amm) => {
    expect(g.AMM(move)).toBe(amm);
  });
  it('a sprinting mech cannot fire, so Sprint shows in the cell why', () => {
    expect(g.AMM('Sprint')).toBe('⚠ AMM: a mech that sprints cannot fire weapons, so it has no attacker modifier');
  });
  it('an unknown word names the value and the words expected', () => {
    expect(g.AMM('fly')).toBe('⚠ AMM: "fly" is not a movement (expected Stand, Walk, Run, Jump or Sprint)');
  });
  it('a misspelt word names the word meant', () => {
    expect(g.AMM('Rn')).toBe('⚠ AMM: "Rn" is not a movement — did you mean Run?');
  });
});

describe('TMM — target movement modifier (docs/rules.md §2, R-2.2)', () => {
  it.each([
    [8, 'Stand', 0],
    [8, 'Walk', 1],
    [3, 'Walk', 0],
    [8, 'Run', 2],
    [8, 'Sprint', 2],
    [8, 'Jump', 3],
    [12, 'Run', 3],
    [0, 'Jump', 1],
  ])('Run MP %i moving %s gives %i', (run, move, tmm) => {
    expect(g.TMM(run, move)).toBe(tmm);
  });
  it('R-2.2: walking never makes a mech easier to hit than standing still', () => {
    for (let run = 0; run < 4; run++) expect(g.TMM(run, 'Walk')).toBe(0);
  });
  it('rejects a negative or fractional Run MP', () => {
    expect(g.TMM(-1, 'Run')).toBe('⚠ TMM: -1 is not a whole number 0 or more (runMP)');
    expect(g.TMM(7.5, 'Run')).toBe('⚠ TMM: 7.5 is not a whole number 0 or more (runMP)');
  });
});

describe('RANGEMOD — range brackets (R-3.2) and minimum range (R-3.3)', () => {
  it('Medium Laser 3/6/9: short +0, medium +2, long +4, beyond is Out of range', () => {
    expect([1, 3, 4, 6, 7, 9, 10].map((d) => g.RANGEMOD('Medium Laser', d))).toEqual([
      0,
      0,
      2,
      2,
      4,
      4,
      'Out of range',
    ]);
  });
  it('R-3.3: LRM at 5 hexes, minimum 6, adds +1; at 1 hex +5', () => {
    expect(g.RANGEMOD('LRM-5', 5)).toBe(1);
    expect(g.RANGEMOD('LRM-20', 1)).toBe(5);
    expect(g.RANGEMOD('LRM-5', 6)).toBe(0);
  });
  it('brackets can be written out: "7/14/21 min 6"', () => {
    expect(g.RANGEMOD('7/14/21 min 6', 5)).toBe(1);
    expect(g.RANGEMOD('5/10/15', 11)).toBe(4);
    expect(g.RANGEMOD('5/10/15', 16)).toBe('Out of range');
  });
  it('catalog names ignore case and spaces', () => {
    expect(g.RANGEMOD('large laser', 7)).toBe(2);
    expect(g.RANGEMOD('ac/20', 4)).toBe(2);
  });
  it('an unknown weapon is an error naming it', () => {
    expect(g.RANGEMOD('Death Ray', 3)).toBe(
      '⚠ RANGEMOD: "Death Ray" is not a catalog weapon or range brackets like "7/14/21 min 6"',
    );
  });
  it('a misspelt weapon names the weapon meant', () => {
    expect(g.RANGEMOD('Large Lazer', 3)).toBe(
      '⚠ RANGEMOD: "Large Lazer" is not a catalog weapon — did you mean Large Laser?',
    );
  });
});

describe('GATOR — TN = Gunnery + AMM + TMM + Other + Range', () => {
  it('takes the attacker term as a number or a movement word', () => {
    expect(g.GATOR(3, 1, 2, 0, 0)).toBe(6);
    expect(g.GATOR(3, 'Stand still', 2, 0, 0)).toBe(4);
    expect(g.GATOR(4, 'Jump', 1, 2, 4)).toBe(13);
  });
  it('an empty Other counts as 0', () => {
    expect(g.GATOR(3, 'Run', 2, '', 2)).toBe(8);
  });
  it('passes "Out of range" through from RANGEMOD', () => {
    expect(g.GATOR(3, 'Run', 2, 0, 'Out of range')).toBe('Out of range');
  });
  it('bad input names the function, the value and what was expected', () => {
    expect(g.GATOR('three', 'Run', 2, 0, 0)).toBe('⚠ GATOR: "three" is not a number (gunnery)');
    expect(g.GATOR(3, 'Sprint', 2, 0, 0)).toBe(
      '⚠ GATOR: a mech that sprints cannot fire weapons, so it has no attacker modifier',
    );
  });
});

describe('HEXDIST — hex distance (R-1.1, R-1.2)', () => {
  it('R-1.1: a cell that turned 0609 into 609 still works', () => {
    expect(g.HEXDIST(609, 111)).toBe(5);
    expect(g.HEXDIST('609', '0415')).toBe(7);
  });
  it('same hex is 0, neighbours are 1', () => {
    expect(g.HEXDIST('0609', '0609')).toBe(0);
    expect(g.HEXDIST('0609', '0610')).toBe(1);
  });
  it('a non-label is an error saying what a hex label looks like', () => {
    expect(g.HEXDIST('banana', '0609')).toBe('⚠ HEXDIST: "banana" is not a hex label like 0609');
  });
  it('a label written apart names the label meant', () => {
    expect(g.HEXDIST('06-09', '0415')).toBe('⚠ HEXDIST: "06-09" is not a hex label like 0609 — did you mean 0609?');
  });
});

describe('CLUSTER — cluster hits table (R-8.3)', () => {
  it('takes the size as a number or a missile weapon name', () => {
    expect(g.CLUSTER(5, 2)).toBe(1);
    expect(g.CLUSTER('LRM-5', 12)).toBe(5);
    expect(g.CLUSTER('LRM-20', 7)).toBe(12);
    expect(g.CLUSTER(40, 9)).toBe(32);
  });
  it('rejects a roll outside 2–12 and a weapon that is not a missile rack', () => {
    expect(g.CLUSTER(10, 13)).toBe('⚠ CLUSTER: 13 is not a whole number from 2 to 12 (2d6 roll)');
    expect(g.CLUSTER('Large Laser', 7)).toBe(
      '⚠ CLUSTER: "Large Laser" is not a missile weapon or a cluster size (e.g. "LRM-15", "SRM-6", 15)',
    );
    expect(g.CLUSTER('LMR-15', 7)).toBe('⚠ CLUSTER: "LMR-15" is not a missile weapon — did you mean LRM-15?');
    expect(g.CLUSTER(35, 7)).toBe('⚠ CLUSTER: 35 is not a column of the cluster hits table (1–30 or 40)');
  });
});

describe('HITLOC — hit location tables (R-8.2)', () => {
  it('Front is the default table', () => {
    expect([2, 3, 5, 6, 7, 8, 9, 10, 12].map((r) => g.HITLOC(r))).toEqual([
      'Center Torso',
      'Right Arm',
      'Right Leg',
      'Right Torso',
      'Center Torso',
      'Left Torso',
      'Left Leg',
      'Left Arm',
      'Head',
    ]);
  });
  it('Rear torso results name the rear armor; arms and legs have none', () => {
    expect(g.HITLOC(7, 'Rear')).toBe('Center Torso (rear)');
    expect(g.HITLOC(6, 'rear')).toBe('Right Torso (rear)');
    expect(g.HITLOC(3, 'Rear')).toBe('Right Arm');
  });
  it('Left and Right side tables', () => {
    expect(g.HITLOC(7, 'Left')).toBe('Left Torso');
    expect(g.HITLOC(7, 'Right')).toBe('Right Torso');
  });
  it('melee High and Low are 1d6 tables from the seed', () => {
    expect([1, 2, 3, 4, 5, 6].map((r) => g.HITLOC(r, 'High'))).toEqual([
      'Right Arm',
      'Right Torso',
      'Center Torso',
      'Left Torso',
      'Left Arm',
      'Head',
    ]);
    expect([1, 3, 4, 6].map((r) => g.HITLOC(r, 'Low'))).toEqual(['Right Leg', 'Right Leg', 'Left Leg', 'Left Leg']);
    expect(g.HITLOC(7, 'High')).toBe('⚠ HITLOC: 7 is not a whole number from 1 to 6 (1d6 roll on the High table)');
  });
  it('an unknown table is named', () => {
    expect(g.HITLOC(7, 'Top')).toBe('⚠ HITLOC: "Top" is not a table (expected Front, Rear, Left, Right, High or Low)');
    expect(g.HITLOC(7, 'Raer')).toBe('⚠ HITLOC: "Raer" is not a table — did you mean Rear?');
  });
});

describe('HITCHANCE — exact 2d6 and 3d6-keep-2 probabilities (R-0.1, R-4.1)', () => {
  it('2d6 ≥ 7 is 21/36; ≥ 2 is certain; 13 cannot succeed', () => {
    expect(g.HITCHANCE(7)).toBeCloseTo(21 / 36, 12);
    expect(g.HITCHANCE(2)).toBe(1);
    expect(g.HITCHANCE(13)).toBe(0);
  });
  it('advantage keeps the highest two of 3d6; disadvantage the lowest two', () => {
    expect(g.HITCHANCE(12, 'Advantage')).toBeCloseTo(16 / 216, 12);
    expect(g.HITCHANCE(12, 'Disadvantage')).toBeCloseTo(1 / 216, 12);
    expect(g.HITCHANCE(8, 'Advantage')).toBeGreaterThan(g.HITCHANCE(8));
    expect(g.HITCHANCE(8, 'Disadvantage')).toBeLessThan(g.HITCHANCE(8));
  });
  it('"Out of range" has no chance', () => {
    expect(g.HITCHANCE('Out of range')).toBe(0);
  });
  it('a misspelt mode names the mode meant', () => {
    expect(g.HITCHANCE(8, 'Advantge')).toBe('⚠ HITCHANCE: "Advantge" is not a roll mode — did you mean Advantage?');
    expect(g.HITCHANCE(8, 'sideways')).toBe(
      '⚠ HITCHANCE: "sideways" is not a roll mode (expected Advantage, Disadvantage or Normal)',
    );
  });
});

describe('EXPECTEDDAMAGE — chance × expected damage of a hit', () => {
  it('a Large Laser at TN 6 expects 8 × 26/36', () => {
    expect(g.EXPECTEDDAMAGE(6, 'Large Laser')).toBeCloseTo((8 * 26) / 36, 12);
  });
  it('an LRM-5 at TN 2 expects the mean of its cluster column (R-8.3)', () => {
    // Size-5 column of the reference table: 2 → 1, 3–4 → 2, 5–8 → 3, 9–10 → 4, 11–12 → 5.
    const col5 = [1, 2, 2, 3, 3, 3, 3, 4, 4, 5, 5];
    const ways = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
    const mean = col5.reduce((s, v, i) => s + v * ways[i], 0) / 36;
    expect(g.EXPECTEDDAMAGE(2, 'LRM-5')).toBeCloseTo(mean, 12);
  });
});

describe('Ranges — one formula fills a column', () => {
  it('a column range comes back as a column, element by element', () => {
    expect(g.HEXDIST([['0609'], ['0609'], ['0609']], [['0111'], ['0415'], ['1516']])).toEqual([[5], [7], [11]]);
  });
  it('a single value applies to every cell of a range', () => {
    expect(g.RANGEMOD('Large Laser', [[5], [7], [11], [16]])).toEqual([[0], [2], [4], ['Out of range']]);
  });
  it('an empty input cell gives an empty result cell', () => {
    expect(g.AMM([['Run'], [''], ['Walk']])).toEqual([[1], [''], [0]]);
    expect(g.GATOR([[3], ['']], 'Run', 2, 0, 0)).toEqual([[6], ['']]);
  });
  it('an empty optional argument takes its default', () => {
    expect(g.HITLOC([[7], [7]], [['Rear'], ['']])).toEqual([['Center Torso (rear)'], ['Center Torso']]);
  });
  it('ranges of different sizes are refused with a message in the cell', () => {
    expect(g.HEXDIST([['0609'], ['0609']], [['0111'], ['0415'], ['1516']])).toBe(
      '⚠ HEXDIST: the ranges have different sizes (2×1 and 3×1); give ranges of one size or single values',
    );
  });
  it('a bad cell in a range shows its message in its own cell; the other cells keep their results', () => {
    expect(g.CLUSTER('LRM-10', [[7], [1], [12]])).toEqual([
      [6],
      ['⚠ CLUSTER: 1 is not a whole number from 2 to 12 (2d6 roll)'],
      [10],
    ]);
  });
});
