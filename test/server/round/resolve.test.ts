// Resolve round and Undo last round through the built bundle
// (docs/sheet-layout.md, What a round writes, Undo): one atomic write or none at all, byte-for-byte undo.
import { describe, expect, it } from 'vitest';
import { seedFromText } from '../../../src/rules/dice/seeded';
import { ATTACKS, RULES } from '../../../src/sheet/schema/playTabs';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { TAB } from '../../../src/sheet/schema/columns';
import { campaign, cell, dump, mechRow, read, reset, type, writes } from '../harness';

describe('Resolve round writes the round in one go (R-0.4)', () => {
  it('advances the round, writes state, clears the orders, keeps the TN formulas and logs seed, rolls and BBCode', () => {
    const { fake, gas } = campaign();
    // A fixed Dice seed: with a random one, a rare round destroys the Griffin, which then has no heat line.
    type(fake, RULES, 'B8', 'Tukayyid');
    fake.book
      .sheet(TAB.attacks)
      .getRange(cell(ATTACKS, 'tn', 2))
      .setValues([['=1+2']]);
    const r = gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect([r.round, r.nextRound]).toEqual([1, 2]);
    expect(read(fake, RULES, 'B2')).toBe(2);
    const griffin = r.report.summary.find((m: { mech: string }) => m.mech === 'Griffin');
    expect(read(fake, MECHS, cell(MECHS, 'heat', mechRow(fake, 'Griffin')))).toBe(griffin.heatAfter);
    // The Griffin's player (the demo's Player account) keeps the row for the next round's orders; the rest is cleared.
    expect([
      read(fake, ATTACKS, 'A2'),
      read(fake, ATTACKS, 'B2'),
      read(fake, ATTACKS, 'A3'),
      read(fake, ATTACKS, 'B3'),
    ]).toEqual(['Griffin', '', '', '']);
    expect(
      fake.book
        .sheet(TAB.attacks)
        .getRange(cell(ATTACKS, 'tn', 2))
        .getFormula(),
    ).toBe('=1+2');
    const log = fake.book.sheet(TAB.log).peekValues();
    expect(log[1].slice(0, 5)).toEqual([1, 'Start', '', '', 'Dice seed']);
    expect(log[1][7]).toBe(String(r.dice.seed));
    expect(String(log[log.length - 1][8])).toMatch(/^\[hider=Round 1\]/);
    expect(log.length - 1).toBe(r.report.log.length + 2);
  });

  it('costs one read per tab and one write per changed tab, the log, the undo row and the Record row', () => {
    const { fake, gas } = campaign();
    const r = gas.resolveRound(1);
    // The Record does not exist before the first round: nothing more to read. Eight tabs, the Pilots tab among them
    // (a Dead or Recovering pilot may not be fielded, R-16.5).
    expect(fake.log.calls['Range.getValues']).toBe(8);
    expect(fake.log.calls['Range.setValues']).toBe(r.report.written.length + 3);
  });

  it('answers in groups: the round and the next, its dice, its place on the Record, the orders it played without, its report', () => {
    const { gas } = campaign();
    const r = gas.resolveRound(1);
    expect(Object.keys(r).sort()).toEqual(['dice', 'nextRound', 'ok', 'orders', 'record', 'report', 'round']);
    expect(Object.keys(r.dice).sort()).toEqual(['nextSeal', 'seed', 'seedText', 'typed']);
    expect(r.record).toEqual({ resolution: 1, again: '' });
    expect(r.orders).toEqual({ heldBack: [], defaults: [] });
    expect(Object.keys(r.report).sort()).toEqual(['bbcode', 'log', 'summary', 'written']);
  });

  it('returns plain data only (what google.script.run can carry)', () => {
    const { gas } = campaign();
    const r = gas.resolveRound(1);
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
    expect(r.report.bbcode).toMatch(/^\[hider=Round 1\]/);
  });

  it('R-0.4: a fixed Dice seed replays the round exactly, and the seed is the text and the round', () => {
    const { fake, gas } = campaign();
    type(fake, RULES, 'B8', 'Tukayyid');
    expect(read(fake, RULES, 'A8')).toBe('Dice seed');
    const first = gas.resolveRound(1);
    gas.undoLast({ kind: 'round', expected: 1 });
    const again = gas.resolveRound(1);
    expect(first.dice.seed).toBe(seedFromText('Tukayyid round 1'));
    expect(again.report.log).toEqual(first.report.log);
  });
});

describe('Undo last round restores byte for byte', () => {
  it('set up → demo → resolve → undo leaves every cell of every tab exactly as it was', () => {
    const { fake, gas } = campaign();
    fake.book
      .sheet(TAB.attacks)
      .getRange(cell(ATTACKS, 'tn', 3))
      .setValues([['=2*3']]);
    const before = dump(fake);
    expect(gas.resolveRound(1).ok).toBe(true);
    expect(dump(fake)).not.toEqual(before);
    const u = gas.undoLast({ kind: 'round', expected: 1 });
    expect(u).toMatchObject({ ok: true, round: 1 });
    expect(u.logRowsRemoved).toBeGreaterThan(2);
    expect(dump(fake)).toEqual(before);
  });

  it('a second undo goes one round further back', () => {
    const { fake, gas } = campaign();
    const start = dump(fake);
    expect(gas.resolveRound(1).ok).toBe(true);
    const afterOne = dump(fake);
    expect(gas.resolveRound(2).ok).toBe(true);
    expect(gas.undoLast({ kind: 'round', expected: 2 })).toMatchObject({ ok: true, round: 2 });
    expect(dump(fake)).toEqual(afterOne);
    expect(gas.undoLast({ kind: 'round' })).toMatchObject({ ok: true, round: 1 });
    expect(dump(fake)).toEqual(start);
    expect(gas.undoLast({ kind: 'round' }).problems[0].code).toBe('undo/nothing');
  });

  it('refuses, changing nothing, when the round to undo is not the last resolved one', () => {
    const { fake, gas } = campaign();
    gas.resolveRound(1);
    const before = dump(fake);
    reset(fake);
    const u = gas.undoLast({ kind: 'round', expected: 3 });
    expect(u.ok).toBe(false);
    expect(u.problems[0]).toMatchObject({ code: 'round/moved_on' });
    expect(u.problems[0].message).toContain(
      'The last change Gator made is round 1, not round 3: the sheet changed since you looked.',
    );
    expect(writes(fake)).toBe(0);
    expect(dump(fake)).toEqual(before);
  });

  it('refuses, changing nothing, when a tab the round wrote was renamed since', () => {
    const { fake, gas } = campaign();
    gas.resolveRound(1);
    fake.book.sheet(TAB.attacks).setName('Orders');
    reset(fake);
    const u = gas.undoLast({ kind: 'round', expected: 1 });
    expect(u.problems[0]).toMatchObject({ code: 'undo/tab_missing' });
    expect(u.problems[0].message).toContain('Attacks no longer exists');
    expect(writes(fake)).toBe(0);
  });

  it('refuses when the Round was changed by hand since, so a snapshot never lands on a sheet it does not belong to', () => {
    const { fake, gas } = campaign();
    gas.resolveRound(1);
    type(fake, RULES, 'B2', 7);
    reset(fake);
    const u = gas.undoLast({ kind: 'round' });
    expect(u.problems[0].code).toBe('undo/round_mismatch');
    expect(writes(fake)).toBe(0);
  });
});

describe('The round guard: the caller names the round it resolves', () => {
  it('refuses a round the sheet has moved past, writing nothing', () => {
    const { fake, gas } = campaign();
    expect(gas.resolveRound(1).ok).toBe(true);
    const before = dump(fake);
    reset(fake);
    const again = gas.resolveRound(1);
    expect(again.ok).toBe(false);
    expect(again.problems).toEqual([
      {
        code: 'round/moved_on',
        message:
          'Cannot resolve round 1: round 1 has already been resolved (the sheet is at round 2). Nothing was changed; refresh and check round 2 before resolving.',
      },
    ]);
    expect(writes(fake)).toBe(0);
    expect(dump(fake)).toEqual(before);
  });

  it('refuses a round ahead of the sheet, and a request with no round', () => {
    const { fake, gas } = campaign();
    expect(gas.resolveRound(2).problems[0].message).toContain('the sheet is back at round 1');
    expect(gas.resolveRound(undefined).problems[0].code).toBe('round/bad_request');
    expect(gas.resolveRound('one').problems[0].code).toBe('round/bad_request');
    expect(writes(fake)).toBe(0);
  });
});

describe('Nothing is written unless everything can be', () => {
  it('a read problem returns every problem with its cell and changes zero cells', () => {
    const { fake, gas } = campaign();
    type(fake, MECHS, 'F2', 'three');
    const before = dump(fake);
    reset(fake);
    const r = gas.resolveRound(1);
    expect(r.ok).toBe(false);
    expect(r.problems).toContainEqual(
      expect.objectContaining({
        cell: 'Mechs!F2',
        message: 'Mechs!F2: Gunnery must be a whole number from 0 to 8, got "three"',
      }),
    );
    expect(writes(fake)).toBe(0);
    expect(dump(fake)).toEqual(before);
  });

  it('another resolve holding the lock: refused in plain words, nothing written', () => {
    const { fake, gas } = campaign();
    fake.env.lockHeldElsewhere = true;
    const r = gas.resolveRound(1);
    expect(r.problems[0].code).toBe('gator/busy');
    expect(writes(fake)).toBe(0);
  });

  it('a write failing half-way is rolled back: the sheet is as before and no undo row is left', () => {
    const { fake, gas } = campaign();
    const before = dump(fake);
    const log = fake.book.sheet(TAB.log);
    const getRange = log.getRange.bind(log);
    (log as unknown as Record<string, unknown>).getRange = (...args: Parameters<typeof getRange>) => {
      const range = getRange(...args);
      range.setValues = () => {
        throw new Error('Exception: Service Spreadsheets timed out while accessing document.');
      };
      return range;
    };
    const r = gas.resolveRound(1);
    delete (log as unknown as Record<string, unknown>).getRange;
    expect(r.ok).toBe(false);
    expect(r.problems[0].code).toBe('sheet/write_failed');
    expect(r.problems[0].message).toBe(
      'Writing round 1 failed: Service Spreadsheets timed out while accessing document. The sheet was put back as it was; nothing changed.',
    );
    expect(dump(fake)).toEqual(before);
  });
});

describe('Who may resolve: record tabs protected for the GM', () => {
  const people = { owner: 'gm@example.com', editors: ['player@example.com', 'player1@example.com'] };

  it('a player cannot resolve: refused before anything is written, with a message saying so', () => {
    const { fake, gas } = campaign(people);
    gas.protectRecords();
    fake.setUser('player@example.com');
    const before = dump(fake);
    reset(fake);
    const r = gas.resolveRound(1);
    expect(r.ok).toBe(false);
    expect(r.problems[0].code).toBe('gator/protected');
    expect(r.problems[0].message).toMatch(
      /^You \(player@example\.com\) cannot edit Mechs, Equipment, Catalog, Map, Rules, Log, Gator undo, Attacks, Rolls: the record tabs are protected so that only the GM can resolve a round/,
    );
    expect(writes(fake)).toBe(0);
    expect(dump(fake)).toEqual(before);
    expect(gas.getRoundStatus().canResolve).toBe(false);
  });

  it("the Griffin's player still writes the Griffin's orders on Attacks, and the GM resolves", () => {
    const { fake, gas } = campaign(people);
    gas.protectRecords();
    fake.setUser('player1@example.com');
    expect(() => type(fake, ATTACKS, 'B3', 'Locust')).not.toThrow();
    type(fake, ATTACKS, 'B3', '');
    fake.setUser('player@example.com');
    expect(() => type(fake, ATTACKS, 'B3', 'Locust')).toThrow('protected cell');
    fake.setUser('gm@example.com');
    expect(gas.resolveRound(1).ok).toBe(true);
  });
});

describe('Round status for the sidebar', () => {
  it('gives the round, the mechs with their orders and whether Undo is possible', () => {
    const { gas } = campaign();
    const s = gas.getRoundStatus();
    expect(s).toMatchObject({
      ok: true,
      round: 1,
      problems: [],
      lastResolved: null,
      canResolve: true,
      user: 'gm@example.com',
    });
    expect(s.mechs.map((m: { name: string }) => m.name)).toEqual(['Griffin', 'Rifleman', 'Blackjack', 'Locust']);
    expect(s.mechs[0]).toMatchObject({ position: '0609', attacks: ['Rifleman: All'] });
    gas.resolveRound(1);
    expect(gas.getRoundStatus()).toMatchObject({ round: 2, lastResolved: 1 });
  });

  it('lists every problem with the cell to select', () => {
    const { fake, gas } = campaign();
    type(fake, MECHS, 'F3', 'three');
    const s = gas.getRoundStatus();
    expect(s.problems[0]).toMatchObject({ cell: 'Mechs!F3' });
    expect(gas.selectCell(s.problems[0].cell)).toBe(true);
    expect(fake.book.activeRange?.getA1Notation()).toBe('F3');
  });
});
