/**
 * How people type dates and decimals in a spreadsheet of a given locale (File → Settings →
 * Locale; `Spreadsheet.getSpreadsheetLocale()`, `en_US`, `de_DE`), so that a message about a
 * cell Sheets read as a date or a number quotes what was typed: in de_DE a roll typed `4.5` is
 * read as 4 May and `4,5` as the number 4.5; in en_US `4/5` is 5 April. Sheets does not publish
 * each locale's rules: this follows what is commonly reported (the fakes model the same, in
 * src/fakes/locale.ts, with the confidence of each rule).
 */

export interface LocaleTyping {
  /** The locale code as Sheets gives it (`de_DE`), '' when not known. */
  readonly locale: string;
  /** `4/5` is 5 April (en_US) rather than 4 May. */
  readonly monthFirst: boolean;
  /** Dates are typed with points, day first (`4.5`, `04.05.2026`). */
  readonly pointDates: boolean;
  /** The comma is the decimal separator (`3,5`). */
  readonly decimalComma: boolean;
}

/** Languages that write 3,5 for three and a half. */
const DECIMAL_COMMA = [
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'pt',
  'ru',
  'pl',
  'sv',
  'da',
  'nb',
  'nn',
  'no',
  'fi',
  'cs',
  'sk',
  'tr',
  'hu',
  'ro',
  'el',
  'uk',
  'bg',
  'hr',
  'sl',
  'lt',
  'lv',
  'et',
  'id',
  'vi',
];
/** Languages whose dates are written with points. */
const POINT_DATES = [
  'de',
  'da',
  'fi',
  'nb',
  'nn',
  'no',
  'pl',
  'cs',
  'sk',
  'ru',
  'uk',
  'tr',
  'ro',
  'hr',
  'sl',
  'bg',
  'et',
  'lv',
];
/** Countries whose locale keeps the decimal point whatever its language (de_CH, es_MX). */
const DECIMAL_POINT_COUNTRIES = ['CH', 'MX', 'LI'];

/** The typing of a locale code; Sheets' default, en_US, when it is not known. */
export function localeTyping(locale?: string): LocaleTyping {
  const code = locale ?? '';
  const [language, country = ''] = (code || 'en_US').split(/[_-]/);
  const lang = language.toLowerCase();
  return {
    locale: code,
    monthFirst: /^(en|fil)$/.test(lang) && (country === '' || country === 'US' || country === 'PH'),
    pointDates: POINT_DATES.indexOf(lang) >= 0,
    decimalComma: DECIMAL_COMMA.indexOf(lang) >= 0 && DECIMAL_POINT_COUNTRIES.indexOf(country) < 0,
  };
}

/**
 * The problem codes whose words depend on the locale (a date, a decimal): a reader that finds
 * one asks the spreadsheet's locale — one call, only then — and words them again in it.
 */
export const LOCALE_WORDED = ['sheet/date_value', 'sheet/decimal_value'];

/** `4/5` (en_US, en_GB …) or `4.5` (de_DE): a day and month as typed in the locale, without the year. */
export function typedDayMonth(day: number, month: number, typing: LocaleTyping): string {
  if (typing.pointDates) return `${day}.${month}`;
  return typing.monthFirst ? `${month}/${day}` : `${day}/${month}`;
}

/** A number as typed in the locale: `4,5` where the comma is the decimal separator. */
export function typedDecimal(n: number, typing: LocaleTyping): string {
  const text = String(n);
  return typing.decimalComma ? text.replace('.', ',') : text;
}
