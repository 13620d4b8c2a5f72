/**
 * What each custom function of a formula is handed when Sheets calls it: "Each time a custom
 * function is used in a spreadsheet, Google Sheets makes a separate call to the Apps Script
 * server", and a range argument arrives as the values of all its cells — an open-ended one down
 * to its tab's last grid row, empty cells included ("Custom Functions in Google Sheets",
 * Optimization and Data types,
 * https://developers.google.com/apps-script/guides/sheets/functions#optimization). So the cost
 * of a call is the cells of its arguments: a range its rows × columns, any other value one.
 */
import { evaluate, Unmodelled, type FormulaScope, type GridSheet } from './evaluate';
import type { FormulaNode } from './parse';
import { isGrid } from './values';

/** One call of a custom function: its name and the cells its arguments hand it. */
export interface CustomCall {
  readonly fn: string;
  readonly cells: number;
}

/** Every custom-function call in a formula's tree, outermost first, with the cells each receives. */
export function customCallsIn<S extends GridSheet>(node: FormulaNode, scope: FormulaScope<S>): CustomCall[] {
  switch (node.kind) {
    case 'call': {
      const inner = node.args.flatMap((a) => customCallsIn(a, scope));
      if (!scope.customFunction(node.name)) return inner;
      const cells = node.args.reduce((n, a) => n + cellsOf(a, scope), 0);
      return [{ fn: node.name, cells }, ...inner];
    }
    case 'unary':
      return customCallsIn(node.arg, scope);
    case 'binary':
      return [...customCallsIn(node.left, scope), ...customCallsIn(node.right, scope)];
    default:
      return [];
  }
}

/** The cells an argument hands over: a range's rows × columns, a single value one. */
function cellsOf<S extends GridSheet>(arg: FormulaNode, scope: FormulaScope<S>): number {
  if (arg.kind === 'ref') {
    // Counted from the reference itself, as Sheets sends it: no need to read its cells.
    const sheet = arg.sheet === undefined ? scope.sheet : scope.sheetNamed(arg.sheet);
    if (!sheet) return 1;
    const rows = Math.abs((arg.endRow ?? sheet.getMaxRows()) - (arg.row ?? 1)) + 1;
    const cols = Math.abs((arg.endCol ?? sheet.getMaxColumns()) - (arg.col ?? 1)) + 1;
    return rows * cols;
  }
  try {
    const value = evaluate(arg, scope);
    return isGrid(value) ? value.length * (value[0]?.length ?? 0) : 1;
  } catch (err) {
    // A Sheets function the fake does not model: its value is one cell as far as is known.
    if (err instanceof Unmodelled) return 1;
    throw err;
  }
}
