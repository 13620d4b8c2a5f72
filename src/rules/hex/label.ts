import type { Hex } from '../model/hex';

/**
 * Reads a hex label as a sheet cell holds it: `'0609'` → `{ col: 6, row: 9 }`.
 *
 * A cell may have turned `0609` into the number 609 (or the text `'609'`): the digits are
 * left-padded to four, so 609 reads as `0609`. Spaces around the label are ignored.
 * Anything else — `banana`, `06-09`, 12345, 0, negatives, fractions, a column or row of 00 —
 * gives `undefined`, for the caller to report.
 *
 * @example parseHexLabel(609) // { col: 6, row: 9 }
 */
export function parseHexLabel(input: string | number): Hex | undefined {
  let digits: string;
  if (typeof input === 'number') {
    if (!Number.isInteger(input) || input < 0) return undefined;
    digits = String(input);
  } else if (typeof input === 'string') {
    digits = input.trim();
  } else {
    return undefined;
  }
  // At most four digits: columns and rows above 99 are out of scope.
  if (!/^\d{1,4}$/.test(digits)) return undefined;
  const padded = `0000${digits}`.slice(-4);
  const col = Number(padded.slice(0, 2));
  const row = Number(padded.slice(2));
  if (col < 1 || row < 1) return undefined;
  return { col, row };
}

/**
 * The four-digit label of a hex: `{ col: 6, row: 9 }` → `'0609'`. Also the key of
 * `BattleMap.terrain`. Meant for columns and rows 0–99; other values still give a string
 * (never thrown on), but not one `parseHexLabel` reads back.
 */
export function hexLabel(hex: Hex): string {
  return pad2(hex.col) + pad2(hex.row);
}

function pad2(n: number): string {
  return n >= 0 && n < 10 ? `0${String(n)}` : String(n);
}

/** Whether a hex lies on a map of `cols` × `rows` (labels 0101 … CCRR, R-1.1). */
export function isOnMap(hex: Hex, map: { readonly cols: number; readonly rows: number }): boolean {
  return (
    Number.isInteger(hex.col) &&
    Number.isInteger(hex.row) &&
    hex.col >= 1 &&
    hex.row >= 1 &&
    hex.col <= map.cols &&
    hex.row <= map.rows
  );
}

const TWO_NUMBERS = /^\s*[a-z]{0,3}\s*(\d{1,2})\s*[^\d\s]*\s*[a-z]{0,3}\s*(\d{1,2})\s*$/i;
const LETTER_O = /[oO]/g;

/**
 * The label a GM most likely meant by text that is not one, for a "did you mean"
 * hint: a column and a row written apart (`06-09`, `6/9`, `6 9`, `C6 R9`) or with the letter
 * O for a zero (`O6O9`) → `0609`. Undefined when the text reads as no hex.
 *
 * @example hexLabelMeant('06-09') // '0609'
 */
export function hexLabelMeant(text: string): string | undefined {
  const digits = text.replace(LETTER_O, '0');
  const direct = /^\s*\d{4}\s*$/.test(digits) ? parseHexLabel(digits) : undefined;
  if (direct) return hexLabel(direct);
  const apart = TWO_NUMBERS.exec(text);
  if (!apart) return undefined;
  const hex = { col: Number(apart[1]), row: Number(apart[2]) };
  return hex.col >= 1 && hex.row >= 1 ? hexLabel(hex) : undefined;
}
