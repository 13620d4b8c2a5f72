// The edges of a cell Sheets read as a date or a time: Sheets' day zero (30 December 1899) holds a time typed alone,
// any other day holds a date; a date of another year that is not the 1st was typed with its year.
import { describe, expect, it } from 'vitest';
import { dateProblemText } from '../../src/sheet/tab/dateCells';
import { localeTyping } from '../../src/sheet/tab/localeTyping';

const NOW = new Date(Date.UTC(2026, 5, 15, 12));
const US = localeTyping('en_US');

describe('a time typed alone sits on Sheets’ day zero', () => {
  const halfPastTwelve = new Date(Date.UTC(1899, 11, 30, 12, 30));

  it('in a roll cell it asks for the faces or the total', () => {
    expect(dateProblemText(halfPastTwelve, 'faces', NOW, 'Etc/UTC', US)).toBe(
      'holds a time — Sheets read what was typed (a colon between numbers) as a time: type the faces as 4+5, or the total',
    );
  });

  it('in a text cell it asks for an apostrophe or a plain-text column', () => {
    expect(dateProblemText(halfPastTwelve, 'text', NOW, 'Etc/UTC', US)).toBe(
      'holds a time — Sheets read what was typed (a colon between numbers) as a time: type it with an apostrophe first, or format the column as plain text',
    );
  });

  it('day zero at midnight is the date 30 December 1899, not a time', () => {
    expect(dateProblemText(new Date(Date.UTC(1899, 11, 30)), 'faces', NOW, 'Etc/UTC', US)).toBe(
      'holds a date (30 December 1899) — Sheets read "12/30/1899" as a date: type the faces as 12+30',
    );
  });

  it('a time on another day of 1899 is a date: the 30th of November, the 25th of December', () => {
    expect(dateProblemText(new Date(Date.UTC(1899, 10, 30, 9)), 'faces', NOW, 'Etc/UTC', US)).toBe(
      'holds a date (30 November 1899) — Sheets read "11/30/1899" as a date: type the faces as 11+30',
    );
    expect(dateProblemText(new Date(Date.UTC(1899, 11, 25, 9)), 'faces', NOW, 'Etc/UTC', US)).toBe(
      'holds a date (25 December 1899) — Sheets read "12/25/1899" as a date: type the faces as 12+25',
    );
  });
});

describe('a date of another year', () => {
  it('on the 1st was typed as month and year ("May 3052")', () => {
    expect(dateProblemText(new Date(Date.UTC(3052, 4, 1)), 'text', NOW, 'Etc/UTC', US)).toBe(
      'holds a date (1 May 3052) — Sheets read "May 3052" as a date: type it with an apostrophe first (\'May 3052), or format the column as plain text (Format → Number → Plain text) and type it again',
    );
  });

  it('on any other day was typed with its year ("4/5/2024")', () => {
    expect(dateProblemText(new Date(Date.UTC(2024, 3, 5)), 'text', NOW, 'Etc/UTC', US)).toBe(
      'holds a date (5 April 2024) — Sheets read "4/5/2024" as a date: type it with an apostrophe first (\'4/5/2024), or format the column as plain text (Format → Number → Plain text) and type it again',
    );
  });
});
