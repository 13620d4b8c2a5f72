// The orders phase through the built bundle: the board of who has declared,
// Ready and Hold fire, the "waiting on" post, and Resolve before and after the deadline.
import { describe, expect, it } from 'vitest';
import { ATTACKS, RULES } from '../../../src/sheet/schema/playTabs';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { TAB } from '../../../src/sheet/schema/columns';
import { campaign, cell, mechRow, read, type, writes, type Campaign } from '../harness';

interface Entry {
  mech: string;
  player: string;
  state: string;
  why: string;
}

/** Round 1 of the demo resolved: round 2, with nobody having declared anything. */
function roundTwo(): Campaign {
  const c = campaign();
  expect(c.gas.resolveRound(1).ok).toBe(true);
  return c;
}

function board(c: Campaign) {
  return c.gas.getSidebarState().status.orders;
}

/** The Rules tab's Value cell of a setting (Set up writes every setting's row). */
function setting(c: Campaign, name: string, value: unknown): void {
  const rows = c.fake.book.sheet(TAB.rules).peekValues();
  const r = rows.findIndex((row) => row[0] === name);
  expect(r).toBeGreaterThan(0);
  // Straight into the cell, as Sheets holds a date: a Date from getValues.
  c.fake.book
    .sheet(TAB.rules)
    .getRange(r + 1, 2)
    .setValues([[value]]);
}

function declare(c: Campaign, mech: string, move: string, target: string, weapons = ''): void {
  const row = mechRow(c.fake, mech);
  type(c.fake, MECHS, cell(MECHS, 'move', row), move);
  const attacks = c.fake.book.sheet(TAB.attacks).peekValues();
  // A free line: an empty row, or one of the mech's own rows (a round keeps a player's Attacker).
  const free = (r: unknown[]) => (r[0] === '' || r[0] === mech) && r.slice(1).every((v) => v === '');
  const next = attacks.findIndex((r, i) => i > 0 && free(r)) + 1 || attacks.length + 1;
  type(c.fake, ATTACKS, cell(ATTACKS, 'attacker', next), mech);
  type(c.fake, ATTACKS, cell(ATTACKS, 'target', next), target);
  if (weapons) type(c.fake, ATTACKS, cell(ATTACKS, 'weapons', next), weapons);
}

const HOUR = 3600_000;

describe('R-15.1 a blank is never a decision: Stand, Hold fire, Ready', () => {
  it('round 2 of the demo with nobody declared: all four mechs are missing, and nothing says the round "can be resolved"', () => {
    const c = roundTwo();
    const b = board(c);
    expect(b.entries.map((e: Entry) => `${e.mech} (${e.player}): ${e.state}, ${e.why}`)).toEqual([
      'Griffin (Player 1): missing, no orders',
      'Rifleman (GM): missing, no orders',
      'Blackjack (GM): missing, no orders',
      'Locust (GM): missing, no orders',
    ]);
    expect(b.headline).toBe(
      'Waiting on 4 of 4 — Griffin (Player 1): no orders; Rifleman (GM): no orders; Blackjack (GM): no orders; Locust (GM): no orders',
    );
    expect(b.headline).not.toMatch(/can be resolved/);
    expect(c.gas.getSidebarState().status.ordersPost).toContain(
      'Waiting on: [i]Griffin[/i] (Player 1) — no orders; [i]Rifleman[/i] (GM) — no orders',
    );
  });

  it("Stand and a Hold fire line put a mech's orders in; ticking Ready makes them final; a move alone still lacks its attack lines", () => {
    const c = roundTwo();
    declare(c, 'Griffin', 'Stand', 'Hold fire');
    declare(c, 'Rifleman', 'Walk', 'Griffin', 'Large Laser');
    type(c.fake, MECHS, cell(MECHS, 'move', mechRow(c.fake, 'Blackjack')), 'Run');
    let b = board(c);
    expect(b.entries.map((e: Entry) => `${e.mech}: ${e.state}`)).toEqual([
      'Griffin: in',
      'Rifleman: in',
      'Blackjack: missing',
      'Locust: missing',
    ]);
    expect(b.headline).toBe('Waiting on 2 of 4 — Blackjack (GM): no attack lines; Locust (GM): no orders');
    // The TN column says what a Hold fire line is; the preview has no attack for it.
    expect(c.gas.getSidebarState().attacks.map((a: { attacker: string }) => a.attacker)).toEqual(['Rifleman']);
    c.fake.book
      .sheet(TAB.mechs)
      .getRange(`${cell(MECHS, 'ready', mechRow(c.fake, 'Griffin'))}`)
      .setValues([[true]]);
    b = board(c);
    expect(b.entries[0]).toMatchObject({ mech: 'Griffin', state: 'ready' });
    expect(c.gas.getSidebarState().status.ordersPost).toContain(
      'In: [i]Griffin[/i] (Player 1, ready), [i]Rifleman[/i] (GM)',
    );
  });

  it('every mech ready: "All orders are in — resolve now?"; the round resolves without a question, and Ready is unticked after it', () => {
    const c = roundTwo();
    for (const m of ['Griffin', 'Rifleman', 'Blackjack', 'Locust']) {
      declare(c, m, 'Stand', 'Hold fire');
      c.fake.book
        .sheet(TAB.mechs)
        .getRange(cell(MECHS, 'ready', mechRow(c.fake, m)))
        .setValues([[true]]);
    }
    expect(board(c)).toMatchObject({ headline: 'All orders are in — resolve now?', allReady: true });
    const r = c.gas.resolveRound(2, {});
    expect(r.ok).toBe(true);
    expect(r.orders.defaults).toEqual([]);
    expect(read(c.fake, MECHS, cell(MECHS, 'ready', mechRow(c.fake, 'Griffin')))).toBe(false);
  });

  it('a Hold fire line that also fires is a problem of its Weapons cell, and holds the mech back', () => {
    const c = roundTwo();
    declare(c, 'Griffin', 'Stand', 'Hold fire', 'Large Laser');
    const state = c.gas.getSidebarState();
    expect(state.status.problems.map((p: { message: string }) => p.message)).toEqual([
      'Attacks!C2: Weapons "Large Laser": Target Hold fire attacks nobody; clear Weapons, or name the mech attacked',
    ]);
    expect(state.status.orders.entries[0]).toMatchObject({ mech: 'Griffin', state: 'heldBack' });
  });
});

describe('R-15.2 who needs orders', () => {
  it("a destroyed mech and a dead pilot are not waited for; an unconscious pilot's orders are still asked", () => {
    const c = roundTwo();
    type(c.fake, MECHS, cell(MECHS, 'status', mechRow(c.fake, 'Locust')), 'Destroyed');
    type(c.fake, MECHS, cell(MECHS, 'pilotStatus', mechRow(c.fake, 'Blackjack')), 'Dead');
    type(c.fake, MECHS, cell(MECHS, 'pilotStatus', mechRow(c.fake, 'Rifleman')), 'Unconscious');
    const b = board(c);
    expect(
      b.entries.map((e: Entry & { unconscious: boolean }) => `${e.mech}${e.unconscious ? ' (unconscious)' : ''}`),
    ).toEqual(['Griffin', 'Rifleman (unconscious)']);
    expect(b.headline).toMatch(/^Waiting on 2 of 2 — /);
  });
});

describe('R-15.4 the deadline: before it Resolve asks, after it the default is taken without asking', () => {
  it('the waiting-on post names who is in, who the table waits on, and the deadline', () => {
    const c = roundTwo();
    declare(c, 'Griffin', 'Stand', 'Hold fire');
    setting(c, 'Orders due', new Date(Date.now() + 5 * HOUR));
    const post: string = c.gas.getSidebarState().status.ordersPost;
    const lines = post.split('\n');
    expect(lines[0]).toBe('[b]Round 2 — orders[/b]');
    expect(lines).toContain('In: [i]Griffin[/i] (Player 1)');
    expect(lines).toContain(
      'Waiting on: [i]Rifleman[/i] (GM) — no orders; [i]Blackjack[/i] (GM) — no orders; [i]Locust[/i] (GM) — no orders',
    );
    expect(lines[lines.length - 1]).toMatch(
      /^Orders due \w{3} \d{1,2} \w{3}( \d{4})? \d{2}:\d{2} \(Etc\/UTC\)\. Missing orders: stand still and hold fire\.$/,
    );
  });

  it('before the deadline: refused with nothing written, naming them, until the GM confirms; then the Log and the post say who got the default and why', () => {
    const c = roundTwo();
    declare(c, 'Griffin', 'Stand', 'Hold fire');
    setting(c, 'Orders due', new Date(Date.now() + 5 * HOUR));
    c.fake.log.reset();
    const asked = c.gas.resolveRound(2, {});
    expect(asked.ok).toBe(false);
    expect(asked.problems[0].code).toBe('orders/unconfirmed');
    expect(asked.problems[0].message).toMatch(
      /^Round 2 is resolved before the deadline \(.+\) while 3 of 4 mechs have no orders — Rifleman \(GM\): no orders; Blackjack \(GM\): no orders; Locust \(GM\): no orders\./,
    );
    expect(asked.waiting).toEqual(['Rifleman', 'Blackjack', 'Locust']);
    expect(writes(c.fake)).toBe(0);
    const r = c.gas.resolveRound(2, {
      missingOrders: ['Rifleman', 'Blackjack', 'Locust'].map((mech) => ({ mech, lacks: ['move', 'attacks'] })),
    });
    expect(r.ok).toBe(true);
    expect(r.orders.defaults[0]).toMatch(
      /^Rifleman had no orders when the GM resolved the round before the deadline \(.+\): it stood still and held fire$/,
    );
    expect(r.orders.defaults).toHaveLength(3);
    expect(r.report.bbcode).toContain(
      '[b]Orders[/b]\n[i]Rifleman[/i] had no orders when the GM resolved the round before the deadline',
    );
    const log = c.fake.book.sheet(TAB.log).peekValues();
    expect(log.filter((row) => row[4] === 'Missing orders').map((row) => row[2])).toEqual([
      'Rifleman',
      'Blackjack',
      'Locust',
    ]);
  });

  it('after the deadline: no question; each missing mech takes the default "by the deadline"', () => {
    const c = roundTwo();
    type(c.fake, MECHS, cell(MECHS, 'move', mechRow(c.fake, 'Blackjack')), 'Run');
    setting(c, 'Orders due', new Date(Date.now() - HOUR));
    const label = board(c).due?.label;
    const r = c.gas.resolveRound(2, {});
    expect(r.ok).toBe(true);
    expect(r.orders.defaults).toContain(`Blackjack had no attack lines by the deadline (${label}): it held fire`);
    expect(r.orders.defaults.find((d: string) => d.startsWith('Griffin'))).toMatch(
      /^Griffin had no orders by the deadline \(.+\): it stood still and held fire$/,
    );
  });

  it("the menu's Resolve round question names the mechs without orders", () => {
    const c = roundTwo();
    c.fake.ui.answers.push('YES');
    c.gas.menuResolveRound();
    const question = c.fake.ui.alerts[0].prompt;
    expect(question).toMatch(/^Waiting on 4 of 4 — Griffin \(Player 1\): no orders; /);
    expect(question).toContain('If you resolve now, they stand still and hold fire where they have no orders');
    expect(read(c.fake, RULES, 'B2')).toBe(3);
  });
});

describe('R-15.3 Missing orders: Wait for the GM', () => {
  it('Resolve refuses, naming every mech without orders, even confirmed; nothing is written', () => {
    const c = roundTwo();
    setting(c, 'Missing orders', 'Wait for the GM');
    c.fake.log.reset();
    const r = c.gas.resolveRound(2, {
      missingOrders: ['Griffin', 'Rifleman', 'Blackjack', 'Locust'].map((mech) => ({
        mech,
        lacks: ['move', 'attacks'],
      })),
    });
    expect(r.ok).toBe(false);
    expect(r.problems[0]).toMatchObject({ code: 'orders/wait' });
    expect(r.problems[0].message).toBe(
      "Round 2 waits for every mech's orders (the Rules tab's Missing orders is Wait for the GM). Waiting on 4 of 4 — Griffin (Player 1): no orders; Rifleman (GM): no orders; Blackjack (GM): no orders; Locust (GM): no orders.",
    );
    expect(writes(c.fake)).toBe(0);
  });

  it('a Missing orders typo is a problem of its cell with the word meant', () => {
    const c = roundTwo();
    setting(c, 'Missing orders', 'Wait for GM');
    const p = c.gas.getSidebarState().status.problems[0];
    expect(p.message).toMatch(
      /^Rules!B\d+: Missing orders must be Stand still, hold fire, Wait for the GM or Autopilot, got "Wait for GM" — did you mean Wait for the GM\?$/,
    );
  });
});
