/**
 * The Rules tab's settings a write sets besides the battle (R-17.1's next deadline, a new
 * battle's name and round): each written into its value cell as the cell expects it.
 */
import { isBlank, normalize } from '../tab/cells';
import { isDateValue } from '../tab/dateCells';
import { RULES } from '../schema/playTabs';
import { SETTINGS, type SettingSpec } from '../schema/settings';
import { TAB } from '../schema/columns';
import { TabReader } from '../tab/tabReader';
import { findTab, type Tabs } from '../tab/tabs';
import { changedRectangle } from './cellValue';
import { num, open, put, type Grid } from './put';

/**
 * The Rules tab's values with settings set (`round` → 1, `battle` → 2): each on the row that
 * names it (by name or alias, any case), else the first row whose Setting and Value are blank,
 * else a new row at the bottom. A Value that already reads as the new one is left as it is.
 */
export function writeSettings(
  before: Tabs,
  values: readonly (readonly [SettingSpec['key'], string | number | Date])[],
): Grid {
  const opened = open(before, RULES);
  const grid: Grid = opened ? opened.grid : [['Setting', 'Value']];
  const table = opened ? opened.table : new TabReader(RULES, grid, { setting: 0, value: 1 });
  const settingCol = table.col('setting');
  const valueCol = table.col('value');
  for (const [key, value] of values) {
    const spec = SETTINGS.filter((s) => s.key === key)[0];
    const names = [spec.name, ...(spec.aliases ?? [])].map((n) => normalize(n).replace(/[’']/g, ''));
    let target = -1;
    for (let r = 1; r < grid.length && target < 0; r++)
      if (names.indexOf(normalize(String(grid[r][settingCol] ?? '')).replace(/[’']/g, '')) >= 0) target = r;
    for (let r = 1; r < grid.length && target < 0; r++)
      if (isBlank(grid[r][settingCol]) && isBlank(grid[r][valueCol])) target = r;
    if (target < 0) {
      target = grid.length;
      grid.push([]);
    }
    put(
      grid,
      target,
      settingCol,
      isBlank(grid[target][settingCol]) ? spec.name : String(grid[target][settingCol]),
      (c) => c,
    );
    put(grid, target, valueCol, value, settingParse(value));
  }
  return grid;
}

/**
 * How a setting's Value cell is read to compare with `value`: a number as a number, a date as its instant, text as text
 * (blank as '').
 */
function settingParse(value: string | number | Date): (cell: unknown) => unknown {
  if (typeof value === 'number') return num();
  if (isDateValue(value)) return (c) => (isDateValue(c) && c.getTime() === value.getTime() ? value : c);
  return (c) => (isBlank(c) ? '' : String(c));
}

/**
 * The `updates` of a write with settings set too (`writeSettings`) on the Rules tab as the write
 * leaves it: the Rules tab is in the result only when a cell of it changed.
 */
export function withSettings(
  before: Tabs,
  updates: Record<string, unknown[][]>,
  values: readonly (readonly [SettingSpec['key'], string | number | Date])[],
): Record<string, unknown[][]> {
  if (values.length === 0) return updates;
  const current = updates[TAB.rules] ?? findTab(before, TAB.rules);
  const rules = writeSettings(current ? { ...before, [TAB.rules]: current } : before, values);
  if (!changedRectangle(findTab(before, TAB.rules) ?? [], rules)) return updates;
  return { ...updates, [TAB.rules]: rules };
}
