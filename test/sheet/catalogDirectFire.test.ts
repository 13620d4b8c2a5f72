// a targeting computer helps direct-fire weapons. The Catalog's Direct fire cell left blank keeps a standard
// weapon's own (a laser is direct fire); typed, it is the GM's.
import { describe, expect, it } from 'vitest';
import { readCatalog } from '../../src/sheet/read/catalog';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { colOf, demo, type Sheets } from './fixtures';

/** The Catalog with Large Laser's Direct fire cell set to `value`, read. */
function largeLaserWith(value: unknown) {
  const tabs: Sheets = demo();
  const weapon = colOf(tabs, 'Catalog', 'Weapon');
  const row = tabs.Catalog.findIndex((r) => r[weapon] === 'Large Laser');
  expect(row).toBeGreaterThan(0);
  tabs.Catalog[row][colOf(tabs, 'Catalog', 'Direct fire')] = value;
  const problems = new SheetProblems();
  const catalog = readCatalog(tabs, problems);
  expect(problems.list).toEqual([]);
  return catalog['Large Laser'].directFire === true;
}

describe('R-18.9: Direct fire on the Catalog', () => {
  it("blank keeps the standard Large Laser's own: direct fire", () => {
    expect(largeLaserWith('')).toBe(true);
  });

  it('No typed by the GM makes it not direct fire', () => {
    expect(largeLaserWith('No')).toBe(false);
  });
});
