/**
 * How Sheets rewrites formulas when the grid under them changes: rows or columns inserted
 * move the references past them along (a range grows when the insertion falls inside it),
 * deleted ones pull them back (a range shrinks; a reference to deleted cells only becomes
 * `#REF!`), and a renamed tab is renamed in every formula naming it. So `=ATTACKTN(…,
 * Mechs!A1:BE, …)` still reads the whole Mechs tab after the GM inserts a column in it.
 * https://support.google.com/docs/answer/46977 (Sheets keeps references to moved cells)
 */
import { columnLetters, columnNumber } from '../a1';
import { referenceSpans, type ReferenceSpan } from './parse';

type Axis = 'row' | 'col';

/** A grid change: `count` rows or columns inserted before `at` (1-based), or deleted from `at` when negative. */
export interface GridChange {
  readonly axis: Axis;
  readonly at: number;
  readonly count: number;
}

/** A bound of a reference after the change: a deleted start moves to the first row left, a deleted end to the last. */
function moved(bound: number, change: GridChange, isEnd: boolean): number {
  if (change.count > 0) return bound >= change.at ? bound + change.count : bound;
  const gone = -change.count;
  if (bound >= change.at + gone) return bound - gone;
  if (bound < change.at) return bound;
  return isEnd ? change.at - 1 : change.at;
}

/** Whether the change deletes row (or column) `n`. */
function deletes(n: number, change: GridChange): boolean {
  return change.count < 0 && n >= change.at && n < change.at - change.count;
}

/**
 * One side of `A1`, `$B$2`, `C`, `7` with its row or column moved; undefined when a lone cell's row or column is gone.
 */
function movePart(part: string, change: GridChange, isEnd: boolean, single: boolean): string | undefined {
  const m = /^(\$?)([A-Za-z]*)(\$?)(\d*)$/.exec(part);
  if (!m) return part;
  const [, colMark, letters, rowMark, digits] = m;
  if (change.axis === 'col' && letters !== '') {
    const col = columnNumber(letters);
    if (single && deletes(col, change)) return undefined;
    return `${colMark}${columnLetters(moved(col, change, isEnd))}${rowMark}${digits}`;
  }
  if (change.axis === 'row' && digits !== '') {
    const row = Number(digits);
    if (single && deletes(row, change)) return undefined;
    return `${colMark}${letters}${rowMark}${moved(row, change, isEnd)}`;
  }
  return part;
}

/** A reference's text after the change, or `#REF!`. */
function movedRef(text: string, change: GridChange): string {
  const bang = text.lastIndexOf('!');
  const prefix = text.slice(0, bang + 1);
  const parts = text.slice(bang + 1).split(':');
  const single = parts.length === 1;
  const first = movePart(parts[0], change, false, single);
  if (first === undefined) return '#REF!';
  if (single) return `${prefix}${first}`;
  const second = movePart(parts[1], change, true, false) as string;
  // A range whose every row (or column) was deleted.
  if (after(second, change.axis) < after(first, change.axis)) return '#REF!';
  return `${prefix}${first}:${second}`;
}

function after(part: string, axis: Axis): number {
  const m = /^\$?([A-Za-z]*)\$?(\d*)$/.exec(part);
  if (!m) return 0;
  return axis === 'col' ? (m[1] === '' ? Infinity : columnNumber(m[1])) : m[2] === '' ? Infinity : Number(m[2]);
}

function rewrite(formula: string, spans: readonly ReferenceSpan[], text: (span: ReferenceSpan) => string): string {
  let out = '';
  let at = 0;
  for (const span of spans) {
    out += formula.slice(at, span.start) + text(span);
    at = span.end;
  }
  return out + formula.slice(at);
}

/**
 * A formula after rows or columns of a tab changed: `names(sheet)` tells whether a reference's
 * tab (undefined: the formula's own) is the tab that changed.
 */
export function shiftFormula(
  formula: string,
  names: (sheet: string | undefined) => boolean,
  change: GridChange,
): string {
  const spans = referenceSpans(formula).filter((s) => names(s.ref.sheet));
  return spans.length === 0 ? formula : rewrite(formula, spans, (s) => movedRef(s.ref.text, change));
}

/** A sheet name as a formula writes it: quoted unless it is a plain word. */
function sheetPrefix(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? `${name}!` : `'${name.replace(/'/g, "''")}'!`;
}

/** A formula after the tab `from` was renamed `to`: every reference naming it names the new name. */
export function renameInFormula(formula: string, from: string, to: string): string {
  const spans = referenceSpans(formula).filter(
    (s) => s.ref.sheet !== undefined && s.ref.sheet.toLowerCase() === from.toLowerCase(),
  );
  return spans.length === 0
    ? formula
    : rewrite(formula, spans, (s) => sheetPrefix(to) + s.ref.text.slice(s.ref.text.lastIndexOf('!') + 1));
}
