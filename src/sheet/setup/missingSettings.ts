/**
 * Set up on an existing Rules tab: every setting the tab has no row for gets one, at its
 * default, with its note — so a campaign set up before a setting existed (Round length, R-17.1)
 * shows it, and nothing the GM typed moves. Pure: the tab's values in, its new values out.
 */
import { isBlank, normalize } from '../tab/cells';
import { RULES } from '../schema/playTabs';
import { SETTINGS, type SettingSpec } from '../schema/settings';
import { SheetProblems } from '../tab/problems';
import { headerMap } from '../tab/headers';

type Grid = unknown[][];

/** A setting's names as a row may spell them: any case, apostrophes dropped. */
function spellings(s: SettingSpec): string[] {
  return [s.name, ...(s.aliases ?? [])].map((n) => normalize(n).replace(/[’']/g, ''));
}

/**
 * The Rules tab's values with a row for each setting it lacks — in the first row whose
 * Setting, Value and Notes are all blank (the heat scale beside it kept), else a new row at
 * the bottom — and the names of the settings added. Undefined when none is missing or the
 * tab's headers cannot be read.
 */
export function withMissingSettings(
  values: readonly (readonly unknown[])[],
): { readonly grid: Grid; readonly added: readonly string[] } | undefined {
  const cols = headerMap(values, RULES, new SheetProblems());
  if (!cols || cols.setting === undefined || cols.value === undefined) return undefined;
  const [setting, value, notes] = [cols.setting, cols.value, cols.notes];
  const named = new Set(values.slice(1).map((row) => normalize(String(row[setting] ?? '')).replace(/[’']/g, '')));
  const missing = SETTINGS.filter((s) => !spellings(s).some((n) => named.has(n)));
  if (missing.length === 0) return undefined;
  const grid: Grid = values.map((row) => row.slice());
  const free = (row: readonly unknown[]): boolean =>
    isBlank(row[setting]) && isBlank(row[value]) && (notes === undefined || isBlank(row[notes]));
  let next = 1;
  for (const s of missing) {
    while (next < grid.length && !free(grid[next])) next++;
    if (next === grid.length) grid.push([]);
    const row = grid[next];
    const width = Math.max(setting, value, notes ?? 0) + 1;
    while (row.length < width) row.push('');
    row[setting] = s.name;
    row[value] = s.defaultValue;
    if (notes !== undefined) row[notes] = s.notes;
    next++;
  }
  return { grid, added: missing.map((s) => s.name) };
}
