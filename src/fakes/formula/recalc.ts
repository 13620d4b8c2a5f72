/**
 * The spreadsheet's formulas, evaluated as Sheets evaluates them after every change, for what
 * `getValues`, `getDisplayValues`, `getLastRow` and the custom functions see.
 *
 * An array result fills the cells below and right of its formula only while they are empty
 * ("Custom Functions in Google Sheets", Return values: a two-dimensional array "overflow[s] into
 * adjacent cells as long as those cells are empty",
 * https://developers.google.com/apps-script/guides/sheets/functions#return_values). Those cells
 * hold no formula of their own — `getFormulas` gives '' there and `getValues` the computed
 * values. Anything written into one of them, even the very value it shows, stops the array: the
 * formula's cell shows `#REF!` ("Array result was not expanded because it would overwrite data
 * in H3."), and clearing the cell brings the array back. An array longer than the tab answers
 * `#REF!` too ("… please insert more rows").
 *
 * Evaluation is lazy: every change to a cell bumps a version, and the first read after it
 * evaluates only what that read needs. Nothing here counts as a read of the script's (the
 * sheets' `cellsRead`), as Sheets' own recalculation is not a call of the script.
 */
import { columnLetters } from '../a1';
import type { Cell, CellValue } from '../cells';
import { customCallsIn, type CustomCall } from './customCalls';
import { evaluate, Unmodelled, type CustomFunction, type FormulaScope } from './evaluate';
import { parseFormula, FormulaParseError } from './parse';
import { FormulaError, MESSAGE, isGrid, type Grid, type Scalar } from './values';

/** What recalculation needs of a sheet. */
interface RecalcSheet {
  getName(): string;
  getMaxRows(): number;
  getMaxColumns(): number;
  cellAt(row: number, col: number): Cell | undefined;
  /** Every stored cell holding a formula, 1-based, top to bottom (kept while the sheet's cells do not change). */
  formulaCells(): [number, number][];
  /** The last row holding a stored value or formula (0 when none). */
  storedLastRow(): number;
}

/** What recalculation needs of the spreadsheet. */
interface RecalcBook<S extends RecalcSheet> {
  getSheetByName(name: string): S | null;
}

/** A formula's cell after evaluation: what it shows, and the array it spilled if it did. */
interface Anchor {
  readonly shown: Scalar;
  readonly grid?: Grid;
}

const BUSY = 'busy';

export class Recalc<S extends RecalcSheet> {
  private version = 0;
  private evaluatedAt = -1;
  private readonly anchors = new Map<S, Map<number, Anchor | typeof BUSY>>();
  private readonly extents = new Map<S, { rows: number; cols: number }>();
  private functions: (name: string) => CustomFunction | undefined = () => undefined;
  private dateOf: (ms: number) => Date = (ms) => new Date(ms);
  /**
   * Whether the empty strings an array result spills count as content for `getLastRow` and
   * `getDataRange`: on Google they commonly do (many third-party reports, no Google page), so
   * the fakes count them unless a test says otherwise.
   */
  private spilledBlanksCount = true;

  constructor(private readonly book: RecalcBook<S>) {}

  /** Whether a spilled empty string counts as content for `getLastRow` (see `spilledBlanksCount`). */
  countSpilledBlanks(on: boolean): void {
    this.spilledBlanksCount = on;
    this.changed();
  }

  /** Any change to any cell: everything is evaluated afresh at the next read. */
  changed(): void {
    this.version++;
  }

  /** The bundle's custom functions by name (upper case), and how to make a Date of its realm. */
  useFunctions(functions: (name: string) => CustomFunction | undefined, dateOf?: (ms: number) => Date): void {
    this.functions = functions;
    if (dateOf) this.dateOf = dateOf;
    this.changed();
  }

  /** A cell's value as `getValues` returns it: an error as its text (`#REF!`). */
  valueAt(sheet: S, row: number, col: number): CellValue {
    const v = this.scalarAt(sheet, row, col);
    return v instanceof FormulaError ? v.code : v;
  }

  /** The error a cell shows, with Sheets' message, or undefined. */
  errorAt(sheet: S, row: number, col: number): FormulaError | undefined {
    const v = this.scalarAt(sheet, row, col);
    return v instanceof FormulaError ? v : undefined;
  }

  /**
   * The last row and column (1-based) a spilled value reaches — an empty string too, unless
   * `spilledBlanksCount` is off; 0 when none.
   */
  spillExtent(sheet: S): { rows: number; cols: number } {
    this.fresh();
    let known = this.extents.get(sheet);
    if (!known) this.extents.set(sheet, (known = this.measureSpills(sheet)));
    return known;
  }

  private measureSpills(sheet: S): { rows: number; cols: number } {
    let rows = 0;
    let cols = 0;
    for (const [r, c] of this.formulaCellsOf(sheet)) {
      const grid = this.anchor(sheet, r, c).grid;
      if (!grid) continue;
      grid.forEach((line, i) =>
        line.forEach((v, j) => {
          if ((v === '' && !this.spilledBlanksCount) || (i === 0 && j === 0)) return;
          rows = Math.max(rows, r + i);
          cols = Math.max(cols, c + j);
        }),
      );
    }
    return { rows, cols };
  }

  /** How many rows and columns a formula's cell fills: its array's size, or 1 × 1. */
  filledBy(sheet: S, row: number, col: number): { rows: number; cols: number } {
    this.fresh();
    const grid = this.anchor(sheet, row, col).grid;
    return grid ? { rows: grid.length, cols: grid[0].length } : { rows: 1, cols: 1 };
  }

  /** The custom functions a formula's cell calls, each with the cells its arguments hand it. */
  customCalls(sheet: S, row: number, col: number): CustomCall[] {
    this.fresh();
    const tree = parseFormula((sheet.cellAt(row, col) as Cell).formula);
    return tree instanceof FormulaParseError ? [] : customCallsIn(tree, this.scope(sheet));
  }

  private fresh(): void {
    if (this.evaluatedAt === this.version) return;
    this.anchors.clear();
    this.extents.clear();
    this.evaluatedAt = this.version;
  }

  /** The sheet keeps this list while its cells do not change. */
  private formulaCellsOf(sheet: S): [number, number][] {
    return sheet.formulaCells();
  }

  /** A cell as formulas read it: a formula's result, a value, a spilled value, or ''. */
  private scalarAt(sheet: S, row: number, col: number): Scalar {
    this.fresh();
    const cell = sheet.cellAt(row, col);
    if (cell && cell.formula !== '') return this.anchor(sheet, row, col).shown;
    if (cell && cell.value !== '') return cell.value;
    return this.spilledAt(sheet, row, col) ?? '';
  }

  private spilledAt(sheet: S, row: number, col: number): Scalar | undefined {
    for (const [r, c] of this.formulaCellsOf(sheet)) {
      if (r > row) break;
      if (c > col || (r === row && c === col) || this.anchors.get(sheet)?.get(key(r, c)) === BUSY) continue;
      const grid = this.anchor(sheet, r, c).grid;
      if (grid && row < r + grid.length && col < c + grid[0].length) return grid[row - r][col - c];
    }
    return undefined;
  }

  private anchor(sheet: S, row: number, col: number): Anchor {
    let byCell = this.anchors.get(sheet);
    if (!byCell) this.anchors.set(sheet, (byCell = new Map()));
    const known = byCell.get(key(row, col));
    if (known === BUSY) return { shown: new FormulaError('#REF!', MESSAGE.circular) };
    if (known) return known;
    byCell.set(key(row, col), BUSY);
    const result = this.compute(sheet, row, col);
    byCell.set(key(row, col), result);
    return result;
  }

  private compute(sheet: S, row: number, col: number): Anchor {
    const cell = sheet.cellAt(row, col) as Cell;
    const tree = parseFormula(cell.formula);
    if (tree instanceof FormulaParseError) return { shown: new FormulaError('#ERROR!', MESSAGE.parse) };
    let value: ReturnType<typeof evaluate>;
    try {
      value = evaluate(tree, this.scope(sheet));
    } catch (err) {
      // Not modelled (a Sheets function the fake does not know): the value last stored stays.
      if (err instanceof Unmodelled) return { shown: cell.value };
      throw err;
    }
    if (!isGrid(value)) return { shown: value };
    if (value.length === 1 && value[0].length === 1) return { shown: value[0][0] };
    return this.spill(sheet, row, col, value);
  }

  /** What a formula on `sheet` sees of the spreadsheet. */
  private scope(sheet: S): FormulaScope<S> {
    return {
      sheet,
      sheetNamed: (name) => this.book.getSheetByName(name),
      cellValue: (s, r, c) => this.scalarAt(s, r, c),
      // Without formulas nothing spills: below the last stored row every cell is empty.
      lastRowInUse: (s) => (this.formulaCellsOf(s).length === 0 ? s.storedLastRow() : s.getMaxRows()),
      customFunction: (name) => this.functions(name),
      date: (ms) => this.dateOf(ms),
    };
  }

  /** An array result, spilled if every cell it needs is inside the grid and empty. */
  private spill(sheet: S, row: number, col: number, grid: Grid): Anchor {
    const pastRows = row + grid.length - 1 - sheet.getMaxRows();
    if (pastRows > 0) return { shown: new FormulaError('#REF!', MESSAGE.moreRows(pastRows)) };
    const pastCols = col + grid[0].length - 1 - sheet.getMaxColumns();
    if (pastCols > 0) return { shown: new FormulaError('#REF!', MESSAGE.moreColumns(pastCols)) };
    for (let r = 0; r < grid.length; r++) {
      for (let c = 0; c < grid[r].length; c++) {
        if (r === 0 && c === 0) continue;
        const cell = sheet.cellAt(row + r, col + c);
        if (cell && (cell.value !== '' || cell.formula !== '')) {
          return { shown: new FormulaError('#REF!', MESSAGE.blockedSpill(`${columnLetters(col + c)}${row + r}`)) };
        }
      }
    }
    return { shown: grid[0][0], grid };
  }
}

function key(row: number, col: number): number {
  return row * 100000 + col;
}
