// The fakes are a spreadsheet where Gator relies on it (docs/platform-contracts.md): formulas are
// evaluated after every write, custom functions get their arguments as Sheets passes them,
// array results fill only empty cells, a reference past a tab's grid answers #REF!, and
// date-looking text becomes a Date except in a plain-text cell.
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createFakeServices, type FakeServices } from '../../src/fakes';
import { campaign } from '../server/harness';

/** A bundle of one custom function that answers whatever `answer` says and keeps what it was given. */
function bundleOf(answer: (...args: unknown[]) => unknown): { calls: unknown[][]; globals: Record<string, unknown> } {
  const calls: unknown[][] = [];
  const ECHO = (...args: unknown[]) => {
    calls.push(args);
    return answer(...args);
  };
  return { calls, globals: { __Gator: { customFunctions: { ECHO } }, ECHO } };
}

function sheetWith(answer: (...args: unknown[]) => unknown, fake: FakeServices = createFakeServices()) {
  const bundle = bundleOf(answer);
  fake.useBundle(bundle.globals);
  const sheet = fake.book.insertSheet('T');
  return { fake, sheet, calls: bundle.calls };
}

describe("formula cells are evaluated after every write, calling the bundle's custom functions", () => {
  it('the GATOR example of docs/custom-functions.md through the built bundle: =GATOR(3, "Run", TMM(8, "Run"), 0, RANGEMOD("Large Laser", 5)) shows 6', () => {
    const { fake } = campaign({ demo: false });
    const sheet = fake.book.insertSheet('Scratch');
    sheet.getRange('A1').setValue('=GATOR(3, "Run", TMM(8, "Run"), 0, RANGEMOD("Large Laser", 5))');
    expect(sheet.getRange('A1').getValues()).toEqual([[6]]);
    expect(sheet.getRange('A1').getFormulas()).toEqual([
      ['=GATOR(3, "Run", TMM(8, "Run"), 0, RANGEMOD("Large Laser", 5))'],
    ]);
  });

  it('a write to a cell a formula reads recalculates it: =HEXDIST(A1, B1) follows A1', () => {
    const { fake } = campaign({ demo: false });
    const sheet = fake.book.insertSheet('Scratch');
    sheet.getRange('A1:C1').setValues([["'0609", "'0415", '=HEXDIST(A1, B1)']]);
    expect(sheet.getRange('C1').getValue()).toBe(7);
    sheet.getRange('A1').setValues([["'0415"]]);
    expect(sheet.getRange('C1').getValue()).toBe(0);
  });

  it("a range arrives as rows of values: empty cells as '', numbers, booleans, Dates of the bundle's realm, an error as its text", () => {
    const fake = createFakeServices();
    const gas = vm.createContext({});
    const bundle = bundleOf(() => 'ok');
    fake.useBundle(bundle.globals, vm.runInContext('Date', gas));
    const sheet = fake.book.insertSheet('T');
    sheet.getRange('A1:D2').setValues([
      [7, true, '4/5/2026', '+Raider'],
      ['', 'text', "'4/5", 0.5],
    ]);
    sheet.getRange('F1').setValue('=ECHO(A1:D2, A1, C2)');
    expect(sheet.getRange('F1').getValue()).toBe('ok');
    const [range, one, empty] = bundle.calls[0] as [unknown[][], unknown, unknown];
    expect(range.map((row) => row.map((v) => (v instanceof vm.runInContext('Date', gas) ? 'a Date' : v)))).toEqual([
      [7, true, 'a Date', '#NAME?'],
      ['', 'text', '4/5', 0.5],
    ]);
    expect(one).toBe(7);
    expect(empty).toBe('4/5');
  });

  it('a custom function runs as Sheets runs one: in the custom-function context, read-only', () => {
    const fake = createFakeServices();
    let context = '';
    const { sheet } = sheetWith(() => (context = fake.env.context), fake);
    sheet.getRange('A1').setValue('=ECHO()');
    expect(sheet.getRange('A1').getValue()).toBe('customFunction');
    expect(context).toBe('customFunction');
    expect(fake.env.context).toBe('script');
  });

  it('a custom function that throws shows #ERROR!, its message kept for the hover', () => {
    const { fake, sheet } = sheetWith(() => {
      throw new Error('HEXDIST: "banana" is not a hex label like 0609');
    });
    sheet.getRange('A1').setValue('=ECHO()');
    expect(sheet.getRange('A1').getValue()).toBe('#ERROR!');
    expect(fake.book.errorAt(sheet, 1, 1)?.message).toBe('HEXDIST: "banana" is not a hex label like 0609');
  });

  it("operators and the built-ins players wrap around Gator's functions: IF, &, comparisons, SUM", () => {
    const { sheet } = sheetWith(() => '');
    sheet.getRange('A1:A3').setValues([['Run'], [''], [4]]);
    sheet.getRange('B1:B4').setValues([['=IF(A2="", "Stand", A2)'], ['=A1&" fast"'], ['=SUM(A1:A3)*2'], ['=A2']]);
    expect(sheet.getRange('B1:B4').getValues()).toEqual([['Stand'], ['Run fast'], [8], ['']]);
  });

  it("INDEX, as Set up's cards name their mech: the k-th cell of a column, 0 for the whole row or column, past the range #NUM!", () => {
    const { sheet } = sheetWith(() => '');
    sheet.getRange('A1:B3').setValues([
      ['Griffin', 1],
      ['Rifleman', 2],
      ['Locust', 3],
    ]);
    sheet
      .getRange('D1:D4')
      .setValues([['=INDEX(A1:A, 2)'], ['=INDEX(A1:B3, 3, 2)'], ['=INDEX(A1:B3, 4)'], ['=SUM(INDEX(A1:B3, 0, 2))']]);
    expect(sheet.getRange('D1:D4').getValues()).toEqual([['Rifleman'], [3], ['#NUM!'], [6]]);
  });

  it("text that is no formula shows Sheets' errors: #NAME? for a name, #ERROR! for what cannot be parsed, #REF! for a missing tab", () => {
    const { sheet } = sheetWith(() => '');
    sheet.getRange('A1:A4').setValues([['+Raider'], ['+Medium Laser x2'], ['=GATOR('], ['=Sheet9!A1']]);
    expect(sheet.getRange('A1:A4').getValues()).toEqual([['#NAME?'], ['#ERROR!'], ['#ERROR!'], ['#REF!']]);
  });

  it('a circular reference shows #REF!', () => {
    const { fake, sheet } = sheetWith(() => '');
    sheet.getRange('A1:B1').setValues([['=B1', '=A1']]);
    expect(sheet.getRange('A1').getValue()).toBe('#REF!');
    expect(fake.book.errorAt(sheet, 1, 1)?.message).toMatch(/^Circular dependency detected/);
  });
});

describe('an array result fills only empty cells ("Custom Functions in Google Sheets", return values)', () => {
  const column = () => [[1], [2], ['three']];

  it("the cells below read as the values, getFormulas gives '' there, getLastRow counts them", () => {
    const { sheet } = sheetWith(column);
    sheet.getRange('B1').setValue('=ECHO()');
    expect(sheet.getRange('B1:B4').getValues()).toEqual([[1], [2], ['three'], ['']]);
    expect(sheet.getRange('B1:B3').getDisplayValues()).toEqual([['1'], ['2'], ['three']]);
    expect(sheet.getRange('B1:B3').getFormulas()).toEqual([['=ECHO()'], [''], ['']]);
    expect(sheet.getLastRow()).toBe(3);
  });

  it("writing into a spilled cell, even the value it shows, makes the formula #REF! with Sheets' message; clearing it brings the array back", () => {
    const { fake, sheet } = sheetWith(column);
    sheet.getRange('B1').setValue('=ECHO()');
    sheet.getRange('B2').setValues([[2]]);
    expect(sheet.getRange('B1:B3').getValues()).toEqual([['#REF!'], [2], ['']]);
    expect(fake.book.errorAt(sheet, 1, 2)?.message).toBe(
      'Array result was not expanded because it would overwrite data in B2.',
    );
    sheet.getRange('B2').clearContent();
    expect(sheet.getRange('B1:B3').getValues()).toEqual([[1], [2], ['three']]);
    sheet.getRange('B3').setValues([['three']]);
    expect(sheet.getRange('B1').getValue()).toBe('#REF!');
    // Writing '' empties the cell: the array fills it again.
    sheet.getRange('B3').setValues([['']]);
    expect(sheet.getRange('B1').getValue()).toBe(1);
  });

  it('an array longer than the tab is #REF! until rows are inserted', () => {
    const { fake, sheet } = sheetWith(column);
    sheet.getRange(999, 1).setValue('=ECHO()');
    expect(sheet.getRange(999, 1).getValue()).toBe('#REF!');
    expect(fake.book.errorAt(sheet, 999, 1)?.message).toBe(
      'Result was not automatically expanded, please insert more rows (1).',
    );
    sheet.insertRowsAfter(1000, 1);
    expect(sheet.getRange(999, 1, 3, 1).getValues()).toEqual([[1], [2], ['three']]);
  });
});

describe("a reference beyond a tab's grid answers #REF! (the stricter reading: Google does not say)", () => {
  it('the TN formula of old reads Mechs!A1:BZ from a Mechs tab narrower than BZ: #REF!, and ATTACKTN is never called', () => {
    const { fake } = campaign();
    const mechs = fake.book.sheet('Mechs');
    expect(mechs.getMaxColumns()).toBeLessThan(78);
    const attacks = fake.book.sheet('Attacks');
    attacks
      .getRange('H2')
      .setValue('=ATTACKTN(A1:G, Mechs!A1:BZ, Equipment!A1:E, Catalog!A1:K, Map!A1:Q18, Rules!A1:H)');
    expect(attacks.getRange('H2').getValue()).toBe('#REF!');
    expect(fake.book.errorAt(attacks, 2, 8)?.message).toMatch(/^Mechs!A1:BZ reaches column BZ, past its last column/);
  });

  it("open-ended ranges reach the tab's last row and fit: A1:G, A:C", () => {
    const { sheet } = sheetWith((range) => (range as unknown[][]).length);
    sheet.getRange('H1:H2').setValues([['=ECHO(A1:G)'], ['=ECHO(A:C)']]);
    expect(sheet.getRange('H1:H2').getValues()).toEqual([[1000], [1000]]);
  });
});

describe("date-looking text becomes a Date as the spreadsheet's locale and time zone read it (ValueInputOption USER_ENTERED)", () => {
  const today = () => new Date(Date.UTC(2026, 0, 15, 12));

  it('en_US, America/New_York: "4/5" is 5 April of this year at midnight in New York; "May 3052" is 1 May 3052; "12:30" a time', () => {
    const fake = createFakeServices({ today, timeZone: 'America/New_York' });
    const sheet = fake.book.insertSheet('T');
    sheet.getRange('A1:A3').setValues([['4/5'], ['May 3052'], ['12:30']]);
    const [[april], [may], [time]] = sheet.getRange('A1:A3').getValues() as Date[][];
    expect(april.toISOString()).toBe('2026-04-05T04:00:00.000Z');
    expect(may.toISOString()).toBe('3052-05-01T04:00:00.000Z');
    expect(sheet.getRange('A1:A3').getDisplayValues()).toEqual([['4/5/2026'], ['5/1/3052'], ['12:30:00']]);
    expect(time).toBeInstanceOf(Date);
  });

  it('en_GB: "4/5" is 4 May', () => {
    const fake = createFakeServices({ today, locale: 'en_GB', timeZone: 'Europe/London' });
    const sheet = fake.book.insertSheet('T');
    sheet.getRange('A1').setValues([['4/5']]);
    expect((sheet.getRange('A1').getValue() as Date).toISOString()).toBe('2026-05-03T23:00:00.000Z');
    expect(fake.SpreadsheetApp.getActiveSpreadsheet().getSpreadsheetLocale()).toBe('en_GB');
  });

  it('a plain-text (@) cell keeps the text; so does a leading apostrophe; faces typed as 4+5 or 6 3 2 are text anyway', () => {
    const fake = createFakeServices({ today });
    const sheet = fake.book.insertSheet('T');
    sheet.getRange('A1').setNumberFormat('@');
    sheet.getRange('A1:A4').setValues([['4/5'], ["'May 3052"], ['4+5'], ['6 3 2']]);
    expect(sheet.getRange('A1:A4').getValues()).toEqual([['4/5'], ['May 3052'], ['4+5'], ['6 3 2']]);
  });

  it.each(['Battle 2', 'Griffin', 'Medium Laser x2', '0609', '13/13', 'Ambush at Fort Hope'])(
    '%s is no date',
    (text) => {
      const fake = createFakeServices({ today });
      const sheet = fake.book.insertSheet('T');
      sheet.getRange('A1').setValues([[text]]);
      expect(sheet.getRange('A1').getValue() instanceof Date).toBe(false);
    },
  );
});

describe('references follow the grid as Sheets keeps them: rows and columns inserted or deleted, a tab renamed', () => {
  function bookWithData() {
    const fake = createFakeServices();
    const data = fake.book.insertSheet('Data');
    data.getRange('A1:C2').setValues([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    const f = fake.book.insertSheet('F');
    f.getRange('A1:D1').setValues([['=SUM(Data!A1:C2)', '=Data!$B$2', '=SUM(Data!A1:C)', "=SUM('Data'!B:B)"]]);
    return { fake, data, f };
  }

  it('a column inserted inside a range widens it; one before a cell moves it along', () => {
    const { data, f } = bookWithData();
    data.insertColumns(2);
    expect(f.getRange('A1:D1').getFormulas()).toEqual([
      ['=SUM(Data!A1:D2)', '=Data!$C$2', '=SUM(Data!A1:D)', "=SUM('Data'!C:C)"],
    ]);
    expect(f.getRange('A1:D1').getValues()).toEqual([[21, 5, 21, 7]]);
  });

  it('rows inserted above move a reference down; deleting the row of a lone cell makes it #REF!', () => {
    const { data, f } = bookWithData();
    data.insertRowsBefore(1, 2);
    expect(f.getRange('A1:B1').getFormulas()).toEqual([['=SUM(Data!A3:C4)', '=Data!$B$4']]);
    data.deleteRows(4, 1);
    expect(f.getRange('A1:B1').getFormulas()).toEqual([['=SUM(Data!A3:C3)', '=#REF!']]);
    expect(f.getRange('A1:B1').getValues()).toEqual([[6, '#REF!']]);
  });

  it('a renamed tab is renamed in every formula naming it', () => {
    const { data, f } = bookWithData();
    data.setName('Log — battle 1');
    expect(f.getRange('A1:B1').getFormulas()).toEqual([["=SUM('Log — battle 1'!A1:C2)", "='Log — battle 1'!$B$2"]]);
    expect(f.getRange('A1:B1').getValues()).toEqual([[21, 5]]);
  });
});
