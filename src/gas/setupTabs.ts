/**
 * Set up campaign, the sheet side (issue 4): creates a missing tab with its headers and
 * starting rows, or repairs an existing one by adding only the headers it lacks at the
 * right of row 1 — never overwriting a cell that holds anything. New columns get their
 * width, data-validation dropdown (warnings, not rejection: the reader reports every bad
 * cell in words) and number format; the header row is frozen and bold.
 */
import { a1Range, columnLetters } from '../sheet/cells';
import { MECHS, type ColumnSpec, type TabSpec, type Validation } from '../sheet/schema';
import { SheetProblems, headerMap, type HeaderMap } from '../sheet/table';
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

/** Ranges the name dropdowns list: Mechs' Name column, Catalog's Weapon column. */
export interface NameLists {
  mechNames?: Range;
  weaponNames?: Range;
}

/** Hex labels show as four digits (`0609`) even when Sheets reads them as the number 609. */
const HEX_FORMAT = '0000';

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
export function setUpTable(services: Services, wb: Workbook, spec: TabSpec, initial: readonly (readonly unknown[])[], lists: NameLists): TabReport & { columns: Record<string, number> } {
  const { sheet, created } = wb.ensureSheet(spec.name);
  const columns: Record<string, number> = {};
  let added: readonly ColumnSpec[];
  let width: number;
  if (created) {
    writeGrid(wb, spec.name, 1, 1, initial);
    spec.columns.forEach((c, i) => (columns[c.key] = i + 1));
    added = spec.columns;
    width = spec.columns.length;
  } else {
    const last = sheet.getLastColumn();
    const header = last > 0 ? sheet.getRange(1, 1, 1, last).getValues()[0] : [];
    const problems = new SheetProblems();
    const found = findColumns(header, spec, problems);
    if (!found) return { tab: spec.name, created, addedColumns: [], problems: problems.list.map((p) => p.message), columns };
    let next = lastFilled(header) + 1;
    const missing = spec.columns.filter((c) => found[c.key] === undefined);
    for (const c of spec.columns) {
      const at = found[c.key];
      columns[c.key] = at === undefined ? next++ : at + 1;
    }
    if (missing.length > 0) writeGrid(wb, spec.name, 1, lastFilled(header) + 1, [missing.map((c) => c.header)]);
    added = missing;
    width = Math.max(lastFilled(header), next - 1);
  }
  sheet.setFrozenRows(1);
  sheet.getRange(1, 1, 1, Math.max(1, width)).setFontWeight('bold');
  formatColumns(services, sheet, added, columns, lists);
  if (created && spec === MECHS) colourMechs(services, sheet, columns);
  return { tab: spec.name, created, addedColumns: created ? [] : added.map((c) => c.header), problems: [], columns };
}

/** Creates a grid tab (the Map) with its starting values; an existing one is left as it is. */
export function setUpGrid(wb: Workbook, name: string, initial: readonly (readonly unknown[])[], note: string, cellWidth: number): TabReport {
  const { sheet, created } = wb.ensureSheet(name);
  if (created) {
    writeGrid(wb, name, 1, 1, initial);
    sheet.setFrozenRows(1);
    sheet.setFrozenColumns(1);
    const cols = Math.max(...initial.map((r) => r.length));
    if (cols > 1) sheet.setColumnWidths(2, cols - 1, cellWidth);
    sheet.getRange(1, 1).setNote(note);
  }
  return { tab: name, created, addedColumns: [], problems: [] };
}

/** The 1-based index of the last non-blank cell of a row (0 when all are blank). */
function lastFilled(row: readonly unknown[]): number {
  for (let i = row.length - 1; i >= 0; i--) if (row[i] !== '' && row[i] !== null && row[i] !== undefined) return i + 1;
  return 0;
}

/** Writes a block of new cells with one setValues, growing the sheet first when needed. */
function writeGrid(wb: Workbook, tab: string, row: number, column: number, grid: readonly (readonly unknown[])[]): void {
  const width = Math.max(...grid.map((r) => r.length));
  const values = grid.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''));
  wb.write([{ tab, row, column, values, a1: a1Range(tab, row - 1, column - 1, values.length, width) }]);
}

function formatColumns(services: Services, sheet: Sheet, added: readonly ColumnSpec[], columns: Record<string, number>, lists: NameLists): void {
  if (added.length === 0) return;
  const rows = sheet.getMaxRows() - 1;
  for (const c of added) {
    const col = columns[c.key];
    sheet.setColumnWidth(col, c.width);
    if (rows < 1) continue;
    const body = sheet.getRange(2, col, rows, 1);
    if (c.validation.kind === 'hex') body.setNumberFormat(HEX_FORMAT);
    const rule = validationRule(services, c.validation, c.valid, lists);
    if (rule) body.setDataValidation(rule);
  }
}

function validationRule(services: Services, v: Validation, help: string, lists: NameLists): GoogleAppsScript.Spreadsheet.DataValidation | null {
  const builder = () => services.SpreadsheetApp.newDataValidation().setAllowInvalid(true).setHelpText(help);
  switch (v.kind) {
    case 'list':
      return builder().requireValueInList([...v.values], true).build();
    case 'mechName':
      return lists.mechNames ? builder().requireValueInRange(lists.mechNames, true).build() : null;
    case 'weaponName':
      return lists.weaponNames ? builder().requireValueInRange(lists.weaponNames, true).build() : null;
    case 'whole':
      if (v.min !== undefined && v.max !== undefined) return builder().requireNumberBetween(v.min, v.max).build();
      if (v.min !== undefined) return builder().requireNumberGreaterThanOrEqualTo(v.min).build();
      if (v.max !== undefined) return builder().requireNumberLessThanOrEqualTo(v.max).build();
      return null;
    case 'hex':
    case 'text':
      return null;
  }
}

/**
 * Colour-codes a new Mechs tab: Heat amber from 5 (movement and to-hit penalties) and red
 * from 14 (shutdown rolls, standard heat scale, R-13.4); armor or structure at 0 red
 * (a stripped or destroyed location). Blank cells stay uncoloured.
 */
function colourMechs(services: Services, sheet: Sheet, columns: Record<string, number>): void {
  const rows = sheet.getMaxRows() - 1;
  const app = services.SpreadsheetApp;
  const heat = sheet.getRange(2, columns.heat, rows, 1);
  const first = columns['armor.HD'];
  const last = columns['structure.RL'];
  const records = sheet.getRange(2, first, rows, last - first + 1);
  const corner = `${columnLetters(first - 1)}2`;
  const rules = sheet.getConditionalFormatRules();
  rules.push(
    app.newConditionalFormatRule().whenNumberGreaterThanOrEqualTo(14).setBackground('#f4c7c3').setRanges([heat]).build(),
    app.newConditionalFormatRule().whenNumberBetween(5, 13).setBackground('#fce8b2').setRanges([heat]).build(),
    app.newConditionalFormatRule().whenFormulaSatisfied(`=AND(ISNUMBER(${corner}),${corner}<=0)`).setBackground('#f4c7c3').setRanges([records]).build(),
  );
  sheet.setConditionalFormatRules(rules);
}
