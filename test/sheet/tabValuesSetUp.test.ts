// The values Set up writes into a new tab (src/sheet/write/tabValues.ts, docs/sheet-layout.md): a table tab's header
// and its rows in the schema's column order; a weapon's Catalog row; the Rules tab's settings at their defaults beside
// the heat scale; the Map tab's labels and terrain codes. What is written reads back as it was meant.
import { describe, expect, it } from 'vitest';
import { STANDARD_HEAT_SCALE } from '../../src/rules/charts/heatScale';
import type { BattleMap } from '../../src/rules/model/map';
import { readMap } from '../../src/sheet/read/map';
import { headerRow } from '../../src/sheet/schema/columns';
import { CATALOG } from '../../src/sheet/schema/gearTabs';
import { RULES } from '../../src/sheet/schema/playTabs';
import { SETTINGS } from '../../src/sheet/schema/settings';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { catalogRowCells, mapValues, rulesValues, tabValues } from '../../src/sheet/write/tabValues';

describe('a table tab: its header, then a row per record in the schema’s column order', () => {
  it('a key left out is blank; 0, false and "" are written as given; keys not in the schema are dropped', () => {
    const values = tabValues(CATALOG, [{ weapon: 'Small Laser', damage: 0, ammo: false, rule: '', stray: 'x' }, {}]);
    expect(values[0]).toEqual(headerRow(CATALOG));
    const at = (key: string) => CATALOG.columns.findIndex((c) => c.key === key);
    const expected = CATALOG.columns.map(() => '' as unknown);
    expected[at('weapon')] = 'Small Laser';
    expected[at('damage')] = 0;
    expected[at('ammo')] = false;
    expect(values.slice(1)).toEqual([expected, CATALOG.columns.map(() => '')]);
  });
});

describe('a weapon’s Catalog row (R-18.1)', () => {
  it('a missile rack: its cluster size and missiles per group, ammunition, shots per ton; no rule, no to-hit', () => {
    expect(
      catalogRowCells({
        name: 'LRM-5',
        damage: 1,
        heat: 2,
        minRange: 6,
        short: 7,
        medium: 14,
        long: 21,
        cluster: { size: 5, missilesPerGroup: 5 },
        usesAmmo: true,
        shotsPerTon: 24,
      }),
    ).toEqual({
      weapon: 'LRM-5',
      damage: 1,
      heat: 2,
      minRange: 6,
      short: 7,
      medium: 14,
      long: 21,
      missiles: 5,
      perGroup: 5,
      ammo: 'Yes',
      heatsTarget: 'No',
      toHit: 0,
      rule: 'None',
      directFire: 'No',
      shotsPerTon: 24,
    });
  });

  it('a direct-fire weapon with a rule, a to-hit modifier and heat for its target: Yes where it says so', () => {
    expect(
      catalogRowCells({
        name: 'Ultra AC/5',
        damage: 5,
        heat: 1,
        minRange: 2,
        short: 6,
        medium: 13,
        long: 20,
        usesAmmo: true,
        shotsPerTon: 20,
        heatsTarget: true,
        toHit: -2,
        rule: 'Ultra',
        directFire: true,
      }),
    ).toEqual({
      weapon: 'Ultra AC/5',
      damage: 5,
      heat: 1,
      minRange: 2,
      short: 6,
      medium: 13,
      long: 20,
      missiles: '',
      perGroup: '',
      ammo: 'Yes',
      heatsTarget: 'Yes',
      toHit: -2,
      rule: 'Ultra',
      directFire: 'Yes',
      shotsPerTon: 20,
    });
  });
});

describe('a weapon’s Catalog row, its optional cells', () => {
  it('a plain laser: no missiles, no ammunition, no shots per ton, no rule; No for the rest', () => {
    const row = catalogRowCells({
      name: 'Medium Laser',
      damage: 5,
      heat: 3,
      minRange: 0,
      short: 3,
      medium: 6,
      long: 9,
      usesAmmo: false,
    });
    expect([
      row.missiles,
      row.perGroup,
      row.ammo,
      row.heatsTarget,
      row.toHit,
      row.rule,
      row.directFire,
      row.shotsPerTon,
    ]).toEqual(['', '', 'No', 'No', 0, 'None', 'No', '']);
  });
});

describe('the Rules tab: every setting at its default beside the heat scale (R-13.4)', () => {
  it('the Round row says the round given; a setting row its name, default and note; the scale row its five cells', () => {
    const values = rulesValues(STANDARD_HEAT_SCALE, 3);
    expect(values[0]).toEqual(headerRow(RULES));
    expect(values[1]).toEqual(['Round', 3, 'The round the next Resolve plays; Gator advances it.', 0, 0, 0, '', '']);
    const s = SETTINGS[1];
    expect(values[2].slice(0, 3)).toEqual([s.name, s.defaultValue, s.notes]);
    // Heat 14: 2 MP lost, +2 to hit, shutdown avoided on 4+, no ammo roll; heat 19: the first ammo roll, on 4+.
    expect(values[15].slice(3)).toEqual([14, 2, 2, 4, '']);
    expect(values[20].slice(3)).toEqual([19, 3, 3, 6, 4]);
    // Heat 30: shutdown is automatic.
    expect(values[31].slice(3)).toEqual([30, 6, 4, 'Auto', 8]);
  });

  it('as long as the longer of the settings and the scale; Round 1 unless said', () => {
    expect(rulesValues(STANDARD_HEAT_SCALE)).toHaveLength(Math.max(SETTINGS.length, STANDARD_HEAT_SCALE.length) + 1);
    expect(rulesValues(STANDARD_HEAT_SCALE)[1][1]).toBe(1);
    const short = rulesValues(STANDARD_HEAT_SCALE.slice(0, 2));
    expect(short).toHaveLength(SETTINGS.length + 1);
    // Past the scale's last row the heat cells are blank.
    expect(short[3].slice(3)).toEqual(['', '', '', '', '']);
    // Past the settings' last row the setting cells are blank.
    const long = rulesValues([...STANDARD_HEAT_SCALE, ...STANDARD_HEAT_SCALE]);
    expect(long[long.length - 1].slice(0, 3)).toEqual(['', '', '']);
  });
});

describe('the Map tab (R-1.1): column numbers along row 1, row numbers down column A, terrain codes between', () => {
  const map: BattleMap = {
    cols: 3,
    rows: 2,
    terrain: {
      '0102': { woods: 'heavy', water: 1 },
      '0301': { elevation: 2 },
      // Off the map: left out.
      '0405': { rubble: true },
      '0003': { fire: true },
      '0200': { lava: true },
    },
  };

  it('a 3 × 2 map with heavy woods in water at 0102 and a hill at 0301', () => {
    expect(mapValues(map)).toEqual([
      ['', 1, 2, 3],
      [1, '', '', 'E2'],
      [2, 'HW W1', '', ''],
    ]);
  });

  it('reads back as the map it was written from, without the hexes off it', () => {
    const read = readMap({ Map: mapValues(map) }, new SheetProblems());
    expect(read).toEqual({
      cols: 3,
      rows: 2,
      terrain: { '0102': { woods: 'heavy', water: 1 }, '0301': { elevation: 2 } },
    });
  });

  it('a hex just off one edge — column 0, a column past the last, a row past the last — is left out', () => {
    const edges: BattleMap = {
      cols: 3,
      rows: 2,
      terrain: { '0002': { fire: true }, '0401': { rubble: true }, '0103': { woods: 'light' }, '0201': { lava: true } },
    };
    expect(mapValues(edges)).toEqual([
      ['', 1, 2, 3],
      [1, '', 'L', ''],
      [2, '', '', ''],
    ]);
  });
});
