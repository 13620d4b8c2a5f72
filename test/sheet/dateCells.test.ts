// A cell Sheets read as a date names the day typed, read on the spreadsheet's clock: the fakes
// make `1/5` midnight of 5 January in the spreadsheet's time zone, as Sheets does
// (src/fakes/dates.ts), and the advice reads it back in that zone, whatever the zone.
import { describe, expect, it } from 'vitest';
import { parseDate, type DateSettings } from '../../src/fakes';
import { dateProblemText } from '../../src/sheet/tab/dateCells';

const NOW = new Date(Date.UTC(2026, 5, 15, 12));

/** Every whole-hour offset from UTC−12 to UTC+14 (the `Etc/GMT` zones count the other way). */
const OFFSETS = Array.from({ length: 27 }, (_, i) => i - 12);
const zoneAt = (offset: number): string =>
  offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;

function typedIn(timeZone: string, text: string, today = NOW): Date {
  const settings: DateSettings = { locale: 'en_US', timeZone, today: () => today };
  const date = parseDate(text, settings);
  if (!date) throw new Error(`"${text}" is no date`);
  return date;
}

describe('a roll Sheets read as a date is advised as the faces typed, in every time zone from UTC−12 to UTC+14', () => {
  it('"1/5", "6/3", "12/31": the day typed, at every whole-hour offset', () => {
    for (const offset of OFFSETS) {
      const zone = zoneAt(offset);
      expect(dateProblemText(typedIn(zone, '1/5'), 'faces', NOW, zone), zone).toBe(
        'holds a date (5 January) — Sheets read "1/5" as a date: type the faces as 1+5',
      );
      expect(dateProblemText(typedIn(zone, '6/3'), 'faces', NOW, zone), zone).toBe(
        'holds a date (3 June) — Sheets read "6/3" as a date: type the faces as 6+3',
      );
      expect(dateProblemText(typedIn(zone, '12/31'), 'faces', NOW, zone), zone).toContain('(31 December)');
    }
  });

  it('the zones with a half or three-quarter hour and summer time: Chatham (UTC+13:45 in January), Kathmandu, Newfoundland, Marquesas', () => {
    for (const zone of [
      'Pacific/Chatham',
      'Asia/Kathmandu',
      'America/St_Johns',
      'Pacific/Marquesas',
      'Pacific/Apia',
      'Pacific/Pago_Pago',
    ]) {
      expect(dateProblemText(typedIn(zone, '1/5'), 'faces', NOW, zone), zone).toBe(
        'holds a date (5 January) — Sheets read "1/5" as a date: type the faces as 1+5',
      );
    }
  });

  it('"12:30" and "18:45" typed alone are times, not dates, at every offset', () => {
    for (const offset of OFFSETS) {
      const zone = zoneAt(offset);
      for (const t of ['12:30', '18:45'])
        expect(dateProblemText(typedIn(zone, t), 'faces', NOW, zone), `${t} in ${zone}`).toMatch(/^holds a time — /);
    }
  });
});

describe("a date of this year is named without its year, on the spreadsheet's calendar", () => {
  it("New Year's Day in Auckland (still 31 December in UTC): \"1/5\" typed then is this year's, so written back as '1/5", () => {
    const newYear = new Date(Date.UTC(2025, 11, 31, 12));
    const date = typedIn('Pacific/Auckland', '1/5', newYear);
    expect(dateProblemText(date, 'text', newYear, 'Pacific/Auckland')).toMatch(
      /^holds a date \(5 January\) — Sheets read "1\/5" as a date: type it with an apostrophe first \('1\/5\)/,
    );
  });
});

describe('a read not told the time zone (a custom function is handed values only)', () => {
  it('takes the nearest UTC midnight: the day typed from UTC−11 to UTC+12', () => {
    for (const offset of OFFSETS.filter((o) => o >= -11 && o <= 12)) {
      const zone = zoneAt(offset);
      expect(dateProblemText(typedIn(zone, '1/5'), 'faces', NOW), zone).toContain('(5 January)');
    }
  });
});
