/**
 * The workbook as the playground page draws it: every tab (hidden ones too), every cell's
 * shown text — formulas evaluated by the fake, spilled answers included — and what the
 * formula bar shows when the cell is selected. Plain JSON; the page sets it with textContent.
 */
import { displayOf, formatA1, type CellValue, type FakeServices, type FakeSheet } from '../src/fakes';
import type { FakeRange } from '../src/fakes/range';
import type { EvaluatedCell, ShownCells } from './formulas';

export interface CellView {
  /** What the cell shows. */
  readonly text: string;
  /** What the formula bar shows when it differs from `text`: the formula, or the unformatted value. */
  readonly input?: string;
  /** The formula's error message (`HEXDIST: "banana" is not a hex label like 0609`). */
  readonly error?: string;
  /** Numbers are right-aligned, as in Sheets. */
  readonly number?: true;
  readonly formula?: true;
  /** Text wraps in the cell (Range.setWrap) rather than being cut at its edge. */
  readonly wrap?: true;
  /** The cell's background (Range.setBackground), when not white. */
  readonly background?: string;
  /** The cell's note (Range.setNote): Sheets marks the cell and shows it on hover. */
  readonly note?: string;
  /** Bold (Range.setFontWeight): Set up's headers, a player's own. */
  readonly bold?: true;
  /** A checkbox (a CHECKBOX rule: the Mechs tab's Ready): the page draws a box to tick. */
  readonly checkbox?: true;
  /** A dropdown (a rule listing values, or the names of a range): its choices, which the page offers to pick. */
  readonly choices?: readonly string[];
}

/** A merged block of cells (Range.merge), 1-based: drawn as one cell showing its upper-left one. */
export interface MergeView {
  readonly row: number;
  readonly col: number;
  readonly rows: number;
  readonly cols: number;
}

/**
 * A chart on the tab (Sheet.insertChart), as the page shows it: a labelled box naming its title, type and the cells it
 * draws, where Sheets would float the chart itself.
 */
export interface ChartView {
  readonly title: string;
  readonly type: string;
  /** `Stats!N1:O5`. */
  readonly ranges: readonly string[];
  /** Its top left corner's cell, `R1`. */
  readonly anchor: string;
}

export interface SheetView {
  readonly name: string;
  readonly hidden: boolean;
  readonly frozenRows: number;
  /** Columns frozen at the left (Sheet.setFrozenColumns): they stay in view as the grid scrolls sideways. */
  readonly frozenColumns: number;
  readonly merges: readonly MergeView[];
  /** rows[r][c], 0-based from A1, as far as the tab has content. */
  readonly rows: CellView[][];
  /**
   * Each column's width in pixels, 0-based from A, as the sheet holds it (Set up sets them, the
   * GM may change them): the page draws the columns so, and a round never moves them.
   */
  readonly widths: number[];
  /** The tab's charts, in the order inserted (none on most tabs). */
  readonly charts?: readonly ChartView[];
}

export interface WorkbookView {
  /** Changes whenever the workbook does. */
  readonly version: number;
  readonly sheets: SheetView[];
  /** The tab in front (Sheets' active sheet). */
  readonly activeSheet: string;
  /** The cell a Range.activate() selected last (the sidebar's "Select Mechs!F7"), 1-based. */
  readonly active: { readonly sheet: string; readonly row: number; readonly col: number; readonly a1: string } | null;
  /** The dialog the add-on opened last (Ui.showModalDialog), served at /dialog/<id>; null before any. */
  readonly dialog: {
    readonly id: number;
    readonly title: string;
    readonly width: number;
    readonly height: number;
  } | null;
}

/**
 * A value under a number format, as far as the campaign's tabs use formats: `0000` pads hex
 * labels (0609); `0%` and `0.0%` show a chance as a percentage (0.5833 → 58%), as Sheets does
 * (https://support.google.com/docs/answer/3094284: Format → Number → Percent reads 1 as 100%).
 */
export function formatted(value: CellValue, numberFormat?: string): string {
  if (typeof value === 'number' && numberFormat && /^0+$/.test(numberFormat) && Number.isInteger(value) && value >= 0) {
    return String(value).padStart(numberFormat.length, '0');
  }
  const percent = numberFormat ? /^0(?:\.(0+))?%$/.exec(numberFormat) : null;
  if (typeof value === 'number' && percent) return `${(value * 100).toFixed(percent[1]?.length ?? 0)}%`;
  return displayOf(value);
}

function evaluatedView(cell: EvaluatedCell, numberFormat?: string): Pick<CellView, 'text' | 'error' | 'number'> {
  return {
    text: formatted(cell.value, numberFormat),
    ...(cell.error ? { error: cell.error } : {}),
    ...(typeof cell.value === 'number' ? { number: true as const } : {}),
  };
}

type Rule = NonNullable<NonNullable<ReturnType<FakeSheet['cellAt']>>['validation']>;

/** What a data-validation rule makes of a cell on the page: a checkbox, a dropdown's choices, or nothing. */
function ruleView(
  rule: Rule | null | undefined,
  choices: Map<Rule, readonly string[]>,
): Pick<CellView, 'checkbox' | 'choices'> {
  if (!rule) return {};
  const type = rule.getCriteriaType();
  if (type === 'CHECKBOX') return { checkbox: true };
  if (type !== 'VALUE_IN_LIST' && type !== 'VALUE_IN_RANGE') return {};
  // One list per rule: Set up gives a whole column one rule, and a range's names are read once.
  let list = choices.get(rule);
  if (!list) {
    const [values] = rule.getCriteriaValues() as [unknown];
    const all =
      type === 'VALUE_IN_LIST'
        ? (values as CellValue[]).map((x) => displayOf(x))
        : (values as FakeRange).getDisplayValues().map((r) => r[0]);
    list = all.filter((v, i) => v !== '' && all.indexOf(v) === i);
    choices.set(rule, list);
  }
  return { choices: list };
}

/**
 * A cell's view with the formats the page draws: wrap (text only), background, note, bold, its checkbox or dropdown.
 */
function withFormats(
  v: CellView,
  cell: ReturnType<FakeSheet['cellAt']>,
  choices: Map<Rule, readonly string[]>,
): CellView {
  if (!cell) return v;
  const background = cell.background && cell.background.toLowerCase() !== '#ffffff' ? cell.background : undefined;
  return {
    ...v,
    ...(v.text !== '' && cell.wrap ? { wrap: true as const } : {}),
    ...(background ? { background } : {}),
    ...(cell.note ? { note: cell.note } : {}),
    ...(cell.fontWeight === 'bold' ? { bold: true as const } : {}),
    ...ruleView(cell.validation, choices),
  };
}

function sheetView(sheet: FakeSheet, shown: ShownCells): SheetView {
  const evaluated = shown.values(sheet);
  // The last row and column reach as far as a spilled answer shows something, as in Sheets.
  const height = evaluated.length;
  const width = evaluated[0]?.length ?? 0;
  const rows: CellView[][] = [];
  const choices = new Map<Rule, readonly string[]>();
  for (let r = 1; r <= height; r++) {
    const line: CellView[] = [];
    for (let c = 1; c <= width; c++) {
      const cell = sheet.cellAt(r, c);
      const value = evaluated[r - 1]?.[c - 1];
      if (cell && cell.formula !== '') {
        line.push({ ...evaluatedView(value ?? { value: '' }, cell.numberFormat), input: cell.formula, formula: true });
      } else if (cell && cell.value !== '') {
        const text = formatted(cell.value, cell.numberFormat);
        const raw = displayOf(cell.value);
        line.push({
          text,
          ...(raw !== text ? { input: raw } : {}),
          ...(typeof cell.value === 'number' ? { number: true as const } : {}),
        });
      } else if (value && value.value !== '') {
        // Part of an answer spilled from the formula above or left of it.
        line.push({ ...evaluatedView(value), input: '' });
      } else {
        line.push({ text: '' });
      }
    }
    rows.push(line.map((v, c) => withFormats(v, sheet.cellAt(r, c + 1), choices)));
  }
  const widths = Array.from({ length: width + 6 }, (_, c) => sheet.getColumnWidth(c + 1));
  const merges = sheet.merges.list().map((m) => ({ row: m.row, col: m.col, rows: m.numRows, cols: m.numCols }));
  return {
    name: sheet.getName(),
    hidden: sheet.isSheetHidden(),
    frozenRows: sheet.getFrozenRows(),
    frozenColumns: sheet.getFrozenColumns(),
    merges,
    rows,
    widths,
    charts: chartViews(sheet),
  };
}

function chartViews(sheet: FakeSheet): ChartView[] {
  return sheet.getCharts().map((chart) => {
    const at = chart.getContainerInfo();
    return {
      title: String(chart.getOptions().get('title') ?? '(untitled chart)'),
      type: String(chart.peekType() ?? ''),
      ranges: chart.peekRanges(),
      anchor: formatA1(at.getAnchorRow(), at.getAnchorColumn(), 1, 1),
    };
  });
}

export function workbookView(fake: FakeServices, shown: ShownCells, version: number): WorkbookView {
  const book = fake.book;
  const range = book.activeRange;
  const dialogs = fake.ui.dialogs;
  const last = dialogs[dialogs.length - 1];
  return {
    version,
    sheets: book.getSheets().map((s) => sheetView(s, shown)),
    activeSheet: book.getActiveSheet().getName(),
    active: range
      ? {
          sheet: range.getSheet().getName(),
          row: range.getRow(),
          col: range.getColumn(),
          a1: formatA1(range.getRow(), range.getColumn(), 1, 1),
        }
      : null,
    dialog: last
      ? { id: dialogs.length - 1, title: last.title, width: last.html.getWidth(), height: last.html.getHeight() }
      : null,
  };
}
