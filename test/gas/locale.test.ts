// The fakes read typed text as the spreadsheet's locale reads it (Sheets help "Change a
// spreadsheet's locale"; ValueInputOption USER_ENTERED): numbers, percentages, money and dates.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';

const today = () => new Date(Date.UTC(2026, 0, 15, 12));

/** What `typed` becomes when written with setValues into a General cell of a spreadsheet in `locale`. */
function typedIn(locale: string, typed: string, timeZone = 'Etc/UTC'): unknown {
  const fake = createFakeServices({ today, locale, timeZone });
  const sheet = fake.book.insertSheet('T');
  sheet.getRange('A1').setValues([[typed]]);
  const v = sheet.getRange('A1').getValue();
  return v instanceof Date || Object.prototype.toString.call(v) === '[object Date]' ? (v as Date).toISOString() : v;
}

describe("the spreadsheet's locale decides how typed numbers, percentages, money and dates are read (ValueInputOption USER_ENTERED)", () => {
  it.each([
    // Decimal comma: 3,5 is three and a half; 4.5 is a date, 4 May; points group thousands.
    ['de_DE', '3,5', 3.5],
    ['de_DE', '4.5', '2026-05-04T00:00:00.000Z'],
    ['de_DE', '4.5.2026', '2026-05-04T00:00:00.000Z'],
    ['de_DE', '1.000', 1000],
    ['de_DE', '1.000,5', 1000.5],
    ['de_DE', '-2', -2],
    ['de_DE', '5 %', 0.05],
    ['de_DE', '3,5%', 0.035],
    ['de_DE', '3,50 €', 3.5],
    ['de_DE', '$5', '$5'],
    ['de_DE', '4/5', '2026-05-04T00:00:00.000Z'],
    // French: a comma too, thousands grouped with a space, dates with slashes day first.
    ['fr_FR', '3,5', 3.5],
    ['fr_FR', '1 000', 1000],
    ['fr_FR', '4/5', '2026-05-04T00:00:00.000Z'],
    ['fr_FR', '5 €', 5],
    ['fr_FR', '4.5', '4.5'],
    // en_US: the point is the decimal, the comma groups thousands; 5% and $5 are numbers.
    ['en_US', '3.5', 3.5],
    ['en_US', '3,5', '3,5'],
    ['en_US', '1,000', 1000],
    ['en_US', '5%', 0.05],
    ['en_US', '$5', 5],
    ['en_US', '-$5', -5],
    ['en_US', '4/5', '2026-04-05T00:00:00.000Z'],
    ['en_US', '4.5', 4.5],
    ['en_GB', '£5', 5],
    ['en_GB', '4/5', '2026-05-04T00:00:00.000Z'],
  ])('%s: "%s" is %j', (locale, typed, expected) => {
    expect(typedIn(locale, typed)).toEqual(expected);
  });

  it.each(['de_DE', 'fr_FR', 'en_US'])(
    '%s: a plain-text (@) cell parses nothing: 3,5 and 4.5 and 5%% stay text',
    (locale) => {
      const fake = createFakeServices({ today, locale });
      const sheet = fake.book.insertSheet('T');
      sheet
        .getRange('A1:A3')
        .setNumberFormat('@')
        .setValues([['3,5'], ['4.5'], ['5%']]);
      expect(sheet.getRange('A1:A3').getValues()).toEqual([['3,5'], ['4.5'], ['5%']]);
    },
  );

  it('setSpreadsheetLocale: what is written afterwards is read in the new locale, what the cells hold stays, and values show in it', () => {
    const fake = createFakeServices({ today });
    const sheet = fake.book.insertSheet('T');
    sheet.getRange('A1').setValues([['3.5']]);
    const ss = fake.SpreadsheetApp.getActiveSpreadsheet();
    ss.setSpreadsheetLocale('de_DE');
    expect(ss.getSpreadsheetLocale()).toBe('de_DE');
    sheet.getRange('A2:A3').setValues([['3,5'], ['4.5']]);
    expect(sheet.getRange('A1:A2').getValues()).toEqual([[3.5], [3.5]]);
    expect(sheet.getRange('A1:A3').getDisplayValues()).toEqual([['3,5'], ['3,5'], ['04.05.2026']]);
    expect(fake.log.calls['Spreadsheet.setSpreadsheetLocale']).toBe(1);
  });

  it("a date with a time becomes that date and time in the spreadsheet's time zone: 2026-12-03 20:00 everywhere, 03.12.2026 20:00 in de_DE, 12/3/2026 8:00 PM in en_US", () => {
    expect(typedIn('de_DE', '2026-12-03 20:00', 'Europe/Berlin')).toBe('2026-12-03T19:00:00.000Z');
    expect(typedIn('de_DE', '03.12.2026 20:00', 'Europe/Berlin')).toBe('2026-12-03T19:00:00.000Z');
    expect(typedIn('en_US', '12/3/2026 8:00 PM', 'America/New_York')).toBe('2026-12-04T01:00:00.000Z');
    expect(typedIn('en_US', '2026-12-03 20:00')).toBe('2026-12-03T20:00:00.000Z');
    // No such day or hour: text, as typed.
    expect(typedIn('de_DE', '31.02.2026 20:00')).toBe('31.02.2026 20:00');
    expect(typedIn('en_US', '2026-12-03 25:00')).toBe('2026-12-03 25:00');
  });
});
