// Set up campaign and the demo battle: tabs created or repaired, never a filled
// cell overwritten; the demo only loads into empty tabs.
import { describe, expect, it } from 'vitest';
import { STANDARD_WEAPONS } from '../../../src/rules/charts/weapons';
import { widthCalls } from '../../../src/gas/setupTabs';
import { ATTACKS, LOG, ROLLS, RULES } from '../../../src/sheet/schema/playTabs';
import { CATALOG, EQUIPMENT } from '../../../src/sheet/schema/gearTabs';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { PILOTS } from '../../../src/sheet/schema/pilotsTab';
import { TAB, WIDTH, headerNote, headerRow, type ColumnSpec, type TabSpec } from '../../../src/sheet/schema/columns';
import { blank, campaign, cell, dump, reset, writes } from '../harness';

describe('Set up campaign on a new spreadsheet', () => {
  const { fake } = campaign({ demo: false });
  const book = fake.book;

  it('creates the tabs in order, the undo tab hidden, and removes the blank Sheet1', () => {
    expect(book.getSheets().map((s) => s.getName())).toEqual([
      'Mechs',
      'Equipment',
      'Catalog',
      'Attacks',
      'Rolls',
      'Map',
      'Log',
      'Rules',
      'Pilots',
      'Cards',
      TAB.undo,
    ]);
    expect(book.sheet(TAB.undo).isSheetHidden()).toBe(true);
  });

  it('writes a frozen, bold header row in the schema order, each header with a note saying what its column takes', () => {
    const mechs = book.sheet('Mechs');
    expect(mechs.peekValues()).toEqual([headerRow(MECHS)]);
    expect(mechs.getFrozenRows()).toBe(1);
    expect(
      mechs
        .getRange(1, 1, 1, MECHS.columns.length)
        .getFontWeights()[0]
        .every((w) => w === 'bold'),
    ).toBe(true);
    const gunnery = MECHS.columns.findIndex((c) => c.key === 'gunnery') + 1;
    expect(mechs.getRange(1, gunnery).getNote()).toBe(
      'Gunnery skill (the G of G.A.T.O.R.).\nValues: whole number 0–8; blank = the Rules tab default.',
    );
    expect(mechs.getColumnWidth(1)).toBe(WIDTH.standard);
  });

  it("gives the demo's rows neither bold nor notes: only the header row has them", () => {
    const { fake } = campaign();
    const mechs = fake.book.sheet('Mechs');
    expect(
      mechs
        .getRange(2, 1, 4, MECHS.columns.length)
        .getFontWeights()
        .flat()
        .every((w) => w === 'normal'),
    ).toBe(true);
    expect(
      mechs
        .getRange(2, 1, 4, MECHS.columns.length)
        .getNotes()
        .flat()
        .every((n) => n === ''),
    ).toBe(true);
  });

  it("adds dropdowns as warnings: lists, number bounds, mech and weapon names; names, hex labels, rolls and the battle's name are plain text", () => {
    const mechs = book.sheet('Mechs');
    const side = mechs.getRange(cell(MECHS, 'side', 2)).getDataValidation()!;
    expect([side.getCriteriaType(), side.getCriteriaValues()[0], side.getAllowInvalid()]).toEqual([
      'VALUE_IN_LIST',
      ['PC', 'NPC'],
      true,
    ]);
    const gunnery = mechs.getRange(cell(MECHS, 'gunnery', mechs.getMaxRows())).getDataValidation()!;
    expect([gunnery.getCriteriaType(), gunnery.getCriteriaValues()]).toEqual(['NUMBER_BETWEEN', [0, 8]]);
    const target = book
      .sheet('Attacks')
      .getRange(cell(ATTACKS, 'target', 2))
      .getDataValidation()!;
    expect(target.getCriteriaType()).toBe('VALUE_IN_RANGE');
    expect((target.getCriteriaValues()[0] as { getSheet(): { getName(): string } }).getSheet().getName()).toBe('Mechs');
    const freebie = book
      .sheet('Attacks')
      .getRange(cell(ATTACKS, 'freebie', 2))
      .getDataValidation()!;
    expect((freebie.getCriteriaValues()[0] as { getSheet(): { getName(): string } }).getSheet().getName()).toBe(
      'Catalog',
    );
    // Plain text: what is typed there stays as typed (0609, 4/5, May 3052), and the name dropdowns still compare names.
    const formatOf = (tab: string, a1: string) => book.sheet(tab).getRange(a1).getNumberFormat();
    for (const key of ['name', 'position', 'moveTo']) expect(formatOf('Mechs', cell(MECHS, key, 2)), key).toBe('@');
    for (const key of ['attacker', 'target', 'roll'])
      expect(formatOf('Attacks', cell(ATTACKS, key, book.sheet('Attacks').getMaxRows())), key).toBe('@');
    expect(formatOf('Attacks', cell(ATTACKS, 'weapons', 2))).toBe('General');
    expect(['A2', 'B2', 'C2', 'D2'].map((a1) => formatOf('Rolls', a1))).toEqual(['@', '@', '@', '@']);
    const battle =
      book
        .sheet('Rules')
        .peekValues()
        .findIndex((r) => r[0] === 'Battle') + 1;
    expect([formatOf('Rules', `B${battle}`), formatOf('Rules', `B${battle - 1}`)]).toEqual(['@', 'General']);
  });

  it('colour-codes heat and zeroed armor or structure on Mechs', () => {
    const rules = book.sheet('Mechs').getConditionalFormatRules();
    expect(rules.map((r) => r.condition.type)).toEqual([
      'NUMBER_GREATER_THAN_OR_EQUAL_TO',
      'NUMBER_BETWEEN',
      'CUSTOM_FORMULA',
    ]);
    expect(rules[2].getRanges()[0].getA1Notation()).toMatch(new RegExp(`^${cell(MECHS, 'armor.HD', 2)}:`));
  });

  it('fills the Catalog with the standard weapons, the Rules with the defaults, the Map with labels', () => {
    expect(book.sheet('Catalog').getLastRow()).toBe(STANDARD_WEAPONS.length + 1);
    expect(book.sheet('Rules').getRange('A2:B2').getValues()).toEqual([['Round', 1]]);
    expect(book.sheet('Map').getRange('A1:C2').getValues()).toEqual([
      ['', 1, 2],
      [1, '', ''],
    ]);
    expect(book.sheet('Map').getRange('A1').getNote()).toContain('Terrain codes');
    expect(book.sheet('Map').getRange('B1:C2').getNotes()).toEqual([
      ['', ''],
      ['', ''],
    ]);
  });

  it('asks whether to load the demo battle when Mechs is empty', () => {
    const c = blank();
    c.fake.ui.answers.push('NO');
    c.gas.setupCampaign();
    expect(c.fake.ui.alerts[0].prompt).toContain('Load the demo battle');
    expect(c.fake.book.sheet('Mechs').getLastRow()).toBe(1);
  });
});

describe('Set up campaign repairs without overwriting', () => {
  function handMade() {
    const c = blank();
    const mechs = c.fake.book.insertSheet('Mechs');
    mechs.getRange('A1:D2').setValues([
      ['Heat', 'NAME', 'My notes', 'Gunnery'],
      [3, 'Griffin', 'keep me', 'three'],
    ]);
    mechs.getRange('C3').setValues([['=A2*2']]);
    return c;
  }

  it('adds only the missing headers, at the right of row 1, and changes no filled cell', () => {
    const { fake, gas } = handMade();
    const before = fake.book.sheet('Mechs').getRange('A1:D3').getValues();
    fake.ui.answers.push('NO');
    gas.setupCampaign();
    const mechs = fake.book.sheet('Mechs');
    expect(mechs.getRange('A1:D3').getValues()).toEqual(before);
    expect(mechs.getRange('C3').getFormula()).toBe('=A2*2');
    const added = MECHS.columns.filter((c) => !['heat', 'name', 'gunnery'].includes(c.key));
    expect(mechs.getRange(1, 5, 1, added.length).getValues()[0]).toEqual(added.map((c) => c.header));
    expect(fake.ui.alerts[0].prompt).toContain('Mechs: added Model, Side, Player');
    // The added headers get their notes and widths; the GM's own headers keep theirs (none).
    expect(mechs.getRange(1, 5, 1, added.length).getNotes()[0]).toEqual(added.map(headerNote));
    expect(mechs.getRange('A1:D1').getNotes()[0]).toEqual(['', '', '', '']);
    added.forEach((c, i) => expect(mechs.getColumnWidth(5 + i), c.key).toBe(c.width));
  });

  it('a second set up changes nothing', () => {
    const { fake, gas } = campaign();
    const before = dump(fake);
    reset(fake);
    fake.ui.answers.push('NO');
    gas.setupCampaign();
    expect(fake.log.calls['Range.setValues'] ?? 0).toBe(0);
    expect(dump(fake)).toEqual(before);
    expect(fake.ui.alerts[0].prompt).toContain('Mechs: already complete.');
  });

  it('a header used twice is reported and that tab left alone', () => {
    const c = blank();
    c.fake.book
      .insertSheet('Mechs')
      .getRange('A1:B1')
      .setValues([['Name', 'name']]);
    c.fake.ui.answers.push('NO');
    c.gas.setupCampaign();
    expect(c.fake.book.sheet('Mechs').peekValues()).toEqual([['Name', 'name']]);
    // Mechs has no rows: the demo is offered first (declined), then Set up reports.
    expect(c.fake.ui.alerts[1].prompt).toContain('Mechs: not repaired. Mechs!B1: two columns are headed "Name"');
  });
});

describe('Load demo battle', () => {
  it("loads the seed's four mechs, ready to resolve round 1", () => {
    const { fake, gas } = campaign();
    expect(fake.book.sheet('Mechs').getRange('A2:A5').getValues()).toEqual([
      ['Griffin'],
      ['Rifleman'],
      ['Blackjack'],
      ['Locust'],
    ]);
    expect(gas.getRoundStatus().problems).toEqual([]);
  });

  it('refuses to overwrite a Mechs tab that has rows, writing nothing', () => {
    const { fake, gas } = campaign();
    const before = dump(fake);
    reset(fake);
    gas.loadDemoBattle();
    expect(fake.ui.alerts[0].prompt).toContain(
      'The demo battle only loads into empty tabs, and Mechs, Equipment, Attacks already have rows under the header. Nothing was changed',
    );
    expect(writes(fake)).toBe(0);
    expect(dump(fake)).toEqual(before);
  });

  it('puts each value under its own header when the GM reordered the columns', () => {
    const c = blank();
    const hand = c.fake.book.insertSheet('Mechs').insertColumnsAfter(26, MECHS.columns.length - 26);
    hand.getRange(1, 1, 1, MECHS.columns.length).setValues([[...headerRow(MECHS)].reverse()]);
    c.gas.setupCampaign();
    const mechs = c.fake.book.sheet('Mechs');
    expect(mechs.getRange(2, MECHS.columns.length, 4, 1).getValues()).toEqual([
      ['Griffin'],
      ['Rifleman'],
      ['Blackjack'],
      ['Locust'],
    ]);
    expect(c.gas.resolveRound(1).ok).toBe(true);
  });
});

describe('Set up in batches — its calls do not grow with the columns', () => {
  const TABLES = [MECHS, EQUIPMENT, CATALOG, ATTACKS, ROLLS, LOG, RULES, PILOTS];
  /**
   * Whether Set up gives a column a rule: lists, bounded whole numbers, names from another tab (Mechs' own Outflank has
   * none).
   */
  function validated(spec: TabSpec, col: ColumnSpec): boolean {
    const v = col.validation;
    if (v.kind === 'whole') return v.min !== undefined || v.max !== undefined;
    if (v.kind === 'mechName') return spec !== MECHS;
    return v.kind === 'list' || v.kind === 'weaponName' || v.kind === 'checkbox';
  }

  it('Set up + demo on a new spreadsheet: one setValues per tab, its header bold and noted on that range, widths in a few calls a tab, one setDataValidations per tab, each distinct criterion built once, no size asked', () => {
    const c = blank();
    c.fake.ui.answers.push('YES');
    c.gas.setupCampaign();
    const calls = c.fake.log.calls;
    // Ten tabs with content (the undo tab starts empty), each written once, demo rows, the roster's pilots and the Cards
    // tab's formulas included.
    expect(calls['Range.setValues']).toBe(10);
    expect(calls['Range.setFontWeights']).toBe(TABLES.length);
    expect(calls['Range.setNotes']).toBe(TABLES.length + 1);
    expect(calls['Range.setNote'] ?? 0).toBe(0);
    // Widths: at most three calls a tab (a common width across, then its other stretches), one for the Map's hexes, two
    // for the cards' columns.
    expect(calls['Sheet.setColumnWidths']).toBeLessThanOrEqual(3 * TABLES.length + 1 + 2);
    expect(calls['Sheet.setColumnWidth'] ?? 0).toBe(0);
    expect(calls['Range.setDataValidations']).toBe(
      TABLES.filter((s) =>
        s.columns.some((col) => ['list', 'whole', 'mechName', 'weaponName', 'checkbox'].includes(col.validation.kind)),
      ).length,
    );
    expect(calls['Range.setDataValidation'] ?? 0).toBe(0);
    const distinct = new Set(
      TABLES.flatMap((s) => s.columns.filter((col) => validated(s, col)).map((col) => JSON.stringify(col.validation))),
    );
    expect(calls['DataValidationBuilder.build']).toBe(distinct.size);
    expect(calls['DataValidationBuilder.setHelpText'] ?? 0).toBe(0);
    expect(calls['SpreadsheetApp.newDataValidation']).toBe(1);
    expect(calls['SpreadsheetApp.newConditionalFormatRule']).toBe(1);
    // A tab Set up inserts has a new sheet's size: nothing asked. Nothing read back: the new tabs' contents are known.
    expect((calls['Sheet.getMaxRows'] ?? 0) + (calls['Sheet.getMaxColumns'] ?? 0)).toBe(0);
    expect(calls['Range.getValues'] ?? 0).toBe(0);
    // At most 100 calls that reach the spreadsheet; the rule builders' calls (two a distinct rule) come on top.
    // The Cards tab adds three: its insertSheet, the range of its formulas and their one setValues;
    // the TN column's own width and wrap three more; the plain-text formats four, one call a
    // tab that has them (Mechs, Equipment, Attacks, Rolls, Rules; Rolls also its range). Fitting the grids of
    // the seven tabs the players' formulas read to their data takes two a tab: its last row and one delete.
    // Freezing Mechs, Attacks and Rolls up to their name columns, one call each; the Cards tab laid
    // out for a phone, six: its two widths, its title's range and merge, its cells' range and wrap; the Rolls tab's For,
    // frozen on a phone, 200 px and wrapped: its width, its range and its wrap, three. The Catalog's columns of R-18.1 (To-hit … Shots per ton)
    // one more stretch of widths. The Pilots tab, eleven: made as the other tables are, with the demo's pilots
    // in its one setValues; beside the Catalog's new columns, one more setColumnWidths (measured: 149 in all).
    expect(c.fake.log.spreadsheetCalls()).toBeLessThanOrEqual(100 + 3 + 3 + 4 + 2 * 7 + 3 + 6 + 3 + 1 + 11 + 1);
    expect(c.fake.log.total - c.fake.log.spreadsheetCalls()).toBeLessThanOrEqual(2 * distinct.size + 15);
    expect(c.fake.ui.alerts.map((a) => a.prompt)[1]).toContain('Loaded Griffin, Rifleman, Blackjack, Locust.');
  });

  it('every column keeps its width, rule and header note as the schema gives them, the rule on its first and last row', () => {
    const { fake } = campaign();
    for (const spec of TABLES) {
      const sheet = fake.book.sheet(spec.name);
      const last = sheet.getMaxRows();
      spec.columns.forEach((col, i) => {
        expect(sheet.getColumnWidth(i + 1), `${spec.name} ${col.key}`).toBe(col.width);
        expect(sheet.getRange(1, i + 1).getNote(), `${spec.name} ${col.key} note`).toBe(headerNote(col));
        for (const row of [2, last]) {
          const rule = sheet.getRange(row, i + 1).getDataValidation();
          expect(
            rule === null ? null : [rule.getHelpText(), rule.getAllowInvalid()],
            `${spec.name} ${col.key} row ${row}`,
          ).toEqual(validated(spec, col) ? [null, true] : null);
        }
      });
    }
  });

  it('one rule serves every column of the same criterion, in every tab (whole number 0 or more: Heat, armor, Catalog damage, the heat scale)', () => {
    const { fake } = campaign();
    const at = (spec: TabSpec, key: string) =>
      fake.book
        .sheet(spec.name)
        .getRange(cell(spec, key, 2))
        .getDataValidation();
    const rule = at(MECHS, 'heat');
    expect([rule?.getCriteriaType(), rule?.getCriteriaValues()]).toEqual(['NUMBER_GREATER_THAN_OR_EQUAL_TO', [0]]);
    for (const [spec, key] of [
      [MECHS, 'armor.CT'],
      [MECHS, 'structure.LA'],
      [CATALOG, 'damage'],
      [RULES, 'mpLoss'],
    ] as const)
      expect(at(spec, key), key).toBe(rule);
    expect(at(MECHS, 'piloting')).toBe(at(MECHS, 'gunnery'));
  });

  it('widths: one call per stretch of one width, or the width most stretches share across and the others over it', () => {
    const cols = (...widths: number[]) => widths.map((width, i) => ({ col: i + 1, width }));
    expect(widthCalls(cols(100, 100, 68, 68))).toEqual([
      { col: 1, count: 2, width: 100 },
      { col: 3, count: 2, width: 68 },
    ]);
    expect(widthCalls(cols(100, 68, 100, 68, 100))).toEqual([
      { col: 1, count: 5, width: 100 },
      { col: 2, count: 1, width: 68 },
      { col: 4, count: 1, width: 68 },
    ]);
    // Columns that are not neighbours (a repaired tab's) are never joined.
    expect(
      widthCalls([
        { col: 3, width: 100 },
        { col: 7, width: 100 },
      ]),
    ).toEqual([
      { col: 3, count: 1, width: 100 },
      { col: 7, count: 1, width: 100 },
    ]);
    // Mechs: 100 px across, then its two narrow stretches (Gunnery … Size; the armor and structure).
    expect(widthCalls(MECHS.columns.map((c, i) => ({ col: i + 1, width: c.width })))).toHaveLength(3);
  });

  it("a second Set up: at most 68 calls — the header row of each table tab read once (no lookup by name first), each fitted grid's last row and size, each name column's freeze, nothing written", () => {
    const { fake, gas } = campaign();
    reset(fake);
    fake.ui.answers.push('NO');
    gas.setupCampaign();
    // 30 before the grids were fitted; three a fitted tab (the tab, its last row, its size) and the Cards tab's
    // formulas came on top;
    // then two or three for each tab frozen up to its name column (Mechs, Attacks, Rolls: the tab, its frozen columns)
    // and two for
    // the Cards tab's phone layout (its title's range, merged already); five for the roster: the Pilots
    // header, and the Mechs and Pilots tabs read once to find a pilot the roster lacks; two for the Catalog's rows (a
    // standard weapon added since gets its row, R-18.1); three for the TN formula's cell (the tab, the cell, its
    // formula: widened when an earlier Set up wrote it narrower); one for the Repairs tab (looked up: an older price
    // table gets the row it lacks).
    expect(fake.log.total).toBeLessThanOrEqual(68);
    expect(writes(fake)).toBe(0);
    // Eight header rows, the Rules tab's rows (a setting added since the tab was made gets its row), the Catalog's (a
    // standard weapon added since gets its row, R-18.1), and the Mechs and Pilots tabs for the roster.
    expect(fake.log.calls['Range.getValues']).toBe(12);
  });
});
