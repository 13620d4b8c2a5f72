// A campaign in a decimal-comma locale, through the built bundle on the fakes (which read typed
// text as the spreadsheet's locale does: src/fakes/locale.ts): a round with typed rolls and an
// Orders due deadline, in de_DE. Nothing a player types into Gator's columns changes meaning;
// where Sheets turned it into a date or a number, the message quotes what was typed as that
// locale writes it and says what works there.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../support/fastcheck';
import { createFakeServices, type FakeServices } from '../../src/fakes';
import { safeCellValue } from '../../src/sheet/write/cellValue';
import { ROLLS } from '../../src/sheet/schema/playTabs';
import { TAB } from '../../src/sheet/schema/columns';
import { campaign, cell, dump, read, setRule, writes, type Campaign } from './harness';

const DE = { locale: 'de_DE', timeZone: 'Europe/Berlin' };

/** Text as a player types it — no apostrophe, nothing escaped — into a cell as it is formatted. */
function typeRaw(fake: FakeServices, tab: string, a1: string, text: string): void {
  fake.book
    .sheet(tab)
    .getRange(a1)
    .setValues([[text]]);
}

/**
 * The same into a cell that is not plain text: a campaign set up before Set up formatted its text columns, or a column
 * the GM reformatted.
 */
function typeInGeneral(fake: FakeServices, tab: string, a1: string, text: string): void {
  fake.book
    .sheet(tab)
    .getRange(a1)
    .setNumberFormat('General')
    .setValues([[text]]);
}

const problemsOf = (c: Campaign) => c.gas.getSidebarState().status.problems.map((p: { message: string }) => p.message);

/** The Rules tab's Value cell of a setting. */
function settingCell(c: Campaign, name: string): string {
  const row = c.fake.book
    .sheet(TAB.rules)
    .peekValues()
    .findIndex((r) => r[0] === name);
  expect(row).toBeGreaterThan(0);
  return `B${row + 1}`;
}

describe('de_DE: a round with typed rolls keeps what the players typed', () => {
  it('4+5, "11, 9, 4+4, 7" and 4,5 typed into the Roll column stay that text and are used as typed rolls (a comma separates rolls there, whatever the locale)', () => {
    const c = campaign(DE);
    setRule(c.fake, 'Dice', 'Typed rolls first');
    typeRaw(c.fake, TAB.attacks, 'I2', '4+5');
    typeRaw(c.fake, TAB.attacks, 'I3', '11, 9, 4+4, 7');
    typeRaw(c.fake, TAB.attacks, 'I4', '4,5');
    expect(c.fake.book.sheet(TAB.attacks).getRange('I2:I4').getValues()).toEqual([['4+5'], ['11, 9, 4+4, 7'], ['4,5']]);
    expect(problemsOf(c)).toEqual([]);
    const r = c.gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect(r.dice.typed.used).toBe(7);
    const dice = r.report.log
      .filter((row: unknown[]) => String(row[5]).includes('typed'))
      .map((row: unknown[]) => [row[2], row[5]]);
    expect(dice.slice(0, 2)).toEqual([
      ['Griffin', '4+5 (typed)'],
      ['Rifleman', '11 (typed)'],
    ]);
    expect(dice).toContainEqual(['Blackjack', '4 (typed)']);
  });

  it('a Dice seed typed 3,5 stays the text 3,5 (Set up formats it as plain text), so the round is seeded by what was typed', () => {
    const c = campaign(DE);
    const seed = settingCell(c, 'Dice seed');
    expect(c.fake.book.sheet(TAB.rules).getRange(seed).getNumberFormat()).toBe('@');
    typeRaw(c.fake, TAB.rules, seed, '3,5');
    expect(read(c.fake, TAB.rules, seed)).toBe('3,5');
    const r = c.gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect(r.dice.seedText).toContain('Dice seed "3,5", round 1');
  });
});

describe("a cell Sheets read as a date or a decimal quotes what was typed as the spreadsheet's locale writes it", () => {
  it('de_DE: 4.5 typed in a Roll cell that is not plain text: `holds a date (4 May) — Sheets read "4.5" as a date: type the faces as 4+5`; nothing is written', () => {
    const c = campaign(DE);
    setRule(c.fake, 'Dice', 'Typed rolls first');
    typeInGeneral(c.fake, TAB.attacks, 'I2', '4.5');
    const message = 'Attacks!I2: holds a date (4 May) — Sheets read "4.5" as a date: type the faces as 4+5';
    expect(problemsOf(c)).toEqual([message]);
    const before = dump(c.fake);
    c.fake.log.reset();
    const r = c.gas.resolveRound(1);
    expect(r.problems.map((p: { message: string }) => p.message)).toEqual([message]);
    expect(writes(c.fake)).toBe(0);
    expect(dump(c.fake)).toEqual(before);
  });

  it('de_DE: 11,9 typed there is the number 11.9 — the message says semicolons separate rolls; 4,5 on the Rolls tab: the faces with a plus', () => {
    const c = campaign(DE);
    setRule(c.fake, 'Dice', 'Typed rolls first');
    typeInGeneral(c.fake, TAB.attacks, 'I3', '11,9');
    typeRaw(c.fake, TAB.rolls, cell(ROLLS, 'for', 2), 'Griffin: piloting check');
    typeInGeneral(c.fake, TAB.rolls, cell(ROLLS, 'roll', 2), '4,5');
    expect(problemsOf(c)).toEqual([
      'Attacks!I3: holds the number 11.9 — Sheets read "11,9" as a decimal (a comma is the decimal point in this spreadsheet\'s locale, de_DE): separate the rolls with semicolons (11; 9), or type the faces with a plus (4+5)',
      'Rolls!B2: holds the number 4.5 — Sheets read "4,5" as a decimal (a comma is the decimal point in this spreadsheet\'s locale, de_DE): type the faces with a plus (4+5), or the total (9)',
    ]);
    // What the message advises works in that cell: 11; 9 stays text and is two rolls.
    typeInGeneral(c.fake, TAB.attacks, 'I3', '11; 9');
    typeInGeneral(c.fake, TAB.rolls, cell(ROLLS, 'roll', 2), '4+5');
    expect(problemsOf(c)).toEqual([]);
  });

  it('en_GB: 4/5 is 4 May, quoted as typed: `Sheets read "4/5" as a date: type the faces as 4+5`', () => {
    const c = campaign({ locale: 'en_GB', timeZone: 'Europe/London' });
    typeInGeneral(c.fake, TAB.attacks, 'I2', '4/5');
    expect(problemsOf(c)).toEqual([
      'Attacks!I2: holds a date (4 May) — Sheets read "4/5" as a date: type the faces as 4+5',
    ]);
  });

  it('the locale is asked of Sheets only when such a cell is found: one getSpreadsheetLocale then, none otherwise', () => {
    const c = campaign(DE);
    c.fake.log.reset();
    c.gas.getSidebarState();
    expect(c.fake.log.calls['Spreadsheet.getSpreadsheetLocale'] ?? 0).toBe(0);
    typeInGeneral(c.fake, TAB.attacks, 'I2', '4.5');
    c.fake.log.reset();
    c.gas.getSidebarState();
    expect(c.fake.log.calls['Spreadsheet.getSpreadsheetLocale']).toBe(1);
  });
});

describe("R-15.4 Orders due typed as the spreadsheet's locale writes a date", () => {
  /** 3 December, 20:00 in Berlin, of a year to come (so the deadline has not passed). */
  const YEAR = new Date().getUTCFullYear() + 1;
  const AT = Date.UTC(YEAR, 11, 3, 19);

  it('de_DE: "03.12.YYYY 20:00" typed in the Value cell is a date and time to Sheets; the deadline is 20:00 in Berlin', () => {
    const c = campaign(DE);
    typeRaw(c.fake, TAB.rules, settingCell(c, 'Orders due'), `03.12.${YEAR} 20:00`);
    const due = c.gas.getSidebarState().status.orders.due;
    expect([due.at, due.label, due.timeZone]).toEqual([
      AT,
      expect.stringMatching(new RegExp(`^\\w{3} 3 Dec ${YEAR} 20:00$`)),
      'Europe/Berlin',
    ]);
  });

  it("the same typed into a cell formatted as plain text is read as that wall time in the spreadsheet's time zone", () => {
    const c = campaign(DE);
    const due = settingCell(c, 'Orders due');
    c.fake.book.sheet(TAB.rules).getRange(due).setNumberFormat('@');
    typeRaw(c.fake, TAB.rules, due, `03.12.${YEAR} 20:00`);
    expect(read(c.fake, TAB.rules, due)).toBe(`03.12.${YEAR} 20:00`);
    expect(problemsOf(c)).toEqual([]);
    expect(c.gas.getSidebarState().status.orders.due.at).toBe(AT);
  });
});

describe('every string Gator writes stays text, in every locale', () => {
  const LOCALES = ['en_US', 'en_GB', 'de_DE', 'fr_FR'];

  it.each([
    '3,5',
    '1.000,5',
    '4.5',
    '4.5.',
    '5 %',
    '3,50 €',
    '1 000',
    '2026-12-03 20:00',
    '03.12.2026, 20:00',
    'May 5 20:00',
  ])('%s written by Gator stays that text in en_US, en_GB, de_DE and fr_FR', (text) => {
    for (const locale of LOCALES) {
      const sheet = createFakeServices({ locale }).book.insertSheet('T');
      sheet.getRange('A1').setValues([[safeCellValue(text)]]);
      expect(sheet.getRange('A1').getValue(), locale).toBe(text);
    }
  });

  it('property: whatever text a locale would read as a number, a date or a time, safeCellValue writes so it stays that text', () => {
    const piece = fc.oneof(
      fc.integer({ min: 0, max: 2100 }).map(String),
      fc.constantFrom('.', ',', '/', '-', ':', ' ', '%', '€', '$', '£', ', ', 'e3', 'May', 'Dec', 'PM', 'T'),
    );
    const text = fc.array(piece, { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''));
    const sheets = LOCALES.map((locale) => createFakeServices({ locale }).book.insertSheet('T'));
    let parsed = 0;
    fc.assert(
      fc.property(text, (t) => {
        for (const sheet of sheets) {
          sheet.getRange('A1').setValues([[t]]);
          if (sheet.getRange('A1').getValue() === t) continue;
          parsed++;
          sheet.getRange('A1').setValues([[safeCellValue(t)]]);
          expect(sheet.getRange('A1').getValue()).toBe(t);
        }
      }),
      { numRuns: 1000 },
    );
    // The property met text Sheets reads, not only text it leaves alone.
    expect(parsed).toBeGreaterThan(100);
  });
});
