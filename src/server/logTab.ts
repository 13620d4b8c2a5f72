/**
 * The Log tab's rows for a round: the seed first, then every event (src/log), then
 * the forum post; and their removal on Undo.
 */
import { LOG_HEADERS, type LogRow } from '../log/rows';
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
 * The forum post as Log rows: Purpose `BBCode`, the text in Detail, split at line ends
 * into pieces a cell can hold (pasted one after the other, they give the whole post).
 */
export function bbcodeRows(round: number, bbcode: string): LogRow[] {
  const pieces: string[] = [];
  let current = '';
  for (const line of bbcode.split('\n')) {
    const next = current === '' ? line : `${current}\n${line}`;
    if (next.length <= BBCODE_CHUNK) {
      current = next;
      continue;
    }
    if (current !== '') pieces.push(current);
    current = line;
    while (current.length > BBCODE_CHUNK) {
      pieces.push(current.slice(0, BBCODE_CHUNK));
      current = current.slice(BBCODE_CHUNK);
    }
  }
  if (current !== '') pieces.push(current);
  return pieces.map((p, i) => [round, 'End', '', '', pieces.length > 1 ? `BBCode ${i + 1}/${pieces.length}` : 'BBCode', '', '', '', p]);
}

/**
 * A Log cell made safe for setValues. src/log escapes only a leading `=`, `+`, `-` or `@`
 * (`sheetText`), which lets `007` become 7; its escape is undone here and every cell goes
 * through `safeCellValue`, the one rule for text the sheet must keep as typed.
 */
export function logCell(value: unknown): unknown {
  const raw = typeof value === 'string' && /^'[=+\-@]/.test(value) ? value.slice(1) : value;
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

