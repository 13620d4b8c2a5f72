// Row 1 of a tab read in one call (src/gas/workbook.ts headerRow): when Sheets refuses the range of a tab that does
// exist (a timeout, a quota), the refusal is passed on — the tab is not taken for missing, so Set up does not write a
// fresh tab over the GM's.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';
import { RuleBook, setUpTable } from '../../src/gas/setupTabs';
import { Workbook } from '../../src/gas/workbook';
import { MECHS } from '../../src/sheet/schema/mechsTab';

const TIMED_OUT = 'Service Spreadsheets timed out while accessing document';

/** The fake spreadsheet, its Mechs tab holding a header and one mech, whose getRange by A1 text always fails. */
function refusingBook() {
  const fake = createFakeServices();
  fake.book
    .insertSheet('Mechs')
    .getRange('A1:B2')
    .setValues([
      ['Name', 'Model'],
      ['Griffin', 'GRF-1S'],
    ]);
  const ss = fake.SpreadsheetApp.getActiveSpreadsheet();
  const refusing = Object.create(ss, {
    getRange: {
      value: () => {
        throw new Error(TIMED_OUT);
      },
    },
  }) as typeof ss;
  return { fake, wb: new Workbook(refusing) };
}

describe("a refused read of an existing tab's header", () => {
  it('is passed on, not read as "no such tab"', () => {
    const { wb } = refusingBook();
    expect(() => wb.headerRow('Mechs')).toThrow(TIMED_OUT);
  });

  it('a tab that is missing is still undefined: the refusal then only says there is no such range', () => {
    const { wb } = refusingBook();
    expect(wb.headerRow('Pilots')).toBeUndefined();
  });

  it('Set up stops on it and leaves the Mechs tab as the GM had it', () => {
    const { fake, wb } = refusingBook();
    const services = fake as unknown as Parameters<typeof setUpTable>[0];
    expect(() => setUpTable(services, wb, MECHS, [], {}, new RuleBook(services))).toThrow(TIMED_OUT);
    expect(fake.book.sheet('Mechs').peekValues()).toEqual([
      ['Name', 'Model'],
      ['Griffin', 'GRF-1S'],
    ]);
  });
});
