import { SheetProblems } from '../tab/problems';
import { headerMap } from '../tab/headers';
import { EQUIPMENT } from '../schema/gearTabs';
import { MECHS } from '../schema/mechsTab';
import { RULES } from '../schema/playTabs';
import { PILOTS } from '../schema/pilotsTab';
import { TAB, type TabSpec } from '../schema/columns';

/** The columns that name a row of a tab a round writes (by schema key); other tabs have none. */
const ROW_KEYS: Readonly<Record<string, { readonly spec: TabSpec; readonly keys: readonly string[] }>> = {
  [TAB.mechs]: { spec: MECHS, keys: ['name'] },
  [TAB.equipment]: { spec: EQUIPMENT, keys: ['mech', 'item', 'location'] },
  [TAB.rules]: { spec: RULES, keys: ['setting'] },
  [TAB.pilots]: { spec: PILOTS, keys: ['name'] },
};

/** A cell as `getValues` gives it: '' for nothing. */
export function cellAt(grid: readonly (readonly unknown[])[] | undefined, row: number, col: number): unknown {
  return cellIn(grid?.[row], col);
}

/** `cellAt` of a row already looked up (the snapshot's loop over every cell of a write). */
export function cellIn(line: readonly unknown[] | undefined, col: number): unknown {
  const v = line?.[col];
  return v === undefined || v === null ? '' : v;
}

/**
 * For each of `rows` (ascending), which row with the same `keyCols` cells it is from the top
 * of the data (1 = the first). One pass down to the last of them.
 */
export function ordinals(
  grid: readonly (readonly unknown[])[],
  keyCols: readonly number[],
  rows: readonly number[],
): number[] {
  const seen = new Map<string, number>();
  const at: number[] = [];
  const last = rows.length > 0 ? rows[rows.length - 1] : 0;
  for (let r = 1; r <= last; r++) {
    // No key columns: every row has the same (empty) key, so none is printed.
    const key = keyCols.length === 0 ? '' : JSON.stringify(keyCols.map((k) => cellAt(grid, r, k)));
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    at[r] = n;
  }
  return rows.map((r) => at[r] ?? 0);
}

/** The columns that name `tab`'s rows, found in the header as the write leaves it; none for a tab without row names. */
export function keyColumns(tab: string, after: readonly (readonly unknown[])[]): number[] {
  const spec = ROW_KEYS[tab];
  const cols = spec ? headerMap(after, spec.spec, new SheetProblems()) : undefined;
  if (!spec || !cols) return [];
  return spec.keys.map((k) => cols[k]).filter((c): c is number => c !== undefined);
}
