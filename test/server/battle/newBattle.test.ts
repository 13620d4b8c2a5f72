// Start a new battle (battle after battle) through the built bundle on the fakes:
// the finished battle's Log kept in its own tab, a fresh Log, round 1, orders cleared, damage
// kept unless the GM repairs and heals — and Undo takes it all back, byte for byte.
import { STANDARD_CATALOG } from '../../../src/rules/charts/weapons';
import { describe, expect, it } from 'vitest';
import type { FakeServices } from '../../../src/fakes';
import { LOCATIONS, TORSOS } from '../../../src/rules/model/location';
import { internalStructure } from '../../../src/rules/charts/structure';
import { CANONICAL_UNITS } from '../../../src/rules/charts/units';
import { ATTACKS, LOG, RULES } from '../../../src/sheet/schema/playTabs';
import { EQUIPMENT } from '../../../src/sheet/schema/gearTabs';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { TAB, headerRow } from '../../../src/sheet/schema/columns';
import { campaign, cell, dump, mechRow, read, reset, type, writes, type Campaign } from '../harness';

const ARCHIVE = 'Log — battle 1';

/** The tabs in the workbook's order. */
function tabList(fake: FakeServices): string[] {
  return fake.book.getSheets().map((s) => s.getName());
}

/** Every cell of a tab: value, formula and formats. */
function cellsOf(fake: FakeServices, tab: string): unknown {
  return fake.book.sheet(tab).peekCells();
}

/** The Rules tab's Value of a setting. */
function setting(fake: FakeServices, name: string): unknown {
  const row = fake.book
    .sheet(TAB.rules)
    .peekValues()
    .find((r) => r[0] === name);
  return row ? row[1] : undefined;
}

/** The demo after two resolved rounds (a fixed seed: the Griffin takes damage), with round 3's orders typed in. */
function afterTwoRounds(): Campaign {
  const c = campaign();
  type(c.fake, RULES, 'B8', 'Tukayyid');
  expect(c.gas.resolveRound(1).ok).toBe(true);
  type(c.fake, ATTACKS, 'A2', 'Rifleman');
  type(c.fake, ATTACKS, 'B2', 'Griffin');
  type(c.fake, ATTACKS, 'C2', 'All');
  expect(c.gas.resolveRound(2).ok).toBe(true);
  // Round 3's orders, typed before the GM calls the battle over.
  type(c.fake, MECHS, cell(MECHS, 'move', mechRow(c.fake, 'Griffin')), 'Walk');
  type(c.fake, MECHS, cell(MECHS, 'evasive', mechRow(c.fake, 'Locust')), 'Yes');
  type(c.fake, ATTACKS, 'A2', 'Griffin');
  type(c.fake, ATTACKS, 'B2', 'Locust');
  type(c.fake, ATTACKS, 'C2', 'Medium Laser');
  c.fake.book
    .sheet(TAB.attacks)
    .getRange(cell(ATTACKS, 'tn', 2))
    .setValues([['=1+2']]);
  return c;
}

/** A Mechs row's cells of the given schema keys. */
function mechCells(fake: FakeServices, name: string, keys: readonly string[]): Record<string, unknown> {
  const row = mechRow(fake, name);
  return Object.fromEntries(keys.map((k) => [k, read(fake, MECHS, cell(MECHS, k, row))]));
}

const STATE_KEYS = MECHS.columns.filter((c) => c.role === 'state').map((c) => c.key);
const ORDER_KEYS = MECHS.columns.filter((c) => c.role === 'declaration').map((c) => c.key);

describe('Start a new battle: the Log kept, round 1, orders cleared, damage kept', () => {
  it('after two rounds: Log archived to "Log — battle 1" with every row, a fresh Log, Round 1, Battle 2, orders cleared, damage kept', () => {
    const { fake, gas } = afterTwoRounds();
    const log = cellsOf(fake, TAB.log);
    const logRows = fake.book.sheet(TAB.log).getLastRow();
    expect(logRows).toBeGreaterThan(20);
    const state = Object.fromEntries(
      ['Griffin', 'Rifleman', 'Blackjack', 'Locust'].map((m) => [m, mechCells(fake, m, STATE_KEYS)]),
    );
    const equipment = fake.book.sheet(TAB.equipment).peekValues();
    const tabs = tabList(fake);
    reset(fake);

    const r = gas.startNewBattle({
      name: '',
      repair: false,
      heal: false,
      expectedBattle: 'Battle 1',
      expectedRound: 3,
    });
    expect(r).toMatchObject({
      ok: true,
      battle: 'Battle 2',
      finished: 'Battle 1',
      finishedRound: 3,
      archive: ARCHIVE,
      repaired: false,
      healed: false,
      refilled: 3,
    });
    expect(r.message).toBe(
      `Battle 2 started: Battle 1's Log is kept in the tab "${ARCHIVE}"; the sheet is at round 1 with every order cleared, damage and heat kept, wounds kept, every ammunition bin full (3 bins refilled, R-19.4). Undo start of Battle 2 takes it back.`,
    );
    // Every row of the finished battle's Log, values and formulas, in its own tab, right where the Log was —
    // renamed, and read once, for the pilots' service record (R-16.2–R-16.5) and the Stats tab's rows (docs/campaign.md,
    // The after-action report), which the first battle to end makes at the end of the tabs: each of its cells once.
    expect(cellsOf(fake, ARCHIVE)).toEqual(log);
    const archived = fake.book.sheet(ARCHIVE).peekValues();
    expect(fake.book.sheet(ARCHIVE).cellsRead).toBe(archived.length * archived[0].length);
    expect(tabList(fake)).toEqual([...tabs.flatMap((t) => (t === TAB.log ? [ARCHIVE, TAB.log] : [t])), TAB.stats]);
    // A fresh Log as Set up makes one: its header row, frozen, nothing else.
    expect(fake.book.sheet(TAB.log).peekValues()).toEqual([headerRow(LOG)]);
    expect(fake.book.sheet(TAB.log).getFrozenRows()).toBe(1);
    expect(setting(fake, 'Round')).toBe(1);
    expect(setting(fake, 'Battle')).toBe(2);
    // Orders cleared on Mechs and Attacks, but the Attacker of the player's row (the Griffin's Player account); the TN
    // formula stays.
    for (const m of ['Griffin', 'Locust'])
      expect(Object.values(mechCells(fake, m, ORDER_KEYS)).every((v) => v === '' || v === false)).toBe(true);
    expect(
      fake.book
        .sheet(TAB.attacks)
        .getRange('A2:G4')
        .getValues()
        .flat()
        .filter((v) => v !== ''),
    ).toEqual(['Griffin']);
    expect(
      fake.book
        .sheet(TAB.attacks)
        .getRange(cell(ATTACKS, 'tn', 2))
        .getFormula(),
    ).toBe('=1+2');
    // Damage, heat, wounds, positions and the equipment as they were.
    for (const m of Object.keys(state)) expect(mechCells(fake, m, STATE_KEYS), m).toEqual(state[m]);
    // the equipment as it was, but every bin full again (the rounds had spent shots).
    const after = fake.book.sheet(TAB.equipment).peekValues();
    expect(after.map((row) => row.slice(0, 4))).toEqual(equipment.map((row) => row.slice(0, 4)));
    const bins = after.slice(1).filter((row) => String(row[1]).startsWith('Ammo ('));
    expect(bins.length).toBeGreaterThan(0);
    for (const row of bins)
      expect(row[4], String(row[1])).toBe(STANDARD_CATALOG[String(row[1]).slice(6, -1)].shotsPerTon);
    expect(
      equipment
        .slice(1)
        .some((row) => String(row[1]).startsWith('Ammo (') && row[4] !== after[equipment.indexOf(row)][4]),
    ).toBe(true);
  });

  it('Undo takes it back byte for byte: every cell of every tab, the tab list, the Log rows back on the Log', () => {
    const { fake, gas } = afterTwoRounds();
    const before = dump(fake);
    const tabs = tabList(fake);
    expect(gas.startNewBattle({ repair: false, heal: false }).ok).toBe(true);
    expect(gas.getRoundStatus()).toMatchObject({
      round: 1,
      battle: 'Battle 2',
      namesBattle: true,
      lastResolved: null,
      lastUndo: { kind: 'battle', label: 'Battle 2' },
    });
    reset(fake);
    const u = gas.undoLast({ kind: 'battle', expected: 'Battle 2' });
    expect(fake.book.sheet(TAB.log).cellsRead).toBe(0);
    expect(u).toMatchObject({ ok: true, undone: { kind: 'battle', label: 'Battle 2' }, battle: 'Battle 1', round: 3 });
    expect(u.message).toBe(
      'The start of Battle 2 undone: the sheet is back at Battle 1, round 3, its Log back on the Log tab and every cell the new battle wrote as it was.',
    );
    expect(tabList(fake)).toEqual(tabs);
    expect(dump(fake)).toEqual(before);
    // The rounds are undoable again, down to the start.
    expect(gas.getRoundStatus()).toMatchObject({ lastResolved: 2, lastUndo: { kind: 'round', round: 2 } });
    expect(gas.undoLast({ kind: 'round', expected: 2 }).ok).toBe(true);
  });

  it('repair and heal: every mech back to its record, every living pilot back in the cockpit (the dead stay dead); Undo restores byte for byte', () => {
    const { fake, gas } = afterTwoRounds();
    const griffin = mechRow(fake, 'Griffin');
    const locust = mechRow(fake, 'Locust');
    // What a hard battle leaves: knocked down, shut down, hurt, knocked out, criticals, a destroyed item.
    type(fake, MECHS, cell(MECHS, 'armor.CT', griffin), 3);
    type(fake, MECHS, cell(MECHS, 'rear.LT', griffin), 0);
    type(fake, MECHS, cell(MECHS, 'structure.LA', griffin), 0);
    type(fake, MECHS, cell(MECHS, 'prone', griffin), 'Yes');
    type(fake, MECHS, cell(MECHS, 'status', griffin), 'Shutdown');
    type(fake, MECHS, cell(MECHS, 'heat', griffin), 9);
    type(fake, MECHS, cell(MECHS, 'gyroHits', griffin), 1);
    type(fake, MECHS, cell(MECHS, 'actuators.RA', griffin), 2);
    type(fake, MECHS, cell(MECHS, 'lifeSupport', griffin), 'Damaged');
    type(fake, MECHS, cell(MECHS, 'critCount', griffin), 4);
    type(fake, MECHS, cell(MECHS, 'wounds', griffin), 3);
    type(fake, MECHS, cell(MECHS, 'pilotStatus', griffin), 'Unconscious');
    type(fake, MECHS, cell(MECHS, 'wakesAfter', griffin), 3);
    type(fake, MECHS, cell(MECHS, 'status', locust), 'Destroyed');
    type(fake, MECHS, cell(MECHS, 'pilotStatus', locust), 'Dead');
    type(fake, EQUIPMENT, 'D41', 'Destroyed');
    const before = dump(fake);

    const r = gas.startNewBattle({ name: 'Ambush at Fort Hope', repair: true, heal: true });
    expect(r).toMatchObject({
      ok: true,
      battle: 'Ambush at Fort Hope',
      archive: ARCHIVE,
      repaired: true,
      healed: true,
    });
    expect(setting(fake, 'Battle')).toBe('Ambush at Fort Hope');
    for (const unit of CANONICAL_UNITS.filter((u) => ['Griffin', 'Rifleman', 'Blackjack', 'Locust'].includes(u.name))) {
      const m = mechCells(fake, unit.name, STATE_KEYS);
      const structure = internalStructure(unit.tonnage)!;
      for (const loc of LOCATIONS)
        expect([unit.name, loc, m[`armor.${loc}`], m[`structure.${loc}`]]).toEqual([
          unit.name,
          loc,
          unit.armor[loc],
          structure[loc],
        ]);
      for (const loc of TORSOS)
        expect([unit.name, loc, m[`rear.${loc}`]]).toEqual([unit.name, loc, unit.rearArmor[loc]]);
      expect(m).toMatchObject({
        status: 'Active',
        prone: 'No',
        heat: 0,
        sensorHits: 0,
        lifeSupport: 'OK',
        gyroHits: 0,
        engineHits: 0,
        critCount: 0,
      });
      if (unit.name === 'Locust') expect(m.pilotStatus).toBe('Dead');
      else expect(m).toMatchObject({ wounds: 0, pilotStatus: 'Active', wakesAfter: '' });
      for (const limb of ['LA', 'RA', 'LL', 'RL']) expect(m[`actuators.${limb}`]).toBe(0);
    }
    expect(
      fake.book
        .sheet(TAB.equipment)
        .peekValues()
        .slice(1)
        .every((row) => row[3] === 'OK'),
    ).toBe(true);

    expect(gas.undoLast({ kind: 'battle', expected: 'Ambush at Fort Hope' }).ok).toBe(true);
    expect(dump(fake)).toEqual(before);
  });

  it('repair without a Full armor (and no library model to take it from): refused naming the cell, nothing written', () => {
    const { fake, gas } = afterTwoRounds();
    const at = cell(MECHS, 'fullArmor', mechRow(fake, 'Blackjack'));
    type(fake, MECHS, at, '');
    type(fake, MECHS, cell(MECHS, 'model', mechRow(fake, 'Blackjack')), 'BJ-X house refit');
    type(fake, MECHS, cell(MECHS, 'fullArmor', mechRow(fake, 'Locust')), 'HD 9, CT 10+4');
    const before = dump(fake);
    reset(fake);
    const r = gas.startNewBattle({ repair: true, heal: false });
    expect(r.ok).toBe(false);
    expect(r.problems.map((p: { message: string }) => p.message)).toEqual([
      `Mechs!${at}: Full armor is blank: repairing Blackjack fully needs its record armor (HD 9, CT 20+8, …); type it, or start the battle without repairing`,
      `Mechs!${cell(MECHS, 'fullArmor', mechRow(fake, 'Locust'))}: Full armor must give every location its armor, as HD 9, CT 20+8, LT 16+5, RT 16+5, LA 16, RA 16, LL 20, RL 20; LT, RT, LA, RA, LL, RL are missing`,
    ]);
    expect(writes(fake)).toBe(0);
    expect(dump(fake)).toEqual(before);
    // Without the repair, nothing needs the Full armor.
    expect(gas.startNewBattle({ repair: false, heal: true }).ok).toBe(true);
  });

  it("repair with a blank Full armor of a library model (a campaign set up before the column): that model's record armor", () => {
    const { fake, gas } = afterTwoRounds();
    const rifleman = mechRow(fake, 'Rifleman');
    type(fake, MECHS, cell(MECHS, 'fullArmor', rifleman), '');
    type(fake, MECHS, cell(MECHS, 'armor.CT', rifleman), 2);
    expect(gas.startNewBattle({ repair: true, heal: false }).ok).toBe(true);
    const unit = CANONICAL_UNITS.find((u) => u.name === 'Rifleman')!;
    const m = mechCells(fake, 'Rifleman', STATE_KEYS);
    for (const loc of LOCATIONS) expect([loc, m[`armor.${loc}`]]).toEqual([loc, unit.armor[loc]]);
    // The cell stays blank: what the GM left is not filled in for them.
    expect(
      fake.book.sheet(TAB.mechs).peekValues()[rifleman - 1][MECHS.columns.findIndex((c) => c.key === 'fullArmor')],
    ).toBe('');
  });

  it('a player on protected records is refused by name, and nothing is written', () => {
    const c = campaign({ editors: ['player@example.com'] });
    expect(c.gas.resolveRound(1).ok).toBe(true);
    c.fake.ui.answers.push('YES');
    c.gas.protectRecords();
    c.fake.setUser('player@example.com');
    const before = dump(c.fake);
    reset(c.fake);
    const r = c.gas.startNewBattle({ repair: true, heal: true });
    expect(r.problems).toEqual([
      {
        code: 'gator/protected',
        message:
          'You (player@example.com) cannot edit Mechs, Equipment, Catalog, Map, Rules, Log, Gator undo, Attacks, Pilots: the record tabs are protected so that only the GM can start a new battle. Nothing was changed; ask the GM to start a new battle.',
      },
    ]);
    expect(writes(c.fake)).toBe(0);
    expect(c.fake.log.calls['Sheet.setName'] ?? 0).toBe(0);
    expect(dump(c.fake)).toEqual(before);
  });

  it('the GM on protected records: the fresh Log is protected as the old one was', () => {
    const c = campaign({ editors: ['player@example.com'] });
    expect(c.gas.resolveRound(1).ok).toBe(true);
    c.fake.ui.answers.push('YES');
    c.gas.protectRecords();
    expect(c.gas.startNewBattle({}).ok).toBe(true);
    c.fake.setUser('player@example.com');
    expect(c.gas.getRoundStatus().canResolve).toBe(false);
    expect(() => c.fake.book.sheet(TAB.log).assertEditable()).toThrow(/protected/);
  });

  it('refused, writing nothing, when the sheet is at another round or battle than the caller showed', () => {
    const { fake, gas } = afterTwoRounds();
    const before = dump(fake);
    reset(fake);
    expect(gas.startNewBattle({ expectedRound: 2 }).problems[0]).toMatchObject({ code: 'battle/moved_on' });
    expect(gas.startNewBattle({ expectedBattle: 'Battle 4' }).problems[0].message).toBe(
      'The sheet is at Battle 1, not Battle 4: it changed since you looked. Nothing was changed; refresh and check before starting a new battle.',
    );
    expect(writes(fake)).toBe(0);
    expect(dump(fake)).toEqual(before);
  });
});

describe('battle after battle — the post and the sidebar name the battle, the Log stays short', () => {
  it('round 1 of Battle 2: the post is "[hider=Battle 2 — Round 1]", the Log holds that round alone, Undo goes round → battle → rounds', () => {
    const { fake, gas } = afterTwoRounds();
    const start = dump(fake);
    expect(gas.startNewBattle({}).ok).toBe(true);
    const battleStarted = dump(fake);
    const round = gas.resolveRound(1);
    expect(round.report.bbcode).toMatch(/^\[hider=Battle 2 — Round 1\]\n/);
    const log = fake.book.sheet(TAB.log).peekValues();
    expect(log.slice(1).every((row) => row[0] === 1)).toBe(true);
    // The seed row, the post, and a row for each mech that took the Missing orders default.
    expect(log.length - 1).toBe(round.report.log.length + 2 + round.orders.defaults.length);
    expect(gas.getSidebarState().forumPost).toMatchObject({ round: 1, text: round.report.bbcode });
    // The round of the new battle is undone first; the battle's start cannot be undone past it.
    expect(gas.undoLast({ kind: 'battle', expected: 'Battle 2' }).problems[0].code).toBe('undo/not_a_battle');
    expect(gas.undoLast({ kind: 'round', expected: 1 }).ok).toBe(true);
    expect(dump(fake)).toEqual(battleStarted);
    expect(gas.undoLast({ kind: 'round', expected: 3 }).problems[0].code).toBe('undo/battle_on_top');
    expect(gas.undoLast({ kind: 'battle', expected: 'Battle 2' }).ok).toBe(true);
    expect(dump(fake)).toEqual(start);
  });

  it('the first battle, unnamed, reads as it always did: "[hider=Round 1]", the sidebar says Round 1', () => {
    const { gas } = campaign();
    expect(gas.getRoundStatus()).toMatchObject({ round: 1, battle: 'Battle 1', namesBattle: false });
    expect(gas.resolveRound(1).report.bbcode).toMatch(/^\[hider=Round 1\]\n/);
  });

  it("a named battle after a named one: the archive takes the finished battle's name, the next number counts the battles", () => {
    const { fake, gas } = afterTwoRounds();
    expect(gas.startNewBattle({ name: 'Ambush at Fort Hope' }).ok).toBe(true);
    const second = gas.startNewBattle({});
    expect(second).toMatchObject({
      ok: true,
      battle: 'Battle 3',
      finished: 'Ambush at Fort Hope',
      archive: 'Log — Ambush at Fort Hope',
    });
    expect(tabList(fake).filter((t) => t.startsWith('Log'))).toEqual([ARCHIVE, 'Log — Ambush at Fort Hope', TAB.log]);
    expect(setting(fake, 'Battle')).toBe(3);
  });

  it('Undo refuses, changing nothing, when something was typed on the fresh Log since', () => {
    const { fake, gas } = afterTwoRounds();
    expect(gas.startNewBattle({}).ok).toBe(true);
    type(fake, TAB.log, 'I2', 'GM note: the Locust fled');
    const before = dump(fake);
    reset(fake);
    const u = gas.undoLast({ kind: 'battle', expected: 'Battle 2' });
    expect(u.problems[0]).toMatchObject({ code: 'undo/log_not_empty' });
    expect(u.problems[0].message).toMatch(/^The Log tab has rows written since Battle 2 was started \(rows 2–2\)/);
    expect(writes(fake)).toBe(0);
    expect(dump(fake)).toEqual(before);
  });
});

describe('Start a new battle from the menu', () => {
  it('asks the name, repair, heal, then confirms saying all of it; the answer names the archive', () => {
    const { fake, gas } = afterTwoRounds();
    fake.ui.promptAnswers.push({ text: '' });
    fake.ui.answers.push('NO', 'YES', 'YES');
    gas.menuStartNewBattle();
    expect(fake.ui.prompts[0]).toMatchObject({
      title: 'Gator: start a new battle',
      prompt: `Battle 1 ends after round 2: its Log moves to the tab "${ARCHIVE}", the round goes back to 1 and every order is cleared.\n\nName of the new battle (leave blank for Battle 2):`,
      buttons: 'OK_CANCEL',
    });
    expect(fake.ui.alerts.map((a) => [a.buttons, a.prompt.slice(0, 30)])).toEqual([
      ['YES_NO_CANCEL', 'Repair every mech fully? Yes: '],
      ['YES_NO_CANCEL', 'Heal every pilot? Yes: no woun'],
      ['YES_NO', 'Start Battle 2? Battle 1 ends '],
      ['OK', "Battle 2 started: Battle 1's L"],
    ]);
    expect(fake.ui.alerts[2].prompt).toContain('Then: damage and heat kept; every pilot healed.');
    expect(setting(fake, 'Battle')).toBe(2);
  });

  it('Cancel at any question writes nothing', () => {
    for (const answers of [[], ['CANCEL'], ['YES', 'CANCEL'], ['YES', 'YES', 'NO']]) {
      const { fake, gas } = afterTwoRounds();
      const before = dump(fake);
      reset(fake);
      fake.ui.promptAnswers.push({ text: 'Ambush', button: answers.length === 0 ? 'CANCEL' : 'OK' });
      fake.ui.answers.push(...(answers as ('YES' | 'NO' | 'CANCEL')[]));
      gas.menuStartNewBattle();
      expect(writes(fake), JSON.stringify(answers)).toBe(0);
      expect(dump(fake)).toEqual(before);
    }
  });

  it("the menu's Undo names the start of the battle and takes it back", () => {
    const { fake, gas } = afterTwoRounds();
    const before = dump(fake);
    expect(gas.startNewBattle({}).ok).toBe(true);
    gas.menuUndoLastRound();
    expect(fake.ui.alerts[0].prompt).toMatch(/^Undo the start of Battle 2\? The battle before it comes back/);
    expect(fake.ui.alerts[1].prompt).toMatch(/^The start of Battle 2 undone/);
    expect(dump(fake)).toEqual(before);
  });
});
