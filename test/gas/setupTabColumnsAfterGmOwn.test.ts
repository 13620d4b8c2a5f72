// Set up repairing a tab whose header the GM rearranged (src/gas/setupTabs.ts setUpTable): the columns it finds stay
// where they are, wherever they are; the missing ones go right after the last header cell holding anything — the
// GM's own column included, a blank cell between skipped over, the blank cells after it not — bold and with their
// notes; a complete tab gets nothing added.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';
import { RuleBook, setUpTable } from '../../src/gas/setupTabs';
import { Workbook } from '../../src/gas/workbook';
import { headerNote } from '../../src/sheet/schema/columns';
import { PILOTS } from '../../src/sheet/schema/pilotsTab';

/** A Pilots tab headed `header` (row 1), with one pilot under it, repaired by Set up. */
function repaired(header: string[], frozenRows = 0) {
  const fake = createFakeServices();
  const sheet = fake.book.insertSheet('Pilots');
  sheet.setFrozenRows(frozenRows);
  sheet.getRange(1, 1, 1, header.length).setValues([header]);
  sheet.getRange(2, 1, 1, 2).setValues([['Anna', 'Kell']]);
  const services = fake as unknown as Parameters<typeof setUpTable>[0];
  const wb = new Workbook(fake.SpreadsheetApp.getActiveSpreadsheet());
  const report = setUpTable(services, wb, PILOTS, [], {}, new RuleBook(services));
  return { sheet, report };
}

/** Player and Name swapped, a blank cell, the GM's own "Callsign" column, then blanks: the rest are missing. */
const GM_HEADER = ['Player', 'Name', '', 'Callsign', '', ''];
const MISSING = PILOTS.columns.filter((c) => c.key !== 'name' && c.key !== 'player');

describe("the missing columns go after the GM's last header, the found ones stay put", () => {
  it("Player in A and Name in B stay; the other 15 headers follow Callsign from E, in the schema's order", () => {
    const { sheet, report } = repaired(GM_HEADER);
    const headers = [...GM_HEADER.slice(0, 4), ...MISSING.map((c) => c.header)];
    expect(sheet.getRange(1, 1, 1, headers.length + 1).getValues()[0]).toEqual([...headers, '']);
    expect(report.addedColumns).toEqual(MISSING.map((c) => c.header));
    expect(report.columns).toEqual({
      player: 1,
      name: 2,
      ...Object.fromEntries(MISSING.map((c, i) => [c.key, 5 + i])),
    });
    // The pilot's row is untouched.
    expect(sheet.getRange('A2:B2').getValues()[0]).toEqual(['Anna', 'Kell']);
  });

  it("each added header carries its column's note; the whole header is bold, and nothing past it", () => {
    const { sheet } = repaired(GM_HEADER);
    const width = 4 + MISSING.length;
    expect(sheet.getRange(1, 5, 1, MISSING.length).getNotes()[0]).toEqual(MISSING.map(headerNote));
    const weights = sheet.getRange(1, 1, 1, width + 2).getFontWeights()[0];
    expect(weights).toEqual([...Array(width).fill('bold'), 'normal', 'normal']);
  });
});

describe('a complete tab', () => {
  it('every header present: nothing added, each column where it is', () => {
    const { report } = repaired(PILOTS.columns.map((c) => c.header));
    expect(report.addedColumns).toEqual([]);
    expect(report.problems).toEqual([]);
    expect(report.columns).toEqual(Object.fromEntries(PILOTS.columns.map((c, i) => [c.key, i + 1])));
  });

  it('its header row the GM unfroze stays unfrozen: a complete tab is not formatted (Pilots has no name column to freeze up to)', () => {
    const { sheet } = repaired(
      PILOTS.columns.map((c) => c.header),
      0,
    );
    expect([sheet.getFrozenRows(), sheet.getFrozenColumns()]).toEqual([0, 0]);
  });
});
