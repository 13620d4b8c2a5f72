// Undo last round restores by position: the rows and columns it writes must still be where
// the round left them (the house rule: nothing the GM typed is
// ever lost). Through the built bundle on the in-memory services.
import { describe, expect, it } from 'vitest';
import type { FakeServices } from '../../../src/fakes';
import { cellInput, safeCellValue } from '../../../src/sheet/write/cellValue';
import { ATTACKS, RULES } from '../../../src/sheet/schema/playTabs';
import { EQUIPMENT } from '../../../src/sheet/schema/gearTabs';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { TAB } from '../../../src/sheet/schema/columns';
import { snapshotFromRow, snapshotToRow } from '../../../src/sheet/undo/row';
import { campaign, cell, dump, mechRow, read, reset, type, writes, type Campaign } from '../harness';

/**
 * Rewrites a tab's data rows (row 2 on) in a new order, as Data ▸ Sort range does: `order[i]` is the 0-based data row
 * that lands at position i.
 */
function reorder(fake: FakeServices, tab: string, order: readonly number[]): void {
  const sheet = fake.book.sheet(tab);
  const range = sheet.getRange(2, 1, order.length, sheet.getLastColumn());
  const values = range.getValues();
  const formulas = range.getFormulas();
  const formats = range.getNumberFormats();
  range.setValues(
    order.map((from, to) => values[from].map((v, c) => formulas[from][c] || cellInput(v, formats[to][c]))),
  );
}

/** Sorts the Mechs rows by Name, Z to A. */
function sortMechsDescending(fake: FakeServices): void {
  const names = fake.book
    .sheet(TAB.mechs)
    .peekValues()
    .slice(1)
    .map((row) => String(row[0]));
  reorder(
    fake,
    TAB.mechs,
    names.map((_, i) => i).sort((a, b) => names[b].localeCompare(names[a])),
  );
}

/** Rewrites the newest undo row as a version before the guard wrote it (no `guard` in any range). */
function asOldSnapshot(fake: FakeServices): void {
  const sheet = fake.book.sheet(TAB.undo);
  const last = sheet.getLastRow();
  const row = sheet.getRange(last, 1, 1, sheet.getLastColumn()).getValues()[0];
  const snapshot = snapshotFromRow(row)!;
  expect(snapshot.ranges.every((r) => r.guard !== undefined)).toBe(true);
  const old = { ...snapshot, ranges: snapshot.ranges.map(({ guard: _guard, ...range }) => range) };
  const cells = snapshotToRow(old).map(safeCellValue);
  sheet
    .getRange(last, 1, 1, sheet.getLastColumn())
    .setValues([[...cells, ...new Array(row.length - cells.length).fill('')]]);
}

/** Each Equipment row as `Mech, Item, Location` (index 0 is the header row). */
function equipmentKeys(fake: FakeServices): string[] {
  return fake.book
    .sheet(TAB.equipment)
    .peekValues()
    .map((r) => r.slice(0, 3).join(', '));
}

/**
 * The demo with round 1 resolved under the first Dice seed `Crit i` whose round destroys an
 * item (so Equipment is written) at a first written row that `fits` the Equipment keys. A
 * search, not a fixed seed: the rules may change which seed destroys what.
 */
function roundWritingEquipment(fits: (keys: readonly string[], row: number) => boolean): Campaign & { row: number } {
  for (let i = 0; i < 600; i++) {
    const c = campaign();
    type(c.fake, RULES, 'B8', `Crit ${i}`);
    const keys = equipmentKeys(c.fake);
    const r = c.gas.resolveRound(1);
    const range = r.ok ? (r.report.written as string[]).find((w) => w.startsWith(`${TAB.equipment}!`)) : undefined;
    const row = range ? Number(/^[^!]+![A-Z]+(\d+)/.exec(range)![1]) : 0;
    if (row > 0 && fits(keys, row)) return { ...c, row };
  }
  throw new Error('no Dice seed of 600 makes round 1 of the demo destroy an item: widen the search');
}

/** Asserts the refusal wrote nothing at all and left every cell, and the undo row, as they were. */
function expectUntouched(fake: FakeServices, before: unknown): void {
  expect(writes(fake)).toBe(0);
  expect(dump(fake)).toEqual(before);
}

describe('Undo: refused when rows moved since the round (nothing the GM typed is lost)', () => {
  it('rows swapped on Mechs: refused naming the tab, the row and both names; zero writes; every cell unchanged', () => {
    const { fake, gas } = campaign();
    expect(gas.resolveRound(1).ok).toBe(true);
    reorder(fake, TAB.mechs, [0, 3, 2, 1]);
    const before = dump(fake);
    reset(fake);
    const u = gas.undoLast({ kind: 'round', expected: 1 });
    expect(u.ok).toBe(false);
    expect(u.problems).toEqual([
      {
        code: 'undo/rows_moved',
        message:
          'Undo refused: Mechs row 3 was "Rifleman" when round 1 was resolved and is now "Locust" — rows were moved or inserted since. Nothing was changed; put the rows back in order, or fix the cells by hand.',
      },
    ]);
    expect(fake.log.calls['Range.setValues'] ?? 0).toBe(0);
    expectUntouched(fake, before);
  });

  it('a row inserted into Mechs: refused, zero writes, every cell unchanged', () => {
    const { fake, gas } = campaign();
    expect(gas.resolveRound(1).ok).toBe(true);
    fake.book.sheet(TAB.mechs).insertRows(3);
    type(fake, MECHS, cell(MECHS, 'name', 3), 'Shadow Hawk');
    const before = dump(fake);
    reset(fake);
    const u = gas.undoLast({ kind: 'round', expected: 1 });
    expect(u.problems[0].code).toBe('undo/rows_moved');
    expect(u.problems[0].message).toMatch(
      /^Undo refused: Mechs row 3 was "Rifleman" when round 1 was resolved and is now "Shadow Hawk" — rows were moved or inserted since\./,
    );
    expectUntouched(fake, before);
  });

  it('Mechs sorted by Name: refused; sorted back into the old order, Undo restores byte for byte', () => {
    const { fake, gas } = campaign();
    const start = dump(fake);
    expect(gas.resolveRound(1).ok).toBe(true);
    const afterRound = fake.book.sheet(TAB.mechs).peekValues();
    sortMechsDescending(fake);
    const sorted = dump(fake);
    reset(fake);
    const u = gas.undoLast({ kind: 'round', expected: 1 });
    expect(u.problems[0].message).toMatch(
      /^Undo refused: Mechs row 2 was "Griffin" when round 1 was resolved and is now "Rifleman"/,
    );
    expectUntouched(fake, sorted);
    // The GM puts the rows back as the refusal says; nothing was lost, so Undo now goes through.
    const names = fake.book
      .sheet(TAB.mechs)
      .peekValues()
      .slice(1)
      .map((row) => row[0]);
    reorder(
      fake,
      TAB.mechs,
      afterRound.slice(1).map((row) => names.indexOf(row[0])),
    );
    expect(gas.undoLast({ kind: 'round', expected: 1 })).toMatchObject({ ok: true, round: 1, editedSince: [] });
    expect(dump(fake)).toEqual(start);
  });

  it('a mech renamed since the round: refused', () => {
    const { fake, gas } = campaign();
    expect(gas.resolveRound(1).ok).toBe(true);
    type(fake, MECHS, cell(MECHS, 'name', mechRow(fake, 'Griffin')), 'Griffin II');
    const before = dump(fake);
    reset(fake);
    const u = gas.undoLast({ kind: 'round' });
    expect(u.problems[0].message).toMatch(
      /^Undo refused: Mechs row 2 was "Griffin" when round 1 was resolved and is now "Griffin II"/,
    );
    expectUntouched(fake, before);
  });

  it('a row inserted into Equipment: refused, naming the item (Mech, Item, Location) that was there', () => {
    const { fake, gas, row } = roundWritingEquipment((keys, r) => r >= 3 && keys[r - 2] !== keys[r - 1]);
    const keys = equipmentKeys(fake);
    fake.book.sheet(TAB.equipment).insertRows(2);
    const before = dump(fake);
    reset(fake);
    const u = gas.undoLast({ kind: 'round', expected: 1 });
    expect(u.problems).toEqual([
      {
        code: 'undo/rows_moved',
        message: `Undo refused: Equipment row ${row} was "${keys[row - 1]}" when round 1 was resolved and is now "${keys[row - 2]}" — rows were moved or inserted since. Nothing was changed; put the rows back in order, or fix the cells by hand.`,
      },
    ]);
    expectUntouched(fake, before);
  });

  it('twin items (same Mech, Item and Location): the row above deleted and a twin typed in below, the names match, Undo still refuses', () => {
    const { fake, gas, row } = roundWritingEquipment((keys, r) => r >= 3 && keys[r - 2] !== keys[r - 1]);
    const keys = equipmentKeys(fake);
    const twin = keys[row - 1];
    const nth = keys.slice(1, row).filter((k) => k === twin).length;
    const sheet = fake.book.sheet(TAB.equipment);
    sheet.deleteRows(row - 1, 1);
    sheet.insertRows(row);
    const [mech, item, location] = twin.split(', ');
    for (const [col, value] of [
      ['A', mech],
      ['B', item],
      ['C', location],
      ['D', 'OK'],
    ])
      type(fake, EQUIPMENT, `${col}${row}`, value);
    expect(equipmentKeys(fake)[row - 1]).toBe(twin);
    const before = dump(fake);
    reset(fake);
    const u = gas.undoLast({ kind: 'round', expected: 1 });
    expect(u.problems[0].message).toMatch(
      new RegExp(
        `^Undo refused: Equipment row ${row} was the ${nth}(st|nd|rd|th) "${twin.replace(/[()]/g, '\\$&')}" when round 1 was resolved and is now the ${nth + 1}(st|nd|rd|th) — rows were moved or inserted since\\.`,
      ),
    );
    expectUntouched(fake, before);
  });

  it('a row inserted above Round on Rules: the Round check still finds it by name, the position check refuses', () => {
    const { fake, gas } = campaign();
    expect(gas.resolveRound(1).ok).toBe(true);
    expect(read(fake, RULES, 'A2')).toBe('Round');
    fake.book.sheet(TAB.rules).insertRows(2);
    const before = dump(fake);
    reset(fake);
    const u = gas.undoLast({ kind: 'round', expected: 1 });
    expect(u.problems[0].message).toMatch(
      /^Undo refused: Rules row 2 was "Round" when round 1 was resolved and is now blank/,
    );
    expectUntouched(fake, before);
  });

  it('a column inserted into Mechs: refused naming the column whose header moved', () => {
    const { fake, gas } = campaign();
    expect(gas.resolveRound(1).ok).toBe(true);
    fake.book.sheet(TAB.mechs).insertColumns(2);
    type(fake, TAB.mechs, 'B1', 'Notes');
    const before = dump(fake);
    reset(fake);
    const u = gas.undoLast({ kind: 'round', expected: 1 });
    expect(u.problems[0].code).toBe('undo/columns_moved');
    expect(u.problems[0].message).toMatch(
      /^Undo refused: Mechs column [A-Z]+ was headed "[^"]+" when round 1 was resolved and is now headed "[^"]+" — columns were moved or inserted since\. Nothing was changed/,
    );
    expectUntouched(fake, before);
  });

  it('a second undo checks its own round: rows swapped after round 2 refuse undoing it, put back it goes, then round 1', () => {
    const { fake, gas } = campaign();
    const start = dump(fake);
    expect(gas.resolveRound(1).ok).toBe(true);
    const afterOne = dump(fake);
    for (const name of ['Griffin', 'Rifleman', 'Blackjack', 'Locust'])
      type(fake, MECHS, cell(MECHS, 'move', mechRow(fake, name)), 'Walk');
    expect(gas.resolveRound(2).ok).toBe(true);
    reorder(fake, TAB.mechs, [0, 3, 2, 1]);
    expect(gas.undoLast({ kind: 'round', expected: 2 }).problems[0].message).toMatch(
      /^Undo refused: Mechs row 3 was "Rifleman" when round 2 was resolved and is now "Locust"/,
    );
    reorder(fake, TAB.mechs, [0, 3, 2, 1]);
    expect(gas.undoLast({ kind: 'round', expected: 2 })).toMatchObject({ ok: true, round: 2 });
    for (const name of ['Griffin', 'Rifleman', 'Blackjack', 'Locust'])
      type(fake, MECHS, cell(MECHS, 'move', mechRow(fake, name)), '');
    expect(dump(fake)).toEqual(afterOne);
    expect(gas.undoLast({ kind: 'round', expected: 1 })).toMatchObject({ ok: true, round: 1 });
    expect(dump(fake)).toEqual(start);
  });
});

describe('Undo: rows in place, it restores — and names the later edits it reverts', () => {
  it('nothing touched since: every cell back byte for byte, no edits named', () => {
    const { fake, gas } = campaign();
    const start = dump(fake);
    expect(gas.resolveRound(1).ok).toBe(true);
    const u = gas.undoLast({ kind: 'round', expected: 1 });
    expect(u).toMatchObject({
      ok: true,
      round: 1,
      editedSince: [],
      message: 'Round 1 undone: the sheet is at round 1 again.',
    });
    expect(dump(fake)).toEqual(start);
  });

  it('cells the round wrote and the GM changed since are restored and named (even one typed back to its old value); cells outside keep the edit', () => {
    const { fake, gas } = campaign();
    const start = dump(fake);
    expect(gas.resolveRound(1).ok).toBe(true);
    const griffin = mechRow(fake, 'Griffin');
    const rifleman = mechRow(fake, 'Rifleman');
    const armor = cell(MECHS, 'armor.CT', griffin);
    const move = cell(MECHS, 'move', rifleman);
    const again = cell(MECHS, 'move', griffin);
    const pilot = cell(MECHS, 'pilot', griffin);
    const startPilot = read(fake, MECHS, pilot);
    expect(read(fake, MECHS, again)).toBe('');
    type(fake, MECHS, armor, 99); // the GM corrects an armor value the round wrote
    type(fake, MECHS, move, 'Walk'); // and types next round's orders into a cell the round cleared
    type(fake, MECHS, again, 'Run'); // the order the round cleared, typed back: named too, it no longer holds what the round wrote
    type(fake, MECHS, pilot, 'Natasha Kerensky'); // outside what the round wrote
    const u = gas.undoLast({ kind: 'round', expected: 1 });
    expect(u.ok).toBe(true);
    expect(u.editedSince).toEqual([`Mechs!${again}`, `Mechs!${armor}`, `Mechs!${move}`]);
    expect(u.message).toBe(
      `Round 1 undone: the sheet is at round 1 again. 3 cells Gator wrote in that round had been changed since; Undo put back what they held before the round, so check your later edits there: Mechs!${again}, Mechs!${armor}, Mechs!${move}.`,
    );
    expect(read(fake, MECHS, pilot)).toBe('Natasha Kerensky');
    type(fake, MECHS, pilot, startPilot);
    expect(dump(fake)).toEqual(start);
  });

  it('orders typed on Attacks since the round are named; a blank row inserted there loses nothing, so Undo goes ahead', () => {
    const { fake, gas } = campaign();
    const orders = fake.book.sheet(TAB.attacks).getRange('A1:G4').getValues();
    expect(gas.resolveRound(1).ok).toBe(true);
    type(fake, ATTACKS, 'A2', 'Locust');
    type(fake, ATTACKS, 'B2', 'Griffin');
    fake.book.sheet(TAB.attacks).insertRows(3);
    const u = gas.undoLast({ kind: 'round', expected: 1 });
    expect(u.ok).toBe(true);
    expect(u.editedSince).toEqual(['Attacks!A2', 'Attacks!B2']);
    expect(u.message).toMatch(
      /^Round 1 undone: the sheet is at round 1 again\. 2 cells Gator wrote in that round had been changed since; .*: Attacks!A2, Attacks!B2\.$/,
    );
    expect(fake.book.sheet(TAB.attacks).getRange('A1:G4').getValues()).toEqual(orders);
  });

  it("the menu's Undo tells the GM which later edits it reverted", () => {
    const { fake, gas } = campaign();
    expect(gas.resolveRound(1).ok).toBe(true);
    const armor = cell(MECHS, 'armor.CT', mechRow(fake, 'Griffin'));
    type(fake, MECHS, armor, 99);
    fake.ui.answers.push('YES');
    gas.menuUndoLastRound();
    expect(fake.ui.alerts[fake.ui.alerts.length - 1].prompt).toBe(
      `Round 1 undone: the sheet is at round 1 again. 1 cell Gator wrote in that round had been changed since; Undo put back what it held before the round, so check your later edits there: Mechs!${armor}.`,
    );
  });

  it('many edits: the message names five and counts the rest', () => {
    const { fake, gas } = campaign();
    expect(gas.resolveRound(1).ok).toBe(true);
    for (const name of ['Griffin', 'Rifleman', 'Blackjack', 'Locust']) {
      type(fake, MECHS, cell(MECHS, 'move', mechRow(fake, name)), 'Walk');
      type(fake, MECHS, cell(MECHS, 'evasive', mechRow(fake, name)), 'Yes');
    }
    const u = gas.undoLast({ kind: 'round', expected: 1 });
    expect(u.editedSince).toHaveLength(8);
    expect(u.message).toMatch(
      /8 cells Gator wrote in that round had been changed since; .*: (Mechs![A-Z]+\d, ){4}Mechs![A-Z]+\d and 3 more\.$/,
    );
  });
});

describe('Undo: snapshots saved before the guard, and imports', () => {
  it('a snapshot without guards (an older version wrote it) still undoes byte for byte, naming no edits', () => {
    const { fake, gas } = campaign();
    const start = dump(fake);
    expect(gas.resolveRound(1).ok).toBe(true);
    asOldSnapshot(fake);
    const u = gas.undoLast({ kind: 'round', expected: 1 });
    expect(u).toMatchObject({
      ok: true,
      round: 1,
      editedSince: [],
      message: 'Round 1 undone: the sheet is at round 1 again.',
    });
    expect(dump(fake)).toEqual(start);
  });

  it('a round, an import at the bottom undone, then the round undone: back to the start byte for byte', () => {
    const { fake, gas } = campaign();
    const start = dump(fake);
    expect(gas.resolveRound(1).ok).toBe(true);
    expect(gas.insertLibraryMech('Atlas AS7-D', '', '', '').ok).toBe(true);
    expect(gas.undoLast({ kind: 'import', expected: 'Atlas AS7-D' })).toMatchObject({ ok: true });
    expect(gas.undoLast({ kind: 'round', expected: 1 })).toMatchObject({ ok: true, round: 1, editedSince: [] });
    expect(dump(fake)).toEqual(start);
  });

  it('an import still checks its own rows: a renamed imported mech refuses its undo', () => {
    const { fake, gas } = campaign();
    expect(gas.insertLibraryMech('Atlas AS7-D', '', '', '').ok).toBe(true);
    type(fake, MECHS, cell(MECHS, 'name', 6), 'Someone else');
    const before = dump(fake);
    reset(fake);
    expect(gas.undoLast({ kind: 'import', expected: 'Atlas AS7-D' }).problems[0].code).toBe('undo/rows_moved');
    expectUntouched(fake, before);
  });
});
