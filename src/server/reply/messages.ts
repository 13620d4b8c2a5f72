/**
 * The refusals the server words itself, in plain language for the GM.
 * Sheet and rules problems come with their own messages.
 */
import type { Services } from '../../gas/services';
import { cellText, columnLetters, describeGot, isBlank } from '../../sheet/tab/cells';
import type { EditedCell, Moved } from '../../sheet/undo/guard';
import { refuse, type Failure } from './responses';

/** A round number from the sidebar: a whole number ≥ 1 (a numeric string is accepted). */
export function wholeRound(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : undefined;
}

/** Another execution (a resolve, an undo, a set up) holds the document lock. */
export function busy(): Failure {
  return refuse(
    'gator/busy',
    'Gator is busy with this spreadsheet (another resolve, undo or set up is running). Nothing was changed; wait a moment and try again.',
  );
}

/** The user may not edit tabs the action writes (optional GM-only protection). */
export function notAllowed(services: Services, tabs: readonly string[], action: string): Failure {
  const who = services.Session.getActiveUser().getEmail();
  const you = who ? `You (${who})` : 'You';
  return refuse(
    'gator/protected',
    `${you} cannot edit ${tabs.join(', ')}: the record tabs are protected so that only the GM can ${action}. Nothing was changed; ask the GM to ${action}.`,
  );
}

/** The round guard of Resolve: the sheet is not at the round the caller showed. */
export function roundMovedOn(expected: number, actual: number): Failure {
  const why =
    actual > expected
      ? `round ${expected} has already been resolved (the sheet is at round ${actual})`
      : `the sheet is back at round ${actual} (a round was undone)`;
  return refuse(
    'round/moved_on',
    `Cannot resolve round ${expected}: ${why}. Nothing was changed; refresh and check round ${actual} before resolving.`,
  );
}

/** An exception's message without Apps Script's `Exception: ` prefix and final period, to quote in a sentence. */
export function describeError(err: unknown): string {
  // Duck-typed: an error thrown by a service may come from another realm than this code.
  const message = err !== null && typeof err === 'object' ? (err as { message?: unknown }).message : undefined;
  const text = typeof message === 'string' ? message : String(err);
  return text.replace(/^Exception:\s*/, '').replace(/\.+$/, '');
}

/** `1st`, `2nd`, `3rd`, `11th`, `22nd`. */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** A row's key cells as a refusal quotes them: `"Griffin, LRM-5, LT"`, or `blank`. */
function rowName(cells: readonly unknown[]): string {
  const parts = cells.map(cellText).filter((t) => t !== '');
  return parts.length > 0 ? `"${parts.join(', ')}"` : 'blank';
}

/**
 * Undo refuses a write whose rows or columns moved since it was made (the snapshot's guard,
 * src/sheet/undo/guard.ts): restoring by position would write over other mechs' cells.
 * Names the tab and the first row (or column) that moved, 1-based as the GM sees it; `when`:
 * `round 3 was resolved`, `Battle 2 was started`.
 */
export function undoMoved(moved: Moved, when: string): Failure {
  const fix = 'Nothing was changed; put the rows back in order, or fix the cells by hand.';
  if (moved.kind === 'row') {
    const was = moved.nth ? `the ${ordinal(moved.nth.was)} ${rowName(moved.was)}` : rowName(moved.was);
    const now = moved.nth ? `the ${ordinal(moved.nth.now)}` : rowName(moved.now);
    return refuse(
      'undo/rows_moved',
      `Undo refused: ${moved.tab} row ${moved.row + 1} was ${was} when ${when} and is now ${now} — rows were moved or inserted since. ${fix}`,
    );
  }
  const was = cellText(moved.was);
  const now = cellText(moved.now);
  return refuse(
    'undo/columns_moved',
    `Undo refused: ${moved.tab} column ${columnLetters(moved.col)} ${was ? `was headed "${was}"` : 'had no header'} when ${when} and ${now ? `is now headed "${now}"` : 'now has no header'} — columns were moved or inserted since. Nothing was changed; put the columns back in order, or fix the cells by hand.`,
  );
}

/** How many edited cells a success message names before `and N more`. */
const CELLS_NAMED = 5;

/**
 * What Undo tells the GM about cells changed by hand since the write ('' when none were): how
 * many and which — Undo put their old values back, so the GM knows which later edits to look
 * at again. `noun`: the kind of write, `round`, `import`, `new battle`.
 */
export function editedNote(edited: readonly string[], noun: string): string {
  if (edited.length === 0) return '';
  const named = edited.slice(0, CELLS_NAMED).join(', ');
  const more = edited.length > CELLS_NAMED ? ` and ${edited.length - CELLS_NAMED} more` : '';
  const cells =
    edited.length === 1
      ? `1 cell Gator wrote in that ${noun} had`
      : `${edited.length} cells Gator wrote in that ${noun} had`;
  return `${cells} been changed since; Undo put back what ${edited.length === 1 ? 'it' : 'they'} held before the ${noun}, so check your later edits there: ${named}${more}.`;
}

/**
 * How the Undo confirmation names a cell edited since the write, before anything is
 * written: where it is, what it holds now — which Undo overwrites — what the write put there,
 * and what Undo puts back. `what` is the write: `round 3`, `the import`, `the new battle`.
 * `Mechs!AB2 (Griffin, CT Armor): now 99 — round 1 wrote 14; Undo puts back 20`.
 */
export function editedCellText(e: EditedCell, what: string): string {
  const name = [e.rowName, e.header].filter((t) => t !== '').join(', ');
  const wrote = isBlank(e.wrote) ? `${what} cleared it` : `${what} wrote ${describeGot(e.wrote)}`;
  const back = isBlank(e.before) ? 'Undo clears it' : `Undo puts back ${describeGot(e.before)}`;
  return `${e.a1}${name ? ` (${name})` : ''}: now ${isBlank(e.now) ? 'blank' : describeGot(e.now)} — ${wrote}; ${back}`;
}

/** The line before the edited cells in an Undo confirmation ('' when none were edited). */
export function editedIntro(count: number, what: string): string {
  if (count === 0) return '';
  return count === 1
    ? `1 cell written by ${what} was changed since: Undo overwrites your change with what it held before.`
    : `${count} cells written by ${what} were changed since: Undo overwrites your changes with what they held before.`;
}

/**
 * Undo refuses when the cells edited since the write are no longer those its confirmation
 * named: the GM agreed to overwrite those edits, and no others. Nothing is written.
 */
export function editedSincePreview(what: string, edited: readonly EditedCell[]): Failure {
  const named = edited
    .slice(0, CELLS_NAMED)
    .map((e) => e.a1)
    .join(', ');
  const more = edited.length > CELLS_NAMED ? ` and ${edited.length - CELLS_NAMED} more` : '';
  const now = edited.length === 0 ? 'none of them is edited any more' : `edited now: ${named}${more}`;
  return refuse(
    'undo/edited_since_preview',
    `Undo refused: cells written by ${what} changed after the confirmation was shown (${now}). Nothing was undone; choose Undo again to see what it would overwrite now.`,
  );
}
