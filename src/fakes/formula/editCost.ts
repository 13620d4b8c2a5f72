/**
 * What one edit costs the players' formulas: which custom-function formulas Sheets runs again
 * after it, and the cells each call is handed. Sheets recalculates a formula when a cell it
 * refers to changes, and "each time a custom function is used in a spreadsheet, Google Sheets
 * makes a separate call to the Apps Script server" with all its ranges' values ("Custom
 * Functions in Google Sheets", Optimization,
 * https://developers.google.com/apps-script/guides/sheets/functions#optimization); only 30 of a
 * user's executions may run at once (Quotas for Google Services,
 * https://developers.google.com/apps-script/guides/services/quotas).
 *
 * The fake's reading, the stricter one where Google is silent: a formula runs again when any
 * range it names (an open-ended one down to its tab's last grid row, as Sheets passes it)
 * holds an edited cell, when it is itself written, or when a formula it refers to runs again —
 * whether or not that one's values changed. Everything an edit reaches is counted, so a test
 * can hold a budget: "one edit of a Mechs order cell re-runs at most 2 calls".
 */
import { formatA1 } from '../a1';
import type { CustomCall } from './customCalls';
import { parseFormula, type FormulaNode, type RefNode } from './parse';

/** Cells of one sheet an edit touched, 1-based. */
export interface EditedArea<S> {
  readonly sheet: S;
  readonly row: number;
  readonly col: number;
  readonly numRows: number;
  readonly numCols: number;
}

/** A formula an edit runs again: its cell (`Cards!A2`) and each custom-function call in it. */
export interface Rerun {
  readonly cell: string;
  readonly calls: readonly CustomCall[];
}

/** What an edit costs: the custom-function formulas it runs again, their calls and the cells those receive. */
export interface EditCost {
  readonly reruns: readonly Rerun[];
  readonly calls: number;
  readonly cells: number;
}

/** What the measure needs of a sheet. */
export interface CostSheet {
  getName(): string;
  getMaxRows(): number;
  getMaxColumns(): number;
  formulaCells(): [number, number][];
  cellAt(row: number, col: number): { readonly formula: string } | undefined;
}

/** What the measure needs of the spreadsheet and its recalculation. */
export interface CostBook<S extends CostSheet> {
  getSheets(): readonly S[];
  getSheetByName(name: string): S | null;
  /** Rows × columns a formula's cell fills (its array, or 1 × 1). */
  filledBy(sheet: S, row: number, col: number): { rows: number; cols: number };
  customCalls(sheet: S, row: number, col: number): CustomCall[];
}

interface FormulaAt<S> {
  readonly sheet: S;
  readonly row: number;
  readonly col: number;
  readonly reads: readonly EditedArea<S>[];
}

/** The formulas `edits` run again, in the workbook's order, with what their calls receive. */
export function measureEdits<S extends CostSheet>(book: CostBook<S>, edits: readonly EditedArea<S>[]): EditCost {
  const formulas = book
    .getSheets()
    .flatMap((sheet) => sheet.formulaCells().map(([row, col]) => formulaAt(book, sheet, row, col)));
  const changed: EditedArea<S>[] = [...edits];
  const again = new Set<FormulaAt<S>>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const f of formulas) {
      if (again.has(f)) continue;
      const written = edits.some((e) => holds(e, f.sheet, f.row, f.col));
      if (!written && !f.reads.some((r) => changed.some((c) => overlaps(r, c)))) continue;
      again.add(f);
      // Its cells change with it: the formulas reading them run again too.
      const size = book.filledBy(f.sheet, f.row, f.col);
      changed.push({ sheet: f.sheet, row: f.row, col: f.col, numRows: size.rows, numCols: size.cols });
      grew = true;
    }
  }
  const reruns = formulas
    .filter((f) => again.has(f))
    .map((f) => ({
      cell: `${f.sheet.getName()}!${formatA1(f.row, f.col, 1, 1)}`,
      calls: book.customCalls(f.sheet, f.row, f.col),
    }))
    .filter((r) => r.calls.length > 0);
  const calls = reruns.reduce((n, r) => n + r.calls.length, 0);
  const cells = reruns.reduce((n, r) => n + r.calls.reduce((m, c) => m + c.cells, 0), 0);
  return { reruns, calls, cells };
}

function formulaAt<S extends CostSheet>(book: CostBook<S>, sheet: S, row: number, col: number): FormulaAt<S> {
  const tree = parseFormula(sheet.cellAt(row, col)?.formula ?? '');
  const reads: EditedArea<S>[] = [];
  if (!(tree instanceof Error)) for (const ref of refsOf(tree)) addArea(book, sheet, ref, reads);
  return { sheet, row, col, reads };
}

/** The cells a reference names, open ends to its tab's grid edge; nothing for a missing tab. */
function addArea<S extends CostSheet>(book: CostBook<S>, owner: S, ref: RefNode, out: EditedArea<S>[]): void {
  const sheet = ref.sheet === undefined ? owner : book.getSheetByName(ref.sheet);
  if (!sheet) return;
  const top = ref.row ?? 1;
  const left = ref.col ?? 1;
  const bottom = ref.endRow ?? sheet.getMaxRows();
  const right = ref.endCol ?? sheet.getMaxColumns();
  out.push({
    sheet,
    row: Math.min(top, bottom),
    col: Math.min(left, right),
    numRows: Math.abs(bottom - top) + 1,
    numCols: Math.abs(right - left) + 1,
  });
}

function refsOf(node: FormulaNode): RefNode[] {
  switch (node.kind) {
    case 'ref':
      return [node];
    case 'call':
      return node.args.flatMap(refsOf);
    case 'unary':
      return refsOf(node.arg);
    case 'binary':
      return [...refsOf(node.left), ...refsOf(node.right)];
    default:
      return [];
  }
}

function holds<S>(a: EditedArea<S>, sheet: S, row: number, col: number): boolean {
  return a.sheet === sheet && row >= a.row && row < a.row + a.numRows && col >= a.col && col < a.col + a.numCols;
}

function overlaps<S>(a: EditedArea<S>, b: EditedArea<S>): boolean {
  return (
    a.sheet === b.sheet &&
    a.row < b.row + b.numRows &&
    b.row < a.row + a.numRows &&
    a.col < b.col + b.numCols &&
    b.col < a.col + a.numCols
  );
}
