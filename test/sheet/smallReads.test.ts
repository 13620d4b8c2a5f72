// Small reads and writes on the edges of the sheet: tabs without the column a feature needs, a locale without its
// country, an Undo that restores formulas, a Catalog with blank rows at its foot.
import { describe, expect, it } from 'vitest';
import { STANDARD_WEAPONS } from '../../src/rules/charts/weapons';
import { notifyRows } from '../../src/sheet/play/notify';
import { pilotGrants } from '../../src/sheet/play/pilotGrants';
import { columnSpec } from '../../src/sheet/schema/columns';
import { MECHS } from '../../src/sheet/schema/mechsTab';
import { withMissingWeapons } from '../../src/sheet/setup/missingWeapons';
import { localeTyping } from '../../src/sheet/tab/localeTyping';
import { restoreUpdates } from '../../src/sheet/undo/restore';
import { colOf, demo, set, type Sheets } from './fixtures';

const without = (tabs: Sheets, tab: string, header: string): Sheets => {
  const col = colOf(tabs, tab, header);
  return { ...tabs, [tab]: tabs[tab].map((row) => row.filter((_, i) => i !== col)) };
};

describe('a feature whose column the tab lacks does nothing', () => {
  it('no Notify column on Mechs: nobody is notified, even with a Player account', () => {
    const tabs = set(demo(), 'Mechs', 'Notify', 2, true);
    expect(notifyRows(without(tabs, 'Mechs', 'Notify'))).toEqual([]);
  });

  it('no Step asked column on Pilots: no player is granted a Step asked cell', () => {
    expect(pilotGrants(without(demo(), 'Pilots', 'Step asked'))).toEqual([]);
  });

  it('a schema column asked for by a key it does not have is a bug, named', () => {
    expect(() => columnSpec(MECHS, 'nope')).toThrow('no column "nope" in the Mechs schema');
  });
});

describe('how a locale types dates', () => {
  it('English without a country types the month first, as en_US does', () => {
    expect(localeTyping('en').monthFirst).toBe(true);
    expect(localeTyping('en_GB').monthFirst).toBe(false);
  });
});

describe('Undo restores formulas as well as values', () => {
  it('a saved range with formulas is written back with them', () => {
    const writes = restoreUpdates({
      version: 1,
      round: 1,
      ranges: [{ tab: 'Mechs', row: 1, col: 2, values: [[3, 4]], formulas: [['', '=A2+1']], rowsBefore: 5 }],
    });
    expect(writes).toEqual([
      { tab: 'Mechs', row: 2, column: 3, values: [[3, 4]], formulas: [['', '=A2+1']], a1: 'Mechs!C2:D2' },
    ]);
  });
});

describe('standard weapons a Catalog lacks', () => {
  it('are added under its last weapon, not under the blank rows at its foot', () => {
    const catalog = demo().Catalog;
    const last = STANDARD_WEAPONS[STANDARD_WEAPONS.length - 1].name;
    const values = catalog.filter((row) => row[0] !== last);
    values.push(
      values[0].map(() => ''),
      values[0].map(() => ''),
    );
    const result = withMissingWeapons(values, STANDARD_WEAPONS);
    if (!result) return expect.fail('nothing added');
    expect(result.added).toEqual([last]);
    expect(result.grid[values.length - 2][0]).toBe(last);
  });
});
