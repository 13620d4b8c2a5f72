/**
 * How a spreadsheet's locale reads typed numbers (File → Settings → Locale; Apps Script
 * `Spreadsheet.getSpreadsheetLocale()` / `setSpreadsheetLocale(locale)`,
 * https://developers.google.com/apps-script/reference/spreadsheet/spreadsheet#setspreadsheetlocalelocale).
 * Sheets help, "Change a spreadsheet's locale" (https://support.google.com/docs/answer/58515):
 * the locale decides "formatting details such as functions, dates, and currency"; text typed —
 * and `setValues` text, "parsed as if the user typed them into the UI"
 * (https://developers.google.com/sheets/api/reference/rest/v4/ValueInputOption, USER_ENTERED) —
 * is read by it. What each locale does exactly is not written down by Google; the model below
 * keeps to what is commonly reported, each rule with its confidence:
 *
 * - the decimal separator: a comma in the decimal-comma locales (de_DE `3,5` is 3.5, fr_FR too),
 *   a point elsewhere (en_US `3.5`). High.
 * - the grouping separator, only between groups of three digits: en_US `1,000`, de_DE `1.000`,
 *   fr_FR `1 000` are 1000. Medium: a report of en_US reading `1234,1234` as a number too
 *   (burnash/gspread issue 501) is not modelled; `3,5` stays text in en_US here.
 * - a percentage, `5%` (or `5 %`), is the number 0.05 in every locale. High.
 * - the locale's own currency: en_US `$5`, en_GB `£5`, de_DE and fr_FR `5 €` (or `5€`) are the
 *   number 5. High for en_US; medium for the others; another locale's symbol stays text.
 * - dates with points: de_DE `4.5` is 4 May (dates.ts). Medium (commonly reported for the
 *   German-speaking locales and others whose short date is written with points); fr_FR writes
 *   `4/5` and leaves `4.5` text here (low: not reported either way).
 *
 * Sheets also gives a cell typed `5%` or `$5` a percent or currency format; the fake keeps the
 * number and not the format.
 */

export interface LocaleConventions {
  /** The decimal separator. */
  readonly decimal: '.' | ',';
  /** The characters that group thousands (one of them, between groups of three digits). */
  readonly group: readonly string[];
  /** The locale's currency symbol, and on which side of the number it is typed; none when the fake does not know it. */
  readonly currency?: { readonly symbol: string; readonly before: boolean };
  /** `4/5` is 5 April (month first) rather than 4 May. */
  readonly monthFirst: boolean;
  /** A date may be typed with points, `4.5` or `4.5.2026` (day first). */
  readonly pointDates: boolean;
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
/** Of those, the ones that group thousands with a point (the others with a space). */
const POINT_GROUPS = ['de', 'es', 'it', 'nl', 'pt', 'da', 'tr', 'el', 'ro', 'id', 'vi', 'hr', 'sl'];
/** Languages whose short date is written with points (`04.05.2026`). */
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
/** Countries whose locale keeps the decimal point whatever its language. */
const DECIMAL_POINT_COUNTRIES = ['CH', 'MX', 'LI'];
/** The spaces French-style locales group thousands with: a space, a no-break space, a narrow one. */
const SPACES = [' ', '\u00a0', '\u202f'];
const EURO_COUNTRIES = [
  'DE',
  'AT',
  'FR',
  'BE',
  'ES',
  'IT',
  'NL',
  'PT',
  'FI',
  'IE',
  'LU',
  'SK',
  'SI',
  'GR',
  'EE',
  'LV',
  'LT',
  'HR',
];

/** The conventions of a locale code such as `en_US`, `de_DE`, `fr` (language, then country). */
export function conventionsOf(locale: string): LocaleConventions {
  const [language, country = ''] = locale.split(/[_-]/);
  const lang = language.toLowerCase();
  const comma = DECIMAL_COMMA.indexOf(lang) >= 0 && DECIMAL_POINT_COUNTRIES.indexOf(country) < 0;
  const group = !comma ? [','] : POINT_GROUPS.indexOf(lang) >= 0 ? ['.'] : SPACES;
  return {
    decimal: comma ? ',' : '.',
    group,
    currency: currencyOf(lang, country, comma),
    // Sheets' month-first locales: the United States and the Philippines (and a bare `en`).
    monthFirst: /^(en|fil)$/.test(lang) && (country === '' || country === 'US' || country === 'PH'),
    pointDates: POINT_DATES.indexOf(lang) >= 0,
  };
}

function currencyOf(lang: string, country: string, comma: boolean): LocaleConventions['currency'] {
  if (country === 'US' || (lang === 'en' && country === '')) return { symbol: '$', before: true };
  if (country === 'GB') return { symbol: '£', before: true };
  // The euro is typed after the number where the decimal is a comma (`3,50 €`), before it elsewhere (Ireland).
  if (EURO_COUNTRIES.indexOf(country) >= 0) return { symbol: '€', before: !comma };
  return undefined;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The number a locale reads in a plain body of digits: `1.000,5` in de_DE is 1000.5; undefined when it is not one. */
function numberBody(body: string, c: LocaleConventions): number | undefined {
  const d = escapeRegExp(c.decimal);
  const g = `[${c.group.map(escapeRegExp).join('')}]`;
  const shape = new RegExp(`^(\\d{1,3}(?:${g}\\d{3})+|\\d+)?(?:${d}(\\d*))?(?:[eE]([+-]?\\d+))?$`);
  const m = shape.exec(body);
  // Digits before or after the separator, at least one of them.
  if (!m || (m[1] === undefined && (m[2] === undefined || m[2] === ''))) return undefined;
  const whole = (m[1] ?? '0').replace(new RegExp(g, 'g'), '');
  return Number(`${whole}.${m[2] || '0'}e${m[3] ?? '0'}`);
}

/**
 * The number a locale makes of typed text — a plain number, a percentage, an amount in the
 * locale's currency — or undefined when it is no number there. `-5`, `+5` and `-$5` are signed.
 *
 * @example typedNumber('3,5', conventionsOf('de_DE')) // 3.5
 * @example typedNumber('5%', conventionsOf('en_US')) // 0.05
 */
export function typedNumber(text: string, c: LocaleConventions): number | undefined {
  let t = text.trim();
  let sign = 1;
  let percent = false;
  if (/^[+-]/.test(t)) {
    sign = t[0] === '-' ? -1 : 1;
    t = t.slice(1).trim();
  }
  if (/\s*%$/.test(t)) {
    percent = true;
    t = t.replace(/\s*%$/, '');
  } else if (c.currency) {
    const s = c.currency.symbol;
    const at = c.currency.before ? t.startsWith(s) : t.endsWith(s);
    if (at) t = (c.currency.before ? t.slice(s.length) : t.slice(0, -s.length)).trim();
    // `$-5`: the sign after the symbol.
    if (at && sign === 1 && /^-\d/.test(t)) {
      sign = -1;
      t = t.slice(1);
    }
  }
  const n = numberBody(t, c);
  if (n === undefined) return undefined;
  return sign * (percent ? n / 100 : n);
}

/** How a number shows under the default format: the locale's decimal separator (`3,5` in de_DE). */
export function displayNumber(n: number, c: LocaleConventions): string {
  const text = String(Number(n.toPrecision(15)));
  return c.decimal === ',' ? text.replace('.', ',') : text;
}
