// Dates and text, through the built bundle on fakes that read date-looking text as Sheets does,
// in the spreadsheet's time zone: a roll typed 4/5 that Sheets made a date is advised as the
// faces 4+5 wherever the spreadsheet is, and a battle named after a month stays text.
import { describe, expect, it } from 'vitest';
import { createFakeServices, DEFAULT_DATE_SETTINGS, parseDate, type FakeServices } from '../../src/fakes';
import { safeCellValue } from '../../src/sheet/write/cellValue';
import { TAB } from '../../src/sheet/schema/columns';
import { campaign, read, setRule } from './harness';

/** Types raw input as a player does into a cell formatted General: Sheets reads `4/5` there as a date. */
function typeRaw(fake: FakeServices, tab: string, a1: string, text: string): void {
  fake.book
    .sheet(tab)
    .getRange(a1)
    .setNumberFormat('General')
    .setValues([[text]]);
}

/** What the sidebar says of a roll typed raw in Attacks!I2 of a spreadsheet in `timeZone`. */
function rollAdvice(timeZone: string, typed: string): string[] {
  const c = campaign({ timeZone });
  setRule(c.fake, 'Dice', 'Typed rolls first');
  typeRaw(c.fake, TAB.attacks, 'I2', typed);
  return c.gas.getSidebarState().status.problems.map((p: { message: string }) => p.message);
}

describe('a roll Sheets read as a date is advised as its faces, in a spreadsheet east of UTC', () => {
  it('Berlin (midnight there is 22:00 or 23:00 UTC the day before): "4/5" is 5 April, typed as 4+5', () => {
    expect(rollAdvice('Europe/Berlin', '4/5')).toEqual([
      'Attacks!I2: holds a date (5 April) — Sheets read "4/5" as a date: type the faces as 4+5',
    ]);
  });

  it('Tokyo (UTC+9): "6/3" is 3 June, typed as 6+3', () => {
    expect(rollAdvice('Asia/Tokyo', '6/3')).toEqual([
      'Attacks!I2: holds a date (3 June) — Sheets read "6/3" as a date: type the faces as 6+3',
    ]);
  });

  // More than 12 hours ahead of UTC, the nearest UTC midnight is the day before: the day is read
  // on the spreadsheet's clock.
  it('Auckland in January (summer time, UTC+13): "1/5" is 5 January, typed as 1+5', () => {
    expect(rollAdvice('Pacific/Auckland', '1/5')).toEqual([
      'Attacks!I2: holds a date (5 January) — Sheets read "1/5" as a date: type the faces as 1+5',
    ]);
  });

  it('Kiritimati (UTC+14): "6/3" is 3 June, typed as 6+3', () => {
    expect(rollAdvice('Pacific/Kiritimati', '6/3')).toEqual([
      'Attacks!I2: holds a date (3 June) — Sheets read "6/3" as a date: type the faces as 6+3',
    ]);
  });
});

describe("the spreadsheet's time zone is asked only when a cell holds a date (one call, on a rare path)", () => {
  it('the sidebar\'s read of the demo asks none; with "1/5" typed into a roll, one', () => {
    const c = campaign({ timeZone: 'Pacific/Auckland' });
    c.fake.log.reset();
    c.gas.getSidebarState();
    expect(c.fake.log.calls['Spreadsheet.getSpreadsheetTimeZone'] ?? 0).toBe(0);
    setRule(c.fake, 'Dice', 'Typed rolls first');
    typeRaw(c.fake, TAB.attacks, 'I2', '1/5');
    c.fake.log.reset();
    c.gas.getSidebarState();
    expect(c.fake.log.calls['Spreadsheet.getSpreadsheetTimeZone']).toBe(1);
  });
});

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

describe('a battle named after a month stays text in a General cell', () => {
  it('"Sep 3052" and "Sept 3052": Start a new battle writes each so it stays that text, and the views name the battle so', () => {
    const c = campaign();
    const row =
      c.fake.book
        .sheet(TAB.rules)
        .peekValues()
        .findIndex((r) => r[0] === 'Battle') + 1;
    // A campaign whose Battle cell is General (set up before Gator made it plain text, or formatted by the GM).
    c.fake.book.sheet(TAB.rules).getRange(`B${row}`).setNumberFormat('General');
    for (const name of ['Sep 3052', 'Sept 3052']) {
      expect(c.gas.startNewBattle({ name, repair: false, heal: false }).ok, name).toBe(true);
      expect(read(c.fake, TAB.rules, `B${row}`)).toBe(name);
      expect(c.gas.getRoundStatus().battle).toBe(name);
    }
  });

  it("every month's short and long name with a year, in any case: written as Gator writes text, a General cell keeps it as typed", () => {
    const sheet = createFakeServices().book.insertSheet('T');
    const names = MONTHS.flatMap((m) => [
      `${m.slice(0, 3)} 3052`,
      `${m} 3052`,
      `${m.toLowerCase()} 3052`,
      `${m.slice(0, 3).toUpperCase()} 3052`,
    ]);
    for (const name of names)
      expect(parseDate(name, DEFAULT_DATE_SETTINGS), `${name} looks like a date to Sheets`).toBeInstanceOf(Date);
    const kept = names.map((name) => {
      sheet.getRange('A1').setValues([[safeCellValue(name)]]);
      return sheet.getRange('A1').getValue();
    });
    expect(kept).toEqual(names);
  });
});
