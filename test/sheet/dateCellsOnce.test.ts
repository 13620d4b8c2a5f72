// A cell Sheets read as a date (docs/platform-contracts.md) is one problem of that cell, however many readers meet it,
// and Sheets' day zero (30 December 1899) holds a time only when it is not midnight.
import { describe, expect, it } from 'vitest';
import { dateProblemText, isDateValue, reportDate } from '../../src/sheet/tab/dateCells';
import { SheetProblems } from '../../src/sheet/tab/problems';

const NOW = new Date(Date.UTC(2026, 5, 15, 12));
const HOUR = 3600000;
// Of a year past, so the message does not depend on the day the test runs.
const APRIL_5 = new Date(Date.UTC(2024, 3, 5));

describe('a date cell is told from other values', () => {
  it('a Date is one; text, numbers, blanks, lists and plain objects are not', () => {
    expect(isDateValue(APRIL_5)).toBe(true);
    expect([null, undefined, '4/5', 45000, [], {}, { getTime: () => 0 }].map(isDateValue)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('a date cell is one problem of that cell', () => {
  it('met twice in one cell it is reported once; in another cell, on another row or on another tab, again', () => {
    const problems = new SheetProblems({ timeZone: 'Etc/UTC' });
    expect(reportDate(problems, 'Attacks', 1, 8, APRIL_5, 'faces')).toBe(true);
    expect(reportDate(problems, 'Attacks', 1, 8, APRIL_5, 'faces')).toBe(true);
    reportDate(problems, 'Attacks', 2, 8, APRIL_5, 'faces');
    reportDate(problems, 'Attacks', 1, 7, APRIL_5, 'faces');
    reportDate(problems, 'Rolls', 1, 8, APRIL_5, 'faces', 'Griffin');
    expect(problems.located.map((p) => [p.problem.code, p.problem.message, p.problem.mech])).toEqual([
      [
        'sheet/date_value',
        'Attacks!I2: holds a date (5 April 2024) — Sheets read "4/5/2024" as a date: type the faces as 4+5',
        undefined,
      ],
      [
        'sheet/date_value',
        'Attacks!I3: holds a date (5 April 2024) — Sheets read "4/5/2024" as a date: type the faces as 4+5',
        undefined,
      ],
      [
        'sheet/date_value',
        'Attacks!H2: holds a date (5 April 2024) — Sheets read "4/5/2024" as a date: type the faces as 4+5',
        undefined,
      ],
      [
        'sheet/date_value',
        'Rolls!I2: holds a date (5 April 2024) — Sheets read "4/5/2024" as a date: type the faces as 4+5',
        'Griffin',
      ],
    ]);
  });

  it('another problem already on the cell does not hide that it holds a date', () => {
    const problems = new SheetProblems({ timeZone: 'Etc/UTC' });
    problems.cell('Attacks', 1, 8, 'bad_roll', 'Roll must be a number');
    reportDate(problems, 'Attacks', 1, 8, APRIL_5, 'faces');
    expect(problems.located.map((p) => p.problem.code)).toEqual(['sheet/bad_roll', 'sheet/date_value']);
  });

  it('a cell that is no date is no problem', () => {
    const problems = new SheetProblems();
    expect(reportDate(problems, 'Attacks', 1, 8, '4+5', 'faces')).toBe(false);
    expect(problems.located).toEqual([]);
  });
});

describe('the day of a date read without the time zone (a custom function): the nearest UTC midnight', () => {
  it('"4/30" and "12/30" typed at UTC+3 are 30 April and 30 December, not times', () => {
    // Midnight at UTC+3 is 21:00 UTC the day before: three hours off the nearest UTC midnight, on the 30th.
    expect(dateProblemText(new Date(Date.UTC(2026, 3, 30) - 3 * HOUR), 'faces', NOW)).toBe(
      'holds a date (30 April) — Sheets read "4/30" as a date: type the faces as 4+30',
    );
    expect(dateProblemText(new Date(Date.UTC(2026, 11, 30) - 3 * HOUR), 'faces', NOW)).toBe(
      'holds a date (30 December) — Sheets read "12/30" as a date: type the faces as 12+30',
    );
  });

  it('Sheets’ day zero at midnight UTC ("12/30/1899" typed) is a date, not a time', () => {
    expect(dateProblemText(new Date(Date.UTC(1899, 11, 30)), 'faces', NOW)).toBe(
      'holds a date (30 December 1899) — Sheets read "12/30/1899" as a date: type the faces as 12+30',
    );
    expect(dateProblemText(new Date(Date.UTC(1899, 11, 30, 8, 45)), 'faces', NOW)).toBe(
      'holds a time — Sheets read what was typed (a colon between numbers) as a time: type the faces as 4+5, or the total',
    );
  });
});

describe('a zone name is a GMT offset only when it is nothing else', () => {
  it('"GMT+14:00 Kiribati" is a zone this runtime does not know: the nearest UTC midnight gives the day', () => {
    // Read as GMT+14, midnight of 5 January there would be the 5th; the nearest UTC midnight is the 4th.
    expect(dateProblemText(new Date(Date.UTC(2026, 0, 5) - 14 * HOUR), 'faces', NOW, 'GMT+14:00 Kiribati')).toBe(
      'holds a date (4 January) — Sheets read "1/4" as a date: type the faces as 1+4',
    );
  });
});

describe('this year, for a read not told the time zone, is the UTC year, whatever zone the runtime runs in', () => {
  it('on New Year’s Eve 20:00 UTC, with the runtime in Auckland (already next year), "1/5" of next year is quoted with its year', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Pacific/Auckland';
    try {
      const eve = new Date(Date.UTC(2026, 11, 31, 20));
      expect(dateProblemText(new Date(Date.UTC(2027, 0, 5)), 'faces', eve)).toBe(
        'holds a date (5 January 2027) — Sheets read "1/5/2027" as a date: type the faces as 1+5',
      );
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
