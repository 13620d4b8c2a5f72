// The gateway's tabs (src/gas/workbookSheets.ts): a tab inserted at a place still counts when the next tab is added
// at the end, and what the gateway knew of a tab — its size, and that it inserted it — follows the tab when renamed.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';
import { Workbook } from '../../src/gas/workbook';

function book(...names: string[]) {
  const fake = createFakeServices();
  for (const name of names) fake.book.insertSheet(name);
  const ss = fake.SpreadsheetApp.getActiveSpreadsheet();
  return { fake, ss, wb: new Workbook(ss) };
}

/** The tabs a new spreadsheet starts with. */
const FIRST = createFakeServices()
  .SpreadsheetApp.getActiveSpreadsheet()
  .getSheets()
  .map((s) => s.getName());

const names = (ss: GoogleAppsScript.Spreadsheet.Spreadsheet) => ss.getSheets().map((s) => s.getName());

describe('a tab inserted at a place, then one added at the end', () => {
  it('sheets counted first: the new tab still goes last, after the one inserted', () => {
    const { ss, wb } = book('Mechs', 'Attacks');
    wb.learnSheets();
    const log = wb.insertSheetAt('Log', 0);
    expect(log.getName()).toBe('Log');
    wb.ensureSheet('Rolls');
    expect(names(ss)).toEqual(['Log', ...FIRST, 'Mechs', 'Attacks', 'Rolls']);
  });

  it('sheets not counted yet: the count is asked when needed, and the new tab goes last', () => {
    const { ss, wb } = book('Mechs');
    wb.insertSheetAt('Log', 0);
    wb.ensureSheet('Rolls');
    expect(names(ss)).toEqual(['Log', ...FIRST, 'Mechs', 'Rolls']);
  });

  it('two tabs added at the end after an insert keep their order, last of all', () => {
    const { ss, wb } = book('Mechs');
    wb.learnSheets();
    wb.insertSheetAt('Log', 1);
    wb.ensureSheet('Rolls');
    wb.ensureSheet('Pilots');
    expect(names(ss).slice(-2)).toEqual(['Rolls', 'Pilots']);
    expect(names(ss).indexOf('Log')).toBe(1);
  });
});

describe('a tab renamed keeps what the gateway knew of it', () => {
  it('its size, asked before the rename, is not asked again under the new name', () => {
    const { fake, wb } = book('Log');
    const rows = wb.maxRows('Log');
    wb.renameSheet('Log', 'Log (battle 1)');
    fake.log.reset();
    expect(wb.maxRows('Log (battle 1)')).toBe(rows);
    expect(fake.log.count('getMaxRows')).toBe(0);
  });

  it('a tab the gateway inserted, renamed, is still its own: a write to it reads no number formats', () => {
    const { fake, wb } = book('Mechs');
    wb.insertSheetAt('Log', 0);
    wb.renameSheet('Log', 'Log (battle 1)');
    fake.log.reset();
    wb.write([{ tab: 'Log (battle 1)', row: 1, column: 1, values: [['Round 1']], a1: "'Log (battle 1)'!A1" }]);
    expect(fake.log.count('getNumberFormats')).toBe(0);
  });

  it("a tab the GM made, renamed, is still the GM's: a write to it reads the formats of its cells first", () => {
    const { fake, wb } = book('Log');
    wb.renameSheet('Log', 'Log (battle 1)');
    fake.log.reset();
    wb.write([{ tab: 'Log (battle 1)', row: 1, column: 1, values: [['Round 1']], a1: "'Log (battle 1)'!A1" }]);
    expect(fake.log.count('getNumberFormats')).toBe(1);
  });
});
