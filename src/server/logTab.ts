/**
 * The Log tab's rows for a round: the seed first, then every event (src/log), then
 * the forum post; and their removal on Undo.
 */
import { LOG_HEADERS, sheetText, type LogRow } from '../log/rows';
import { safeCellValue } from '../sheet/cellValue';
import { normalize } from '../sheet/cells';
import { TAB } from '../sheet/schema';
import type { Appended, Workbook } from '../gas/workbook';

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
export function unusedRollRows(round: number, unused: readonly { cell: string; text: string; why: string }[]): LogRow[] {
  return unused.map((u) => [round, 'Start', '', '', 'Typed roll', sheetText(u.text), '', 'not used', sheetText(`${u.cell}: ${u.text} was not used: ${u.why}.`)]);
}

/**
 * The forum post as Log rows: Purpose `BBCode`, the text in Detail, split at line ends
 * into pieces a cell can hold (pasted one after the other, they give the whole post).
 */
export function bbcodeRows(round: number, bbcode: string): LogRow[] {
  const pieces = bbcodePieces(bbcode);
  return pieces.map((p, i) => [round, 'End', '', '', pieces.length > 1 ? `BBCode ${i + 1}/${pieces.length}` : 'BBCode', '', '', '', p]);
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
 * A Log cell made safe for setValues. src/log escapes only a leading `=`, `+`, `-` or `@`
 * (`sheetText`), which lets `007` become 7; its escape is undone here and every cell goes
 * through `safeCellValue`, the one rule for text the sheet must keep as typed.
 */
export function logCell(value: unknown): unknown {
  const raw = typeof value === 'string' && ESCAPED_FORMULA.test(value) ? value.slice(1) : value;
  return safeCellValue(raw);
}

/** Appends rows under the Log, creating the tab with its headers if Set up has not run. */
export function appendLog(wb: Workbook, rows: readonly LogRow[]): Appended {
  const cells = rows.map((row) => row.map(logCell));
  const { created } = wb.ensureSheet(TAB.log);
  if (!created) return wb.append(TAB.log, cells);
  const out = wb.append(TAB.log, [[...LOG_HEADERS], ...cells]);
  return { tab: out.tab, row: out.row + 1, count: out.count - 1 };
}

/** 1-based rows of the Log whose Round column holds `round` (the header row excluded). */
export function roundLogRows(log: readonly (readonly unknown[])[], round: number): number[] {
  const header = log[0] ?? [];
  let col = header.findIndex((h) => typeof h === 'string' && normalize(h) === 'round');
  if (col < 0) col = 0;
  const rows: number[] = [];
  for (let r = 1; r < log.length; r++) if (log[r][col] === round) rows.push(r + 1);
  return rows;
}

