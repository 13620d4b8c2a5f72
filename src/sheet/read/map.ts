import type { BattleMap, HexTerrain } from '../../rules/model/map';
import { hexLabel } from '../../rules/hex/label';
import { parseTerrainCode } from '../../rules/map/terrain';
import { cellText, describeGot, errorValue, isBlank, wholeNumber } from '../tab/cells';
import { reportDate } from '../tab/dateCells';
import { TAB } from '../schema/columns';
import type { SheetProblems } from '../tab/problems';
import { findTab, type Tabs } from '../tab/tabs';

/**
 * The Map tab is a grid, not a table: B1, C1, … hold the column numbers 1, 2, … (or 01,
 * 02, …); A2, A3, … the row numbers; the cell under column c and beside row r holds the
 * terrain codes of hex CCRR, so hex 0609 is cell G10. A1 is free for a title.
 */
const MAP_ORIGIN = { row: 1, col: 1 } as const;

/** The sheet cell (0-based row, col) of a hex on the Map tab. */
export function mapCellOf(hex: { readonly col: number; readonly row: number }): { row: number; col: number } {
  return { row: hex.row - 1 + MAP_ORIGIN.row, col: hex.col - 1 + MAP_ORIGIN.col };
}

/** Reads label cells along row 1 (or column A): 1, 2, 3 … until the first blank; reports a wrong one. */
function readLabels(
  cells: readonly unknown[],
  start: number,
  problems: SheetProblems,
  at: (i: number) => [number, number],
  what: string,
): number {
  let count = 0;
  for (let i = start; i < cells.length && !isBlank(cells[i]); i++) {
    const expected = count + 1;
    const error = errorValue(cells[i]);
    if (error) {
      const [r, c] = at(i);
      problems.errorValue(TAB.map, r, c, error);
      return -1;
    }
    const n = wholeNumber(typeof cells[i] === 'string' ? cellText(cells[i]) : cells[i]);
    if (n !== expected) {
      const [r, c] = at(i);
      problems.cell(
        TAB.map,
        r,
        c,
        'map_label',
        `${what} label must be ${expected} (the map's ${what}s are numbered 1, 2, 3 … with no gaps), got ${describeGot(cells[i])}`,
      );
      return -1;
    }
    count = expected;
  }
  return count;
}

/**
 * Reads the Map tab: its size from the labels and the terrain of
 * every non-clear hex. A missing or empty tab means no map (distances only, R-2.5).
 * Each bad code is reported with its cell and hex; so is terrain typed outside the labels.
 */
export function readMap(tabs: Tabs, problems: SheetProblems): BattleMap | undefined {
  const values = findTab(tabs, TAB.map);
  if (!values || values.every((row) => row.every(isBlank))) return undefined;
  const header = values[0] ?? [];
  const cols = readLabels(header, MAP_ORIGIN.col, problems, (i) => [0, i], 'column');
  const rowCells = values.map((row) => row[0]);
  const rows = readLabels(rowCells, MAP_ORIGIN.row, problems, (i) => [i, 0], 'row');
  if (cols < 0 || rows < 0) return undefined;
  if (cols === 0 || rows === 0) {
    problems.cell(
      TAB.map,
      cols === 0 ? 0 : 1,
      cols === 0 ? 1 : 0,
      'map_label',
      cols === 0
        ? 'the map needs its column numbers 1, 2, 3 … along row 1 from B1'
        : 'the map needs its row numbers 1, 2, 3 … down column A from A2',
    );
    return undefined;
  }
  const terrain: Record<string, HexTerrain> = {};
  for (let r = MAP_ORIGIN.row; r < values.length; r++) {
    const line = values[r];
    for (let c = MAP_ORIGIN.col; c < line.length; c++) {
      const cell = line[c];
      if (isBlank(cell)) continue;
      const error = errorValue(cell);
      if (error) {
        problems.errorValue(TAB.map, r, c, error);
        continue;
      }
      if (reportDate(problems, TAB.map, r, c, cell, 'text')) continue;
      const hex = { col: c - MAP_ORIGIN.col + 1, row: r - MAP_ORIGIN.row + 1 };
      if (hex.col > cols || hex.row > rows) {
        problems.cell(
          TAB.map,
          r,
          c,
          'off_map',
          `terrain ${describeGot(cell)} lies outside the map (columns 1–${cols} along row 1, rows 1–${rows} down column A)`,
        );
        continue;
      }
      const parsed = parseTerrainCode(cellText(cell));
      if (!parsed.ok) {
        problems.cell(TAB.map, r, c, 'terrain', `(hex ${hexLabel(hex)}) ${parsed.message}`);
      } else if (Object.keys(parsed.terrain).length > 0) {
        terrain[hexLabel(hex)] = parsed.terrain;
      }
    }
  }
  // Returned even with bad cells, so positions can still be checked against its size.
  return { cols, rows, terrain };
}
