// Growing the Cards tab for more cards (src/gas/tabGrids.ts): every new row wraps its text like the card's other rows
// (the fakes, like an inserted row in Sheets, give it no format of its own) — here when the tab is full to its last
// row, so the new rows go in below it. Any other tab's new rows take its last row's formats.
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

describe("a tab grown under a full last row carries that row's formats down", () => {
  it("every new Log row, to the last, has the last row's number formats and wrap", () => {
    const fake = createFakeServices();
    const sheet = fake.book.insertSheet('Log');
    const now = sheet.getMaxRows();
    const last = sheet.getRange(now, 1, 1, 3);
    last.setNumberFormats([['0', '@', '@']]);
    last.setWraps([[false, true, true]]);
    last.setValues([[1, 'Start', 'the last line']]);
    const wb = new Workbook(fake.SpreadsheetApp.getActiveSpreadsheet());
    growTab(wb, 'Log', now + 4, now);
    const added = sheet.getRange(now + 1, 1, 4, 3);
    expect(added.getNumberFormats()).toEqual(Array.from({ length: 4 }, () => ['0', '@', '@']));
    expect(added.getWraps()).toEqual(Array.from({ length: 4 }, () => [false, true, true]));
  });
});
