/**
 * What a cell of the fake holds, and how Sheets reads a value a script writes into it.
 *
 * Range.setValues parses strings the way typing them into a cell does, which is where
 * spreadsheets corrupt data: `=…` becomes a formula, `+1`/`-A1` become a number or a
 * formula, `007` becomes 7, `true` becomes TRUE. A leading apostrophe forces text and is
 * not part of the value. The fake applies the same parsing, so a gateway that forgets
 * to protect a string fails its tests here rather than in a GM's campaign.
 */
import { displayDate, parseDate, type DateSettings } from './dates';
import { conventionsOf, displayNumber, typedNumber } from './locale';
import type { FakeDataValidation } from './validation';

export type CellValue = string | number | boolean | Date;

export interface Cell {
  /** The value getValues returns ('' when empty; for a formula, its last computed result). */
  value: CellValue;
  /** The formula text (`=A1+1`), or '' for a plain value. */
  formula: string;
  fontWeight?: string;
  fontColor?: string;
  background?: string;
  numberFormat?: string;
  /** Text wraps in the cell instead of being cut at its edge (Range.setWrap). */
  wrap?: boolean;
  note?: string;
  validation?: FakeDataValidation | null;
}

export function emptyCell(): Cell {
  return { value: '', formula: '' };
}

export function isDate(value: unknown): value is Date {
  // Dates may come from another V8 context (the bundle runs in its own), so no instanceof.
  return Object.prototype.toString.call(value) === '[object Date]';
}

/** Sheets' default locale, for a write the fake is given no spreadsheet settings for. */
const EN_US = conventionsOf('en_US');

/**
 * What a cell holds after a script writes `input` into it with setValue(s). Under the
 * plain-text number format (`@`) a string is kept as it is, as in Sheets.
 *
 * Google's reference says `setValues` text is "parsed as if the user typed them into the UI"
 * (https://developers.google.com/sheets/api/reference/rest/v4/ValueInputOption, USER_ENTERED;
 * https://developers.google.com/apps-script/reference/spreadsheet/range#setvaluesvalues). It
 * does not say what a cell formatted as plain text does with a leading apostrophe; typed
 * there, nothing is parsed and it stays a character — the unkinder reading, kept here, so a
 * gateway that escapes text in such a cell fails its tests (Gator hands text to a
 * plain-text cell as it is). Numbers, percentages and amounts of money are read in the
 * spreadsheet's locale (locale.ts: `3,5` is 3.5 in de_DE; `5%` is 0.05 and `$5` is 5 in en_US)
 * and date-looking text becomes a Date (dates.ts), both by the settings of `dates` (Sheets'
 * default, en_US, without them) — unless the cell is plain text or the text starts with an apostrophe.
 */
export function parseInput(
  input: unknown,
  numberFormat?: string,
  dates?: DateSettings,
): { value: CellValue; formula: string } {
  if (input === null || input === undefined) return { value: '', formula: '' };
  if (typeof input === 'number' || typeof input === 'boolean') return { value: input, formula: '' };
  if (isDate(input)) return { value: new Date((input as Date).getTime()), formula: '' };
  const text = String(input);
  if (numberFormat === '@') return { value: text, formula: '' };
  if (text.startsWith("'")) return { value: text.slice(1), formula: '' };
  const trimmed = text.trim();
  if (trimmed === '') return { value: text, formula: '' };
  if (text.startsWith('=') && text.length > 1) return { value: formulaError(text), formula: text };
  const number = typedNumber(trimmed, dates ? conventionsOf(dates.locale) : EN_US);
  if (number !== undefined) return { value: number, formula: '' };
  if (/^(true|false)$/i.test(trimmed)) return { value: trimmed.toLowerCase() === 'true', formula: '' };
  // Sheets reads a leading + or - as the start of a formula (`-A1` becomes `=-A1`).
  if (text.startsWith('+') || text.startsWith('-')) return { value: formulaError(`=${text}`), formula: `=${text}` };
  const date = dates ? parseDate(trimmed, dates) : undefined;
  return { value: date ?? text, formula: '' };
}

/** A bare word after the signs: a name Sheets looks up (`Raider`), unless it is a cell or TRUE/FALSE. */
const BARE_WORD = /^[A-Za-z_][A-Za-z0-9_.]*$/;
const CELL_REFERENCE = /^\$?[A-Za-z]{1,3}\$?\d+$/;
/** Two operands side by side with no operator between them (`Medium Laser`, `2 LRM-5`): no formula reads so. */
const NO_OPERATOR = /[A-Za-z0-9_.)]\s+[A-Za-z0-9_.(]/;

/**
 * The error a formula shows, when it is plainly text a player typed with a leading sign:
 * `=+Raider` names nothing Sheets knows (`#NAME?`), `=+Medium Laser x2` cannot be read as a
 * formula (`#ERROR!`, "Formula parse error"). '' for any other formula. It is the value the
 * cell keeps as its last computed one: the spreadsheet's recalculation (formula/recalc.ts)
 * shows the result of every formula it models instead.
 *
 * How the result reaches a script: `Range.getValues()` returns Number, Boolean, Date or String
 * values (https://developers.google.com/apps-script/reference/spreadsheet/range#getvalues),
 * and `SpreadsheetApp.ValueType` adds no kind for an error
 * (https://developers.google.com/apps-script/reference/spreadsheet/value-type): a cell showing
 * an error comes back as the String it shows, `"#NAME?"` — which is what scripts test for
 * (`row[16] == '#N/A'` in Apps Script code in the wild), and how a custom function receives it
 * too (googleworkspace/apps-script-samples issue #12). Never '' (an empty cell): that would be
 * kinder than Google, hiding the mistake.
 */
function formulaError(formula: string): CellValue {
  const body = formula
    .slice(1)
    .replace(/^[\s+-]+/, '')
    .trim();
  if (body === '' || /["(!:&]/.test(body)) return '';
  if (BARE_WORD.test(body)) return CELL_REFERENCE.test(body) || /^(true|false)$/i.test(body) ? '' : '#NAME?';
  return NO_OPERATOR.test(body) ? '#ERROR!' : '';
}

/**
 * What getDisplayValues shows for a value under the default number format: a number with the
 * locale's decimal separator (`3,5` in de_DE), a Date as the spreadsheet's locale and time zone
 * print it (`4/5/2026`), or as an ISO day without settings.
 */
export function displayOf(value: CellValue, dates?: DateSettings): string {
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return displayNumber(value, dates ? conventionsOf(dates.locale) : EN_US);
  if (isDate(value)) return dates ? displayDate(value, dates) : value.toISOString().slice(0, 10);
  return value;
}

/** Whether a cell holds anything getLastRow/getDataRange count (a value or a formula). */
export function hasContent(cell: Cell | undefined): boolean {
  return cell !== undefined && (cell.formula !== '' || cell.value !== '');
}
