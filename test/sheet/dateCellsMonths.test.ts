// A cell Sheets read as a date (docs/platform-contracts.md): the problem names the day by its month's name, and a
// month typed with its year (`February 3052`, a battle's name) is quoted back as typed, for every month of the year.
import { describe, expect, it } from 'vitest';
import { dateProblemText } from '../../src/sheet/tab/dateCells';
import { localeTyping } from '../../src/sheet/tab/localeTyping';

const NOW = new Date(Date.UTC(2026, 5, 15, 12));
const US = localeTyping('en_US');
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

describe('a month and year typed as text, read as a date', () => {
  it('each month is named and quoted back as typed: "February 3052"', () => {
    MONTHS.forEach((name, m) => {
      expect(dateProblemText(new Date(Date.UTC(3052, m, 1)), 'text', NOW, 'Etc/UTC', US), name).toBe(
        `holds a date (1 ${name} 3052) — Sheets read "${name} 3052" as a date: type it with an apostrophe first ('${name} 3052), or format the column as plain text (Format → Number → Plain text) and type it again`,
      );
    });
  });
});

describe('a roll typed as a day and month of this year', () => {
  it('each month is named in the day it shows', () => {
    MONTHS.forEach((name, m) => {
      expect(dateProblemText(new Date(Date.UTC(2026, m, 5)), 'faces', NOW, 'Etc/UTC', US), name).toBe(
        `holds a date (5 ${name}) — Sheets read "${m + 1}/5" as a date: type the faces as ${m + 1}+5`,
      );
    });
  });
});
