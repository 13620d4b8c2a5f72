// The sheet gateway: whole-range reads and writes,
// one call per tab, exact shapes, growth past the edge, formulas kept, undo rows intact.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';
import { tabsUserCannotEdit } from '../../src/gas/protection';
import { protectCampaign } from '../../src/gas/protectCampaign';
import { dropSnapshot, lastSnapshot, lastSnapshotRound, saveSnapshot, UNDO_DEPTH } from '../../src/gas/undoStore';
import { Workbook } from '../../src/gas/workbook';
import { planWrites } from '../../src/sheet/write/cellValue';
import { TAB } from '../../src/sheet/schema/columns';
import type { UndoSnapshot } from '../../src/sheet/undo/snapshot';

function workbook(options = {}) {
  const fake = createFakeServices(options);
  const wb = new Workbook(fake.SpreadsheetApp.getActiveSpreadsheet());
  return { fake, wb };
}

function seed(fake: ReturnType<typeof createFakeServices>, tab: string, grid: unknown[][]) {
  const sheet = fake.book.getSheetByName(tab) ?? fake.book.insertSheet(tab);
  sheet.getRange(1, 1, grid.length, grid[0].length).setValues(grid);
  return sheet;
}

describe('Workbook.readTabs', () => {
  it('reads each tab with one getDataRange().getValues() and leaves missing tabs out', () => {
    const { fake, wb } = workbook();
    seed(fake, 'Mechs', [
      ['Name', 'Heat'],
      ['Griffin', 4],
    ]);
    fake.log.reset();
    const tabs = wb.readTabs(['Mechs', 'Nope']);
    expect(tabs).toEqual({
      Mechs: [
        ['Name', 'Heat'],
        ['Griffin', 4],
      ],
    });
    expect(fake.log.calls['Range.getValues']).toBe(1);
    expect(fake.log.calls['Sheet.getDataRange']).toBe(1);
  });
});

describe('Workbook.write', () => {
  it("never writes a formula's cell between Gator's changed cells: one setValues each side, one read of the number formats", () => {
    const { fake, wb } = workbook();
    const sheet = seed(fake, 'Mechs', [
      ['Name', 'Heat', 'Run', 'Wounds'],
      ['Griffin', 4, '', 0],
    ]);
    sheet.getRange('C2').setValues([['=B2*2']]);
    const before = wb.readTabs(['Mechs']);
    // The formula's cell reads as what it computes (4 × 2).
    expect(before.Mechs[1]).toEqual(['Griffin', 4, 8, 0]);
    const after = {
      Mechs: [
        ['Name', 'Heat', 'Run', 'Wounds'],
        ['Griffin', 9, 8, 1],
      ],
    };
    fake.log.reset();
    const writes = planWrites(before, after, wb.readFormulas(['Mechs']));
    expect(writes.map((w) => w.a1)).toEqual(['Mechs!B2', 'Mechs!D2']);
    wb.write(writes);
    expect(fake.log.calls['Range.setValues']).toBe(2);
    expect(fake.log.calls['Range.getNumberFormats']).toBe(1);
    expect(fake.book.sheet('Mechs').getRange('B2:D2').getValues()).toEqual([[9, 18, 1]]);
    expect(fake.book.sheet('Mechs').getRange('C2').getFormula()).toBe('=B2*2');
  });
  it("never writes a column of the GM's between Gator's: one setValues each side, one read of the number formats", () => {
    const { fake, wb } = workbook();
    const sheet = seed(fake, 'Mechs', [
      ['Name', 'Heat', 'Portrait', 'Wounds'],
      ['Griffin', 4, '', 0],
    ]);
    sheet.getRange('C2').setNumberFormat('@');
    sheet.getRange('C2').setValues([['+1']]);
    const before = wb.readTabs(['Mechs']);
    const after = {
      Mechs: [
        ['Name', 'Heat', 'Portrait', 'Wounds'],
        ['Griffin', 9, '+1', 1],
      ],
    };
    fake.log.reset();
    const writes = planWrites(before, after, wb.readFormulas(['Mechs']));
    expect(writes.map((w) => w.a1)).toEqual(['Mechs!B2', 'Mechs!D2']);
    wb.write(writes);
    expect(fake.log.calls['Range.setValues']).toBe(2);
    expect(fake.log.calls['Range.getNumberFormats']).toBe(1);
    expect(
      fake.book
        .sheet('Mechs')
        .peekCells()[1]
        .map((c) => c.value),
    ).toEqual(['Griffin', 9, '+1', 1]);
  });
  it('writes text into a cell formatted as plain text exactly as the text', () => {
    const { fake, wb } = workbook();
    const sheet = seed(fake, 'Mechs', [
      ['Name', 'Position'],
      ['Griffin', ''],
    ]);
    sheet.getRange('B2').setNumberFormat('@');
    sheet.getRange('B2').setValues([['0609']]);
    const before = wb.readTabs(['Mechs']);
    wb.write(
      planWrites(before, {
        Mechs: [
          ['Name', 'Position'],
          ['Griffin', '0610'],
        ],
      }),
    );
    expect(sheet.getRange('B2').getValue()).toBe('0610');
  });
  it('grows a tab before writing past its last row or column (setValues past the edge throws in Sheets)', () => {
    const { fake, wb } = workbook();
    seed(fake, 'Rules', [['Setting', 'Value']]);
    wb.readTabs(['Rules']);
    wb.write([{ tab: 'Rules', row: 1001, column: 27, values: [['x']], a1: 'Rules!AA1001' }]);
    const sheet = fake.book.sheet('Rules');
    expect([sheet.getMaxRows(), sheet.getMaxColumns()]).toEqual([1001, 27]);
    expect(sheet.getRange('AA1001').getValue()).toBe('x');
  });
});

describe('Workbook.append and deleteRows', () => {
  it('appends under the last row with one setValues, padding rows to one width', () => {
    const { fake, wb } = workbook();
    seed(fake, 'Log', [['Round', 'Step']]);
    fake.log.reset();
    expect(wb.append('Log', [[1, 'Start', 'x'], [1]])).toEqual({ tab: 'Log', row: 2, count: 2 });
    expect(fake.log.calls['Range.setValues']).toBe(1);
    expect(fake.book.sheet('Log').peekValues()).toEqual([
      ['Round', 'Step', ''],
      [1, 'Start', 'x'],
      [1, '', ''],
    ]);
  });
  it('keeps a spare row below what it appends, so removing those rows later is allowed', () => {
    const { fake, wb } = workbook();
    const sheet = seed(fake, 'Log', [['Round']]);
    sheet.setFrozenRows(1);
    const rows = Array.from({ length: 1200 }, () => [1]);
    const at = wb.append('Log', rows);
    wb.deleteRows(
      'Log',
      Array.from({ length: at.count }, (_, i) => at.row + i),
    );
    expect(fake.book.sheet('Log').peekValues()).toEqual([['Round']]);
  });
  it('deletes scattered rows bottom run first, so every position stays right', () => {
    const { fake, wb } = workbook();
    seed(fake, 'Log', [[1], [2], [3], [4], [5], [6]]);
    wb.deleteRows('Log', [2, 5, 6, 3]);
    expect(fake.book.sheet('Log').peekValues()).toEqual([[1], [4]]);
  });
});

describe("Workbook: a caller's mistake is said, and nothing is empty by accident", () => {
  it('formulas of a tab not read yet, a write or an append to a missing tab: each throws, naming the tab', () => {
    const { fake, wb } = workbook();
    seed(fake, 'Mechs', [['Name'], ['Griffin']]);
    expect(() => wb.readFormulas(['Mechs'])).toThrow('Workbook: Mechs was not read before its formulas');
    wb.readTabs(['Mechs']);
    expect(wb.readFormulas(['Mechs'])).toEqual({ Mechs: [[''], ['']] });
    expect(() => wb.writeBlock({ tab: 'Nope', row: 2, column: 1, values: [['x']], a1: 'Nope!A2' })).toThrow(
      'Workbook: no tab Nope to write Nope!A2',
    );
    expect(() => wb.append('Nope', [['x']])).toThrow('Workbook: no tab Nope to append to');
  });

  it('appending no rows writes nothing and says where they would have gone', () => {
    const { fake, wb } = workbook();
    seed(fake, 'Log', [
      ['Round', 'Step'],
      [1, 'Start'],
    ]);
    fake.log.reset();
    expect(wb.append('Log', [])).toEqual({ tab: 'Log', row: 3, count: 0 });
    expect(fake.log.count('Range.setValues')).toBe(0);
  });

  it('reading a rectangle of a missing tab, or an empty rectangle, gives no rows', () => {
    const { fake, wb } = workbook();
    seed(fake, 'Log', [['Round', 'Step']]);
    expect(wb.readRange('Nope', 1, 1, 1, 2)).toEqual([]);
    expect(wb.readRange('Log', 1, 1, 0, 2)).toEqual([]);
    expect(wb.readRange('Log', 1, 1, 1, 2)).toEqual([['Round', 'Step']]);
  });
});

describe('Undo tab: one row per resolved round', () => {
  const snapshot = (round: number): UndoSnapshot => ({
    version: 1,
    round,
    // Text that would turn into a formula, a number or lose its apostrophe if written raw.
    ranges: [{ tab: 'Mechs', row: 1, col: 0, values: [['-5 =x', "'Tis", '0609', 7, true]], rowsBefore: 2 }],
  });
  it('saves snapshots hidden, reads the newest back exactly, and steps back one per drop', () => {
    const { fake, wb } = workbook();
    saveSnapshot(wb, snapshot(1));
    saveSnapshot(wb, snapshot(2));
    expect(fake.book.sheet(TAB.undo).isSheetHidden()).toBe(true);
    const last = lastSnapshot(new Workbook(fake.SpreadsheetApp.getActiveSpreadsheet()))!;
    expect(last.snapshot).toEqual(snapshot(2));
    dropSnapshot(wb, last);
    expect(lastSnapshot(wb)?.snapshot.round).toBe(1);
  });
  it('keeps the newest UNDO_DEPTH rounds; status reads only their round numbers', () => {
    const { fake, wb } = workbook();
    for (let round = 1; round <= UNDO_DEPTH + 2; round++) saveSnapshot(wb, snapshot(round));
    const rounds = fake.book
      .sheet(TAB.undo)
      .peekValues()
      .map((row) => row[0]);
    expect(rounds).toEqual(Array.from({ length: UNDO_DEPTH }, (_, i) => i + 3));
    fake.log.reset();
    expect(lastSnapshotRound(wb)).toBe(UNDO_DEPTH + 2);
    expect(fake.log.calls['Range.getValues']).toBe(1);
  });

  it("a row below the snapshots with column A blank (a note of the GM's) is passed over: the newest snapshot is read", () => {
    const { fake, wb } = workbook();
    saveSnapshot(wb, snapshot(1));
    saveSnapshot(wb, snapshot(2));
    fake.book.sheet(TAB.undo).getRange('B4').setValue('note');
    expect(lastSnapshot(wb)).toMatchObject({ row: 2, snapshot: { round: 2 } });
  });

  it('a JSON chunk starting with - stays text', () => {
    const { fake, wb } = workbook();
    const withText = (text: string): UndoSnapshot => ({
      ...snapshot(3),
      ranges: [{ tab: 'T', row: 0, col: 0, values: [[text]], rowsBefore: 1 }],
    });
    // Pad the text so the second 45,000-character chunk of the JSON starts with "-=1".
    const start = JSON.stringify(withText('')).indexOf('[[""') + 3;
    const text = `${'x'.repeat(45000 - start)}-=1`;
    saveSnapshot(wb, withText(text));
    const cells = fake.book.sheet(TAB.undo).getRange('A1:C1');
    expect(String(cells.getValues()[0][2]).slice(0, 3)).toBe('-=1');
    expect(cells.getFormulas()).toEqual([['', '', '']]);
    expect(lastSnapshot(wb)?.snapshot.ranges[0].values[0][0]).toBe(text);
  });
});

describe('Who may resolve: protection of the campaign tabs', () => {
  it('protects every campaign tab there is for the GM, and tells who cannot edit them', () => {
    const { fake, wb } = workbook({ owner: 'owner@x.org', editors: ['gm@x.org', 'player@x.org'], user: 'gm@x.org' });
    for (const tab of [TAB.mechs, TAB.rules, TAB.attacks]) fake.book.insertSheet(tab);
    const services = fake as unknown as Parameters<typeof protectCampaign>[0];
    expect(protectCampaign(services, wb, 'gm@x.org').tabs).toEqual([TAB.mechs, TAB.attacks, TAB.rules]);
    expect(tabsUserCannotEdit(services, wb, [TAB.mechs, TAB.rules, TAB.attacks])).toEqual([]);
    fake.setUser('player@x.org');
    expect(tabsUserCannotEdit(services, wb, [TAB.mechs, TAB.rules, TAB.attacks])).toEqual([
      TAB.mechs,
      TAB.rules,
      TAB.attacks,
    ]);
    expect(() => fake.book.sheet(TAB.attacks).getRange('A1').setValue('Griffin')).toThrow('protected cell');
  });
});
