/**
 * The cells of a tab a write must leave alone because a formula owns them (docs/platform-contracts.md): a cell
 * holding a formula the write does not change, and any cell an array result may have filled.
 *
 * Sheets fills the cells below and right of a formula with its array result only while they
 * are empty; those cells have no formula of their own (`getFormulas` gives '' there) and
 * `getValues` gives the computed values. Writing anything into one — even the value it shows —
 * makes the formula show `#REF!` ("Array result was not expanded because it would overwrite
 * data in H3") until the cell is cleared. No call tells a spilled value from a typed one, so
 * every unchanged, non-empty, formula-less cell an array of a formula could reach is left alone:
 * those right of and below it, up to the next formula in the way (an array cannot cover one).
 * A formula made only of functions that answer one value (`=A2&" notes"`, `=SUM(…)`) fills no
 * other cell.
 */
import { sameCell } from '../tab/cells';

type Grid = readonly (readonly unknown[])[];
type FormulaGrid = readonly (readonly string[])[];

/**
 * Sheets functions that answer a single value whatever their arguments (outside ARRAYFORMULA).
 * Any other — a custom function (`=ATTACKTN(…)`, a player's `=GATOR(A2:A9, …)`), FILTER,
 * SPLIT, QUERY, ARRAYFORMULA, an array literal — may fill cells.
 */
const ONE_VALUE = new Set(
  (
    'ABS AND AVERAGE AVERAGEIF AVERAGEIFS CEILING CHAR CODE CONCAT CONCATENATE COUNT COUNTA COUNTBLANK COUNTIF COUNTIFS DATE DAY ' +
    'EVEN EXACT EXP FIND FLOOR HLOOKUP HOUR HYPERLINK IF IFERROR IFNA IFS INT ISBLANK ISERROR ISNA ISNUMBER ISTEXT JOIN LARGE LEFT ' +
    'LEN LN LOG LOG10 LOWER MATCH MAX MAXIFS MEDIAN MID MIN MINIFS MINUTE MOD MONTH N NOT NOW ODD OR PI POWER PRODUCT PROPER RAND ' +
    'RANDBETWEEN RANK REPT RIGHT ROUND ROUNDDOWN ROUNDUP SEARCH SECOND SIGN SMALL SQRT SUBSTITUTE SUM SUMIF SUMIFS SUMPRODUCT ' +
    'SWITCH T TEXT TEXTJOIN TODAY TRIM TRUNC UPPER VALUE VLOOKUP WEEKDAY XOR YEAR'
  ).split(' '),
);

/** A range reference (`A1:G`, `Mechs!A:C`, `2:5`) outside any function's parentheses. */
const RANGE = /(?:^|[^A-Za-z0-9_$.!'])(?:'[^']*'!|[A-Za-z0-9_.]+!)?\$?[A-Za-z]{0,3}\$?\d*:\$?[A-Za-z]{0,3}\$?\d*/;

/**
 * Whether a formula may answer an array that fills other cells: it calls a function not known
 * to answer one value, holds an array literal, or is (at its top level) a range.
 */
export function mayFillCells(formula: string): boolean {
  // String literals cannot call anything.
  const body = formula.replace(/^=/, '').replace(/"(?:[^"]|"")*"/g, '""');
  if (body.includes('{')) return true;
  const calls = body.match(/[A-Za-z_][A-Za-z0-9_.]*(?=\s*\()/g) ?? [];
  if (calls.some((name) => !ONE_VALUE.has(name.toUpperCase()))) return true;
  // What is left outside every call's parentheses: a range there is the answer itself.
  let depth = 0;
  let top = '';
  for (const ch of body) {
    if (ch === '(') depth++;
    if (depth === 0) top += ch;
    if (ch === ')') depth = Math.max(0, depth - 1);
  }
  return RANGE.test(top);
}

function isEmpty(v: unknown): boolean {
  return v === '' || v === null || v === undefined;
}

/**
 * The cells (0-based, as the tab's values) a write of `after` over `before` must not touch:
 * unchanged formula cells, and unchanged non-empty cells an array result may fill (see the
 * file's comment). `formulas` is `getFormulas()` of the same range as `before`.
 */
export function cellsToLeave(before: Grid, after: Grid, formulas: FormulaGrid): (row: number, col: number) => boolean {
  const left = new Set<number>();
  const width = Math.max(0, ...before.map((row) => row.length), ...formulas.map((row) => row.length));
  const key = (r: number, c: number) => r * 100000 + c;
  const formulaAt = (r: number, c: number) => typeof formulas[r]?.[c] === 'string' && formulas[r][c] !== '';
  const unchanged = (r: number, c: number) => sameCell(before[r]?.[c] ?? '', after[r]?.[c] ?? '');
  const anchors: [number, number][] = [];
  formulas.forEach((row, r) =>
    row.forEach((f, c) => {
      if (!formulaAt(r, c)) return;
      if (unchanged(r, c)) left.add(key(r, c));
      if (mayFillCells(f)) anchors.push([r, c]);
    }),
  );
  for (const [r0, c0] of anchors) {
    // The widest rectangle from the formula holding no other formula: as far right as the
    // nearest formula of every row above allows, down until one sits under the formula.
    let limit = width;
    for (let r = r0; r < before.length && limit > c0; r++) {
      for (let c = r === r0 ? c0 + 1 : c0; c < limit; c++) {
        if (formulaAt(r, c)) {
          limit = c;
          break;
        }
        if (!isEmpty(before[r]?.[c]) && unchanged(r, c)) left.add(key(r, c));
      }
    }
  }
  return (row, col) => left.has(key(row, col));
}
