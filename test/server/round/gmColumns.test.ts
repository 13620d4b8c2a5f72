// A round writes only what it must: never a column of the GM's, text into
// a cell formatted as plain text exactly as the text, and Undo puts every cell back byte for
// byte. Through the built bundle on the in-memory services.
import { describe, expect, it } from 'vitest';
import { columnLetters, parseA1, type FakeServices } from '../../../src/fakes';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { RULES } from '../../../src/sheet/schema/playTabs';
import { TAB } from '../../../src/sheet/schema/columns';
import { READ_TABS } from '../../../src/server/round/resolve';
import { campaign, cell, dump, mechRow, read, reset, type } from '../harness';

/** Mechs' 1-based column of a schema key on the demo's tab (set up in schema order). */
function col(key: string): number {
  return MECHS.columns.findIndex((c) => c.key === key) + 1;
}

/** Inserts a column of the GM's at `at` (1-based) on Mechs, headed `header`, formatted `format` down its data rows. */
function gmColumn(fake: FakeServices, at: number, header: string, format?: string): void {
  const sheet = fake.book.sheet(TAB.mechs);
  sheet.insertColumns(at);
  type(fake, TAB.mechs, `${columnLetters(at)}1`, header);
  if (format) sheet.getRange(2, at, sheet.getMaxRows() - 1, 1).setNumberFormat(format);
}

/** Puts raw input into a cell, as typing it does (no escaping: in a plain-text cell nothing is parsed). */
function enter(fake: FakeServices, a1: string, value: unknown): void {
  fake.book
    .sheet(TAB.mechs)
    .getRange(a1)
    .setValues([[value]]);
}

/** The first and last column (1-based) of `Tab!A1:B2`. */
function columnsOf(a1: string): [number, number] {
  const rect = parseA1(a1);
  return [rect.col, rect.col + (rect.numCols ?? 1) - 1];
}

/** The Mechs ranges a round wrote. */
function mechsWritten(written: readonly string[]): string[] {
  return written.filter((w) => w.startsWith(`${TAB.mechs}!`));
}

describe("a round never writes a column of the GM's", () => {
  it('a plain-text Portrait column holding +1 between Heat and Status survives the round and the Undo byte for byte', () => {
    const { fake, gas } = campaign();
    type(fake, RULES, 'B8', 'Tukayyid');
    const at = col('status');
    gmColumn(fake, at, 'Portrait', '@');
    for (const name of ['Griffin', 'Rifleman', 'Blackjack', 'Locust'])
      enter(fake, `${columnLetters(at)}${mechRow(fake, name)}`, '+1');
    const before = dump(fake);
    const r = gas.resolveRound(1);
    expect(r.ok).toBe(true);
    const portraits = fake.book
      .sheet(TAB.mechs)
      .peekCells()
      .slice(1)
      .map((row) => row[at - 1]);
    expect(portraits.map((c) => [c.value, c.formula])).toEqual(Array.from({ length: 4 }, () => ['+1', '']));
    // Heat and the orders left of it, the armor and the rest right of it: one write each side.
    const mechs = mechsWritten(r.report.written).map(columnsOf);
    expect(mechs).toHaveLength(2);
    expect(mechs[0][1]).toBe(at - 1);
    expect(mechs[1][0]).toBeGreaterThan(at);
    expect(gas.undoLast({ kind: 'round', expected: 1 })).toMatchObject({ ok: true, round: 1 });
    expect(dump(fake)).toEqual(before);
  });

  it("a formula column of the GM's in the middle of Mechs is never written: its formulas survive the round and the Undo", () => {
    const { fake, gas } = campaign();
    const at = col('armor.HD');
    gmColumn(fake, at, 'Notes');
    for (const name of ['Griffin', 'Rifleman', 'Blackjack', 'Locust']) {
      const row = mechRow(fake, name);
      enter(fake, `${columnLetters(at)}${row}`, `=A${row}&" notes"`);
    }
    const formulas = () => fake.book.sheet(TAB.mechs).getRange(2, at, 4, 1).getFormulas();
    const kept = formulas();
    const before = dump(fake);
    const r = gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect(formulas()).toEqual(kept);
    expect(
      mechsWritten(r.report.written)
        .map(columnsOf)
        .every(([first, last]) => at < first || last < at),
    ).toBe(true);
    expect(gas.undoLast({ kind: 'round', expected: 1 }).ok).toBe(true);
    expect(dump(fake)).toEqual(before);
  });

  it("the calls of a round with a GM's column in the middle of Mechs: one setValues per block, one read of number formats per tab written", () => {
    const { fake, gas } = campaign();
    gmColumn(fake, col('status'), 'Portrait', '@');
    reset(fake);
    const r = gas.resolveRound(1);
    expect(r.ok).toBe(true);
    const tabs = new Set((r.report.written as string[]).map((w) => w.slice(0, w.indexOf('!'))));
    // Mechs twice (each side of Portrait), every other tab written once.
    expect(mechsWritten(r.report.written)).toHaveLength(2);
    expect(r.report.written.length).toBe(tabs.size + 1);
    // One read per tab the round reads; the formats of each tab written, of the Log rows and of the undo row.
    expect(fake.log.calls['Range.getValues']).toBe(READ_TABS.length);
    expect(fake.log.calls['Range.getFormulas']).toBe(tabs.size);
    expect(fake.log.calls['Range.getNumberFormats']).toBe(tabs.size + 2);
    // The Log rows, the undo row and the Record's row.
    expect(fake.log.calls['Range.setValues']).toBe(r.report.written.length + 3);
  });
});

describe('text goes into a plain-text cell exactly as the text (R-1.1 hex labels)', () => {
  /** The demo with its Position column formatted as plain text, the labels typed as text. */
  function plainTextPositions(): ReturnType<typeof campaign> {
    const c = campaign();
    const sheet = c.fake.book.sheet(TAB.mechs);
    const at = col('position');
    sheet.getRange(2, at, sheet.getMaxRows() - 1, 1).setNumberFormat('@');
    for (let row = 2; row <= 5; row++) {
      const label = String(sheet.getRange(row, at).getValue()).padStart(4, '0');
      sheet.getRange(row, at).setValues([[label]]);
    }
    return c;
  }

  it('Position formatted @: a move writes 0610 (no apostrophe), the next round reads it, Undo writes 0609 back', () => {
    const { fake, gas } = plainTextPositions();
    const griffin = mechRow(fake, 'Griffin');
    const position = cell(MECHS, 'position', griffin);
    expect(read(fake, MECHS, position)).toBe('0609');
    type(fake, MECHS, cell(MECHS, 'move', griffin), 'Walk');
    type(fake, MECHS, cell(MECHS, 'moveTo', griffin), '0610');
    const before = dump(fake);
    expect(gas.resolveRound(1).ok).toBe(true);
    expect(read(fake, MECHS, position)).toBe('0610');
    expect(gas.getRoundStatus().problems).toEqual([]);
    expect(gas.undoLast({ kind: 'round', expected: 1 })).toMatchObject({ ok: true, round: 1 });
    expect(read(fake, MECHS, position)).toBe('0609');
    expect(dump(fake)).toEqual(before);
    // And the round after the move is not refused.
    expect(gas.resolveRound(1).ok).toBe(true);
    expect(gas.resolveRound(2).ok).toBe(true);
  });

  it("a Position left as '0609 by older versions in a plain-text cell reads as 0609; a move heals it, Undo puts it back as it was", () => {
    const { fake, gas } = plainTextPositions();
    const griffin = mechRow(fake, 'Griffin');
    const position = cell(MECHS, 'position', griffin);
    enter(fake, position, "'0609");
    expect(read(fake, MECHS, position)).toBe("'0609");
    const status = gas.getRoundStatus();
    expect(status.problems).toEqual([]);
    expect(status.mechs.find((m: { name: string }) => m.name === 'Griffin').position).toBe('0609');
    type(fake, MECHS, cell(MECHS, 'move', griffin), 'Walk');
    type(fake, MECHS, cell(MECHS, 'moveTo', griffin), '0610');
    const before = dump(fake);
    expect(gas.resolveRound(1).ok).toBe(true);
    expect(read(fake, MECHS, position)).toBe('0610');
    expect(gas.undoLast({ kind: 'round', expected: 1 }).ok).toBe(true);
    expect(dump(fake)).toEqual(before);
  });
});
