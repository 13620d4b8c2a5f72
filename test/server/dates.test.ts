// Dates never sneak in (docs/platform-contracts.md). Sheets reads date-looking text as a date when it is
// typed and when setValues writes it (the fakes do as Sheets does): a Date in a cell Gator reads
// is a problem of that cell, said so a player can fix it; every string Gator writes stays text,
// in a plain-text cell or not; Undo puts back each cell's type exactly. Through the built bundle.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../support/fastcheck';
import { createFakeServices, DEFAULT_DATE_SETTINGS, parseDate } from '../../src/fakes';
import { safeCellValue } from '../../src/sheet/write/cellValue';
import { ATTACKS, ROLLS } from '../../src/sheet/schema/playTabs';
import { MECHS } from '../../src/sheet/schema/mechsTab';
import { TAB } from '../../src/sheet/schema/columns';
import { campaign, cell, dump, mechRow, read, setRule, type, writes } from './harness';

/**
 * Types raw input as a player does (no apostrophe added) into a cell that is not plain text — a
 * campaign set up before Set up formatted its text columns, or a GM's own format: `4/5` becomes a date.
 */
function typeRaw(fake: ReturnType<typeof campaign>['fake'], tab: string, a1: string, text: string): void {
  fake.book
    .sheet(tab)
    .getRange(a1)
    .setNumberFormat('General')
    .setValues([[text]]);
}

describe('Set up formats the columns people type text into as plain text: what is typed stays text', () => {
  it('"4/5" typed in the Roll column stays "4/5", and is no roll: the cell says how to type one', () => {
    const c = campaign();
    setRule(c.fake, 'Dice', 'Typed rolls first');
    c.fake.book
      .sheet(TAB.attacks)
      .getRange('I2')
      .setValues([['4/5']]);
    expect(read(c.fake, ATTACKS, 'I2')).toBe('4/5');
    const problems = c.gas.getSidebarState().status.problems.map((p: { message: string }) => p.message);
    expect(problems).toEqual(['Attacks!I2: Roll "4/5" is not a roll: type the total (9) or the faces (4+5)']);
  });

  it('a hex label typed 06/10 or 0610: kept as typed', () => {
    const c = campaign();
    const griffin = mechRow(c.fake, 'Griffin');
    const mechs = c.fake.book.sheet(TAB.mechs);
    mechs.getRange(cell(MECHS, 'moveTo', griffin)).setValues([['06/10']]);
    expect(read(c.fake, MECHS, cell(MECHS, 'moveTo', griffin))).toBe('06/10');
    mechs.getRange(cell(MECHS, 'moveTo', griffin)).setValues([['0610']]);
    expect(read(c.fake, MECHS, cell(MECHS, 'moveTo', griffin))).toBe('0610');
  });
});

describe('a date in a cell Gator reads is a problem of that cell', () => {
  it('"4/5" typed in Attacks!I2: `Attacks!I2 holds a date (5 April) — Sheets read "4/5" as a date: type the faces as 4+5`; nothing is written', () => {
    const c = campaign();
    setRule(c.fake, 'Dice', 'Typed rolls first');
    typeRaw(c.fake, TAB.attacks, 'I2', '4/5');
    expect(Object.prototype.toString.call(read(c.fake, ATTACKS, 'I2'))).toBe('[object Date]');
    const message = 'Attacks!I2: holds a date (5 April) — Sheets read "4/5" as a date: type the faces as 4+5';
    const before = dump(c.fake);
    c.fake.log.reset();
    const r = c.gas.resolveRound(1);
    expect(r.ok).toBe(false);
    expect(r.problems.map((p: { message: string }) => p.message)).toEqual([message]);
    expect(writes(c.fake)).toBe(0);
    expect(dump(c.fake)).toEqual(before);
    expect(c.gas.getSidebarState().status.problems).toEqual([
      { code: 'sheet/date_value', message, cell: 'Attacks!I2' },
    ]);
  });

  it('the Rolls tab\'s Roll: "6/3" typed for a piloting check', () => {
    const c = campaign();
    type(c.fake, ROLLS, cell(ROLLS, 'for', 2), 'Griffin: piloting check');
    typeRaw(c.fake, TAB.rolls, cell(ROLLS, 'roll', 2), '6/3');
    const problems = c.gas.getSidebarState().status.problems.map((p: { message: string }) => p.message);
    expect(problems).toEqual(['Rolls!B2: holds a date (3 June) — Sheets read "6/3" as a date: type the faces as 6+3']);
  });

  it("a battle named May 3052 typed into the Rules tab, a hex label typed 06/09: each its own cell's problem, in words a player can act on", () => {
    const c = campaign();
    const rules = c.fake.book.sheet(TAB.rules).peekValues();
    const battleRow = rules.findIndex((r) => r[0] === 'Battle') + 1;
    typeRaw(c.fake, TAB.rules, `B${battleRow}`, 'May 3052');
    const griffin = mechRow(c.fake, 'Griffin');
    typeRaw(c.fake, TAB.mechs, cell(MECHS, 'moveTo', griffin), '06/10');
    const problems = c.gas.getSidebarState().status.problems.map((p: { message: string }) => p.message);
    expect(problems).toContain(
      `Rules!B${battleRow}: holds a date (1 May 3052) — Sheets read "May 3052" as a date: type it with an apostrophe first ('May 3052), or format the column as plain text (Format → Number → Plain text) and type it again`,
    );
    expect(problems).toContain(
      `Mechs!${cell(MECHS, 'moveTo', griffin)}: holds a date (10 June) — Sheets read "6/10" as a date: type it with an apostrophe first ('6/10), or format the column as plain text (Format → Number → Plain text) and type it again`,
    );
  });

  it("the TN column names the date too: ATTACKTN sees the cell's Date and says the same", () => {
    const c = campaign();
    typeRaw(c.fake, TAB.attacks, 'C3', 'Apr 5');
    const values = (tab: string) => c.fake.book.sheet(tab).getDataRange().getValues();
    const attacks = values(TAB.attacks).map((row) => row.slice(0, 7));
    const tns = c.gas
      .ATTACKTN(
        attacks,
        values(TAB.mechs),
        values(TAB.equipment),
        values(TAB.catalog),
        values(TAB.map),
        values(TAB.rules),
      )
      .map((r: unknown[]) => r[0]);
    expect(tns[1]).toBe(
      `Attacks!C3: holds a date (5 April) — Sheets read "4/5" as a date: type it with an apostrophe first ('4/5), or format the column as plain text (Format → Number → Plain text) and type it again`,
    );
  });
});

describe('every string Gator writes stays text, in a plain-text cell or not', () => {
  it.each(['May 3052', '3/4', '1e5', 'TRUE', '5 April', '12:30', 'Apr 5, 2025', '2024-05-01'])(
    'a battle named %s stays that text, and Undo puts back what was there',
    (name) => {
      const c = campaign();
      const battleCell = () => {
        const rows = c.fake.book.sheet(TAB.rules).peekValues();
        return `B${rows.findIndex((r) => r[0] === 'Battle') + 1}`;
      };
      const before = read(c.fake, TAB.rules, battleCell());
      expect(c.gas.startNewBattle({ name, repair: false, heal: false }).ok).toBe(true);
      expect(read(c.fake, TAB.rules, battleCell())).toBe(name);
      expect(c.gas.getRoundStatus().battle).toBe(name);
      expect(c.gas.undoLast({ kind: 'battle', expected: name }).ok).toBe(true);
      expect(read(c.fake, TAB.rules, battleCell())).toBe(before);
    },
  );

  it('property: whatever text Sheets would read as a date, safeCellValue writes so it stays that text', () => {
    const month = fc.constantFrom(
      'Jan',
      'February',
      'mar',
      'Apr.',
      'May',
      'June',
      'Jul',
      'Sept',
      'Oct',
      'nov',
      'December',
    );
    const n = fc
      .oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1899, max: 3100 }))
      .map(String);
    const sep = fc.constantFrom('/', '-', ' ', ', ', ':', '');
    const piece = fc.oneof(month, n, sep, fc.constantFrom('am', 'PM', ' '));
    // Date shapes most of the time, and any mix of their pieces.
    const dsep = fc.constantFrom('/', '-', ' ', ':');
    const shaped = fc.oneof(
      fc.tuple(month, dsep, n).map((p) => p.join('')),
      fc.tuple(n, dsep, month).map((p) => p.join('')),
      fc.tuple(n, dsep, n).map((p) => p.join('')),
      fc.tuple(n, dsep, n, dsep, n).map((p) => p.join('')),
      fc.tuple(month, dsep, n, sep, n).map((p) => p.join('')),
    );
    const text = fc.oneof(
      shaped,
      fc.array(piece, { minLength: 1, maxLength: 5 }).map((parts) => parts.join('')),
    );
    let dates = 0;
    const fake = createFakeServices();
    const sheet = fake.book.insertSheet('T');
    fc.assert(
      fc.property(text, (t) => {
        if (!parseDate(t.trim(), DEFAULT_DATE_SETTINGS)) return;
        dates++;
        sheet.getRange('A1').setValues([[safeCellValue(t)]]);
        expect(sheet.getRange('A1').getValue()).toBe(t);
      }),
      { numRuns: 1000 },
    );
    // The property met dates, not only text Sheets leaves alone.
    expect(dates).toBeGreaterThan(20);
  });
});

describe("Undo restores each cell's type exactly", () => {
  it('rolls typed as text in a plain-text Roll cell (9), as a number (8) and as faces (7, 7, 7, 7) come back as they were typed', () => {
    const c = campaign();
    setRule(c.fake, 'Dice', 'Typed rolls first');
    const attacks = c.fake.book.sheet(TAB.attacks);
    attacks.getRange('I2').setNumberFormat('@');
    attacks.getRange('I2:I4').setValues([['9'], ['7, 7, 7, 7'], [8]]);
    const before = dump(c.fake);
    expect(attacks.getRange('I2:I4').getValues()).toEqual([['9'], ['7, 7, 7, 7'], [8]]);
    expect(c.gas.resolveRound(1).ok).toBe(true);
    expect(c.gas.undoLast({ kind: 'round', expected: 1 }).ok).toBe(true);
    expect(attacks.getRange('I2:I4').getValues()).toEqual([['9'], ['7, 7, 7, 7'], [8]]);
    expect(dump(c.fake)).toEqual(before);
  });
});
