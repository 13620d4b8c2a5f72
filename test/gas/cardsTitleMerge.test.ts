// The Cards tab laid out for a phone (src/gas/cardsLayout.ts layOutCards): the title is merged across the card's
// columns only when B1:F1 hold nothing of the GM's; a single cell the GM typed there keeps it unmerged.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';
import { layOutCards } from '../../src/gas/cardsLayout';
import { Workbook } from '../../src/gas/workbook';
import { CARDS_TAB } from '../../src/sheet/setup/cardsTab';

/** An existing Cards tab titled in A1, with `row1` from B1 on. */
function cards(row1: string[]) {
  const fake = createFakeServices();
  const sheet = fake.book.insertSheet(CARDS_TAB);
  sheet.getRange(1, 1, 1, 1 + row1.length).setValues([['Cards', ...row1]]);
  const said = layOutCards(new Workbook(fake.SpreadsheetApp.getActiveSpreadsheet()), false);
  return { said, merged: sheet.getRange('A1').isPartOfMerge() };
}

const LAYOUT = /^the phone layout: columns A–F \d+ px wide, every cell wrapping/;

describe('the Cards title is merged across A–F only over cells holding nothing', () => {
  it('B1:F1 blank: merged, and the report says so', () => {
    const { said, merged } = cards(['', '', '', '', '']);
    expect(merged).toBe(true);
    expect(said).toMatch(LAYOUT);
    expect(said).toMatch(/, the title across them$/);
  });

  it("the GM's note in D1, the other cells blank: not merged, and the report does not say it", () => {
    const { said, merged } = cards(['', '', 'mine', '', '']);
    expect(merged).toBe(false);
    expect(said).toMatch(LAYOUT);
    expect(said).not.toMatch(/title across/);
  });
});
