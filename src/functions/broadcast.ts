/**
 * Range broadcasting for custom functions (STYLE 9): any argument may be a range, and the
 * result comes back cell by cell as a 2-D array, so one formula fills a column. Scalars and
 * single cells apply to every cell. An empty required input gives an empty result cell.
 */

export type Grid = unknown[][];

export class CustomFunctionError extends Error {}

/** Throws the error Sheets shows in the cell: `HEXDIST: "banana" is not a hex label like 0609`. */
export function fail(fn: string, message: string): never {
  throw new CustomFunctionError(`${fn}: ${message}`);
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
 * non-empty for a cell to have a result; later ones are optional (empty = default).
 * @example broadcast('AMM', [[['Run'], ['Walk']]], 1, (m) => amm(m)) → [[1], [0]]
 */
export function broadcast(fn: string, args: readonly unknown[], required: number, cell: (...values: unknown[]) => unknown): unknown {
  let shape: [number, number] | undefined;
  args.forEach((a) => {
    if (!isGrid(a)) return;
    const s = shapeOf(a);
    if (s[0] === 1 && s[1] === 1) return;
    if (shape && (shape[0] !== s[0] || shape[1] !== s[1])) {
      fail(fn, `the ranges have different sizes (${shape[0]}×${shape[1]} and ${s[0]}×${s[1]}); give ranges of one size or single values`);
    }
    shape = s;
  });
  const at = (a: unknown, r: number, c: number): unknown => {
    if (!isGrid(a)) return a;
    return a.length === 1 && a[0].length === 1 ? a[0][0] : a[r][c];
  };
  const one = (r: number, c: number): unknown => {
    const values = args.map((a) => at(a, r, c));
    for (let i = 0; i < required; i++) if (isEmpty(values[i])) return '';
    return cell(...values);
  };
  if (!shape) return one(0, 0);
  const [rows, cols] = shape;
  const out: unknown[][] = [];
  for (let r = 0; r < rows; r++) {
    const row: unknown[] = [];
    for (let c = 0; c < cols; c++) {
      try {
        row.push(one(r, c));
      } catch (e) {
        if (e instanceof CustomFunctionError) {
          throw new CustomFunctionError(`${e.message} (${rows > 1 ? `row ${r + 1}` : ''}${rows > 1 && cols > 1 ? ', ' : ''}${cols > 1 ? `column ${c + 1}` : ''} of the range)`);
        }
        throw e;
      }
    }
    out.push(row);
  }
  return out;
}
