// The fakes keep merged cells and frozen rows and columns as Sheets keeps them (src/fakes/merges.ts):
// a merge shows its upper-left cell, moves with the rows inserted above it, and no freeze line runs
// through it — what Set up's freeze of a name column and the Cards tab's merged title rely on.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';

function sheetOf() {
  const fake = createFakeServices();
  return { fake, sheet: fake.SpreadsheetApp.getActiveSpreadsheet().insertSheet('T') };
}

describe('Merged cells and frozen columns: a merge keeps its upper-left cell, and no freeze runs through a merge', () => {
  it("Range.merge keeps the upper-left cell's content and clears the rest; isPartOfMerge and getMergedRanges see the block from any of its cells", () => {
    const { sheet } = sheetOf();
    sheet.getRange('A1:C1').setValues([['title', 'x', 'y']]);
    sheet.getRange('A1:F1').merge();
    expect(sheet.getRange('A1:F1').getValues()).toEqual([['title', '', '', '', '', '']]);
    expect(sheet.getRange('D1').isPartOfMerge()).toBe(true);
    expect(sheet.getRange('A2').isPartOfMerge()).toBe(false);
    expect(
      sheet
        .getRange('C1')
        .getMergedRanges()
        .map((r) => r.getA1Notation()),
    ).toEqual(['A1:F1']);
  });

  it('setFrozenColumns and setFrozenRows: a freeze through a merged cell is refused; one beside it is not', () => {
    const { sheet } = sheetOf();
    sheet.getRange('A1:D1').merge();
    expect(() => sheet.setFrozenColumns(1)).toThrow(
      "You can't freeze columns which contain only part of a merged cell.",
    );
    sheet.setFrozenColumns(4);
    sheet.setFrozenRows(1);
    expect([sheet.getFrozenRows(), sheet.getFrozenColumns()]).toEqual([1, 4]);
    sheet.getRange('A2:A3').merge();
    expect(() => sheet.setFrozenRows(2)).toThrow("You can't freeze rows which contain only part of a merged cell.");
  });

  it('a merge across a freeze line is refused; a merge reaching out of the range merged or broken apart is refused', () => {
    const { sheet } = sheetOf();
    sheet.setFrozenColumns(1);
    expect(() => sheet.getRange('A5:B5').merge()).toThrow("You can't merge frozen and non-frozen columns.");
    sheet.getRange('B5:D5').merge();
    expect(() => sheet.getRange('C5:E5').merge()).toThrow(
      'You must select all cells in a merged range to merge or unmerge them.',
    );
    expect(() => sheet.getRange('B5:C5').breakApart()).toThrow(
      'You must select all cells in a merged range to merge or unmerge them.',
    );
    sheet.getRange('B5:D5').breakApart();
    expect(sheet.getRange('C5').isPartOfMerge()).toBe(false);
  });

  it('rows inserted above a merge move it down; columns inserted inside it widen it', () => {
    const { sheet } = sheetOf();
    sheet.getRange('B3:D3').merge();
    sheet.insertRowsAfter(1, 2);
    expect(
      sheet
        .getRange('B5')
        .getMergedRanges()
        .map((r) => r.getA1Notation()),
    ).toEqual(['B5:D5']);
    sheet.insertColumnsAfter(2, 1);
    expect(
      sheet
        .getRange('B5')
        .getMergedRanges()
        .map((r) => r.getA1Notation()),
    ).toEqual(['B5:E5']);
  });
});
