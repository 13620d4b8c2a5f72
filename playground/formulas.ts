/**
 * Formulas evaluated as Sheets would, by a real formula engine: a HyperFormula
 * mirror of the in-memory spreadsheet, with every Gator custom function registered as a
 * HyperFormula function that calls the BUILT bundle's top-level function of that name —
 * ranges handed over as 2-D arrays and single cells as plain values, as Sheets hands them.
 *
 * The fake spreadsheet stays the source of truth; the mirror follows it. A cell typed in the
 * grid goes to the mirror cell by cell, so HyperFormula's own dependency graph recalculates
 * whatever depends on it (a TN formula when a Mechs cell changes). A change the add-on makes
 * through the services (a resolved round) rebuilds the mirror the next time a value is read.
 */
import { ArraySize, CellError, DetailedCellError, EmptyValue, ErrorType, FunctionPlugin, HyperFormula, SimpleRangeValue } from 'hyperformula';
import type { CellValue, FakeSheet, FakeSpreadsheet } from '../src/fakes';
import { CARD_COLUMNS, CARD_ROWS } from '../src/sheet/cardsTab';
import type { TopLevel } from './bundle';

type Lookup = (name: string) => TopLevel | undefined;

/** The bundle whose functions the engine calls right now. Set around every engine call: HyperFormula is synchronous. */
let active: Lookup | null = null;

/** A function call node of HyperFormula's AST, as far as the plugin reads it. */
interface CallAst {
  readonly procedureName: string;
  readonly args: readonly unknown[];
}

/**
 * Result shapes that are not the broadcast of the arguments' shapes. ATTACKTN answers one
 * cell per row of its Attacks range under the header row (src/functions/attackTn.ts); MECHCARD
 * a card of fixed size.
 */
const RESULT_SHAPES: Record<string, (args: readonly ArraySize[]) => ArraySize> = {
  ATTACKTN: (args) => new ArraySize(1, Math.max(1, (args[0]?.height ?? 2) - 1)),
  // A card is always one block of CARD_ROWS × CARD_COLUMNS (src/sheet/cardsTab.ts).
  MECHCARD: () => new ArraySize(CARD_COLUMNS, CARD_ROWS),
};

function messageOf(error: unknown): string {
  // The bundle's errors come from another V8 context: no instanceof.
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}

/**
 * The text Sheets shows for each of HyperFormula's errors. A cycle and an answer that cannot
 * spill are both `#REF!` in Sheets; HyperFormula's own `#LIC!` never reaches a player.
 */
const SHEETS_ERROR_TEXT: Readonly<Record<ErrorType, string>> = {
  [ErrorType.DIV_BY_ZERO]: '#DIV/0!',
  [ErrorType.NAME]: '#NAME?',
  [ErrorType.VALUE]: '#VALUE!',
  [ErrorType.NUM]: '#NUM!',
  [ErrorType.NA]: '#N/A',
  [ErrorType.CYCLE]: '#REF!',
  [ErrorType.REF]: '#REF!',
  [ErrorType.SPILL]: '#REF!',
  [ErrorType.LIC]: '#ERROR!',
  [ErrorType.ERROR]: '#ERROR!',
};

/**
 * One value as a custom function receives it: '' for an empty cell, plain numbers, and an
 * error as the text Sheets shows (`#NAME?`). Sheets calls a custom function even when a cell
 * of its argument shows an error, handing the error over as its text, so ATTACKTN can mark
 * that row alone; HyperFormula would skip the call and show the error in every cell of the
 * answer. The playground does as Sheets does.
 */
function scalarArg(value: unknown): unknown {
  if (value === EmptyValue || value === undefined || value === null) return '';
  if (value instanceof CellError) return SHEETS_ERROR_TEXT[value.type] ?? '#ERROR!';
  if (typeof value === 'object' && typeof (value as { val?: unknown }).val === 'number') return (value as { val: number }).val;
  return value;
}

/** A range becomes a 2-D array, a single cell its value. */
function argument(value: unknown): unknown {
  if (!(value instanceof SimpleRangeValue)) return scalarArg(value);
  const grid = value.rawData().map((row) => row.map(scalarArg));
  return grid.length === 1 && grid[0].length === 1 ? grid[0][0] : grid;
}

function resultScalar(value: unknown): string | number | boolean | CellError {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : new CellError(ErrorType.NUM, 'not a finite number');
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  return String(value);
}

/** The function's answer at the size the engine reserved for it (shorter answers are padded with blanks). */
function result(value: unknown, size: ArraySize, name: string): unknown {
  if (!Array.isArray(value)) return resultScalar(value);
  const rows = value.filter((row): row is unknown[] => Array.isArray(row));
  if (rows.length === 0) return '';
  if (size.width === 1 && size.height === 1 && !size.isRef) return resultScalar(rows[0][0]);
  if (rows.length > size.height || rows.some((row) => row.length > size.width)) {
    return new CellError(ErrorType.VALUE, `${name}: the answer has ${rows.length} rows, more than the ${size.height} the playground expected`);
  }
  const grid = Array.from({ length: size.height }, (_, r) => Array.from({ length: size.width }, (_, c) => resultScalar((rows[r] ?? [])[c])));
  for (const row of grid) for (const cell of row) if (cell instanceof CellError) return cell;
  return SimpleRangeValue.onlyValues(grid as (string | number | boolean)[][]);
}

/** The HyperFormula side of every Gator custom function. */
class GatorFunctions extends FunctionPlugin {
  call(ast: CallAst, state: unknown): unknown {
    const fn = active?.(ast.procedureName);
    if (!fn) return new CellError(ErrorType.NAME, `${ast.procedureName} is not in the loaded bundle`);
    const args: unknown[] = [];
    for (const node of ast.args) {
      args.push(argument(this.evaluateAst(node as never, state as never)));
    }
    try {
      return result(fn(...args), this.size(ast, state), ast.procedureName);
    } catch (error) {
      return new CellError(ErrorType.ERROR, messageOf(error));
    }
  }

  /** The answer's size, known before evaluating: the largest range among the arguments (range broadcasting, STYLE 9). */
  size(ast: CallAst, state: unknown): ArraySize {
    const sizes = ast.args.map((node) => this.arraySizeForAst(node as never, state as never));
    const special = RESULT_SHAPES[ast.procedureName];
    if (special) return special(sizes);
    let width = 1;
    let height = 1;
    for (const s of sizes) {
      if (s.width === 1 && s.height === 1) continue;
      width = Math.max(width, s.width);
      height = Math.max(height, s.height);
    }
    return width === 1 && height === 1 ? ArraySize.scalar() : new ArraySize(width, height);
  }
}

const registered = new Set<string>();

/** Registers custom function names with HyperFormula (once per process; the engine's registry is global). */
export function registerCustomFunctions(names: readonly string[]): void {
  const fresh = names.filter((n) => !registered.has(n));
  if (fresh.length === 0) return;
  const implemented: Record<string, { method: string; sizeOfResultArrayMethod: string; vectorizationForbidden: boolean }> = {};
  const translations: Record<string, string> = {};
  for (const name of fresh) {
    implemented[name] = { method: 'call', sizeOfResultArrayMethod: 'size', vectorizationForbidden: true };
    translations[name] = name;
  }
  // HyperFormula wants each method on the registered class's own prototype.
  const plugin = class extends GatorFunctions {
    static override implementedFunctions = implemented;
    override call(ast: CallAst, state: unknown): unknown {
      return super.call(ast, state);
    }
    override size(ast: CallAst, state: unknown): ArraySize {
      return super.size(ast, state);
    }
  };
  HyperFormula.registerFunctionPlugin(plugin, { enGB: translations });
  fresh.forEach((n) => registered.add(n));
}

/** Rows an open-ended range (`Attacks!A1:G`, Sheets syntax) reaches in the mirror. */
const OPEN_RANGE_ROWS = 1000;

/**
 * A Sheets formula in HyperFormula's syntax. They agree on what Gator's formulas use; Sheets'
 * open-ended ranges (`A2:A`, `Mechs!A1:BZ`) get an explicit last row.
 */
export function toEngineFormula(formula: string, rows = OPEN_RANGE_ROWS): string {
  // Only outside string literals ("…" with "" as an escaped quote).
  return formula
    .split(/("(?:[^"]|"")*")/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/(\$?[A-Za-z]{1,3}\$?\d+):(\$?[A-Za-z]{1,3})(?![\w$!(:])/g, `$1:$2${rows}`)))
    .join('');
}

/** Excel's day number of a Date (what HyperFormula stores for dates). */
function serial(date: Date): number {
  return (date.getTime() - Date.UTC(1899, 11, 30)) / 86400000;
}

function isDate(value: unknown): value is Date {
  return Object.prototype.toString.call(value) === '[object Date]';
}

/** A fake cell as HyperFormula content: text always as text (a leading apostrophe), formulas translated. */
function content(sheet: FakeSheet, row: number, col: number, rows: number): string | number | boolean | null {
  const cell = sheet.cellAt(row, col);
  if (!cell) return null;
  if (cell.formula !== '') return toEngineFormula(cell.formula, rows);
  const v = cell.value;
  if (typeof v === 'string') return v === '' ? null : `'${v}`;
  if (isDate(v)) return serial(v);
  return v;
}

/** What Range.getValues shows for an evaluated value: errors as Sheets writes them (`#ERROR!`). */
function shown(value: unknown): CellValue {
  if (value === null || value === undefined) return '';
  if (value instanceof DetailedCellError) return SHEETS_ERROR_TEXT[value.type] ?? value.value;
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  return String(value);
}

/** An evaluated cell for the page: its value, and the error's message when it is one. */
export interface EvaluatedCell {
  readonly value: CellValue;
  readonly error?: string;
}

/** The mirror of one fake spreadsheet. */
export class FormulaMirror {
  private engine: HyperFormula | null = null;
  private builtAt = -1;

  /**
   * @param book the fake spreadsheet (raw side)
   * @param functions the bundle's top-level functions by name
   * @param changes how many changes the add-on has made through the services so far
   */
  constructor(
    private readonly book: FakeSpreadsheet,
    private readonly functions: Lookup,
    private readonly changes: () => number,
  ) {}

  /** Formula cells read through the services (`getValues`) show the mirror's values from now on. */
  attach(): void {
    this.book.setEvaluator((sheet, row, col) => this.value(sheet, row, col).value);
  }

  private run<T>(work: () => T): T {
    const previous = active;
    active = this.functions;
    try {
      return work();
    } finally {
      active = previous;
    }
  }

  private rows(): number {
    return Math.max(OPEN_RANGE_ROWS, ...this.book.getSheets().map((s) => s.getMaxRows()));
  }

  /** The engine, rebuilt from the fake when the add-on changed it since the last build. */
  private current(): HyperFormula {
    const changes = this.changes();
    if (this.engine && this.builtAt === changes) return this.engine;
    const rows = this.rows();
    const sheets: Record<string, (string | number | boolean | null)[][]> = {};
    for (const sheet of this.book.getSheets()) {
      const height = sheet.getLastRow();
      const width = sheet.getLastColumn();
      sheets[sheet.getName()] = Array.from({ length: height }, (_, r) => Array.from({ length: width }, (_, c) => content(sheet, r + 1, c + 1, rows)));
    }
    this.engine?.destroy();
    this.engine = this.run(() => HyperFormula.buildFromSheets(sheets, { licenseKey: 'gpl-v3' }));
    this.builtAt = changes;
    return this.engine;
  }

  /** The evaluated value of a cell (1-based), as the page and `getValues` show it. */
  value(sheet: FakeSheet, row: number, col: number): EvaluatedCell {
    const engine = this.current();
    const id = engine.getSheetId(sheet.getName());
    if (id === undefined) return { value: '' };
    const v = engine.getCellValue({ sheet: id, row: row - 1, col: col - 1 });
    return v instanceof DetailedCellError ? { value: shown(v), error: v.message } : { value: shown(v) };
  }

  /** Every evaluated cell of a tab (spilled answers included), 0-based rows. */
  values(sheet: FakeSheet): EvaluatedCell[][] {
    const engine = this.current();
    const id = engine.getSheetId(sheet.getName());
    if (id === undefined) return [];
    return engine.getSheetValues(id).map((row) => row.map((v) => (v instanceof DetailedCellError ? { value: shown(v), error: v.message } : { value: shown(v) })));
  }

  /** After a cell was typed into the fake (raw, 1-based): the engine recalculates what depends on it. */
  cellChanged(sheet: FakeSheet, row: number, col: number): void {
    const engine = this.current();
    const id = engine.getSheetId(sheet.getName());
    if (id === undefined) return;
    const rows = this.rows();
    this.run(() => engine.setCellContents({ sheet: id, row: row - 1, col: col - 1 }, content(sheet, row, col, rows)));
  }

  /** Forgets the engine (a new session takes over). */
  destroy(): void {
    this.book.setEvaluator(null);
    this.engine?.destroy();
    this.engine = null;
  }
}
