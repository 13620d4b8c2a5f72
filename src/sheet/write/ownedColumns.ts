import { ATTACKS, LOG, RULES } from '../schema/playTabs';
import { CATALOG, EQUIPMENT } from '../schema/gearTabs';
import { MECHS } from '../schema/mechsTab';
import { PILOTS } from '../schema/pilotsTab';
import type { TabSpec } from '../schema/columns';
import { SheetProblems } from '../tab/problems';
import { headerMap } from '../tab/headers';

/** The tabs whose columns Gator knows by header; on any other (the Map, the undo tab) every column is Gator's. */
const SPECS: readonly TabSpec[] = [MECHS, EQUIPMENT, CATALOG, ATTACKS, LOG, RULES, PILOTS];

/**
 * Which columns of a tab are Gator's (0-based): those whose row-1 header names a column of the
 * tab's schema (by header or alias, in any order). Any other column — a Portrait or Notes
 * column the GM added between them — is the GM's, and a write never touches it. A tab without
 * a schema, or whose headers cannot be matched (a header used twice), is Gator's throughout.
 */
export function ownedColumns(tab: string, values: readonly (readonly unknown[])[]): (col: number) => boolean {
  const spec = SPECS.find((s) => s.name === tab);
  if (!spec) return () => true;
  const relaxed: TabSpec = { ...spec, columns: spec.columns.map((c) => ({ ...c, required: false })) };
  const found = headerMap(values, relaxed, new SheetProblems());
  if (!found) return () => true;
  const mine = new Set<number>();
  for (const key of Object.keys(found)) {
    const at = found[key];
    if (at !== undefined) mine.add(at);
  }
  return (col) => mine.has(col);
}
