// the Pilots tab is the campaign's roster, read as the one record of each pilot.
import { describe, expect, it } from 'vitest';
import { readRoster } from '../../src/sheet/play/roster';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { addRow, demo } from './fixtures';

describe('R-16.1: the roster holds each pilot once', () => {
  it('a pilot listed twice, in another case, names the row of the first', () => {
    const tabs = demo();
    const row = addRow(tabs, 'Pilots', { Name: 'sir percival', Gunnery: 3, Piloting: 4, Status: 'Active' });
    const problems = new SheetProblems();
    readRoster(tabs, problems);
    expect(problems.list.map((p) => [p.code, p.message])).toEqual([
      [
        'sheet/duplicate_pilot',
        `Pilots!A${row}: the pilot sir percival is on the roster twice (also on row 2); keep one`,
      ],
    ]);
  });
});
