// Tabs the Workbook inserts (src/gas/workbookSheets.ts): a new tab goes at the end, even after one was inserted at a
// given place — the count of tabs it keeps follows both.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';
import { Workbook } from '../../src/gas/workbook';

describe('a new tab goes last, whatever was inserted before it', () => {
  it('Log made, Rules put first, then Map made: the tabs read Rules, …, Log, Map', () => {
    const fake = createFakeServices();
    const wb = new Workbook(fake.SpreadsheetApp.getActiveSpreadsheet());
    wb.ensureSheet('Log');
    wb.insertSheetAt('Rules', 0);
    wb.ensureSheet('Map');
    const names = fake.SpreadsheetApp.getActiveSpreadsheet()
      .getSheets()
      .map((s) => s.getName());
    expect(names[0]).toBe('Rules');
    expect(names.slice(-2)).toEqual(['Log', 'Map']);
  });
});
