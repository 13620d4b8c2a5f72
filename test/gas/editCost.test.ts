// The fakes count what an edit costs the custom-function formulas, as Sheets runs them: a formula
// runs again when a range it names changes, each custom function in it is one server call handed
// all its ranges' cells ("Custom Functions in Google Sheets", Optimization). And a spilled empty
// string counts for getLastRow unless a test switches it off.
import { describe, expect, it } from 'vitest';
import { createFakeServices, type FakeServicesOptions } from '../../src/fakes';

/** A spreadsheet with two custom functions: ECHO answers its first argument, COLUMN3 three rows of it. */
function book(options: FakeServicesOptions = {}) {
  const fake = createFakeServices(options);
  const ECHO = (v: unknown) => (Array.isArray(v) ? v[0][0] : v);
  const COLUMN3 = (v: unknown) => [[ECHO(v)], [''], ['']];
  fake.useBundle({ __Gator: { customFunctions: { ECHO, COLUMN3 } }, ECHO, COLUMN3 });
  const data = fake.book.insertSheet('Data');
  const out = fake.book.insertSheet('Out');
  return { fake, data, out };
}

describe("an edit re-runs every custom-function formula whose ranges it touches, each call handed all its ranges' cells", () => {
  it("a cell inside an open-ended range: the formula runs again and receives the range down to the grid's last row", () => {
    const { fake, data, out } = book();
    out.getRange('A1').setValue('=ECHO(Data!A1:C)');
    out.getRange('B1').setValue('=ECHO(Data!E1:E)');
    const cost = fake.book.editCost(() => data.getRange('B7').setValue(5));
    expect(cost.reruns).toEqual([{ cell: 'Out!A1', calls: [{ fn: 'ECHO', cells: 3 * 1000 }] }]);
    expect([cost.calls, cost.cells]).toEqual([1, 3000]);
  });

  it('a smaller grid passes fewer cells: the same range on a tab of 20 rows hands over 60', () => {
    const { fake, data, out } = book();
    data.deleteRows(21, 980);
    out.getRange('A1').setValue('=ECHO(Data!A1:C)');
    expect(fake.book.editCost(() => data.getRange('A2').setValue(1)).cells).toBe(60);
  });

  it('a cell no range names re-runs nothing', () => {
    const { fake, data, out } = book();
    out.getRange('A1').setValue('=ECHO(Data!A1:C)');
    expect(fake.book.editCost(() => data.getRange('D2').setValue(1))).toEqual({ reruns: [], calls: 0, cells: 0 });
  });

  it("a formula reading another formula's array runs again with it; nested calls are calls of their own", () => {
    const { fake, data, out } = book();
    out.getRange('A1').setValue('=COLUMN3(Data!A1)');
    out.getRange('B1').setValue('=ECHO(ECHO(A1:A3), 7)');
    const cost = fake.book.editCost(() => data.getRange('A1').setValue('x'));
    expect(cost.reruns).toEqual([
      { cell: 'Out!A1', calls: [{ fn: 'COLUMN3', cells: 1 }] },
      {
        cell: 'Out!B1',
        calls: [
          { fn: 'ECHO', cells: 2 },
          { fn: 'ECHO', cells: 3 },
        ],
      },
    ]);
  });

  it('writing a formula runs it; rows inserted inside a range re-run the formulas reading it', () => {
    const { fake, data, out } = book();
    expect(fake.book.editCost(() => out.getRange('A1').setValue('=ECHO(Data!A1:B)')).calls).toBe(1);
    expect(fake.book.editCost(() => data.insertRowsAfter(3, 2)).reruns.map((r) => r.cell)).toEqual(['Out!A1']);
  });
});

describe('a spilled empty string counts for getLastRow and getDataRange — a switch of the fake, on by default', () => {
  it('counted (the default, the stricter case): an array of one value and two blanks makes the last row 3', () => {
    const { out } = book();
    out.getRange('A1').setValue('=COLUMN3("x")');
    expect(out.getLastRow()).toBe(3);
    expect(out.getDataRange().getA1Notation()).toBe('A1:A3');
  });

  it('ignored: the last row is the last value shown', () => {
    const { out } = book({ spilledBlanks: 'ignored' });
    out.getRange('A1').setValue('=COLUMN3("x")');
    expect(out.getLastRow()).toBe(1);
  });
});
