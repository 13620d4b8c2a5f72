/**
 * Set up campaign, the sheet side: creates a missing tab with its headers and starting rows, or repairs
 * an existing one by adding only the headers it lacks at the right of row 1 — never overwriting a cell
 * that holds anything. New columns get their width, data-validation dropdown or number rule (warnings,
 * not rejection: the reader reports every bad cell in words), number format, and a note on their header
 * saying what they hold and take; the header row is bold, and frozen with the columns up to the row's name (freeze.ts).
 *
 * In batches, to keep Set up's calls few: a new tab's starting rows in one `setValues`, its header made bold
 * and given its notes on that same range; widths by run (`widthCalls`); one `setDataValidations` per tab for all
 * its new columns, each distinct criterion built once for the whole Set up (`RuleBook`); the plain-text columns of
 * a tab in one call. A tab it inserts is taken to have a new sheet's size (`NEW_SHEET`), not asked. A complete
 * tab costs one read, and two more (its freeze) where a column names whose row it is.
 */
import { a1Range, columnLetters } from '../sheet/tab/cells';
import { MECHS } from '../sheet/schema/mechsTab';
import { WIDTH, headerNote, type ColumnSpec, type TabSpec, type Validation } from '../sheet/schema/columns';
import { SheetProblems } from '../sheet/tab/problems';
import { headerMap, type HeaderMap } from '../sheet/tab/headers';
import { plainTextFormats } from '../sheet/setup/plainText';
import { isFormulaCell } from '../sheet/setup/tnFormula';
import { freezeHeader, withFreeze } from './freeze';
import type { Services } from './services';
import type { Workbook } from './workbook';

type Range = GoogleAppsScript.Spreadsheet.Range;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export interface TabReport {
  readonly tab: string;
  readonly created: boolean;
  /** Headers added to an existing tab. */
  readonly addedColumns: readonly string[];
  /** Why the tab could not be repaired (a header used twice), in the reader's words. */
  readonly problems: readonly string[];
}

/**
 * Ranges the name dropdowns list: Mechs' Name column, Catalog's Weapon column. Looked up
 * only when a new column needs one (a complete tab costs nothing).
 */
export interface NameLists {
  mechNames?: () => Range | undefined;
  weaponNames?: () => Range | undefined;
}

/** Where each schema column is in row 1 (0-based); a header used twice gives undefined. */
function findColumns(header: readonly unknown[], spec: TabSpec, problems: SheetProblems): HeaderMap | undefined {
  const relaxed: TabSpec = { ...spec, columns: spec.columns.map((c) => ({ ...c, required: false })) };
  return headerMap([header], relaxed, problems);
}

/**
 * Creates or repairs one table tab. `initial` (header row first, in schema order) fills a
 * new tab; an existing tab only gains its missing headers. Returns what was done and, by
 * key, where every schema column now is (1-based), for the name dropdowns.
 */
export function setUpTable(
  services: Services,
  wb: Workbook,
  spec: TabSpec,
  initial: readonly (readonly unknown[])[],
  lists: NameLists,
  rules: RuleBook,
): TabReport & { columns: Record<string, number> } {
  // An existing tab's header in one read (two calls); a complete tab costs nothing more.
  const header = wb.headerRow(spec.name);
  const created = header === undefined;
  const columns: Record<string, number> = {};
  let added: readonly ColumnSpec[];
  if (header === undefined) {
    wb.ensureSheet(spec.name);
    // The block's row 1 is the header: bold, each cell with its column's note; the rows below as written.
    const block = writeGrid(wb, spec.name, 1, 1, initial);
    block.range.setFontWeights(grid(block, (r, c) => (r === 0 && c < spec.columns.length ? 'bold' : null)));
    block.range.setNotes(
      grid(block, (r, c) => (r === 0 && c < spec.columns.length ? headerNote(spec.columns[c]) : null)),
    );
    spec.columns.forEach((c, i) => (columns[c.key] = i + 1));
    added = spec.columns;
  } else {
    const problems = new SheetProblems();
    const found = findColumns(header, spec, problems);
    if (!found)
      return { tab: spec.name, created, addedColumns: [], problems: problems.list.map((p) => p.message), columns };
    let next = lastFilled(header) + 1;
    const missing = spec.columns.filter((c) => found[c.key] === undefined);
    for (const c of spec.columns) {
      const at = found[c.key];
      columns[c.key] = at === undefined ? next++ : at + 1;
    }
    // Complete already: nothing written or formatted (the GM's own formatting stays as it is) but the freeze up to its
    // name column.
    if (missing.length === 0)
      return withFreeze(
        { tab: spec.name, created, addedColumns: [], problems: [], columns },
        freezeHeader(wb.sheet(spec.name) as Sheet, spec, columns, 'complete'),
      );
    writeGrid(wb, spec.name, 1, lastFilled(header) + 1, [missing.map((c) => c.header)]).range.setNotes([
      missing.map(headerNote),
    ]);
    (wb.sheet(spec.name) as Sheet).getRange(1, 1, 1, next - 1).setFontWeight('bold');
    added = missing;
  }
  const sheet = wb.sheet(spec.name) as Sheet;
  const frozen = freezeHeader(sheet, spec, columns, created ? 'created' : 'repaired');
  formatColumns(wb, spec.name, added, columns, lists, rules);
  if (created && spec === MECHS) colourMechs(services, wb, sheet, columns);
  return withFreeze(
    { tab: spec.name, created, addedColumns: created ? [] : added.map((c) => c.header), problems: [], columns },
    frozen,
  );
}

/** Creates a grid tab (the Map) with its starting values, `note` on its corner; an existing one is left as it is. */
export function setUpGrid(
  wb: Workbook,
  name: string,
  initial: readonly (readonly unknown[])[],
  note: string,
  cellWidth: number,
): TabReport {
  const { sheet, created } = wb.ensureSheet(name);
  if (created) {
    const block = writeGrid(wb, name, 1, 1, initial);
    block.range.setNotes(grid(block, (r, c) => (r === 0 && c === 0 ? note : null)));
    sheet.setFrozenRows(1);
    sheet.setFrozenColumns(1);
    if (block.cols > 1) sheet.setColumnWidths(2, block.cols - 1, cellWidth);
  }
  return { tab: name, created, addedColumns: [], problems: [] };
}

/** The 1-based index of the last non-blank cell of a row (0 when all are blank). */
function lastFilled(row: readonly unknown[]): number {
  for (let i = row.length - 1; i >= 0; i--) if (row[i] !== '' && row[i] !== null && row[i] !== undefined) return i + 1;
  return 0;
}

/** A block written: its range and its shape (rows padded to the longest). */
interface Block {
  readonly range: Range;
  readonly rows: number;
  readonly cols: number;
}

/** Writes a block of new cells with one setValues, growing the sheet first when needed. */
function writeGrid(
  wb: Workbook,
  tab: string,
  row: number,
  column: number,
  values: readonly (readonly unknown[])[],
): Block {
  const cols = Math.max(...values.map((r) => r.length));
  const padded = values.map((r) => Array.from({ length: cols }, (_, i) => r[i] ?? ''));
  // A formula cell (the TN column's ATTACKTN) goes in as a formula, every other as its value.
  const formulas = padded.some((r) => r.some(isFormulaCell))
    ? padded.map((r) => r.map((v) => (isFormulaCell(v) ? v.formula : '')))
    : undefined;
  const plain = formulas ? padded.map((r) => r.map((v) => (isFormulaCell(v) ? '' : v))) : padded;
  const range = wb.writeBlock({
    tab,
    row,
    column,
    values: plain,
    ...(formulas ? { formulas } : {}),
    a1: a1Range(tab, row - 1, column - 1, padded.length, cols),
  });
  return { range, rows: padded.length, cols };
}

/** A block's shape filled by `at` (0-based row and column): the grid a per-cell setter takes. */
function grid<T>(block: Block, at: (row: number, col: number) => T): T[][] {
  return Array.from({ length: block.rows }, (_, r) => Array.from({ length: block.cols }, (_, c) => at(r, c)));
}

/**
 * The data-validation rules of one Set up, one per distinct criterion however many columns
 * and tabs use it ("whole number 0–8" serves Gunnery and Piloting): one builder (allowing
 * invalid input: a warning, not a refusal) given each criterion in turn. No help text: what
 * a column takes is in its header's note, and a bad cell shows Sheets' own warning.
 */
export class RuleBook {
  private builder: GoogleAppsScript.Spreadsheet.DataValidationBuilder | undefined;
  private readonly built: Record<string, GoogleAppsScript.Spreadsheet.DataValidation> = {};

  constructor(private readonly services: Services) {}

  /** The rule for a column, or null when its values are not validated (text, hex labels, a list not yet known). */
  ruleFor(c: ColumnSpec, lists: NameLists): GoogleAppsScript.Spreadsheet.DataValidation | null {
    if (!hasRule(c.validation, lists)) return null;
    const key = JSON.stringify(c.validation);
    return (this.built[key] = this.built[key] ?? this.build(c.validation, lists));
  }

  private build(v: Validation, lists: NameLists): GoogleAppsScript.Spreadsheet.DataValidation {
    if (!this.builder) this.builder = this.services.SpreadsheetApp.newDataValidation().setAllowInvalid(true);
    return requirement(this.builder, v, lists).build();
  }
}

/** Whether a column gets a rule: lists, number bounds, and name lists once their range is known. */
function hasRule(v: Validation, lists: NameLists): boolean {
  switch (v.kind) {
    case 'list':
      return true;
    case 'mechName':
      return !!lists.mechNames?.();
    case 'weaponName':
      return !!lists.weaponNames?.();
    case 'whole':
      return v.min !== undefined || v.max !== undefined;
    case 'checkbox':
      return true;
    case 'hex':
    case 'text':
      return false;
  }
}

/** The builder given a validation's criteria (`hasRule` said it has some). */
function requirement(
  b: GoogleAppsScript.Spreadsheet.DataValidationBuilder,
  v: Validation,
  lists: NameLists,
): GoogleAppsScript.Spreadsheet.DataValidationBuilder {
  switch (v.kind) {
    case 'list':
      return b.requireValueInList([...v.values], true);
    case 'mechName':
      return b.requireValueInRange(lists.mechNames?.() as Range, true);
    case 'weaponName':
      return b.requireValueInRange(lists.weaponNames?.() as Range, true);
    case 'checkbox':
      return b.requireCheckbox();
    case 'whole':
      if (v.min !== undefined && v.max !== undefined) return b.requireNumberBetween(v.min, v.max);
      if (v.min !== undefined) return b.requireNumberGreaterThanOrEqualTo(v.min);
      return b.requireNumberLessThanOrEqualTo(v.max as number);
    default:
      throw new Error(`no rule for ${v.kind}`);
  }
}

/**
 * Widths, validation and number formats of a tab's new columns, in batches: the widths as
 * `widthCalls` sets them; one `setDataValidations` over
 * the data rows of the columns from the first new one to the last (new columns are
 * adjacent: all of a new tab, or those added at the right of a repaired one); the plain-text
 * format of the columns where typed text must stay text (names, rolls, hex labels) in one call.
 */
function formatColumns(
  wb: Workbook,
  tab: string,
  added: readonly ColumnSpec[],
  columns: Record<string, number>,
  lists: NameLists,
  rules: RuleBook,
): void {
  if (added.length === 0) return;
  const sheet = wb.sheet(tab) as Sheet;
  const byColumn = added.map((c) => ({ c, col: columns[c.key] })).sort((a, b) => a.col - b.col);
  for (const w of widthCalls(byColumn.map(({ c, col }) => ({ col, width: c.width }))))
    sheet.setColumnWidths(w.col, w.count, w.width);
  const rows = wb.maxRows(tab) - 1;
  if (rows < 1) return;
  const first = byColumn[0].col;
  const last = byColumn[byColumn.length - 1].col;
  const ruleAt: (GoogleAppsScript.Spreadsheet.DataValidation | null)[] = Array.from(
    { length: last - first + 1 },
    () => null,
  );
  const keyAt: string[] = ruleAt.map(() => '');
  for (const { c, col } of byColumn) [ruleAt[col - first], keyAt[col - first]] = [rules.ruleFor(c, lists), c.key];
  const formats = plainTextFormats(tab, keyAt, rows);
  const hasRules = ruleAt.some((r) => r !== null);
  const block = hasRules || formats ? sheet.getRange(2, first, rows, ruleAt.length) : undefined;
  if (hasRules) block?.setDataValidations(Array.from({ length: rows }, () => ruleAt));
  if (formats) block?.setNumberFormats(formats);
  // The TN column's text is a line per weapon group, the Rolls tab's For a roll's words frozen on a phone: wrapped, none
  // of it is cut off.
  const wrapped = (c: ColumnSpec): boolean => c.width === WIDTH.tn || c.width === WIDTH.rollWords;
  for (const { col } of byColumn.filter(({ c }) => wrapped(c))) sheet.getRange(2, col, rows, 1).setWrap(true);
}

/** One `setColumnWidths`: `count` columns from `col` (1-based), `width` pixels wide. */
interface WidthCall {
  readonly col: number;
  readonly count: number;
  readonly width: number;
}

/**
 * The `setColumnWidths` calls that give each column its width, in order: one per run of
 * adjacent columns of one width — or, where a width recurs in several runs of one stretch of
 * adjacent columns, that width over the whole stretch first and then each run of another
 * width over it (Mechs: 100 px across, then its two narrow stretches — three calls, not five).
 */
export function widthCalls(columns: readonly { col: number; width: number }[]): WidthCall[] {
  const out: WidthCall[] = [];
  for (const stretch of runs(columns, (a, b) => b.col === a.col + 1)) {
    const same = runs(stretch, (a, b) => a.width === b.width).map((run) => ({
      col: run[0].col,
      count: run.length,
      width: run[0].width,
    }));
    const base = commonest(same.map((run) => run.width));
    if (same.filter((run) => run.width === base).length < 2) {
      out.push(...same);
      continue;
    }
    out.push({ col: stretch[0].col, count: stretch.length, width: base });
    out.push(...same.filter((run) => run.width !== base));
  }
  return out;
}

/** The value that occurs most often (the first of those tied). */
function commonest(values: readonly number[]): number {
  let best = values[0];
  let most = 0;
  for (const v of values) {
    const n = values.filter((w) => w === v).length;
    if (n > most) [best, most] = [v, n];
  }
  return best;
}

/** `items` cut into runs of neighbours `together` says belong together. */
function runs<T>(items: readonly T[], together: (a: T, b: T) => boolean): T[][] {
  const out: T[][] = [];
  for (const item of items) {
    const run = out[out.length - 1];
    if (run && together(run[run.length - 1], item)) run.push(item);
    else out.push([item]);
  }
  return out;
}

const RED = '#f4c7c3';
const AMBER = '#fce8b2';

/**
 * Colour-codes a new Mechs tab: Heat amber from 5 (movement and to-hit penalties) and red
 * from 14 (shutdown rolls, standard heat scale, R-13.4); armor or structure at 0 red
 * (a stripped or destroyed location). Blank cells stay uncoloured. One builder makes the
 * three rules, each changing only what differs (a builder keeps its settings after `build`).
 */
function colourMechs(services: Services, wb: Workbook, sheet: Sheet, columns: Record<string, number>): void {
  const rows = wb.maxRows(MECHS.name) - 1;
  const heat = sheet.getRange(2, columns.heat, rows, 1);
  const first = columns['armor.HD'];
  const last = columns['structure.RL'];
  const records = sheet.getRange(2, first, rows, last - first + 1);
  const corner = `${columnLetters(first - 1)}2`;
  const builder = services.SpreadsheetApp.newConditionalFormatRule().setBackground(RED).setRanges([heat]);
  const hot = builder.whenNumberGreaterThanOrEqualTo(14).build();
  const stripped = builder.whenFormulaSatisfied(`=AND(ISNUMBER(${corner}),${corner}<=0)`).setRanges([records]).build();
  const warm = builder.whenNumberBetween(5, 13).setBackground(AMBER).setRanges([heat]).build();
  // A tab just created has no rules of its own to keep.
  sheet.setConditionalFormatRules([hot, warm, stripped]);
}
