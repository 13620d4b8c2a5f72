/**
 * Set up's freeze of a table tab: its header row and, on the tabs a player types in, every column
 * up to the one naming whose row it is (NAME_COLUMN: Mechs' Name, Attacks' Attacker, the Rolls tab's
 * For, whose words start with the mech's name). On a phone a player scrolled across to Move, Move to or Ready still
 * sees whose row it is. A tab Set up has just made is frozen outright; an existing one is asked first and frozen
 * further — a GM who froze more keeps it, as long as a phone can spare its width (PHONE_FROZEN_WIDTH), else the
 * freeze is brought back to the name column and the report says so — so a campaign set up again gets the freeze and
 * loses nothing, and one frozen up to its name column costs one read.
 * https://developers.google.com/apps-script/reference/spreadsheet/sheet#setfrozencolumnscolumns
 */
import { columnLetters } from '../sheet/tab/cells';
import { NAME_COLUMN } from '../sheet/schema/playTabs';
import { PHONE_FROZEN_WIDTH, type TabSpec } from '../sheet/schema/columns';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** What a freeze did: `added` says so in the Set up report's words, `problem` why Sheets refused it. */
export interface FreezeDone {
  readonly added?: string;
  readonly problem?: string;
}

/** `column A (Name)`, `columns A–C (up to Side)`: the columns frozen, as the report names them. */
function frozenWords(spec: TabSpec, key: string, upTo: number): string {
  const header = spec.columns.find((c) => c.key === key)?.header ?? key;
  return upTo === 1 ? `column A (${header})` : `columns A–${columnLetters(upTo - 1)} (up to ${header})`;
}

/** What Set up did to the tab before the freeze: made it, added headers to it, or found it complete. */
export type TabState = 'created' | 'repaired' | 'complete';

/**
 * Freezes `sheet`'s header row and its columns up to its name column (`columns`: schema key →
 * 1-based column, where Set up found or put each). A tab with no name column is frozen at its
 * header when Set up made or repaired it, as before; a complete one is left as it is.
 */
export function freezeHeader(
  sheet: Sheet,
  spec: TabSpec,
  columns: Readonly<Record<string, number>>,
  state: TabState,
): FreezeDone {
  const key = NAME_COLUMN[spec.name];
  const upTo = key === undefined ? 0 : (columns[key] ?? 0);
  if (state === 'created') {
    sheet.setFrozenRows(1);
    if (upTo > 0) sheet.setFrozenColumns(upTo);
    return {};
  }
  if (upTo === 0) {
    if (state === 'repaired') sheet.setFrozenRows(1);
    return {};
  }
  try {
    const frozen = sheet.getFrozenColumns();
    if (frozen >= upTo) return narrowed(sheet, spec, key, upTo, frozen);
    // An earlier Set up froze the header of a tab it made or repaired; a freeze of columns keeps the GM's rows, at
    // least the header.
    if (sheet.getFrozenRows() < 1) sheet.setFrozenRows(1);
    sheet.setFrozenColumns(upTo);
  } catch (err) {
    // Sheets freezes nothing through a merged cell (nor, for someone a protection leaves out, at all): the GM's cells
    // stay, and Sheets' reason is named.
    const reason = String((err as { message?: unknown } | undefined)?.message ?? err).replace(/^Exception: /, '');
    return {
      problem: `${spec.name}: Set up could not freeze ${frozenWords(spec, key, upTo)} — ${reason} Run Set up again once that is fixed.`,
    };
  }
  return {
    added: `a freeze of ${frozenWords(spec, key, upTo)}: the name stays in view while the row scrolls sideways`,
  };
}

/** Columns 1 … `count` of `sheet`: their width in pixels, one call a column. */
function widthOf(sheet: Sheet, count: number): number {
  let width = 0;
  for (let c = 1; c <= count; c++) width += sheet.getColumnWidth(c);
  return width;
}

/**
 * A tab frozen at least up to its name column: left as it is while a phone can spare the frozen columns' width;
 * wider — a GM's freeze, or an earlier Set up's of the Rolls tab up to its Mech column — brought back to the name
 * column, since a player holding a phone upright would see nothing but the frozen columns.
 */
function narrowed(sheet: Sheet, spec: TabSpec, key: string, upTo: number, frozen: number): FreezeDone {
  if (frozen === upTo) return {};
  const width = widthOf(sheet, frozen);
  if (width <= PHONE_FROZEN_WIDTH) return {};
  sheet.setFrozenColumns(upTo);
  return {
    added: `a narrower freeze, ${frozenWords(spec, key, upTo)} in place of columns A–${columnLetters(frozen - 1)} (${width} px: more than the ${PHONE_FROZEN_WIDTH} px a phone held upright can spare beside the cells typed in)`,
  };
}

/**
 * A tab's report with what its freeze did: a freeze added is said among what was added, a refusal among its problems.
 */
export function withFreeze<
  T extends { readonly addedColumns: readonly string[]; readonly problems: readonly string[] },
>(report: T, frozen: FreezeDone): T {
  if (frozen.problem) return { ...report, problems: [...report.problems, frozen.problem] };
  return frozen.added ? { ...report, addedColumns: [...report.addedColumns, frozen.added] } : report;
}
