// Sheets may report a spreadsheet's time zone as a custom `GMT-07:00` rather than a zone name
// (docs/platform-contracts.md); a typed date is midnight on that clock, so its day is read there.
import { describe, expect, it } from 'vitest';
import { dateProblemText } from '../../src/sheet/tab/dateCells';
import { localeTyping } from '../../src/sheet/tab/localeTyping';

const NOW = new Date(Date.UTC(2026, 5, 15, 12));
const HOUR = 3600000;

/** Midnight of a day on a clock `offset` hours ahead of UTC (what Sheets stores for a typed date). */
const midnightAt = (offset: number, year: number, month: number, day: number): Date =>
  new Date(Date.UTC(year, month - 1, day) - offset * HOUR);

const FIFTH_OF_JANUARY = 'holds a date (5 January) — Sheets read "1/5" as a date: type the faces as 1+5';

describe('a custom GMT±hh:mm time zone is read as its offset when it is whole hours', () => {
  it('"1/5" typed at GMT+14:00 and GMT-12:00, beyond the reach of the nearest UTC midnight, is still 5 January', () => {
    // The nearest UTC midnight would make these 4 and 6 January: the offset must be applied, with its sign.
    expect(dateProblemText(midnightAt(14, 2026, 1, 5), 'faces', NOW, 'GMT+14:00')).toBe(FIFTH_OF_JANUARY);
    expect(dateProblemText(midnightAt(-12, 2026, 1, 5), 'faces', NOW, 'GMT-12:00')).toBe(FIFTH_OF_JANUARY);
  });

  it('the minutes may be left out: GMT-12 and GMT+1400', () => {
    expect(dateProblemText(midnightAt(-12, 2026, 1, 5), 'faces', NOW, 'GMT-12')).toBe(FIFTH_OF_JANUARY);
    expect(dateProblemText(midnightAt(14, 2026, 1, 5), 'faces', NOW, 'GMT+1400')).toBe(FIFTH_OF_JANUARY);
  });

  it('GMT+10:00 is ten hours ahead of UTC, not behind', () => {
    expect(dateProblemText(midnightAt(10, 2026, 1, 5), 'faces', NOW, 'GMT+10:00')).toBe(FIFTH_OF_JANUARY);
  });

  it('a half-hour zone (GMT+05:30) is not read as a whole-hour one: the nearest UTC midnight gives the day', () => {
    // Read as GMT+5, midnight at +5:30 would be 23:30 on 4 January.
    expect(dateProblemText(midnightAt(5.5, 2026, 1, 5), 'faces', NOW, 'GMT+05:30')).toBe(FIFTH_OF_JANUARY);
  });

  it('a zone this runtime does not know falls back on the nearest UTC midnight', () => {
    expect(dateProblemText(midnightAt(3, 2026, 1, 5), 'faces', NOW, 'Mars/Olympus')).toBe(FIFTH_OF_JANUARY);
  });
});

describe('a date of another year is quoted with its year, as the locale types it', () => {
  const april2024 = new Date(Date.UTC(2024, 3, 5));

  it('en_US: "4/5/2024"', () => {
    expect(dateProblemText(april2024, 'text', NOW, 'Etc/UTC', localeTyping('en_US'))).toBe(
      `holds a date (5 April 2024) — Sheets read "4/5/2024" as a date: type it with an apostrophe first ('4/5/2024), or format the column as plain text (Format → Number → Plain text) and type it again`,
    );
  });

  it('en_GB: "5/4/2024"; de_DE, with points: "5.4.2024"', () => {
    expect(dateProblemText(april2024, 'faces', NOW, 'Etc/UTC', localeTyping('en_GB'))).toBe(
      'holds a date (5 April 2024) — Sheets read "5/4/2024" as a date: type the faces as 5+4',
    );
    expect(dateProblemText(april2024, 'faces', NOW, 'Etc/UTC', localeTyping('de_DE'))).toBe(
      'holds a date (5 April 2024) — Sheets read "5.4.2024" as a date: type the faces as 5+4',
    );
  });
});

describe('a time typed alone in a cell of text', () => {
  it('"12:30" in a name cell: keep it text with an apostrophe or a plain-text column', () => {
    // Sheets' day zero, 30 December 1899, at half past twelve.
    const time = new Date(Date.UTC(1899, 11, 30, 12, 30));
    expect(dateProblemText(time, 'text', NOW, 'Etc/UTC')).toBe(
      'holds a time — Sheets read what was typed (a colon between numbers) as a time: type it with an apostrophe first, or format the column as plain text',
    );
  });
});
