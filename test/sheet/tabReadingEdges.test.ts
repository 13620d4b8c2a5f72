// Small readings of a tab: a decimal as a Swiss or Mexican spreadsheet types it, a tab with no header row at all, and
// a Yes/No cell mistyped near No.
import { describe, expect, it } from 'vitest';
import { MECHS } from '../../src/sheet/schema/mechsTab';
import { columnLetters } from '../../src/sheet/tab/cells';
import { headerMap } from '../../src/sheet/tab/headers';
import { localeTyping, typedDecimal } from '../../src/sheet/tab/localeTyping';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { colOf, demo, messages, set } from './fixtures';

describe('how a locale types a decimal', () => {
  it('German in Switzerland or Liechtenstein and Spanish in Mexico keep the point: 4.5; German in Germany 4,5', () => {
    expect(typedDecimal(4.5, localeTyping('de_CH'))).toBe('4.5');
    expect(typedDecimal(4.5, localeTyping('de_LI'))).toBe('4.5');
    expect(typedDecimal(4.5, localeTyping('es_MX'))).toBe('4.5');
    expect(typedDecimal(4.5, localeTyping('de_DE'))).toBe('4,5');
  });
});

describe('a tab with no header row at all', () => {
  it('lacks each required header as a problem of the whole header row, not of a cell said to be blank', () => {
    const problems = new SheetProblems();
    expect(headerMap([], MECHS, problems)).toBeUndefined();
    expect(problems.list[1]).toEqual({
      code: 'sheet/missing_header',
      message: 'Mechs!1:1: no column headed "Side" (headers are matched by name, in any order)',
    });
    expect(problems.located.filter((p) => p.row !== undefined)).toEqual([]);
  });
});

describe('a Yes/No cell mistyped', () => {
  it('"Noo" in Prone is refused, suggesting No', () => {
    const tabs = set(demo(), 'Mechs', 'Prone', 2, 'Noo');
    const col = columnLetters(colOf(tabs, 'Mechs', 'Prone'));
    expect(messages(tabs)).toContain(`Mechs!${col}2: Prone must be Yes or No, got "Noo" — did you mean No?`);
  });
});
