// The orders board tells the truth about the round Resolve would play, through the built
// bundle: a wreck is never waited on, a mech ticked Ready but held back by a typo shows as held
// back, the board never invites a resolve that Resolve would refuse, and with no deadline set
// Resolve still asks before mechs without orders stand still and hold fire.
import { describe, expect, it } from 'vitest';
import { ATTACKS, RULES } from '../../../src/sheet/schema/playTabs';
import { CATALOG } from '../../../src/sheet/schema/gearTabs';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { TAB } from '../../../src/sheet/schema/columns';
import { CASES } from '../cases';
import { campaign, cell, mechRow, read, setRule, type, writes, type Campaign } from '../harness';

interface Entry {
  mech: string;
  state: string;
  why: string;
}

const RESOLVE_NOW = 'All orders are in — resolve now?';
/** The demo's Locust has no attack line: ready, it holds fire, and the headline says so. */
const LOCUST_HOLDS_FIRE = ' Locust (GM) holds fire: Ready with no attack line.';

function board(c: Campaign) {
  return c.gas.getSidebarState().status.orders;
}

function tickReady(c: Campaign, mech: string): void {
  c.fake.book
    .sheet(TAB.mechs)
    .getRange(cell(MECHS, 'ready', mechRow(c.fake, mech)))
    .setValues([[true]]);
}

/** The demo's round 1 with every mech's orders in and ticked Ready: the board invites a resolve. */
function everyoneReady(): Campaign {
  const c = campaign();
  for (const m of ['Griffin', 'Rifleman', 'Blackjack', 'Locust']) tickReady(c, m);
  expect(board(c)).toMatchObject({ headline: RESOLVE_NOW + LOCUST_HOLDS_FIRE, allReady: true });
  return c;
}

describe('R-V.3 with Wrecks on, a wreck is never waited on (R-15.2)', () => {
  it('the Locust a wreck, with no orders and not Ready: the board leaves it out, waits on nobody, and Resolve asks nothing about it', () => {
    const c = campaign();
    setRule(c.fake, 'Wrecks', 'Yes');
    const locust = mechRow(c.fake, 'Locust');
    type(c.fake, MECHS, cell(MECHS, 'status', locust), 'Wreck');
    type(c.fake, MECHS, cell(MECHS, 'move', locust), '');
    c.fake.book
      .sheet(TAB.mechs)
      .getRange(cell(MECHS, 'ready', locust))
      .setValues([[false]]);
    for (const m of ['Griffin', 'Rifleman', 'Blackjack']) tickReady(c, m);
    const b = board(c);
    expect(b.entries.map((e: Entry) => e.mech)).toEqual(['Griffin', 'Rifleman', 'Blackjack']);
    expect(b.waiting).toEqual([]);
    expect(b.headline).toBe(RESOLVE_NOW);
    expect(c.gas.getSidebarState().status.ordersPost).not.toContain('Locust');
    const r = c.gas.resolveRound(1, {});
    expect(r.problems ?? []).toEqual([]);
    expect(r.ok).toBe(true);
    expect(r.orders.defaults).toEqual([]);
  });
});

describe('R-15.1 a mech ticked Ready but held back by a typo is held back, not ready', () => {
  it('the Griffin ticked Ready with "Rn" for its Move: the board shows it held back on its Move cell, never "resolve now", and Resolve refuses on that cell', () => {
    const c = everyoneReady();
    const move = cell(MECHS, 'move', mechRow(c.fake, 'Griffin'));
    type(c.fake, MECHS, move, 'Rn');
    const b = board(c);
    expect(b.entries[0]).toMatchObject({ mech: 'Griffin', state: 'heldBack', cell: `Mechs!${move}` });
    expect(b.entries[0].why).toMatch(/got "Rn" — did you mean Run\?$/);
    expect(b.allReady).toBe(false);
    expect(b.headline).not.toContain(RESOLVE_NOW);
    expect(b.headline).toBe('Orders held back: Griffin (Player 1) — fix the problems below');
    expect(c.gas.getSidebarState().status.ordersPost).toContain(
      'Held back by a problem in their orders: [i]Griffin[/i] (Player 1)',
    );
    c.fake.log.reset();
    const r = c.gas.resolveRound(1, {});
    expect(r.ok).toBe(false);
    expect(r.problems.map((p: { message: string }) => p.message)).toEqual([b.entries[0].why]);
    expect(writes(c.fake)).toBe(0);
  });

  it('the Rifleman ticked Ready with a misspelt weapon on its attack line: held back on that cell, never "resolve now"', () => {
    const c = everyoneReady();
    type(c.fake, ATTACKS, cell(ATTACKS, 'weapons', 3), 'Large Lazer');
    const b = board(c);
    expect(b.entries.find((e: Entry) => e.mech === 'Rifleman')).toMatchObject({
      state: 'heldBack',
      cell: 'Attacks!C3',
    });
    expect(b.headline).not.toContain(RESOLVE_NOW);
    expect(c.gas.resolveRound(1, {}).ok).toBe(false);
  });
});

describe('R-15.1 the board never says "All orders are in — resolve now?" while Resolve would refuse', () => {
  it('every mech Ready and "Standart" typed for the Rules tab\'s Heat model: Resolve refuses, and the board says so, naming the cell', () => {
    const c = everyoneReady();
    setRule(c.fake, 'Heat model', 'Standart');
    const r = c.gas.resolveRound(1, {});
    expect(r.ok).toBe(false);
    const b = board(c);
    expect(b.headline).not.toContain(RESOLVE_NOW);
    expect(b.allReady).toBe(false);
    expect(b.headline).toBe(`Not ready to resolve — ${r.problems[0].message}`);
    expect(b.headline).toMatch(/^Not ready to resolve — Rules!B\d+: Heat model /);
    expect(b.stopped.map((p: { cell?: string }) => p.cell)).toEqual([r.problems[0].cell]);
  });

  it('every mech Ready and a terrain code no map knows: the board names the Map cell, not "resolve now?"', () => {
    const c = everyoneReady();
    type(c.fake, TAB.map, 'E5', 'QQ');
    expect(c.gas.resolveRound(1, {}).ok).toBe(false);
    const b = board(c);
    expect(b.headline).toMatch(/^Not ready to resolve — Map!E5: \(hex 0404\) Unknown terrain code "QQ"/);
    expect(b.stopped[0]).toMatchObject({ cell: 'Map!E5' });
  });

  it('every mech Ready and text in a Catalog damage cell: the board names the Catalog cell, not "resolve now?"', () => {
    const c = everyoneReady();
    type(c.fake, CATALOG, cell(CATALOG, 'damage', 2), 'x');
    expect(c.gas.resolveRound(1, {}).ok).toBe(false);
    expect(board(c).headline).toBe(
      'Not ready to resolve — Catalog!B2: Damage must be a whole number 0 or more, got "x"',
    );
  });

  it("two problems on no mech's orders: the first is named, with how many more are listed below", () => {
    const c = everyoneReady();
    type(c.fake, TAB.map, 'E5', 'QQ');
    type(c.fake, CATALOG, cell(CATALOG, 'damage', 2), 'x');
    expect(board(c).headline).toMatch(/^Not ready to resolve — .+ \(and 1 more problem below\)$/);
  });

  it('each malformed input off the Mechs and Attacks tabs (Equipment, Catalog, Map, Rules), with every mech Ready: Resolve refuses, and the board never says "resolve now?"', () => {
    for (const k of CASES.filter((x) => !/^(Mechs|Attacks)!/.test(x.message))) {
      const c = everyoneReady();
      k.edit(c.fake);
      expect(c.gas.resolveRound(1, {}).ok, k.what).toBe(false);
      expect(board(c).headline, k.what).not.toContain(RESOLVE_NOW);
    }
  });
});

describe('R-15.4 with no deadline set, Resolve asks before mechs without orders stand still and hold fire', () => {
  it('no Orders due and the Griffin\'s Move cleared: `orders/unconfirmed` naming it, nothing written; confirmed, it stands still "when the GM resolved the round"', () => {
    const c = campaign();
    type(c.fake, MECHS, cell(MECHS, 'move', mechRow(c.fake, 'Griffin')), '');
    expect(board(c).due).toBeNull();
    c.fake.log.reset();
    const asked = c.gas.resolveRound(1, {});
    expect(asked.ok).toBe(false);
    expect(asked.problems.map((p: { code: string }) => p.code)).toEqual(['orders/unconfirmed']);
    expect(asked.problems[0].message).toBe(
      'Round 1 is resolved with no deadline set while 1 of 4 mechs have no orders — Griffin (Player 1): no move. They would stand still and hold fire where they have no orders: confirm to resolve anyway.',
    );
    expect(asked.waiting).toEqual(['Griffin']);
    expect(writes(c.fake)).toBe(0);
    const r = c.gas.resolveRound(1, { missingOrders: [{ mech: 'Griffin', lacks: ['move'] }] });
    expect(r.ok).toBe(true);
    expect(r.orders.defaults).toEqual(['Griffin had no move when the GM resolved the round: it stood still']);
  });
});

describe('R-15.4 missing orders are confirmed only by a question that named them', () => {
  /** The demo's round 1 with the Griffin's attack line cleared: it lacks attack lines, nothing else. */
  function griffinWithoutAttacks(): Campaign {
    const c = campaign();
    const attacks = c.fake.book.sheet(TAB.attacks).peekValues();
    const row = attacks.findIndex((r) => r[0] === 'Griffin') + 1;
    const declared = ATTACKS.columns.findIndex((col) => col.key === 'tn');
    c.fake.book
      .sheet(TAB.attacks)
      .getRange(row, 1, 1, declared)
      .setValues([Array(declared).fill('')]);
    expect(board(c).waiting.map((e: { mech: string; lacks: string[] }) => [e.mech, e.lacks])).toEqual([
      ['Griffin', ['attacks']],
    ]);
    return c;
  }

  it('asked about the Griffin without attack lines, its Move then cleared: asked again (it would now stand still too), nothing written', () => {
    const c = griffinWithoutAttacks();
    type(c.fake, MECHS, cell(MECHS, 'move', mechRow(c.fake, 'Griffin')), '');
    c.fake.log.reset();
    const r = c.gas.resolveRound(1, { missingOrders: [{ mech: 'Griffin', lacks: ['attacks'] }] });
    expect(r.ok).toBe(false);
    expect(r.problems.map((p: { code: string }) => p.code)).toEqual(['orders/unconfirmed']);
    expect(r.problems[0].message).toMatch(
      /— Griffin \(Player 1\): no orders\. .+ The orders changed since you were asked about Griffin \(no attack lines\)\.$/,
    );
    expect(writes(c.fake)).toBe(0);
  });

  it('asked about the Griffin, but the Rifleman is the one without orders now: asked again, naming the Rifleman', () => {
    const c = campaign();
    type(c.fake, MECHS, cell(MECHS, 'move', mechRow(c.fake, 'Rifleman')), '');
    const r = c.gas.resolveRound(1, { missingOrders: [{ mech: 'Griffin', lacks: ['move'] }] });
    expect(r.ok).toBe(false);
    expect(r.waiting).toEqual(['Rifleman']);
  });

  it('a bare `missingOrders: "confirmed"` names nobody: asked, nothing written', () => {
    const c = griffinWithoutAttacks();
    c.fake.log.reset();
    const r = c.gas.resolveRound(1, { missingOrders: 'confirmed' });
    expect(r.problems.map((p: { code: string }) => p.code)).toEqual(['orders/unconfirmed']);
    expect(writes(c.fake)).toBe(0);
  });

  it('the menu asked "Resolve round 1?" with every order in, and the Griffin\'s Move was cleared while the question was open: not resolved, the Griffin named', () => {
    const c = campaign();
    c.fake.ui.asking = () => type(c.fake, MECHS, cell(MECHS, 'move', mechRow(c.fake, 'Griffin')), '');
    c.gas.menuResolveRound();
    c.fake.ui.asking = null;
    expect(c.fake.ui.alerts[0].prompt).toBe('Resolve round 1?');
    expect(c.fake.ui.alerts[1].title).toBe('Gator: round 1 not resolved');
    expect(c.fake.ui.alerts[1].prompt).toMatch(/— Griffin \(Player 1\): no move\. /);
    expect(read(c.fake, RULES, 'B2')).toBe(1);
  });

  it('the answer to the question that named the Griffin without attack lines: it holds fire, and the round is played', () => {
    const c = griffinWithoutAttacks();
    const r = c.gas.resolveRound(1, { missingOrders: [{ mech: 'griffin', lacks: ['attacks'] }] });
    expect(r.ok).toBe(true);
    expect(r.orders.defaults).toEqual(['Griffin had no attack lines when the GM resolved the round: it held fire']);
  });
});

describe('R-15.4 a deadline typed in the hour around a clock change is read in the right hour', () => {
  it('a New York spreadsheet, Orders due "2026-03-08 03:30" (summer time began at 02:00): the board counts down to 07:30 UTC and shows "Sun 8 Mar 03:30" (with its year when not this one)', () => {
    const c = campaign({ timeZone: 'America/New_York' });
    setRule(c.fake, 'Orders due', '2026-03-08 03:30');
    const due = board(c).due;
    expect(new Date(due.at).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(due).toMatchObject({
      timeZone: 'America/New_York',
      label: expect.stringMatching(/^Sun 8 Mar( 2026)? 03:30$/),
    });
  });
});
