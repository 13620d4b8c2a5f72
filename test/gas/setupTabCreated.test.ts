// Set up creating a tab (src/gas/setupTabs.ts, docs/sheet-layout.md): its starting rows written, a formula cell as a
// formula; its header bold and each header cell noted with what the column holds and takes; each column its width,
// in as few calls as the widths allow; its dropdown or number rule on every data row, warning rather than refusing;
// the TN column wrapped; and a new Mechs tab colour-coded (R-13.4 heat, a stripped location). A grid tab (the Map)
// is created once, and left as it is after.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';
import { RuleBook, setUpGrid, setUpTable, widthCalls } from '../../src/gas/setupTabs';
import { Workbook } from '../../src/gas/workbook';
import { type ColumnSpec, headerNote, type TabSpec, type Validation, WIDTH } from '../../src/sheet/schema/columns';
import { MECHS } from '../../src/sheet/schema/mechsTab';
import { ATTACKS, ROLLS } from '../../src/sheet/schema/playTabs';
import { demoTabs } from '../../src/sheet/setup/demo';

function fakeBook() {
  const fake = createFakeServices();
  const services = fake as unknown as Parameters<typeof setUpTable>[0];
  const wb = new Workbook(fake.SpreadsheetApp.getActiveSpreadsheet());
  return { fake, services, wb };
}

const col = (key: string, validation: Validation, width: number): ColumnSpec => ({
  key,
  header: key.toUpperCase(),
  role: 'info',
  required: false,
  holds: `What ${key} holds`,
  valid: `what ${key} takes`,
  validation,
  width,
});

/** A tab of one column of each kind of rule (and none), Gunnery's 0–8 twice. */
const SCRATCH: TabSpec = {
  name: 'Scratch' as TabSpec['name'],
  holds: 'A tab for the test',
  columns: [
    col('choice', { kind: 'list', values: ['Yes', 'No'] }, WIDTH.narrow),
    col('skill', { kind: 'whole', min: 0, max: 8 }, WIDTH.narrow),
    col('least', { kind: 'whole', min: 1 }, WIDTH.standard),
    col('most', { kind: 'whole', max: 5 }, WIDTH.standard),
    col('any', { kind: 'whole' }, WIDTH.narrow),
    col('tick', { kind: 'checkbox' }, WIDTH.narrow),
    col('hex', { kind: 'hex' }, WIDTH.standard),
    col('words', { kind: 'text' }, WIDTH.text),
    col('mech', { kind: 'mechName' }, WIDTH.standard),
    col('again', { kind: 'whole', min: 0, max: 8 }, WIDTH.narrow),
    col('tn', { kind: 'text' }, WIDTH.tn),
  ],
};

/** A rule as the test reads it: its criteria and values, and whether it only warns. */
function ruleOf(v: { getCriteriaType(): string; getCriteriaValues(): unknown[]; getAllowInvalid(): boolean } | null) {
  return v ? [v.getCriteriaType(), v.getCriteriaValues(), v.getAllowInvalid()] : null;
}

function createdScratch(lists: Parameters<typeof setUpTable>[4] = {}) {
  const { fake, services, wb } = fakeBook();
  const initial = [
    SCRATCH.columns.map((c) => c.header),
    ['Yes', 3, '', '', '', false, '0609', 'x', '', 4, { formula: '=1+1' }],
  ];
  const report = setUpTable(services, wb, SCRATCH, initial, lists, new RuleBook(services));
  return { fake, report, sheet: fake.book.sheet('Scratch') };
}

describe('a tab Set up creates', () => {
  it('holds its starting rows, a formula cell as its formula, and says it was created', () => {
    const { sheet, report } = createdScratch();
    const values = sheet.peekValues();
    expect(values[0]).toEqual(SCRATCH.columns.map((c) => c.header));
    expect(values[1].slice(0, 10)).toEqual(['Yes', 3, '', '', '', false, '0609', 'x', '', 4]);
    expect(sheet.getRange(2, 1, 1, 11).getFormulas()[0]).toEqual([...Array(10).fill(''), '=1+1']);
    expect(report).toEqual({
      tab: 'Scratch',
      created: true,
      addedColumns: [],
      problems: [],
      columns: Object.fromEntries(SCRATCH.columns.map((c, i) => [c.key, i + 1])),
    });
  });

  it('its header row is bold and noted, each header with what its column holds and takes; the rows below are not', () => {
    const { sheet } = createdScratch();
    const block = sheet.getRange(1, 1, 2, 11);
    expect(block.getFontWeights()).toEqual([Array(11).fill('bold'), Array(11).fill('normal')]);
    expect(block.getNotes()).toEqual([SCRATCH.columns.map(headerNote), Array(11).fill('')]);
    expect(headerNote(SCRATCH.columns[0])).toBe('What choice holds.\nValues: what choice takes.');
  });

  it('each column gets its width', () => {
    const { sheet } = createdScratch();
    expect(SCRATCH.columns.map((_, i) => sheet.getColumnWidth(i + 1))).toEqual(SCRATCH.columns.map((c) => c.width));
  });

  it('each data row gets its column’s rule, warning only; hex labels, text and a name list not yet known get none', () => {
    const { sheet } = createdScratch();
    const last = sheet.getMaxRows();
    const expected = [
      ['VALUE_IN_LIST', [['Yes', 'No'], true], true],
      ['NUMBER_BETWEEN', [0, 8], true],
      ['NUMBER_GREATER_THAN_OR_EQUAL_TO', [1], true],
      ['NUMBER_LESS_THAN_OR_EQUAL_TO', [5], true],
      null,
      ['CHECKBOX', [], true],
      null,
      null,
      null,
      ['NUMBER_BETWEEN', [0, 8], true],
      null,
    ];
    for (const row of [2, last])
      expect(sheet.getRange(row, 1, 1, 11).getDataValidations()[0].map(ruleOf)).toEqual(expected);
    // The header row keeps no rule.
    expect(sheet.getRange(1, 1, 1, 11).getDataValidations()[0]).toEqual(Array(11).fill(null));
    // One rule per criterion: Skill's and Again's 0–8 are the same rule.
    const [rules] = sheet.getRange(2, 1, 1, 11).getDataValidations();
    expect(rules[9]).toBe(rules[1]);
  });

  it("a mech-name column gets a dropdown of the Mechs tab's names once their range is known", () => {
    const { fake } = fakeBook();
    const names = fake.book.insertSheet('Names').getRange('A2:A20');
    const { sheet } = createdScratch({ mechNames: () => names as never });
    const rule = sheet.getRange(2, 9).getDataValidation();
    expect(rule?.getCriteriaType()).toBe('VALUE_IN_RANGE');
    expect(rule?.getCriteriaValues()).toEqual([names, true]);
  });

  it('the TN column is wrapped from row 2 down; no other column is', () => {
    const { sheet } = createdScratch();
    const wraps = sheet.getRange(2, 1, sheet.getMaxRows() - 1, 11).getWraps();
    expect(wraps.every((row) => row.join() === [...Array(10).fill(false), true].join())).toBe(true);
    expect(sheet.getRange(1, 11).getWraps()).toEqual([[false]]);
  });
});

describe('more of a tab Set up creates', () => {
  it('a starting row wider than the schema: its extra cells are written, padded blank below, neither bold nor noted', () => {
    const { fake, services, wb } = fakeBook();
    const initial = [[...SCRATCH.columns.map((c) => c.header), 'Extra'], ['Yes']];
    setUpTable(services, wb, SCRATCH, initial, {}, new RuleBook(services));
    const sheet = fake.book.sheet('Scratch');
    expect(sheet.peekValues()[0][11]).toBe('Extra');
    expect(sheet.peekValues()[1].slice(0, 12)).toEqual(['Yes', ...Array(11).fill('')]);
    expect(sheet.getRange(1, 11, 1, 2).getFontWeights()).toEqual([['bold', 'normal']]);
    expect(sheet.getRange(1, 11, 1, 2).getNotes()).toEqual([[headerNote(SCRATCH.columns[10]), '']]);
  });

  it('its header row is frozen; a tab with a name column (Mechs) is frozen up to it too', () => {
    const { sheet } = createdScratch();
    expect([sheet.getFrozenRows(), sheet.getFrozenColumns()]).toEqual([1, 0]);
    const { fake, services, wb } = fakeBook();
    setUpTable(services, wb, MECHS, demoTabs().Mechs, {}, new RuleBook(services));
    const mechs = fake.book.sheet('Mechs');
    expect([mechs.getFrozenRows(), mechs.getFrozenColumns()]).toEqual([1, 1]);
  });

  it('a weapon-name column (Freebie) gets a dropdown of the Catalog’s weapons once their range is known, none before', () => {
    const { fake, services, wb } = fakeBook();
    const weapons = fake.book.insertSheet('Weapons').getRange('A2:A40');
    setUpTable(
      services,
      wb,
      ATTACKS,
      [ATTACKS.columns.map((c) => c.header)],
      { weaponNames: () => weapons as never },
      new RuleBook(services),
    );
    const freebie = ATTACKS.columns.findIndex((c) => c.key === 'freebie') + 1;
    const rule = fake.book.sheet('Attacks').getRange(2, freebie).getDataValidation();
    expect([rule?.getCriteriaType(), rule?.getCriteriaValues()]).toEqual(['VALUE_IN_RANGE', [weapons, true]]);
    const other = fakeBook();
    setUpTable(
      other.services,
      other.wb,
      ATTACKS,
      [ATTACKS.columns.map((c) => c.header)],
      {},
      new RuleBook(other.services),
    );
    expect(other.fake.book.sheet('Attacks').getRange(2, freebie).getDataValidation()).toBeNull();
  });

  it('where typed text must stay text (a mech’s Name, Position) the column is plain text; elsewhere General', () => {
    const { fake, services, wb } = fakeBook();
    setUpTable(services, wb, MECHS, demoTabs().Mechs, {}, new RuleBook(services));
    const sheet = fake.book.sheet('Mechs');
    const at = (key: string) => MECHS.columns.findIndex((c) => c.key === key) + 1;
    const formats = (key: string) => [2, sheet.getMaxRows()].map((r) => sheet.getRange(r, at(key)).getNumberFormat());
    expect([formats('name'), formats('position'), formats('heat'), formats('tons')]).toEqual([
      ['@', '@'],
      ['@', '@'],
      ['General', 'General'],
      ['General', 'General'],
    ]);
  });

  it("the Rolls tab's For column, a roll's words, is wrapped", () => {
    const { fake, services, wb } = fakeBook();
    setUpTable(services, wb, ROLLS, [ROLLS.columns.map((c) => c.header)], {}, new RuleBook(services));
    const sheet = fake.book.sheet('Rolls');
    expect(sheet.getRange(2, 1, 3, ROLLS.columns.length).getWraps()).toEqual(
      Array(3).fill(ROLLS.columns.map((c) => c.key === 'for')),
    );
  });

  it('a repaired tab of two rows: its one data row gets the new columns’ rules; of one row, nothing to format', () => {
    for (const rows of [1, 2]) {
      const { fake, services, wb } = fakeBook();
      const sheet = fake.book.insertSheet('Scratch');
      sheet.deleteRows(rows + 1, sheet.getMaxRows() - rows);
      sheet.getRange(1, 1).setValue('CHOICE');
      const report = setUpTable(services, wb, SCRATCH, [], {}, new RuleBook(services));
      expect(report.addedColumns).toEqual(SCRATCH.columns.slice(1).map((c) => c.header));
      if (rows === 2)
        expect(ruleOf(sheet.getRange(2, 2).getDataValidation())).toEqual(['NUMBER_BETWEEN', [0, 8], true]);
      else expect(sheet.getMaxRows()).toBe(1);
    }
  });
});

describe('R-13.4: a new Mechs tab is colour-coded', () => {
  it('Heat red from 14 and amber from 5 to 13; an armor or structure cell at 0 or less red', () => {
    const { fake, services, wb } = fakeBook();
    setUpTable(services, wb, MECHS, demoTabs().Mechs, {}, new RuleBook(services));
    const sheet = fake.book.sheet('Mechs');
    const last = sheet.getMaxRows();
    const heat = MECHS.columns.findIndex((c) => c.key === 'heat');
    const hd = MECHS.columns.findIndex((c) => c.key === 'armor.HD');
    const rl = MECHS.columns.findIndex((c) => c.key === 'structure.RL');
    expect([heat, hd, rl]).toEqual([21, 27, 45]);
    const rules = sheet.getConditionalFormatRules().map((r) => {
      const c = r.getBooleanCondition();
      return [
        c.getCriteriaType(),
        c.getCriteriaValues(),
        c.getBackground(),
        r.getRanges().map((g) => g.getA1Notation()),
      ];
    });
    expect(rules).toEqual([
      ['NUMBER_GREATER_THAN_OR_EQUAL_TO', [14], '#f4c7c3', [`V2:V${last}`]],
      ['NUMBER_BETWEEN', [5, 13], '#fce8b2', [`V2:V${last}`]],
      ['CUSTOM_FORMULA', ['=AND(ISNUMBER(AB2),AB2<=0)'], '#f4c7c3', [`AB2:AT${last}`]],
    ]);
  });

  it('a Mechs tab repaired, not created, keeps the rules the GM has', () => {
    const { fake, services, wb } = fakeBook();
    const sheet = fake.book.insertSheet('Mechs');
    sheet.getRange(1, 1, 1, 2).setValues([['Name', 'Model']]);
    setUpTable(services, wb, MECHS, [], {}, new RuleBook(services));
    expect(sheet.getConditionalFormatRules()).toEqual([]);
  });
});

describe('the widths set in as few calls as the columns allow', () => {
  it('a run of one width is one call; columns apart are apart', () => {
    expect(widthCalls([])).toEqual([]);
    expect(
      widthCalls([
        { col: 1, width: 100 },
        { col: 2, width: 100 },
        { col: 5, width: 100 },
      ]),
    ).toEqual([
      { col: 1, count: 2, width: 100 },
      { col: 5, count: 1, width: 100 },
    ]);
  });

  it('a width in one run only: each run its own call', () => {
    expect(
      widthCalls([
        { col: 1, width: 100 },
        { col: 2, width: 100 },
        { col: 3, width: 68 },
        { col: 4, width: 68 },
      ]),
    ).toEqual([
      { col: 1, count: 2, width: 100 },
      { col: 3, count: 2, width: 68 },
    ]);
  });

  it('a width in several runs of one stretch: that width across the stretch first, then the other runs over it', () => {
    expect(widthCalls([100, 100, 68, 68, 100, 100, 68, 100, 130].map((width, i) => ({ col: i + 3, width })))).toEqual([
      { col: 3, count: 9, width: 100 },
      { col: 5, count: 2, width: 68 },
      { col: 9, count: 1, width: 68 },
      { col: 11, count: 1, width: 130 },
    ]);
  });

  it('two widths as common as each other: the first of them goes across', () => {
    expect(widthCalls([68, 100, 68, 100].map((width, i) => ({ col: i + 1, width })))).toEqual([
      { col: 1, count: 4, width: 68 },
      { col: 2, count: 1, width: 100 },
      { col: 4, count: 1, width: 100 },
    ]);
  });
});

describe('more width calls', () => {
  it('the commonest width goes across even when it is not the first', () => {
    expect(widthCalls([68, 100, 130, 100].map((width, i) => ({ col: i + 1, width })))).toEqual([
      { col: 1, count: 4, width: 100 },
      { col: 1, count: 1, width: 68 },
      { col: 3, count: 1, width: 130 },
    ]);
  });

  it('one other run between two of the common width: across, then the other over it', () => {
    expect(widthCalls([100, 68, 100].map((width, i) => ({ col: i + 1, width })))).toEqual([
      { col: 1, count: 3, width: 100 },
      { col: 2, count: 1, width: 68 },
    ]);
  });
});

describe('a grid tab (the Map)', () => {
  it('created with its values, a note on its corner, its first row and column frozen, its cells the width given', () => {
    const { fake, wb } = fakeBook();
    const initial = [
      ['', 1, 2, 3],
      [1, '', 'W1', ''],
    ];
    expect(setUpGrid(wb, 'Map', initial, 'How to type terrain', 30)).toEqual({
      tab: 'Map',
      created: true,
      addedColumns: [],
      problems: [],
    });
    const sheet = fake.book.sheet('Map');
    expect(sheet.peekValues().slice(0, 2)).toEqual(initial);
    expect(sheet.getRange(1, 1, 2, 4).getNotes()).toEqual([
      ['How to type terrain', '', '', ''],
      ['', '', '', ''],
    ]);
    expect([sheet.getFrozenRows(), sheet.getFrozenColumns()]).toEqual([1, 1]);
    expect([1, 2, 3, 4, 5].map((c) => sheet.getColumnWidth(c))).toEqual([100, 30, 30, 30, 100]);
  });

  it('one already there is left as the GM has it', () => {
    const { fake, wb } = fakeBook();
    const sheet = fake.book.insertSheet('Map');
    sheet.getRange('A1').setValue('mine');
    expect(setUpGrid(wb, 'Map', [['', 1]], 'How to type terrain', 30)).toEqual({
      tab: 'Map',
      created: false,
      addedColumns: [],
      problems: [],
    });
    expect(sheet.peekValues()[0][0]).toBe('mine');
    expect(sheet.getRange('A1').getNote()).toBe('');
    expect([sheet.getFrozenRows(), sheet.getFrozenColumns()]).toEqual([0, 0]);
  });
});
