/**
 * The workbook as an .xlsx file (exceljs), both ways, so a campaign prepared offline can be
 * opened in Google Sheets (File ▸ Import) and a sheet exported from Google Sheets (File ▸
 * Download ▸ Microsoft Excel) can be played here. Kept: every tab in order with its hidden
 * state, values (text stays text: `0609` is not turned into 609), formulas in Sheets' syntax
 * with their last computed result, number formats, notes, frozen rows and columns, merged cells and
 * column widths.
 * Not kept: data validation, conditional formats and protections (Set up campaign puts the
 * first two back in Google Sheets; Protect records the last).
 */
import ExcelJS from 'exceljs';
import type { CellValue, FakeSpreadsheet } from '../src/fakes';
import { isDate } from '../src/fakes/cells';
import type { ShownCells } from './formulas';

export interface CellData {
  /** 1-based. */
  readonly row: number;
  readonly col: number;
  readonly value: CellValue;
  /** `=GATOR(…)`, or '' for a plain value. */
  readonly formula: string;
  readonly numberFormat?: string;
  readonly note?: string;
  /** The text wraps in the cell (Range.setWrap; `wrapText` in the file). */
  readonly wrap?: boolean;
}

export interface SheetData {
  readonly name: string;
  readonly hidden: boolean;
  readonly frozenRows: number;
  readonly frozenColumns: number;
  /** Merged blocks, as `A1:F1`. */
  readonly merges: readonly string[];
  /** The extent the cells need. */
  readonly rows: number;
  readonly cols: number;
  /** Column widths in pixels, 0 = default. */
  readonly widths: number[];
  readonly cells: CellData[];
}

/** Pixels per character of column width (Sheets counts pixels, Excel characters). */
const PX_PER_CHAR = 7;

/** Error results xlsx can hold; any other (Sheets' #ERROR!) is cached as #VALUE! and recomputed on import. */
const XLSX_ERRORS = new Set(['#N/A', '#REF!', '#NAME?', '#DIV/0!', '#NULL!', '#VALUE!', '#NUM!']);

function cachedResult(value: CellValue): ExcelJS.CellFormulaValue['result'] {
  if (typeof value === 'string' && /^#[A-Z/0!?]+[!?A]$/.test(value)) {
    return { error: (XLSX_ERRORS.has(value) ? value : '#VALUE!') as ExcelJS.CellErrorValue['error'] };
  }
  return value;
}

/** The fake spreadsheet as .xlsx bytes; formula results as the cells show them. */
export async function toXlsx(book: FakeSpreadsheet, shown: ShownCells): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Gator playground';
  for (const sheet of book.getSheets()) {
    const ws = wb.addWorksheet(sheet.getName(), { state: sheet.isSheetHidden() ? 'hidden' : 'visible' });
    const [ySplit, xSplit] = [sheet.getFrozenRows(), sheet.getFrozenColumns()];
    if (ySplit > 0 || xSplit > 0) ws.views = [{ state: 'frozen', ySplit, xSplit }];
    for (const m of sheet.merges.list()) ws.mergeCells(m.row, m.col, m.row + m.numRows - 1, m.col + m.numCols - 1);
    const lastRow = sheet.getLastRow();
    const lastCol = sheet.getLastColumn();
    for (let c = 1; c <= lastCol; c++)
      ws.getColumn(c).width = Math.round((sheet.getColumnWidth(c) / PX_PER_CHAR) * 10) / 10;
    for (let r = 1; r <= lastRow; r++) {
      for (let c = 1; c <= lastCol; c++) {
        const cell = sheet.cellAt(r, c);
        if (!cell) continue;
        const target = ws.getCell(r, c);
        if (cell.formula !== '') {
          target.value = { formula: cell.formula.slice(1), result: cachedResult(shown.value(sheet, r, c).value) };
        } else if (cell.value !== '') {
          target.value = cell.value;
        } else if (cell.note) {
          // exceljs drops the note of a cell without a value (the Map's corner note): an empty text keeps it.
          target.value = '';
        }
        if (cell.numberFormat && cell.numberFormat !== 'General') target.numFmt = cell.numberFormat;
        if (cell.note) target.note = cell.note;
        if (cell.wrap) target.alignment = { wrapText: true };
      }
    }
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Excel marks functions it does not know (`_xludf.GATOR`); Sheets does not. */
function sheetsFormula(formula: string): string {
  return `=${formula.replace(/_xl(?:fn|udf|ws)\./gi, '')}`;
}

function noteText(note: ExcelJS.Cell['note']): string | undefined {
  if (!note) return undefined;
  if (typeof note === 'string') return note;
  return (note.texts ?? []).map((t) => t.text).join('') || undefined;
}

function plainValue(value: ExcelJS.CellValue): CellValue | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  if (isDate(value)) return value;
  if ('richText' in value) return value.richText.map((t) => t.text).join('');
  if ('hyperlink' in value) {
    // exceljs types the text as a string; a styled link's text is rich text.
    const text: unknown = value.text;
    if (typeof text === 'string') return text;
    return plainValue(text as ExcelJS.CellValue);
  }
  if ('error' in value) return value.error;
  return undefined;
}

/** Cells of `ref` (`H2:H4`) other than its first: filled by an array formula, not by the user. */
function spilledCells(ref: string): string[] {
  const [from, to = from] = ref.split(':');
  const a = /^([A-Z]+)(\d+)$/.exec(from);
  const b = /^([A-Z]+)(\d+)$/.exec(to);
  if (!a || !b) return [];
  const col = (letters: string) => [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
  const out: string[] = [];
  for (let r = Number(a[2]); r <= Number(b[2]); r++) {
    for (let c = col(a[1]); c <= col(b[1]); c++) if (r !== Number(a[2]) || c !== col(a[1])) out.push(`${r}:${c}`);
  }
  return out;
}

/** The sheets of an .xlsx file, in tab order. */
export async function fromXlsx(bytes: Uint8Array): Promise<SheetData[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  return wb.worksheets.map((ws) => {
    const cells: CellData[] = [];
    const spilled = new Set<string>();
    // Rows and cells with no value too: a wrapped one holds none of its own (the TN column under ATTACKTN's
    // spill, the cards under MECHCARDS').
    ws.eachRow({ includeEmpty: true }, (row, r) => {
      row.eachCell({ includeEmpty: true }, (cell, c) => {
        // A merged block's other cells repeat its first one's value: the merge is kept, not the copies.
        const v = cell.isMerged && cell.master.address !== cell.address ? null : cell.value;
        const numberFormat = cell.numFmt && cell.numFmt !== 'General' ? cell.numFmt : undefined;
        const note = noteText(cell.note);
        const wrap = cell.alignment?.wrapText === true;
        const extra = {
          ...(numberFormat ? { numberFormat } : {}),
          ...(note ? { note } : {}),
          ...(wrap ? { wrap } : {}),
        };
        if (v && typeof v === 'object' && ('formula' in v || 'sharedFormula' in v)) {
          const formula = cell.formula;
          if ('ref' in v && typeof v.ref === 'string' && 'shareType' in v && v.shareType === 'array')
            spilledCells(v.ref).forEach((k) => spilled.add(k));
          if (formula) cells.push({ row: r, col: c, value: '', formula: sheetsFormula(formula), ...extra });
          return;
        }
        const value = plainValue(v);
        if (value !== undefined && value !== '') cells.push({ row: r, col: c, value, formula: '', ...extra });
        else if (note || numberFormat || wrap) cells.push({ row: r, col: c, value: '', formula: '', ...extra });
      });
    });
    const kept = cells.filter((cell) => !spilled.has(`${cell.row}:${cell.col}`));
    const frozen = (ws.views ?? []).find((view) => view.state === 'frozen');
    const cols = Math.max(0, ...kept.map((cell) => cell.col));
    return {
      name: ws.name,
      hidden: ws.state !== 'visible',
      frozenRows: frozen && frozen.state === 'frozen' ? (frozen.ySplit ?? 0) : 0,
      frozenColumns: frozen && frozen.state === 'frozen' ? (frozen.xSplit ?? 0) : 0,
      merges: ws.model.merges ?? [],
      rows: Math.max(0, ...kept.map((cell) => cell.row)),
      cols,
      widths: Array.from({ length: cols }, (_, i) => {
        const w = ws.getColumn(i + 1).width;
        return w ? Math.round(w * PX_PER_CHAR) : 0;
      }),
      cells: kept,
    };
  });
}
