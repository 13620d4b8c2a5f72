/** A1 notation as Sheets reads and prints it, for the fake Range and Sheet. */

/** A rectangle of a sheet, 1-based; `numRows`/`numCols` undefined = to the sheet's edge (`A:C`, `2:5`). */
interface A1Rect {
  readonly sheet?: string;
  readonly row: number;
  readonly col: number;
  readonly numRows?: number;
  readonly numCols?: number;
}

/** 1 → A, 27 → AA. */
export function columnLetters(col: number): string {
  let n = col;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** A → 1, AA → 27. */
export function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

const CELL = /^\$?([A-Za-z]+)\$?(\d+)$/;
const COLUMN = /^\$?([A-Za-z]+)$/;
const ROW = /^\$?(\d+)$/;

function unquoteSheet(name: string): string {
  return name.startsWith("'") && name.endsWith("'") ? name.slice(1, -1).replace(/''/g, "'") : name;
}

/** Parses `B7`, `A1:C3`, `A:C`, `2:5` and `'Tab name'!A1:C3`; throws Sheets' message otherwise. */
export function parseA1(text: string): A1Rect {
  const bang = text.lastIndexOf('!');
  const sheet = bang >= 0 ? unquoteSheet(text.slice(0, bang)) : undefined;
  const ref = bang >= 0 ? text.slice(bang + 1) : text;
  const [a, b = a] = ref.split(':');
  const ca = CELL.exec(a);
  const cb = CELL.exec(b);
  if (ca && cb) {
    const r1 = Number(ca[2]);
    const r2 = Number(cb[2]);
    const c1 = columnNumber(ca[1]);
    const c2 = columnNumber(cb[1]);
    const row = Math.min(r1, r2);
    const col = Math.min(c1, c2);
    return { sheet, row, col, numRows: Math.abs(r2 - r1) + 1, numCols: Math.abs(c2 - c1) + 1 };
  }
  const cola = COLUMN.exec(a);
  const colb = COLUMN.exec(b);
  if (cola && colb) {
    const c1 = columnNumber(cola[1]);
    const c2 = columnNumber(colb[1]);
    return { sheet, row: 1, col: Math.min(c1, c2), numCols: Math.abs(c2 - c1) + 1 };
  }
  const rowa = ROW.exec(a);
  const rowb = ROW.exec(b);
  if (rowa && rowb) {
    const r1 = Number(rowa[1]);
    const r2 = Number(rowb[1]);
    return { sheet, row: Math.min(r1, r2), col: 1, numRows: Math.abs(r2 - r1) + 1 };
  }
  throw new Error('Range not found');
}

/** `A1` for one cell, `A1:C3` otherwise. */
export function formatA1(row: number, col: number, numRows: number, numCols: number): string {
  const start = `${columnLetters(col)}${row}`;
  if (numRows === 1 && numCols === 1) return start;
  return `${start}:${columnLetters(col + numCols - 1)}${row + numRows - 1}`;
}
