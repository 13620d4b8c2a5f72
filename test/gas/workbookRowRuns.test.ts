// The Workbook's row edits (src/gas/workbook.ts, src/gas/workbookSheets.ts): rows to delete that touch are deleted
// as one run, in one call; nothing to delete, or a tab that is not there, is no call and no error; and rows inserted
// are counted in the tab's size, so a later fit starts from the tab's real size.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';
import { Workbook } from '../../src/gas/workbook';

function logOfSix() {
  const fake = createFakeServices();
  const sheet = fake.book.insertSheet('Log');
  sheet.getRange(1, 1, 6, 1).setValues([[1], [2], [3], [4], [5], [6]]);
  return { fake, sheet, wb: new Workbook(fake.SpreadsheetApp.getActiveSpreadsheet()) };
}

describe('Workbook.deleteRows deletes each run of touching rows in one call', () => {
  it('rows 2, 3 and 4, given in any order: one call, rows 1, 5 and 6 left', () => {
    const { fake, sheet, wb } = logOfSix();
    fake.log.reset();
    wb.deleteRows('Log', [3, 2, 4]);
    expect(fake.log.calls['Sheet.deleteRows']).toBe(1);
    expect(sheet.peekValues()).toEqual([[1], [5], [6]]);
  });

  it('nothing to delete: the tab is left as it is, with no call', () => {
    const { fake, sheet, wb } = logOfSix();
    fake.log.reset();
    wb.deleteRows('Log', []);
    expect(fake.log.calls['Sheet.deleteRows'] ?? 0).toBe(0);
    expect(sheet.peekValues()).toEqual([[1], [2], [3], [4], [5], [6]]);
  });

  it('a tab that is not there: nothing happens, and nothing is thrown', () => {
    const { wb } = logOfSix();
    expect(() => wb.deleteRows('Nowhere', [2, 3])).not.toThrow();
  });
});

describe('Workbook.insertRowsAfter: the row count known grows with the rows inserted', () => {
  it('three rows inserted after row 2 of a tab whose size was asked: three rows more, as the sheet has', () => {
    const { sheet, wb } = logOfSix();
    const rows = wb.maxRows('Log');
    wb.insertRowsAfter('Log', 2, 3);
    expect(sheet.getMaxRows()).toBe(rows + 3);
    expect(wb.maxRows('Log')).toBe(rows + 3);
  });
});
