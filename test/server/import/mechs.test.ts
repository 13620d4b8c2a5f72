// Import mechs (docs/importing-mechs.md) through the built bundle on the in-memory services: .mtf files and
// the library become Mechs and Equipment rows through the round's safe path — every problem
// first and nothing written, one write per tab, undoable on the same stack as a round.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MECH_LIBRARY } from '../../../src/rules/data/library';
import { LOCATIONS, TORSOS } from '../../../src/rules/model/location';
import { internalStructure } from '../../../src/rules/charts/structure';
import { unitLabel } from '../../../src/rules/charts/units';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { ATTACKS, RULES } from '../../../src/sheet/schema/playTabs';
import { TAB } from '../../../src/sheet/schema/columns';
import { crlf, fixture } from '../../rules/data/fixtures';
import { campaign, cell, dump, reset, type, writes, type Campaign } from '../harness';

const HTML = {
  Sidebar: readFileSync(join('dist', 'Sidebar.html'), 'utf8'),
  ImportDialog: readFileSync(join('dist', 'ImportDialog.html'), 'utf8'),
};

function demo(): Campaign {
  return campaign({ html: HTML });
}

/** A tab's data rows as header → value records. */
function records(c: Campaign, tab: string): Record<string, unknown>[] {
  const [header, ...rows] = c.fake.book.sheet(tab).peekValues();
  return rows.map((row) => Object.fromEntries(header.map((h, i) => [String(h), row[i]])));
}

/** Every tab's values and formulas: for comparing two spreadsheets (their validations belong to each one). */
/** Every tab's cells but the Record's, whose rows carry the time of the import. */
function contents(c: Campaign): Record<string, string> {
  const out: Record<string, string> = {};
  for (const sheet of c.fake.book.getSheets())
    if (sheet.getName() !== TAB.record)
      out[sheet.getName()] = JSON.stringify(sheet.peekCells().map((row) => row.map((x) => [x.value, x.formula])));
  return out;
}

function mechNamed(c: Campaign, name: string): Record<string, unknown> {
  const found = records(c, TAB.mechs).find((r) => r.Name === name);
  if (!found) throw new Error(`no mech ${name} on Mechs`);
  return found;
}

function itemsOf(c: Campaign, name: string): string[] {
  return records(c, TAB.equipment)
    .filter((r) => r.Mech === name)
    .map((r) => `${r.Item} @${r.Location} ${r.Status}`);
}

const file = (name: string) => ({ name, text: fixture(name) });

/**
 * The Griffin GRF-1S as reference §6 gives it: its Equipment rows in record order (weapons, ammunition, sinks and jets
 * by location).
 */
const GRIFFIN_ITEMS = [
  'LRM-5 @LT OK',
  'Large Laser @RA OK',
  'Medium Laser @RA OK',
  'Medium Laser @RA OK',
  'Ammo (LRM-5) @RT OK',
  'Heat Sink @HD OK',
  'Jump Jet @CT OK',
  'Jump Jet @LT OK',
  'Jump Jet @LT OK',
  'Jump Jet @RT OK',
  'Jump Jet @RT OK',
  'Heat Sink @LL OK',
  'Heat Sink @LL OK',
  'Heat Sink @RL OK',
  'Heat Sink @RL OK',
];

describe('an .mtf file becomes a Mechs row and its Equipment rows', () => {
  it('Griffin GRF-1S: record, full armor, structure from 55 t (§5), 16 sinks, NPC off the map, Rules tab skills, every item', () => {
    const c = demo();
    const r = c.gas.importMechs(fixture('griffin-grf-1s.mtf'), false);
    expect(r.ok).toBe(true);
    expect(r.mechs).toEqual([
      {
        name: 'Griffin GRF-1S',
        unit: 'Griffin GRF-1S',
        side: 'NPC',
        position: '',
        source: 'Pasted text',
        tons: 55,
        walk: 5,
        jump: 5,
        heatSinks: 16,
        items: 15,
        row: 6,
      },
    ]);
    expect(r.label).toBe('Griffin GRF-1S');
    const m = mechNamed(c, 'Griffin GRF-1S');
    expect(m).toMatchObject({
      Model: 'GRF-1S',
      Side: 'NPC',
      Pilot: '',
      Gunnery: 3,
      Piloting: 4,
      Tons: 55,
      Walk: 5,
      Run: 8,
      Jump: 5,
      'Heat sinks': 16,
    });
    expect(m).toMatchObject({
      Position: '',
      Move: '',
      Heat: 0,
      Status: 'Active',
      Prone: 'No',
      'Pilot status': 'Active',
      Wounds: 0,
      'Allows death': 'No',
      'Crits total': 0,
    });
    expect(LOCATIONS.map((l) => m[`${l} Armor`])).toEqual([9, 20, 20, 20, 14, 14, 18, 18]);
    expect(TORSOS.map((l) => m[`${l} Rear`])).toEqual([7, 6, 6]);
    const structure = internalStructure(55)!;
    expect(LOCATIONS.map((l) => m[`${l} IS`])).toEqual(LOCATIONS.map((l) => structure[l]));
    expect(LOCATIONS.map((l) => m[`${l} IS`])).toEqual([3, 18, 13, 13, 9, 9, 13, 13]);
    expect(itemsOf(c, 'Griffin GRF-1S')).toEqual(GRIFFIN_ITEMS);
  });

  it("the sheet reads the new mech back with no problem, and the Rules tab's default skills are the pilot's", () => {
    const c = demo();
    type(c.fake, RULES, 'B4', 5);
    type(c.fake, RULES, 'B5', 2);
    expect(c.gas.importMechs([file('rifleman-rfl-3n.mtf')], false).ok).toBe(true);
    const status = c.gas.getRoundStatus();
    expect(status.problems).toEqual([]);
    expect(status.mechs.map((m: { name: string }) => m.name)).toEqual([
      'Griffin',
      'Rifleman',
      'Blackjack',
      'Locust',
      'Rifleman RFL-3N',
    ]);
    expect(mechNamed(c, 'Rifleman RFL-3N')).toMatchObject({
      Gunnery: 5,
      Piloting: 2,
      Tons: 60,
      Walk: 4,
      Run: 6,
      Jump: 0,
      'Heat sinks': 10,
    });
  });

  it('one write per tab (Mechs, Equipment) and the undo row; nothing else is touched', () => {
    const c = demo();
    const before = dump(c.fake);
    const r = c.gas.importMechs(fixture('griffin-grf-1s.mtf'), false);
    // Equipment to its Shots column: each bin starts full.
    expect(r.written).toEqual(['Mechs!A6:BD6', 'Equipment!A49:E63']);
    // Mechs, Equipment, the undo row and the Record's row.
    expect(c.fake.log.calls['Range.setValues']).toBe(4);
    const after = dump(c.fake) as Record<string, unknown>;
    for (const tab of [TAB.catalog, TAB.attacks, TAB.map, TAB.rules, TAB.log])
      expect(after[tab]).toEqual((before as Record<string, unknown>)[tab]);
  });

  it('Windows line endings (CRLF) import exactly as LF', () => {
    const lf = demo();
    const win = demo();
    expect(lf.gas.importMechs(fixture('griffin-grf-1s.mtf'), false).ok).toBe(true);
    expect(win.gas.importMechs(crlf(fixture('griffin-grf-1s.mtf')), false).ok).toBe(true);
    expect(contents(win)).toEqual(contents(lf));
  });

  it('several files at once, and several pasted one after another, in order', () => {
    const files = demo();
    const r = files.gas.importMechs(
      [file('griffin-grf-1s.mtf'), file('rifleman-rfl-3n.mtf'), file('blackjack-bj-1.mtf')],
      false,
    );
    expect(
      r.mechs.map((m: { name: string; row: number; source: string }) => `${m.name} row ${m.row} from ${m.source}`),
    ).toEqual([
      'Griffin GRF-1S row 6 from griffin-grf-1s.mtf',
      'Rifleman RFL-3N row 7 from rifleman-rfl-3n.mtf',
      'Blackjack BJ-1 row 8 from blackjack-bj-1.mtf',
    ]);
    expect(r.label).toBe('Griffin GRF-1S, Rifleman RFL-3N, Blackjack BJ-1');
    expect(files.fake.log.calls['Range.setValues']).toBe(4);
    const pasted = demo();
    const p = pasted.gas.importMechs(
      `${fixture('griffin-grf-1s.mtf')}\n${fixture('rifleman-rfl-3n.mtf')}\n${fixture('blackjack-bj-1.mtf')}`,
      false,
    );
    expect(p.mechs.map((m: { name: string }) => m.name)).toEqual([
      'Griffin GRF-1S',
      'Rifleman RFL-3N',
      'Blackjack BJ-1',
    ]);
    expect(contents(pasted)).toEqual(contents(files));
  });

  it("a name already taken gets (2), (3) … in any case: the demo's Locust, the Griffin imported twice", () => {
    const c = demo();
    const r = c.gas.importMechs(
      [file('locust-lct-1v.mtf'), file('griffin-grf-1s.mtf'), file('griffin-grf-1s.mtf')],
      false,
    );
    expect(r.mechs.map((m: { name: string }) => m.name)).toEqual([
      'Locust (2)',
      'Griffin GRF-1S',
      'Griffin GRF-1S (2)',
    ]);
    expect(c.gas.insertLibraryMech('Griffin GRF-1S', 'GRIFFIN grf-1s (3)', '', '').ok).toBe(true);
    expect(c.gas.importMechs(fixture('griffin-grf-1s.mtf'), false).mechs[0].name).toBe('Griffin GRF-1S (4)');
    expect(c.gas.getRoundStatus().problems).toEqual([]);
  });
});

describe('malformed files — every problem with its line, and nothing written', () => {
  it('bad-armor.mtf: "bad-armor.mtf line 14: LA armor must be a whole number, got "abc"", zero cells changed', () => {
    const c = demo();
    const before = dump(c.fake);
    reset(c.fake);
    const r = c.gas.importMechs([file('griffin-grf-1s.mtf'), file('bad-armor.mtf')], false);
    expect(r).toEqual({
      ok: false,
      problems: [{ code: 'import/mtf', message: 'bad-armor.mtf line 14: LA armor must be a whole number, got "abc"' }],
    });
    expect(writes(c.fake)).toBe(0);
    expect(dump(c.fake)).toEqual(before);
  });

  it('all the problems of all the files at once, each named by file and line; pasted text is "Pasted text"', () => {
    const c = demo();
    const before = dump(c.fake);
    const r = c.gas.importMechs(
      [file('no-mass.mtf'), file('bad-armor.mtf'), file('not-an-mtf.txt'), file('odd-tonnage.mtf')],
      true,
    );
    const messages: string[] = r.problems.map((p: { message: string }) => p.message);
    expect(messages.some((m) => /^no-mass\.mtf line \d+: No "Mass:" line/.test(m))).toBe(true);
    expect(messages).toContain('bad-armor.mtf line 14: LA armor must be a whole number, got "abc"');
    expect(messages.some((m) => /^not-an-mtf\.txt line 1: This is not a MegaMek \.mtf file/.test(m))).toBe(true);
    expect(
      messages.some((m) => /^odd-tonnage\.mtf line \d+: Mass \d+ has no row in the internal structure table/.test(m)),
    ).toBe(true);
    expect(dump(c.fake)).toEqual(before);
    const pasted = c.gas.importMechs(fixture('bad-armor.mtf'), false);
    expect(pasted.problems[0].message).toBe('Pasted text line 14: LA armor must be a whole number, got "abc"');
    const bundle = c.gas.importMechs(`${fixture('griffin-grf-1s.mtf')}\n${fixture('bad-armor.mtf')}`, false);
    expect(bundle.problems.map((p: { message: string }) => p.message)).toEqual([
      `Pasted text (Griffin GRF-1S BAD) line ${fixture('griffin-grf-1s.mtf').split('\n').length + 14}: LA armor must be a whole number, got "abc"`,
    ]);
    expect(dump(c.fake)).toEqual(before);
  });

  it('nothing to import, or not text: a plain refusal', () => {
    const c = demo();
    expect(c.gas.importMechs('  \n ', false).problems[0].code).toBe('import/empty');
    expect(c.gas.importMechs(42, false).problems[0].code).toBe('import/bad_request');
    expect(writes(c.fake)).toBe(0);
  });

  it("a missing Equipment tab: refused with the sheet's own problem", () => {
    const c = demo();
    c.fake.book.deleteSheet(c.fake.book.sheet(TAB.equipment));
    const r = c.gas.importMechs(fixture('griffin-grf-1s.mtf'), false);
    expect(r.problems[0]).toMatchObject({
      code: 'sheet/missing_tab',
      message: 'Equipment: the tab is missing; Set up campaign creates it',
    });
  });
});

describe('equipment the catalog does not know', () => {
  it('is listed with its place; not written unless asked', () => {
    const c = demo();
    const r = c.gas.importMechs([file('testbed-tb-1.mtf')], false);
    expect(
      r.unknown.map(
        (u: { name: string; location: string; where: string; added: boolean }) =>
          `${u.name} ${u.location} ${u.where} ${u.added}`,
      ),
    ).toEqual(['Hatchet RA testbed-tb-1.mtf line 51 false']);
    expect(itemsOf(c, 'Testbed TB-1').filter((i) => i.startsWith('Other:'))).toEqual([]);
    // its ER Large Laser is a standard weapon, written as such.
    expect(itemsOf(c, 'Testbed TB-1')).toContain('ER Large Laser @RA OK');
    expect(
      r.warnings.some((w: string) => /^testbed-tb-1\.mtf line \d+: Medium Laser in CT is rear-mounted/.test(w)),
    ).toBe(true);
    expect(mechNamed(c, 'Testbed TB-1')['Heat sinks']).toBe(20);
  });

  it('with "add unknown", each becomes an Other: row at its location, and the sheet still reads', () => {
    const c = demo();
    const r = c.gas.importMechs([file('testbed-tb-1.mtf')], true);
    expect(r.unknown.every((u: { added: boolean }) => u.added)).toBe(true);
    expect(itemsOf(c, 'Testbed TB-1').filter((i) => i.startsWith('Other:'))).toEqual(['Other: Hatchet @RA OK']);
    expect(records(c, TAB.catalog).length).toBe(records(demo(), TAB.catalog).length);
    expect(c.gas.getRoundStatus().problems).toEqual([]);
  });
});

describe('the library', () => {
  it('lists every unit with its numbers', () => {
    const lib = demo().gas.getMechLibrary();
    expect(lib.units.map((u: { label: string }) => u.label)).toEqual(MECH_LIBRARY.map(unitLabel));
    expect(lib.units[0]).toEqual({
      label: 'Griffin GRF-1S',
      tons: 55,
      walk: 5,
      run: 8,
      jump: 5,
      heatSinks: 16,
      weapons: 'Large Laser, Medium Laser ×2, LRM-5',
    });
  });

  it('each library unit inserts, and reads back through readCampaign without a problem, as its record', () => {
    const c = demo();
    for (const unit of MECH_LIBRARY) {
      const r = c.gas.insertLibraryMech(unitLabel(unit), '', '', '');
      expect(r.ok, unitLabel(unit)).toBe(true);
      const m = mechNamed(c, r.mechs[0].name);
      expect({ tons: m.Tons, walk: m.Walk, jump: m.Jump, sinks: m['Heat sinks'] }).toEqual({
        tons: unit.tonnage,
        walk: unit.walkMP,
        jump: unit.jumpMP,
        sinks: unit.heatSinks,
      });
      expect(itemsOf(c, r.mechs[0].name)).toEqual(unit.equipment.map((e) => `${e.name} @${e.location} OK`));
    }
    expect(c.gas.getRoundStatus().problems).toEqual([]);
    expect(c.gas.getRoundStatus().mechs).toHaveLength(4 + MECH_LIBRARY.length);
  });

  it('with a name, a side and a hex; by model code too; the answer says what was set', () => {
    const c = demo();
    const r = c.gas.insertLibraryMech('as7-d', 'Big Bertha', 'pc', '0808');
    expect(r.mechs[0]).toMatchObject({
      name: 'Big Bertha',
      unit: 'Atlas AS7-D',
      side: 'PC',
      position: '0808',
      source: 'Library',
      row: 6,
    });
    expect(mechNamed(c, 'Big Bertha')).toMatchObject({ Model: 'AS7-D', Side: 'PC', Position: '0808', Tons: 100 });
  });

  it('the Model column holds the model code alone, as the demo fills it (Griffin / GRF-1S)', () => {
    const c = demo();
    expect(mechNamed(c, 'Griffin').Model).toBe('GRF-1S');
    const r = c.gas.insertLibraryMech('Griffin GRF-1S', '', 'PC', '0610');
    expect(r.mechs[0]).toMatchObject({ name: 'Griffin GRF-1S', side: 'PC', position: '0610' });
    expect(mechNamed(c, 'Griffin GRF-1S').Model).toBe(mechNamed(c, 'Griffin').Model);
  });

  it('refuses, writing nothing: a unit not in the library, a bad side, a hex off the map or not a hex, a name taken', () => {
    const c = demo();
    const before = dump(c.fake);
    expect(c.gas.insertLibraryMech('Mad Cat Prime', '', '', '').problems[0].code).toBe('import/unknown_unit');
    expect(c.gas.insertLibraryMech('Atlas AS7-D', '', 'Pirate', '').problems[0].message).toBe(
      'Side must be PC or NPC, got "Pirate".',
    );
    expect(c.gas.insertLibraryMech('Atlas AS7-D', '', '', '2030').problems[0].message).toBe(
      'Position 2030 is off the map (16 columns × 17 rows: 0101 to 1617).',
    );
    expect(c.gas.insertLibraryMech('Atlas AS7-D', '', '', 'x1').problems[0].code).toBe('import/bad_position');
    expect(c.gas.insertLibraryMech('Atlas AS7-D', 'griffin', '', '').problems[0].message).toBe(
      'A mech named "griffin" is already on the Mechs tab (row 2): names must be unique, in any case. Choose another name.',
    );
    expect(dump(c.fake)).toEqual(before);
  });

  it('refuses a hex another mech stands in, naming it — one mech a hex (R-2.8)', () => {
    const c = demo();
    const before = dump(c.fake);
    const at = String(mechNamed(c, 'Griffin').Position);
    expect(c.gas.insertLibraryMech('Atlas AS7-D', '', 'PC', at).problems[0]).toMatchObject({
      code: 'import/hex_taken',
      message: `${at} is the Griffin's hex (Mechs row 2): one mech a hex (R-2.8); choose another, or leave Position blank.`,
    });
    expect(dump(c.fake)).toEqual(before);
  });

  it('a side or hex not quite typed right gets the nearest valid one', () => {
    const c = demo();
    expect(c.gas.insertLibraryMech('Atlas AS7-D', '', 'PCC', '').problems[0].message).toBe(
      'Side must be PC or NPC, got "PCC" — did you mean PC?',
    );
    expect(c.gas.insertLibraryMech('Atlas AS7-D', '', 'npx', '').problems[0].message).toBe(
      'Side must be PC or NPC, got "npx" — did you mean NPC?',
    );
    expect(c.gas.insertLibraryMech('Atlas AS7-D', '', '', '08-08').problems[0].message).toBe(
      'Position must be a hex label like 0609 (column 06, row 09), or blank, got "08-08" — did you mean 0808?',
    );
  });

  it('a player may not import when the records are protected for the GM', () => {
    const c = campaign({ html: HTML, owner: 'gm@example.com', editors: ['player@example.com'] });
    c.gas.protectRecords();
    c.fake.setUser('player@example.com');
    const before = dump(c.fake);
    const r = c.gas.insertLibraryMech('Atlas AS7-D', '', '', '');
    expect(r.problems[0].code).toBe('gator/protected');
    expect(dump(c.fake)).toEqual(before);
  });
});

describe('mechs added from the library go under the last mech, and the tabs the formulas read grow with room', () => {
  it("a GM's column of formulas spilling blanks down the Mechs tab: the new mech still takes the row under the Locust", () => {
    const c = demo();
    const mechs = c.fake.book.sheet(TAB.mechs);
    mechs.insertColumnsAfter(MECHS.columns.length, 2);
    mechs.getRange(1, MECHS.columns.length + 1).setValue('Notes');
    // An empty input cell gives an empty result cell: a column of blanks down to the grid's last row.
    mechs.getRange(2, MECHS.columns.length + 1).setValue(`=HITCHANCE(BG2:BG${mechs.getMaxRows()})`);
    const r = c.gas.insertLibraryMech('Atlas AS7-D', '', '', '');
    expect(r.mechs[0].row).toBe(6);
    expect(mechNamed(c, 'Atlas AS7-D').Tons).toBe(100);
  });

  it('every library mech into the demo: Mechs and Equipment keep their room, the new rows keep the dropdowns and plain-text cells of those above; Attacks and Cards keep room for every Mechs row', () => {
    const c = demo();
    for (const unit of MECH_LIBRARY) expect(c.gas.insertLibraryMech(unitLabel(unit), '', '', '').ok).toBe(true);
    const mechs = c.fake.book.sheet(TAB.mechs);
    expect(mechs.getMaxRows() - mechs.getLastRow()).toBeGreaterThanOrEqual(8);
    const last = mechs.getMaxRows();
    expect(mechs.getRange(cell(MECHS, 'side', last)).getDataValidation()).toBe(
      mechs.getRange(cell(MECHS, 'side', 2)).getDataValidation(),
    );
    expect(mechs.getRange(cell(MECHS, 'name', last)).getNumberFormat()).toBe('@');
    const equipment = c.fake.book.sheet(TAB.equipment);
    expect(equipment.getMaxRows() - equipment.getLastRow()).toBeGreaterThanOrEqual(40);
    const attacks = c.fake.book.sheet(TAB.attacks);
    expect(attacks.getMaxRows()).toBeGreaterThanOrEqual(1 + 3 * (last - 1));
    // The Attacks rows grown for the new mechs work as those above: the Target dropdown, names as plain text.
    const lastLine = attacks.getMaxRows();
    expect(
      attacks
        .getRange(cell(ATTACKS, 'target', lastLine))
        .getDataValidation()
        ?.getCriteriaType(),
    ).toBe('VALUE_IN_RANGE');
    expect(attacks.getRange(cell(ATTACKS, 'attacker', lastLine)).getNumberFormat()).toBe('@');
    expect(c.fake.book.sheet('Cards').getMaxRows()).toBeGreaterThanOrEqual(1 + 29 * (last - 1));
    expect(
      c.fake.book
        .sheet('Cards')
        .getRange(2 + 29 * (3 + MECH_LIBRARY.length), 1)
        .getValue(),
    ).toBe(unitLabel(MECH_LIBRARY[MECH_LIBRARY.length - 1]));
  });
});

describe('an import is undone on the same stack as a round', () => {
  it('Undo after an import restores every cell exactly; the confirmation names the import', () => {
    const c = demo();
    const before = dump(c.fake);
    c.gas.importMechs([file('griffin-grf-1s.mtf'), file('testbed-tb-1.mtf')], true);
    expect(dump(c.fake)).not.toEqual(before);
    reset(c.fake);
    c.gas.menuUndoLastRound();
    expect(c.fake.ui.alerts[0]).toMatchObject({
      prompt: 'Undo import of Griffin GRF-1S, Testbed TB-1? Its rows on Mechs and Equipment are cleared.',
      buttons: 'YES_NO',
    });
    expect(c.fake.ui.alerts[1].prompt).toBe('The import of Griffin GRF-1S, Testbed TB-1 undone: its rows are cleared.');
    expect(dump(c.fake)).toEqual(before);
  });

  it('round, then import: a round undo waits for the import; then both undo back to the start, byte for byte', () => {
    const c = demo();
    const start = dump(c.fake);
    expect(c.gas.resolveRound(1).ok).toBe(true);
    const afterRound = dump(c.fake);
    expect(c.gas.insertLibraryMech('Atlas AS7-D', '', '', '').ok).toBe(true);
    const afterImport = dump(c.fake);
    expect(c.gas.getRoundStatus().lastResolved).toBe(1);
    const refused = c.gas.undoLast({ kind: 'round', expected: 1 });
    expect(refused.problems[0].code).toBe('undo/import_on_top');
    expect(refused.problems[0].message).toMatch(
      /^The last change Gator made is the import of Atlas AS7-D, not a round: undo that first/,
    );
    expect(dump(c.fake)).toEqual(afterImport);
    expect(c.gas.undoLast({ kind: 'import', expected: 'Atlas AS7-D' })).toMatchObject({
      ok: true,
      undone: { kind: 'import', label: 'Atlas AS7-D' },
    });
    expect(dump(c.fake)).toEqual(afterRound);
    expect(c.gas.undoLast({ kind: 'round', expected: 1 })).toMatchObject({ ok: true, round: 1 });
    expect(dump(c.fake)).toEqual(start);
  });

  it('import, then round: the round undoes first, then the import', () => {
    const c = demo();
    const start = dump(c.fake);
    c.gas.insertLibraryMech('Locust LCT-1V', 'Bug', 'NPC', '1010');
    const afterImport = dump(c.fake);
    expect(c.gas.undoLast({ kind: 'import' }).problems).toBeUndefined();
    expect(dump(c.fake)).toEqual(start);
    c.gas.insertLibraryMech('Locust LCT-1V', 'Bug', 'NPC', '1010');
    expect(c.gas.resolveRound(1).ok).toBe(true);
    expect(c.gas.undoLast({ kind: 'import' }).problems[0].code).toBe('undo/not_an_import');
    c.gas.menuUndoLastRound();
    expect(dump(c.fake)).toEqual(afterImport);
    c.gas.menuUndoLastRound();
    expect(dump(c.fake)).toEqual(start);
  });

  it('refuses, changing nothing, when the imported rows were renamed or moved since', () => {
    const c = demo();
    c.gas.insertLibraryMech('Atlas AS7-D', '', '', '');
    type(c.fake, MECHS, cell(MECHS, 'name', 6), 'Someone else');
    const before = dump(c.fake);
    const r = c.gas.undoLast({ kind: 'import', expected: 'Atlas AS7-D' });
    expect(r.problems[0].code).toBe('undo/rows_moved');
    expect(r.problems[0].message).toMatch(/^Mechs!A6 holds "Someone else", not "Atlas AS7-D" as the import wrote/);
    expect(dump(c.fake)).toEqual(before);
  });

  it('refuses another import than the one named, and a second undo of the same import', () => {
    const c = demo();
    c.gas.insertLibraryMech('Atlas AS7-D', '', '', '');
    expect(c.gas.undoLast({ kind: 'import', expected: 'Locust LCT-1V' }).problems[0].code).toBe('undo/moved_on');
    expect(c.gas.undoLast({ kind: 'import', expected: 'Atlas AS7-D' }).ok).toBe(true);
    expect(c.gas.undoLast({ kind: 'import', expected: 'Atlas AS7-D' }).problems[0].code).toBe('undo/nothing');
  });

  it('a write failing half-way is rolled back: the sheet is as before and no undo row is left', () => {
    const c = demo();
    const before = dump(c.fake);
    const sheet = c.fake.book.sheet(TAB.equipment);
    const getRange = sheet.getRange.bind(sheet);
    (sheet as unknown as Record<string, unknown>).getRange = (...args: Parameters<typeof getRange>) => {
      const range = getRange(...args);
      range.setValues = () => {
        throw new Error('Exception: Service Spreadsheets timed out while accessing document.');
      };
      return range;
    };
    const r = c.gas.importMechs(fixture('griffin-grf-1s.mtf'), false);
    delete (sheet as unknown as Record<string, unknown>).getRange;
    expect(r.problems[0]).toEqual({
      code: 'sheet/write_failed',
      message:
        'Writing the import of Griffin GRF-1S failed: Service Spreadsheets timed out while accessing document. The sheet was put back as it was; nothing changed.',
    });
    expect(dump(c.fake)).toEqual(before);
  });
});

describe('the import dialog', () => {
  it('Import mechs (.mtf)… opens ImportDialog.html as a modal dialog', () => {
    const c = demo();
    c.gas.openImportDialog();
    expect(c.fake.ui.dialogs).toHaveLength(1);
    expect(c.fake.ui.dialogs[0]).toMatchObject({ title: 'Gator: import mechs', modal: true });
    expect(c.fake.ui.dialogs[0].html.getContent()).toBe(HTML.ImportDialog);
  });

  it('answers are plain data (what google.script.run carries)', () => {
    const c = demo();
    const r = c.gas.importMechs([file('testbed-tb-1.mtf')], true);
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });
});
