/**
 * The Stats tab's per-pilot summary (docs/sheet-layout.md, Stats), pure: from the tab's rows, each pilot's damage
 * dealt per round fought and total luck, written into Gator's three columns beside the table — where the header
 * `By pilot` is in row 1, or, the first time, one blank column past the last used one, so no cell of the GM's is
 * ever written. The two Stats charts draw these columns (statsCharts.ts).
 */
import { PILOT_SUMMARY_HEADER } from '../schema/statsTab';
import type { HeaderMap } from '../tab/headers';
import { cellText, normalize } from '../tab/cells';

/** Where the summary is: its first column (0-based) and its rows, header included. */
export interface PilotSummaryBlock {
  readonly col: number;
  readonly rows: number;
}

/** One pilot's line: what Stats rows of theirs add up to. */
interface PilotTotals {
  readonly label: string;
  dealt: number;
  rounds: number;
  luck: number;
}

/** Two decimals, as the table shows expected hits and luck. */
function twoPlaces(n: number): number {
  return Math.round(n * 100) / 100;
}

function numberIn(cell: unknown): number {
  return typeof cell === 'number' && Number.isFinite(cell) ? cell : 0;
}

/**
 * The pilots of the table's rows in the order they first appear. A row without a pilot is its mech's
 * (`Locust (no pilot)`): an NPC's figures are not pooled with another's.
 */
function pilotTotals(grid: readonly (readonly unknown[])[], cols: HeaderMap): PilotTotals[] {
  const byKey = new Map<string, PilotTotals>();
  for (let r = 1; r < grid.length; r++) {
    const row = grid[r];
    const pilot = cellText(row[cols.pilot!]);
    const mech = cellText(row[cols.mech!]);
    if (pilot === '' && mech === '') continue;
    const label = pilot !== '' ? pilot : `${mech} (no pilot)`;
    const key = normalize(label);
    let totals = byKey.get(key);
    if (!totals) {
      totals = { label, dealt: 0, rounds: 0, luck: 0 };
      byKey.set(key, totals);
    }
    totals.dealt += numberIn(row[cols.dealt!]);
    totals.rounds += numberIn(row[cols.rounds!]);
    totals.luck += numberIn(row[cols.luck!]);
  }
  return [...byKey.values()];
}

/** The summary's first column: where its header is, or one blank column past the grid's width. */
function summaryColumn(grid: readonly (readonly unknown[])[]): number {
  const header = grid[0] ?? [];
  const at = header.findIndex((cell) => normalize(cellText(cell)) === normalize(PILOT_SUMMARY_HEADER[0]));
  return at >= 0 ? at : header.length + 1;
}

/**
 * Writes the summary into `grid` (the whole Stats tab as it is to be, every row as wide): its header, one row a pilot,
 * and blanks below in its columns. Damage per round is the pilot's damage dealt over the rounds of the battles they
 * fought (a mech destroyed early still counts every round of its battle); luck is the sum of their rows' Luck.
 */
export function writePilotSummary(grid: unknown[][], cols: HeaderMap): PilotSummaryBlock {
  const col = summaryColumn(grid);
  const width = Math.max(grid[0]?.length ?? 0, col + PILOT_SUMMARY_HEADER.length);
  for (const row of grid) while (row.length < width) row.push('');
  const pilots = pilotTotals(grid, cols);
  grid.forEach((row, r) => {
    const p = r > 0 ? pilots[r - 1] : undefined;
    const cells =
      r === 0
        ? [...PILOT_SUMMARY_HEADER]
        : p
          ? [p.label, p.rounds > 0 ? twoPlaces(p.dealt / p.rounds) : 0, twoPlaces(p.luck)]
          : ['', '', ''];
    cells.forEach((v, k) => (row[col + k] = v));
  });
  return { col, rows: pilots.length + 1 };
}
