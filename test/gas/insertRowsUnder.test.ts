// Rows inserted under a row (src/gas/tabGrids.ts insertRowsUnder, as Protect adds a player's rows under their mech's
// last line): the rows below move down, the new rows are formatted as the row they go under — not the one above it —
// and the Workbook's row count follows.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';
import { insertRowsUnder } from '../../src/gas/tabGrids';
import { Workbook } from '../../src/gas/workbook';

/** A tab of 10 rows: row 2 formatted "0.00", row 3 as plain text; rows 2–4 hold a, b, c in column A. */
function tab() {
  const fake = createFakeServices();
  const sheet = fake.book.insertSheet('Lines');
  sheet.deleteRows(11, sheet.getMaxRows() - 10);
  sheet.getRange('A2:A4').setValues([['a'], ['b'], ['c']]);
  sheet.getRange('2:2').setNumberFormat('0.00');
  sheet.getRange('3:3').setNumberFormat('@');
  const wb = new Workbook(fake.SpreadsheetApp.getActiveSpreadsheet());
  return { sheet, wb };
}

describe('rows inserted under a row', () => {
  it('one row under row 3: "c" moves to row 5, the new row 4 is blank and plain text like row 3, the tab has 11 rows', () => {
    const { sheet, wb } = tab();
    expect(wb.maxRows('Lines')).toBe(10);
    insertRowsUnder(wb, 'Lines', 3, 1);
    expect(sheet.getRange('A2:A5').getValues().flat()).toEqual(['a', 'b', '', 'c']);
    expect(sheet.getRange('A4').getNumberFormat()).toBe('@');
    expect(wb.maxRows('Lines')).toBe(11);
    expect(sheet.getMaxRows()).toBe(11);
  });

  it('two rows under row 2: both formatted "0.00" like row 2', () => {
    const { sheet, wb } = tab();
    insertRowsUnder(wb, 'Lines', 2, 2);
    expect(sheet.getRange('A2:A6').getValues().flat()).toEqual(['a', '', '', 'b', 'c']);
    expect(sheet.getRange('A3:A4').getNumberFormats().flat()).toEqual(['0.00', '0.00']);
  });

  it('no row to insert: the tab is left as it is', () => {
    const { sheet, wb } = tab();
    insertRowsUnder(wb, 'Lines', 3, 0);
    expect(sheet.getMaxRows()).toBe(10);
    expect(sheet.getRange('A2:A4').getValues().flat()).toEqual(['a', 'b', 'c']);
  });
});
