/**
 * The Log tab: a round's rows — the seed first, then every event (src/log), then the
 * forum post — appended under the last row; and reading them back. This is the one place
 * that reads the Log, and it never reads it whole: the Log grows by hundreds of rows a round
 * (about 340 for 24 mechs), so every read here is bounded by the size of one round, whatever
 * the length of the campaign:
 *
 * - `roundRowsOnLog` finds a round's rows for Undo where Resolve recorded it appended them
 *   (`LogRows`, kept in the undo snapshot), checking them first; only when they moved (rows
 *   inserted, deleted or sorted since) does it read the Round column down the whole Log.
 * - `forumPostOnLog` reads the last round's forum post from the bottom of the Log up, a few
 *   rows at a time, stopping as soon as the post is whole.
 */
import { LOG_HEADERS, sheetText, type LogRow } from '../../log/rows';
import { normalize } from '../../sheet/tab/cells';
import { TAB } from '../../sheet/schema/columns';
import type { LogRows } from '../../sheet/undo/snapshot';
import type { Appended, Grid, Workbook } from '../../gas/workbook';
import { unusedText, type UnusedRoll } from '../../table/typedRolls';

/** Sheets allows 50,000 characters a cell; a long forum post is split over several rows. */
const BBCODE_CHUNK = 45000;

/** The Log row recording the round's dice seed, so the round can be replayed. */
export function seedRow(round: number, seed: number, text: string): LogRow {
  return [round, 'Start', '', '', 'Dice seed', '', '', String(seed), text];
}

/**
 * A Log row for each roll typed into the sheet that the round did not use (R-0.5: reported,
 * never dropped silently): Purpose `Typed roll`, the roll as typed, and why in Detail.
 */
export function unusedRollRows(round: number, unused: readonly UnusedRoll[]): LogRow[] {
  return unused.map((u) => [
    round,
    'Start',
    '',
    '',
    'Typed roll',
    sheetText(u.text),
    '',
    'not used',
    sheetText(unusedText(u)),
  ]);
}

/**
 * The forum post as Log rows: Purpose `BBCode`, the text in Detail, split at line ends
 * into pieces a cell can hold (pasted one after the other, they give the whole post).
 */
export function bbcodeRows(round: number, bbcode: string): LogRow[] {
  const pieces = bbcodePieces(bbcode);
  return pieces.map((p, i) => [
    round,
    'End',
    '',
    '',
    pieces.length > 1 ? `BBCode ${i + 1}/${pieces.length}` : 'BBCode',
    '',
    '',
    '',
    p,
  ]);
}

/**
 * The post cut into pieces of at most BBCODE_CHUNK characters: whole lines while they fit
 * (the line end between two pieces is dropped), a longer line cut where it must be. Each
 * piece is a slice of the post — found by position, so no line is copied and joined again.
 * An empty line that would open a piece is left out, as is an empty post.
 */
function bbcodePieces(bbcode: string): string[] {
  const pieces: string[] = [];
  // The piece being gathered is bbcode.slice(start, end); start === end when it is empty.
  let start = 0;
  let end = 0;
  for (let lineStart = 0; lineStart <= bbcode.length; ) {
    const newline = bbcode.indexOf('\n', lineStart);
    const lineEnd = newline < 0 ? bbcode.length : newline;
    const from = start === end ? lineStart : start;
    if (lineEnd - from <= BBCODE_CHUNK) {
      start = from;
      end = lineEnd;
    } else {
      if (start !== end) pieces.push(bbcode.slice(start, end));
      start = lineStart;
      end = lineEnd;
      for (; end - start > BBCODE_CHUNK; start += BBCODE_CHUNK) pieces.push(bbcode.slice(start, start + BBCODE_CHUNK));
    }
    if (newline < 0) break;
    lineStart = newline + 1;
  }
  if (start !== end) pieces.push(bbcode.slice(start, end));
  return pieces;
}

/** `sheetText`'s escape: an apostrophe before `=`, `+`, `-` or `@`. */
const ESCAPED_FORMULA = /^'[=+\-@]/;

/**
 * A Log cell as the text it must hold. src/log escapes a leading `=`, `+`, `-` or `@`
 * (`sheetText`) for sheets written by other means; that escape is undone here, and the
 * gateway writes the text so the cell holds exactly it (`cellInput`: `007` stays `007`).
 */
export function logCell(value: unknown): unknown {
  return typeof value === 'string' && ESCAPED_FORMULA.test(value) ? value.slice(1) : value;
}

/**
 * Where the next rows appended to the Log go: under its last used row, or row 2 when there
 * is no Log yet (`appendLog` creates it with its header row first). One call.
 */
export function nextLogRow(wb: Workbook): number {
  return wb.sheet(TAB.log) ? wb.lastRow(TAB.log) + 1 : 2;
}

/**
 * Appends rows under the Log, creating the tab with its headers if Set up has not run.
 * `start` is `nextLogRow`, when the caller has read it already.
 */
export function appendLog(wb: Workbook, rows: readonly LogRow[], start?: number): Appended {
  const cells = rows.map((row) => row.map(logCell));
  const { created } = wb.ensureSheet(TAB.log);
  if (!created) return wb.append(TAB.log, cells, start);
  const out = wb.append(TAB.log, [[...LOG_HEADERS], ...cells], 1);
  return { tab: out.tab, row: out.row + 1, count: out.count - 1 };
}

/** The Log's columns read back (0-based), found by header; Gator's own order when a header is missing. */
interface LogColumns {
  readonly round: number;
  readonly purpose: number;
  readonly detail: number;
  /** How many columns to read to see all three. */
  readonly width: number;
}

/** The Log columns of a header row. */
function logColumnsOf(header: readonly unknown[]): LogColumns {
  const at = (name: string, fallback: number) => {
    const i = header.findIndex((h) => typeof h === 'string' && normalize(h) === name);
    return i >= 0 ? i : fallback;
  };
  const round = at('round', 0);
  const purpose = at('purpose', 4);
  const detail = at('detail', 8);
  return { round, purpose, detail, width: Math.max(round, purpose, detail) + 1 };
}

/**
 * The Log's columns from its header row, read alone (its width, then the row). `width`
 * never reaches past the last column in use, so reading it never leaves the sheet.
 */
function logColumns(wb: Workbook): LogColumns {
  const last = wb.lastColumn(TAB.log);
  const cols = logColumnsOf(last > 0 ? wb.readRange(TAB.log, 1, 1, 1, last)[0] : []);
  return { ...cols, width: Math.max(1, Math.min(cols.width, last)) };
}

/** The round a Log cell names: Resolve writes it as a number; anything else is no round. */
function roundIn(cell: unknown): number | undefined {
  return typeof cell === 'number' ? cell : undefined;
}

/** 1-based rows of a Log's values (header row first) whose Round column holds `round`. */
export function roundLogRows(log: readonly (readonly unknown[])[], round: number): number[] {
  const col = logColumnsOf(log[0] ?? []).round;
  const rows: number[] = [];
  for (let r = 1; r < log.length; r++) if (roundIn(log[r][col]) === round) rows.push(r + 1);
  return rows;
}

/**
 * The 1-based Log rows of `round`, for Undo to remove. `at` is where Resolve appended them:
 * when those rows still all hold the round and the row under them does not, they are the
 * round's rows — read in one call of `at.count + 1` cells of the Round column. Otherwise (a
 * snapshot saved before Resolve recorded it, or rows inserted, deleted or sorted since)
 * every row whose Round holds the round, from the whole Round column.
 */
export function roundRowsOnLog(wb: Workbook, round: number, at?: LogRows): number[] {
  const last = wb.lastRow(TAB.log);
  if (last < 2) return [];
  const col = logColumns(wb).round + 1;
  if (at && at.count > 0 && at.row >= 1 && at.row + at.count - 1 <= last) {
    const through = Math.min(last, at.row + at.count);
    const cells = wb.readRange(TAB.log, at.row, col, through - at.row + 1, 1);
    const all = cells.slice(0, at.count).every((c) => roundIn(c[0]) === round);
    const under = cells.length > at.count ? roundIn(cells[at.count][0]) !== round : true;
    if (all && under) return Array.from({ length: at.count }, (_, i) => at.row + i);
  }
  const column = wb.readRange(TAB.log, 2, col, last - 1, 1);
  const rows: number[] = [];
  for (let i = 0; i < column.length; i++) if (roundIn(column[i][0]) === round) rows.push(i + 2);
  return rows;
}

/** How many Log rows `forumPostOnLog` reads first: a round's post is its last rows, seldom more than three. */
const LOG_TAIL_ROWS = 16;

/** A forum post's Purpose: `BBCode`, or `BBCode 2/3` for a piece of a long one. */
const BBCODE_PURPOSE = /^BBCode(?: (\d+)\/(\d+))?$/;

interface Piece {
  /** Its place in the post (1 = first); for `BBCode` alone, 1 of 1. */
  readonly n: number;
  readonly of: number;
  readonly text: string;
}

/** The piece of a forum post a Log row holds for `round`, or undefined. */
function pieceIn(row: readonly unknown[], cols: LogColumns, round: number): Piece | undefined {
  // As the sidebar always read it: the Round cell as a number, even one stored as text.
  if (Number(row[cols.round]) !== round) return undefined;
  const purpose = BBCODE_PURPOSE.exec(String(row[cols.purpose] ?? '').trim());
  if (!purpose) return undefined;
  const text = String(row[cols.detail] ?? '');
  return purpose[1] ? { n: Number(purpose[1]), of: Number(purpose[2]), text } : { n: 1, of: 1, text };
}

/** The post when every piece of it is there, by number; else undefined. */
function wholePost(pieces: readonly Piece[]): string | undefined {
  if (pieces.length === 0) return undefined;
  const of = pieces[0].of;
  const byN: string[] = [];
  for (const p of pieces) if (p.of === of && byN[p.n] === undefined) byN[p.n] = p.text;
  for (let n = 1; n <= of; n++) if (byN[n] === undefined) return undefined;
  return byN.slice(1, of + 1).join('\n');
}

/** A round's forum post as the Log holds it, its pieces joined. */
export interface LoggedPost {
  readonly round: number;
  readonly text: string;
}

/**
 * The forum post of `round` from a Log's values (header row first): every BBCode row of the
 * round, in the order of their numbers (rows without one in their order). Null when none.
 */
export function forumPostOf(log: readonly (readonly unknown[])[] | undefined, round: number | null): LoggedPost | null {
  if (!log || log.length < 2 || round === null) return null;
  const cols = logColumnsOf(log[0]);
  const pieces: { n: number; text: string }[] = [];
  for (let r = 1; r < log.length; r++) {
    const piece = pieceIn(log[r], cols, round);
    if (piece) pieces.push({ n: piece.of > 1 ? piece.n : pieces.length + 1, text: piece.text });
  }
  if (pieces.length === 0) return null;
  pieces.sort((a, b) => a.n - b.n);
  return { round, text: pieces.map((p) => p.text).join('\n') };
}

/**
 * The forum post of `round`, read from the bottom of the Log up: `LOG_TAIL_ROWS` rows, then
 * twice as many above them, and so on, until the post is whole — Resolve writes it last, so
 * the first read finds it. The scan stops too at a row of an earlier round (the post is never
 * above it). Null when the Log has no post for the round.
 */
export function forumPostOnLog(wb: Workbook, round: number | null): LoggedPost | null {
  if (round === null) return null;
  const last = wb.lastRow(TAB.log);
  if (last < 2) return null;
  const cols = logColumns(wb);
  // Pieces bottom first: the last complete post of the round wins (a round resolved twice).
  const pieces: Piece[] = [];
  let end = last;
  for (let size = LOG_TAIL_ROWS; end >= 2; size *= 2) {
    const start = Math.max(2, end - size + 1);
    const rows: Grid = wb.readRange(TAB.log, start, 1, end - start + 1, cols.width);
    for (let i = rows.length - 1; i >= 0; i--) {
      const r = roundIn(rows[i][cols.round]);
      if (r !== undefined && r < round) return postOf(round, pieces);
      const piece = pieceIn(rows[i], cols, round);
      if (!piece) continue;
      pieces.push(piece);
      const text = wholePost(pieces);
      if (text !== undefined) return { round, text };
    }
    end = start - 1;
  }
  return postOf(round, pieces);
}

/** What is there of a post no scan found whole: its pieces in order, or null. */
function postOf(round: number, pieces: readonly Piece[]): LoggedPost | null {
  if (pieces.length === 0) return null;
  const sorted = pieces.slice().sort((a, b) => a.n - b.n);
  return { round, text: sorted.map((p) => p.text).join('\n') };
}
