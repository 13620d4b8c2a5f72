import { isBlank } from './cells';
import type { TabSpec } from '../schema/columns';
import { headerMap, type HeaderMap } from './headers';
import type { SheetProblems } from './problems';
import { findTab, type Tabs } from './tabs';

/** A tab opened for reading: its values, its spec and where each column is. */
export class TabReader {
  /** readKeys(), worked out once: every data row is checked against them. */
  private read?: readonly string[];

  constructor(
    readonly spec: TabSpec,
    readonly values: readonly (readonly unknown[])[],
    readonly cols: HeaderMap,
  ) {}

  get name(): string {
    return this.spec.name;
  }

  has(key: string): boolean {
    return this.cols[key] !== undefined;
  }

  /** The raw cell of a column on a row; '' when the column is absent or the row short. */
  get(row: number, key: string): unknown {
    const col = this.cols[key];
    if (col === undefined) return '';
    const cell = (this.values[row] ?? [])[col];
    return cell === undefined || cell === null ? '' : cell;
  }

  /** Column index of a key; a key not found is a bug (required columns are checked on open). */
  col(key: string): number {
    const col = this.cols[key];
    if (col === undefined) throw new Error(`${this.spec.name}: column ${key} not found`);
    return col;
  }

  /** The keys of the columns found that Gator reads: all but the ones kept for people (`info`). */
  readKeys(): readonly string[] {
    if (!this.read) this.read = this.spec.columns.filter((c) => c.role !== 'info' && this.has(c.key)).map((c) => c.key);
    return this.read;
  }

  /** 0-based indexes of the data rows (row 2 on) where some column Gator reads is filled in. */
  dataRows(): number[] {
    const read = this.spec.columns.filter((c) => c.role !== 'info' && c.role !== 'derived' && this.has(c.key));
    const rows: number[] = [];
    for (let r = 1; r < this.values.length; r++) {
      if (read.some((c) => !isBlank(this.get(r, c.key)))) rows.push(r);
    }
    return rows;
  }
}

/** Opens a tab for reading, or reports why it cannot be (missing tab, missing headers). */
export function openTab(tabs: Tabs, spec: TabSpec, problems: SheetProblems, required: boolean): TabReader | undefined {
  const values = findTab(tabs, spec.name);
  if (!values) {
    if (required)
      problems.tab(spec.name, 'missing_tab', `${spec.name}: the tab is missing; Set up campaign creates it`);
    return undefined;
  }
  const cols = headerMap(values, spec, problems);
  return cols ? new TabReader(spec, values, cols) : undefined;
}
