/**
 * The columns Set up formats as plain text (docs/platform-contracts.md): where people type text Sheets would
 * otherwise read as a date or a number — a roll typed `4/5` or `9`, a mech named `May 3052`, a
 * hex label `0609` or `06/09`, a battle named `3/4`, a dice seed `3,5`. In a plain-text cell nothing typed is
 * parsed, so a reader gets the text and can say what is wrong with it; Gator writes text there
 * as it is (`cellInput`). None of these columns has a number rule a plain-text cell would break:
 * hex labels and rolls are not validated, and the name dropdowns compare text.
 */
import { PLAIN_TEXT } from '../write/cellValue';
import { SETTINGS } from '../schema/settings';
import { TAB } from '../schema/columns';

/** By tab, the schema keys of its plain-text columns. */
const PLAIN_TEXT_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  [TAB.mechs]: ['name', 'player', 'pilot', 'position', 'moveTo'],
  [TAB.equipment]: ['mech'],
  [TAB.attacks]: ['attacker', 'target', 'roll'],
  [TAB.rolls]: ['for', 'roll', 'by', 'mech'],
};

function isPlainTextColumn(tab: string, key: string): boolean {
  return (PLAIN_TEXT_COLUMNS[tab] ?? []).indexOf(key) >= 0;
}

/**
 * The Rules tab's rows (1-based, as Set up writes the tab) whose Value is text: the Battle's
 * name (`3/4`, `May 3052`) and the Dice seed (`Tukayyid`, `3,5` — a number in a decimal-comma
 * locale, which would seed the round with `3.5`).
 */
const TEXT_SETTING_ROWS = SETTINGS.map((s, i) => (s.key === 'battle' || s.key === 'diceSeed' ? i + 2 : 0)).filter(
  (row) => row > 0,
);

/** A single cell of a plain-text column's kind in a tab Set up writes: the Rules tab's Battle and Dice seed values. */
export function isPlainTextCell(tab: string, row: number, key: string): boolean {
  return tab === TAB.rules && key === 'value' && TEXT_SETTING_ROWS.indexOf(row) >= 0;
}

/**
 * The number formats of `rows` data rows (from row 2) of a tab's columns `keys` as Set up gives
 * them: plain text where `isPlainTextColumn` or `isPlainTextCell` says, 'General' elsewhere; one
 * row shared by every row that has no cell of its own. Undefined when no cell is plain text.
 */
export function plainTextFormats(tab: string, keys: readonly string[], rows: number): string[][] | undefined {
  const line = keys.map((k) => (isPlainTextColumn(tab, k) ? PLAIN_TEXT : 'General'));
  const formats = Array.from({ length: rows }, () => line);
  // The one tab with cells of their own: their rows get their own line.
  for (const row of tab === TAB.rules ? TEXT_SETTING_ROWS : []) {
    if (row - 2 < rows) formats[row - 2] = keys.map((k, i) => (isPlainTextCell(tab, row, k) ? PLAIN_TEXT : line[i]));
  }
  return formats.some((row) => row.indexOf(PLAIN_TEXT) >= 0) ? formats : undefined;
}
