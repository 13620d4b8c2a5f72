// Growing the Cards tab for more cards (src/gas/tabGrids.ts): every new row wraps its text like the card's other rows
// (the fakes, like an inserted row in Sheets, give it no format of its own) — here when the tab is full to its last
// row, so the new rows go in below it.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';
import { growTab } from '../../src/gas/tabGrids';
import { Workbook } from '../../src/gas/workbook';
import { CARD_COLUMNS, CARDS_TAB } from '../../src/sheet/setup/cardsTab';

describe('the Cards tab grown under a full last row', () => {
  it('the new rows, to the last, wrap across the card', () => {
    const fake = createFakeServices();
    const sheet = fake.book.insertSheet(CARDS_TAB);
    const now = sheet.getMaxRows();
    sheet.getRange(now, 1).setValue('last line of a card');
    const wb = new Workbook(fake.SpreadsheetApp.getActiveSpreadsheet());
    growTab(wb, CARDS_TAB, now + 5, now, false);
    expect(sheet.getMaxRows()).toBe(now + 5);
    const wraps = sheet.getRange(now + 1, 1, 5, CARD_COLUMNS).getWraps();
    expect(wraps.map((row) => row.every((w) => w))).toEqual([true, true, true, true, true]);
  });
});
