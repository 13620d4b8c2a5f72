// Set up on a tab it cannot repair (src/gas/setupTabs.ts setUpTable): a header used twice leaves the tab as it is,
// with nothing said to be added to it, only why it was left.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';
import { RuleBook, setUpTable } from '../../src/gas/setupTabs';
import { Workbook } from '../../src/gas/workbook';
import { MECHS } from '../../src/sheet/schema/mechsTab';

describe('a tab with a header used twice is not repaired', () => {
  it('Mechs headed "Name" and "name": no column added, the reason given, the tab untouched', () => {
    const fake = createFakeServices();
    fake.book
      .insertSheet('Mechs')
      .getRange('A1:B1')
      .setValues([['Name', 'name']]);
    const services = fake as unknown as Parameters<typeof setUpTable>[0];
    const wb = new Workbook(fake.SpreadsheetApp.getActiveSpreadsheet());
    const report = setUpTable(services, wb, MECHS, [], {}, new RuleBook(services));
    expect(report).toEqual({
      tab: 'Mechs',
      created: false,
      addedColumns: [],
      problems: ['Mechs!B1: two columns are headed "Name" (A1 and B1); keep one'],
      columns: {},
    });
    expect(fake.book.sheet('Mechs').peekValues()).toEqual([['Name', 'name']]);
  });
});
