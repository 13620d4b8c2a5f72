// How people type dates and decimals in a spreadsheet's locale (src/sheet/tab/localeTyping.ts): what a message quotes
// must be what Sheets would read back as the same date or number. The fakes model how Sheets reads typing in each
// locale (src/fakes/locale.ts); Gator's idea of it agrees with that model for every language either names.
import { describe, expect, it } from 'vitest';
import { conventionsOf } from '../../src/fakes/locale';
import { localeTyping, typedDayMonth, typedDecimal } from '../../src/sheet/tab/localeTyping';

const LANGUAGES = [
  'en',
  'fil',
  'ja',
  'zh',
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
const COUNTRIES = ['', 'US', 'PH', 'GB', 'DE', 'CH', 'MX', 'LI', 'AT'];
const LOCALES = LANGUAGES.flatMap((lang) => COUNTRIES.map((country) => (country ? `${lang}_${country}` : lang)));

describe("Gator's idea of a locale's typing agrees with how the fakes' Sheets reads it", () => {
  it.each(LOCALES)('%s: month first, dates with points and the decimal comma as Sheets reads them', (locale) => {
    const sheets = conventionsOf(locale);
    expect(localeTyping(locale)).toEqual({
      locale,
      monthFirst: sheets.monthFirst,
      pointDates: sheets.pointDates,
      decimalComma: sheets.decimal === ',',
    });
  });
});

describe('the typing of a few locales, as commonly reported', () => {
  it('de_DE: 4.5 is a date, 3,5 a number; de_CH keeps the decimal point; de-AT written with a hyphen is German too', () => {
    expect(localeTyping('de_DE')).toEqual({ locale: 'de_DE', monthFirst: false, pointDates: true, decimalComma: true });
    expect(localeTyping('de_CH').decimalComma).toBe(false);
    expect(localeTyping('de-AT')).toEqual({ locale: 'de-AT', monthFirst: false, pointDates: true, decimalComma: true });
  });

  it('an unknown locale types as Sheets’ default, en_US, and says it is not known', () => {
    expect(localeTyping()).toEqual({ locale: '', monthFirst: true, pointDates: false, decimalComma: false });
    expect(localeTyping('')).toEqual({ locale: '', monthFirst: true, pointDates: false, decimalComma: false });
  });

  it('fr_FR: a decimal comma, but dates typed with slashes, day first', () => {
    expect(localeTyping('fr_FR')).toEqual({
      locale: 'fr_FR',
      monthFirst: false,
      pointDates: false,
      decimalComma: true,
    });
  });
});

describe('a date and a number quoted as the locale types them', () => {
  it('4 May: 5/4 in en_US, 4/5 in en_GB, 4.5 in de_DE', () => {
    expect(['en_US', 'en_GB', 'de_DE', 'fr_FR'].map((l) => typedDayMonth(4, 5, localeTyping(l)))).toEqual([
      '5/4',
      '4/5',
      '4.5',
      '4/5',
    ]);
  });

  it('three and a half: 3.5 in en_US, 3,5 in de_DE; a whole number is the same everywhere', () => {
    expect([typedDecimal(3.5, localeTyping('en_US')), typedDecimal(3.5, localeTyping('de_DE'))]).toEqual([
      '3.5',
      '3,5',
    ]);
    expect(typedDecimal(12, localeTyping('de_DE'))).toBe('12');
  });
});
