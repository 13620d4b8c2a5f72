// The Cards tab laid out for a phone (src/gas/cardsLayout.ts), called directly: where Sheets refuses to merge the
// title across the card (a GM's frozen column A cuts A1:F1), the title stays in A1, the rest is laid out, and the
// report does not claim the merge.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';
import { layOutCards } from '../../src/gas/cardsLayout';
import { Workbook } from '../../src/gas/workbook';
import { CARDS_TAB } from '../../src/sheet/setup/cardsTab';

function cardsTab(frozenColumns: number) {
  const fake = createFakeServices();
  const sheet = fake.book.insertSheet(CARDS_TAB);
  sheet.getRange('A1').setValue('Mech cards');
  if (frozenColumns > 0) sheet.setFrozenColumns(frozenColumns);
  return { fake, wb: new Workbook(fake.SpreadsheetApp.getActiveSpreadsheet()) };
}

describe('the title merged across the card, unless Sheets refuses', () => {
  it('a Cards tab with column A frozen: widths and wrap laid out, the title left in A1, and the report says no merge', () => {
    const { fake, wb } = cardsTab(1);
    expect(layOutCards(wb, false)).toBe('the phone layout: columns A–F 400 px wide, every cell wrapping');
    expect(fake.book.sheet(CARDS_TAB).getRange('A1:F1').isPartOfMerge()).toBe(false);
  });

  it('without the freeze, the title is merged across A1:F1, and said', () => {
    const { fake, wb } = cardsTab(0);
    expect(layOutCards(wb, false)).toBe(
      'the phone layout: columns A–F 400 px wide, every cell wrapping, the title across them',
    );
    expect(fake.book.sheet(CARDS_TAB).getRange('A1:F1').isPartOfMerge()).toBe(true);
  });
});
