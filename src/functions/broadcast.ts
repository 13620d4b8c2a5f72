/**
 * Range broadcasting for custom functions: any argument may be a range, and the
 * result comes back cell by cell as a 2-D array, so one formula fills a column. Scalars and
 * single cells apply to every cell. An empty required input gives an empty result cell.
 *
 * Bad input is answered in the cell itself, as text. A value a custom function
 * returns is what its cell shows, a 2-D array one value per cell ("Return values" in Google's
 * guide, https://developers.google.com/apps-script/guides/sheets/functions#return_values); an
 * exception shows only `#ERROR!`, its message on hover, and one bad cell of a range would take
 * the whole answer with it. Exceptions are left for bugs, whose message Sheets keeps on hover.
 */

export type Grid = unknown[][];

/** Bad input to a custom function; the function's cell shows its message (`cellError`). */
export class CustomFunctionError extends Error {}

/** Stops the cell at hand with `HEXDIST: "banana" is not a hex label like 0609`, shown in the cell. */
export function fail(fn: string, message: string): never {
  throw new CustomFunctionError(`${fn}: ${message}`);
}

/** The mark that starts every message a Gator function answers in a cell instead of a value. */
const MARK = '⚠ ';

/** The text a cell shows for bad input: `⚠ HEXDIST: "banana" is not a hex label like 0609`. */
export function cellError(message: string): string {
  return `${MARK}${message}`;
}

/**
 * Whether a value is a Gator function's message rather than a value: handed on as it is, so
 * `=GATOR(…, TMM(8, "Rn"), …)` shows TMM's message, not GATOR's complaint about it.
 */
function isCellError(value: unknown): value is string {
  return typeof value === 'string' && value.slice(0, MARK.length) === MARK;
}

export function isGrid(value: unknown): value is Grid {
  return Array.isArray(value) && value.length > 0 && value.every((row) => Array.isArray(row));
}

export function isEmpty(value: unknown): boolean {
  return value === '' || value === null || value === undefined;
}

function shapeOf(grid: Grid): [number, number] {
  return [grid.length, grid[0].length];
}

/**
 * Applies `cell` element by element. `required` is how many leading arguments must be
 * non-empty for a cell to have a result; later ones are optional (empty = default). A cell
 * whose input is bad shows why (`⚠ AMM: …`); the other cells keep their results.
 * @example broadcast('AMM', [[['Run'], ['Walk']]], 1, (m) => amm(m)) → [[1], [0]]
 */
export function broadcast(
  fn: string,
  args: readonly unknown[],
  required: number,
  cell: (...values: unknown[]) => unknown,
): unknown {
  let shape: [number, number] | undefined;
  args.forEach((a) => {
    if (!isGrid(a)) return;
    const s = shapeOf(a);
    if (s[0] === 1 && s[1] === 1) return;
    if (shape && (shape[0] !== s[0] || shape[1] !== s[1])) {
      fail(
        fn,
        `the ranges have different sizes (${shape[0]}×${shape[1]} and ${s[0]}×${s[1]}); give ranges of one size or single values`,
      );
    }
    shape = s;
  });
  const at = (a: unknown, r: number, c: number): unknown => {
    if (!isGrid(a)) return a;
    return a.length === 1 && a[0].length === 1 ? a[0][0] : a[r][c];
  };
  const one = (r: number, c: number): unknown => {
    const values = args.map((a) => at(a, r, c));
    for (const v of values) if (isCellError(v)) return v;
    for (let i = 0; i < required; i++) if (isEmpty(values[i])) return '';
    try {
      return cell(...values);
    } catch (e) {
      if (e instanceof CustomFunctionError) return cellError(e.message);
      throw e;
    }
  };
  if (!shape) return one(0, 0);
  const [rows, cols] = shape;
  const out: unknown[][] = [];
  for (let r = 0; r < rows; r++) {
    const row: unknown[] = [];
    for (let c = 0; c < cols; c++) row.push(one(r, c));
    out.push(row);
  }
  return out;
}
