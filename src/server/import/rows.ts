/**
 * The rows an import adds, pure: laid out under the tab's own headers (any order;
 * columns Gator does not know stay blank), under names not yet taken. The rows themselves come
 * from src/sheet/setup/unitRows.ts; src/server/import/mechs.ts writes them through the round's safe path.
 */
import { hexLabel, parseHexLabel } from '../../rules/hex/label';
import { isBlank, normalize } from '../../sheet/tab/cells';
import type { TabReader } from '../../sheet/tab/tabReader';
import type { RowCells } from '../../sheet/write/tabValues';

/** A record laid out as a row of `table`: each key under its header, '' elsewhere, as wide as the tab. */
export function rowOf(table: TabReader, rec: RowCells): unknown[] {
  const width = Math.max(table.values[0]?.length ?? 0, ...table.spec.columns.map((c) => (table.cols[c.key] ?? -1) + 1));
  const row: unknown[] = new Array<unknown>(width).fill('');
  for (const key of Object.keys(rec)) {
    const col = table.cols[key];
    if (col !== undefined) row[col] = rec[key];
  }
  return row;
}

/** The names on the Mechs tab, normalized (names are unique in any case), with their 1-based rows. */
export function takenNames(mechs: TabReader): Map<string, number> {
  const taken = new Map<string, number>();
  for (let r = 1; r < mechs.values.length; r++) {
    const v = mechs.get(r, 'name');
    if (!isBlank(v)) taken.set(normalize(String(v)), r + 1);
  }
  return taken;
}

/**
 * `Griffin GRF-1S`, or `Griffin GRF-1S (2)`, `(3)` … when taken; the name is then taken.
 *
 * @example uniqueName('Griffin GRF-1S', taken) // 'Griffin GRF-1S (2)' when a Griffin GRF-1S exists
 */
export function uniqueName(base: string, taken: Map<string, number>, row: number): string {
  let name = base;
  for (let n = 2; taken.has(normalize(name)); n++) name = `${base} (${n})`;
  taken.set(normalize(name), row);
  return name;
}

/** What an Undo confirmation calls an import: `Griffin GRF-1S, Locust LCT-1V`, or `A, B, C and 2 more`. */
export function importLabel(names: readonly string[]): string {
  if (names.length <= 3) return names.join(', ');
  return `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
}

/**
 * The mech standing in `hex` (its label, `0609`) by the Mechs tab, with its 1-based row: one
 * mech a hex, so an import or insert never puts another there. A Destroyed mech has
 * left the field; a Wreck still stands in its hex (R-V.3), as the round reads them.
 */
export function mechIn(mechs: TabReader, hex: string): { readonly name: string; readonly row: number } | undefined {
  for (let r = 1; r < mechs.values.length; r++) {
    const name = mechs.get(r, 'name');
    const at = mechs.get(r, 'position');
    if (isBlank(name) || isBlank(at) || normalize(String(mechs.get(r, 'status') ?? '')) === 'destroyed') continue;
    const parsed =
      typeof at === 'string' || typeof at === 'number'
        ? parseHexLabel(typeof at === 'string' ? at.replace(/^'/, '') : at)
        : undefined;
    if (parsed && hexLabel(parsed) === hex) return { name: String(name).trim(), row: r + 1 };
  }
  return undefined;
}
