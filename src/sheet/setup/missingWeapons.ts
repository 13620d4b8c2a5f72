/**
 * Set up on an existing Catalog tab: every standard weapon the tab has no row for gets one
 * below the last row in use — so a campaign set up before the whole Catalog existed
 * gains the advanced and Clan weapons, and no row the GM typed or changed is touched. Pure: the
 * tab's values in, its new values out.
 */
import type { WeaponSpec } from '../../rules/model/weapon';
import { catalogOf, findWeapon } from '../../rules/charts/weapons';
import { isBlank } from '../tab/cells';
import { CATALOG } from '../schema/gearTabs';
import { SheetProblems } from '../tab/problems';
import { headerMap } from '../tab/headers';
import { catalogRowCells } from '../write/tabValues';

type Grid = unknown[][];

/**
 * The Catalog tab's values with a row for each of `standard` it lacks (a row of the same name in
 * any spelling counts), and the names added. Undefined when none is missing or the tab's headers
 * cannot be read.
 */
export function withMissingWeapons(
  values: readonly (readonly unknown[])[],
  standard: readonly WeaponSpec[],
): { readonly grid: Grid; readonly added: readonly string[] } | undefined {
  const cols = headerMap(values, CATALOG, new SheetProblems());
  if (!cols || cols.weapon === undefined) return undefined;
  const nameCol = cols.weapon;
  const listed = values
    .slice(1)
    .map((row) => row[nameCol])
    .filter((v) => !isBlank(v))
    .map((v) => ({ ...standard[0], name: String(v).trim() }));
  const onTab = catalogOf(listed);
  const missing = standard.filter((w) => !findWeapon(onTab, w.name));
  if (missing.length === 0) return undefined;
  const grid: Grid = values.map((row) => row.slice());
  let last = grid.length - 1;
  while (last > 0 && grid[last].every(isBlank)) last--;
  const width = Math.max(...Object.values(cols).filter((c): c is number => c !== undefined)) + 1;
  missing.forEach((w, i) => {
    const at = last + 1 + i;
    while (grid.length <= at) grid.push([]);
    const row = grid[at];
    while (row.length < width) row.push('');
    const cells = catalogRowCells(w);
    for (const c of CATALOG.columns) {
      const col = cols[c.key];
      if (col !== undefined && Object.prototype.hasOwnProperty.call(cells, c.key)) row[col] = cells[c.key];
    }
  });
  return { grid, added: missing.map((w) => w.name) };
}
