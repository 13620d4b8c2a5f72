/**
 * The Rules tab's spare rows holding a formula: the GM's (or a player's) working — a seal checked
 * with `=DICESEAL(…)`, a sum — and not a setting. Its value is whatever the formula answers, so
 * read as a setting it would be an "unknown setting" holding every round back; it sets nothing.
 * Known only when the read was given the tab's formulas (the server asks for them when a Rules
 * row has a problem); the custom functions, which see values only, cannot tell.
 */
import { cellText, isBlank } from '../tab/cells';
import { RULES } from '../schema/playTabs';
import type { SheetProblems } from '../tab/problems';
import type { TabReader } from '../tab/tabReader';
import { findTab } from '../tab/tabs';

/** Whether the Rules tab's cell of `key` on `row` holds a formula, as far as the read knows the tab's formulas. */
function holdsFormula(table: TabReader, row: number, key: string, problems: SheetProblems): boolean {
  if (!table.has(key)) return false;
  const formula = (findTab(problems.formulas, RULES.name)?.[row] ?? [])[table.col(key)];
  return typeof formula === 'string' && formula !== '';
}

/**
 * Whether a Rules row is working, not a setting: its Setting cell a formula naming no setting
 * (`names` says whether a text names one), or a blank Setting beside a formula in Value. A
 * formula answering a setting's name, or typed as a setting's value (Orders due `=NOW()+2`),
 * is read as the setting it is.
 */
export function isWorking(
  table: TabReader,
  row: number,
  problems: SheetProblems,
  names: (text: string) => boolean,
): boolean {
  if (holdsFormula(table, row, 'setting', problems)) return !names(cellText(table.get(row, 'setting')));
  return isBlank(table.get(row, 'setting')) && holdsFormula(table, row, 'value', problems);
}
