/**
 * A battle's Log read for its after-action report and its Stats rows: the battle's Log is a tab of its own — the Log
 * while it is fought, `Log — battle 1` once the next battle starts (src/server/battle/newBattle.ts) — so the battle's
 * rows are that tab's, read whole in one call, and a campaign's earlier battles are never read.
 */
import type { CitedRow } from '../../log/credits';
import { LOG_HEADERS, type LogRow } from '../../log/rows';
import type { FieldedMech } from '../../log/afterAction';
import { headerMap } from '../../sheet/tab/headers';
import { normalize } from '../../sheet/tab/cells';
import { SheetProblems } from '../../sheet/tab/problems';
import type { Tabs } from '../../sheet/tab/tabs';
import { MECHS } from '../../sheet/schema/mechsTab';
import { TAB } from '../../sheet/schema/columns';

type Grid = readonly (readonly unknown[])[];

/** Archived Logs are named `Log — …` (src/sheet/play/battleName.ts). */
export const ARCHIVE_PREFIX = 'Log — ';

/**
 * The Log's rows under its header, each with the row the sheet numbers it, its cells in Gator's column order whatever
 * order the tab's headers are in (a column it lacks reads as blank). A Log cell escaped with an apostrophe reads as
 * Gator wrote it. The TN reads as a number when the cell holds one.
 */
export function citedLogRows(values: Grid): CitedRow[] {
  const header = (values[0] ?? []).map((h) => (typeof h === 'string' ? normalize(h) : ''));
  const at = LOG_HEADERS.map((h) => header.indexOf(normalize(h)));
  const out: CitedRow[] = [];
  for (let r = 1; r < values.length; r++) {
    const v = values[r];
    const cell = (i: number): unknown => (at[i] >= 0 ? v[at[i]] : '');
    const text = (i: number): string => {
      const c = cell(i);
      return c === undefined || c === null ? '' : String(c);
    };
    const round = cell(0);
    const tn = cell(6);
    const log: LogRow = [
      typeof round === 'number' ? round : Number(round) || 0,
      text(1),
      text(2),
      text(3),
      text(4),
      text(5),
      typeof tn === 'number' ? tn : text(6).trim() !== '' && Number.isFinite(Number(tn)) ? Number(tn) : '',
      text(7),
      text(8),
    ];
    out.push({ row: r + 1, log });
  }
  return out;
}

/** The mechs of the Mechs tab (name, side, pilot), in its order; [] when it cannot be read. */
export function fieldedMechs(tabs: Tabs): FieldedMech[] {
  const values = tabs[TAB.mechs] ?? [];
  const cols = headerMap(values, MECHS, new SheetProblems());
  if (!cols || cols.name === undefined) return [];
  const cell = (row: readonly unknown[], col: number | undefined): string =>
    col === undefined ? '' : String(row[col] ?? '').trim();
  const out: FieldedMech[] = [];
  for (let r = 1; r < values.length; r++) {
    const name = cell(values[r], cols.name);
    if (name !== '') out.push({ name, side: cell(values[r], cols.side), pilot: cell(values[r], cols.pilot) });
  }
  return out;
}

/** `Battle 1` from `Log — battle 1`, `Ambush` from `Log — Ambush (2)`: the battle an archived Log holds. */
export function battleOfArchive(tab: string): string {
  const name = tab.slice(ARCHIVE_PREFIX.length).replace(/ \(\d+\)$/, '');
  const numbered = /^battle (\d+)$/.exec(name);
  return numbered ? `Battle ${numbered[1]}` : name;
}

/** The newest archived Log: the last `Log — …` tab in the workbook's order (each is put right before the fresh Log). */
export function lastArchive(names: readonly string[]): string | undefined {
  const archives = names.filter((n) => n.indexOf(ARCHIVE_PREFIX) === 0);
  return archives[archives.length - 1];
}
