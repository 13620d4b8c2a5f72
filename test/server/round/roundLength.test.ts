// The deadline moves on through the built bundle on the fakes: the Rules tab's Round
// length, each Resolve — the sidebar's, the menu's, Resolve without them — setting the next Orders
// due in the spreadsheet's time zone as the cell holds it, or clearing it; Undo putting the old
// deadline back; Start a new battle; the sidebar naming the zone; a bad length refused by its cell.
import { describe, expect, it } from 'vitest';
import { readOrdersDue } from '../../../src/sheet/read/orders';
import { ATTACKS, RULES } from '../../../src/sheet/schema/playTabs';
import { TAB } from '../../../src/sheet/schema/columns';
import { renderStatus } from '../../../src/sidebar/views/status';
import { findNode, textOf } from '../../../src/sidebar/vnode';
import { dueInstant } from '../../../src/table/ordersDue';
import { appState, recordingActions } from '../../sidebar/clientData';
import { campaign, dump, read, setRule, type, writes, type Campaign } from '../harness';

const HOUR = 3600_000;
const MINUTE = 60_000;
const BERLIN = 'Europe/Berlin';
/** Next year: a deadline far enough ahead that deadline + length is later than now + length. */
const YEAR = new Date().getUTCFullYear() + 1;

/** The 1-based row of a setting on the Rules tab as Set up wrote it. */
function rulesRow(c: Campaign, name: string): number {
  const row = c.fake.book
    .sheet(TAB.rules)
    .peekValues()
    .findIndex((r) => r[0] === name);
  expect(row).toBeGreaterThan(0);
  return row + 1;
}

function due(c: Campaign): unknown {
  return read(c.fake, RULES, `B${rulesRow(c, 'Orders due')}`);
}

/** Orders due straight into its cell, as Sheets holds what was typed: a Date, or text. */
function setDue(c: Campaign, value: unknown): void {
  c.fake.book
    .sheet(TAB.rules)
    .getRange(rulesRow(c, 'Orders due'), 2)
    .setValues([[value]]);
}

const isDate = (v: unknown): v is Date => Object.prototype.toString.call(v) === '[object Date]';

/** The instant an Orders due cell holds, read as Gator reads it, in `zone`. */
function instantOf(value: unknown, zone: string): number {
  const d = readOrdersDue(value);
  if (d === null || 'error' in d) throw new Error(`Orders due holds no deadline: ${String(value)}`);
  return dueInstant(d, zone);
}

const ceilMinute = (ms: number) => Math.ceil(ms / MINUTE) * MINUTE;

/** The deadline's words on the board now. */
function dueLabel(c: Campaign): string | undefined {
  return c.gas.getSidebarState().status.orders.due?.label;
}

function logText(c: Campaign): string {
  return c.fake.book
    .sheet(TAB.log)
    .peekValues()
    .map((r) => r.join(' | '))
    .join('\n');
}

/** The mechs without orders the GM's question names, as the sidebar confirms them. */
const askedAbout = (c: ReturnType<typeof campaign>) =>
  c.gas
    .getSidebarState()
    .status.orders.waiting.map((e: { mech: string; lacks: string[] }) => ({ mech: e.mech, lacks: e.lacks }));

describe('R-17.1: each Resolve sets the next Orders due to the later of (this deadline + length) and (now + length)', () => {
  it('a resolve moves the deadline by the length: "YYYY-03-10 20:00" + 48h is "YYYY-03-12 20:00", still text in the spreadsheet\'s time zone', () => {
    const c = campaign({ timeZone: BERLIN });
    setRule(c.fake, 'Round length', '48h');
    setRule(c.fake, 'Orders due', `${YEAR}-03-10 20:00`);
    expect(c.gas.resolveRound(1).ok).toBe(true);
    expect(due(c)).toBe(`${YEAR}-03-12 20:00`);
  });

  it('a deadline Sheets holds as a date gets a date: the same instant plus the length', () => {
    const c = campaign();
    const deadline = ceilMinute(Date.now() + 5 * HOUR);
    setRule(c.fake, 'Round length', '1d 12h');
    setDue(c, new Date(deadline));
    expect(c.gas.resolveRound(1).ok).toBe(true);
    const after = due(c);
    expect(isDate(after)).toBe(true);
    expect((after as Date).getTime()).toBe(deadline + 36 * HOUR);
  });

  it('a late resolve (now past deadline + length) uses now + length: the players still get the whole length', () => {
    const c = campaign({ timeZone: BERLIN });
    setRule(c.fake, 'Round length', '2d');
    setDue(c, new Date(Date.now() - 100 * HOUR));
    const before = Date.now();
    expect(c.gas.resolveRound(1).ok).toBe(true);
    const after = Date.now();
    const next = instantOf(due(c), BERLIN);
    expect(next).toBeGreaterThanOrEqual(before + 48 * HOUR);
    expect(next).toBeLessThanOrEqual(ceilMinute(after + 48 * HOUR));
  });

  it("with no deadline yet, the first Resolve sets one: now + length, as text in the spreadsheet's time zone", () => {
    const c = campaign({ timeZone: BERLIN });
    setRule(c.fake, 'Round length', '36h');
    const before = Date.now();
    expect(c.gas.resolveRound(1).ok).toBe(true);
    expect(due(c)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const next = instantOf(due(c), BERLIN);
    expect(next).toBeGreaterThanOrEqual(before + 36 * HOUR);
    expect(next).toBeLessThanOrEqual(ceilMinute(Date.now() + 36 * HOUR));
  });

  it("the menu's Resolve round and Resolve without them move it too", () => {
    const menu = campaign({ timeZone: BERLIN });
    setRule(menu.fake, 'Round length', '48h');
    setRule(menu.fake, 'Orders due', `${YEAR}-03-10 20:00`);
    menu.fake.ui.answers.push('YES');
    menu.gas.menuResolveRound();
    expect(menu.fake.ui.alerts[menu.fake.ui.alerts.length - 1].title).toBe('Gator: round 1 resolved');
    expect(due(menu)).toBe(`${YEAR}-03-12 20:00`);

    const without = campaign({ timeZone: BERLIN });
    setRule(without.fake, 'Round length', '48h');
    setRule(without.fake, 'Orders due', `${YEAR}-03-10 20:00`);
    type(without.fake, ATTACKS, 'C3', 'Large Lazer');
    expect(without.gas.resolveRound(1, { withoutHeldBack: true }).ok).toBe(true);
    expect(due(without)).toBe(`${YEAR}-03-12 20:00`);
  });

  it("round 2's board, post and Log name the new deadline, never round 1's", () => {
    const c = campaign({ timeZone: BERLIN });
    setRule(c.fake, 'Round length', '48h');
    setDue(c, new Date(Date.now() - HOUR));
    const first = dueLabel(c) as string;
    expect(c.gas.resolveRound(1).ok).toBe(true);
    const second = dueLabel(c) as string;
    expect(second).not.toBe(first);
    expect(c.gas.getSidebarState().status.ordersPost).toContain(`Orders due ${second} (${BERLIN}).`);
    const r = c.gas.resolveRound(2, { missingOrders: askedAbout(c) });
    expect(r.ok).toBe(true);
    expect(r.orders.defaults[0]).toBe(
      `Griffin had no orders when the GM resolved the round before the deadline (${second}): it stood still and held fire`,
    );
    expect(r.report.bbcode).not.toContain(first);
    expect(logText(c)).toContain(second);
    expect(logText(c)).not.toContain(first);
  });
});

describe('R-17.1: without a round length, Resolve clears Orders due', () => {
  it("round 1's deadline is cleared by its Resolve: round 2's board has none, and its post and Log never cite round 1's", () => {
    const c = campaign();
    setDue(c, new Date(Date.now() - HOUR));
    const first = dueLabel(c) as string;
    expect(first).toMatch(/\d{2}:\d{2}$/);
    expect(c.gas.resolveRound(1).ok).toBe(true);
    expect(due(c)).toBe('');
    expect(c.gas.getSidebarState().status.orders.due).toBeNull();
    const r = c.gas.resolveRound(2, { missingOrders: askedAbout(c) });
    expect(r.ok).toBe(true);
    expect(r.orders.defaults[0]).toBe(
      'Griffin had no orders when the GM resolved the round: it stood still and held fire',
    );
    expect(r.report.bbcode).not.toContain(first);
    expect(logText(c)).not.toContain(first);
  });

  it('no deadline and no round length: only the Round advances on the Rules tab (no Orders due written, no row added)', () => {
    const c = campaign();
    const rows = c.fake.book.sheet(TAB.rules).peekValues().length;
    const r = c.gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect(r.report.written.filter((a: string) => a.startsWith('Rules!'))).toEqual(['Rules!B2']);
    expect(c.fake.book.sheet(TAB.rules).peekValues().length).toBe(rows);
  });
});

describe('R-17.1: Undo of the round puts the old deadline back', () => {
  it('a text deadline moved by the round: Undo restores every cell, Orders due included, as it was', () => {
    const c = campaign({ timeZone: BERLIN });
    setRule(c.fake, 'Round length', '48h');
    setRule(c.fake, 'Orders due', `${YEAR}-03-10 20:00`);
    const start = dump(c.fake);
    expect(c.gas.resolveRound(1).ok).toBe(true);
    expect(due(c)).toBe(`${YEAR}-03-12 20:00`);
    expect(c.gas.undoLast({ kind: 'round', expected: 1 }).ok).toBe(true);
    expect(due(c)).toBe(`${YEAR}-03-10 20:00`);
    expect(dump(c.fake)).toEqual(start);
  });

  it('a date deadline cleared by the round (no round length): Undo puts the date back', () => {
    const c = campaign();
    const deadline = ceilMinute(Date.now() + 5 * HOUR);
    setDue(c, new Date(deadline));
    expect(c.gas.resolveRound(1).ok).toBe(true);
    expect(due(c)).toBe('');
    expect(c.gas.undoLast({ kind: 'round', expected: 1 }).ok).toBe(true);
    const back = due(c);
    expect(isDate(back)).toBe(true);
    expect((back as Date).getTime()).toBe(deadline);
  });
});

describe('R-17.1: Start a new battle — its first deadline is now + length; without one, cleared', () => {
  it('with a round length: now + length, not the old deadline + length; Undo of the new battle puts the old one back', () => {
    const c = campaign({ timeZone: BERLIN });
    setRule(c.fake, 'Round length', '2d');
    setRule(c.fake, 'Orders due', `${YEAR}-03-10 20:00`);
    const before = Date.now();
    expect(c.gas.startNewBattle({ repair: false, heal: false }).ok).toBe(true);
    const next = instantOf(due(c), BERLIN);
    expect(next).toBeGreaterThanOrEqual(before + 48 * HOUR);
    expect(next).toBeLessThanOrEqual(ceilMinute(Date.now() + 48 * HOUR));
    expect(c.gas.undoLast({ kind: 'battle', expected: 'Battle 2' }).ok).toBe(true);
    expect(due(c)).toBe(`${YEAR}-03-10 20:00`);
  });

  it('without a round length: the new battle starts with no deadline', () => {
    const c = campaign();
    setDue(c, new Date(Date.now() + 5 * HOUR));
    expect(c.gas.startNewBattle({ repair: false, heal: false }).ok).toBe(true);
    expect(due(c)).toBe('');
    expect(c.gas.getSidebarState().status.orders.due).toBeNull();
  });
});

describe('the sidebar names the time zone of the deadline', () => {
  it('"Orders due Wed 10 Mar 2027 20:00 (Europe/Berlin), in …", and after a Resolve with a round length the next one', () => {
    const c = campaign({ timeZone: BERLIN });
    setRule(c.fake, 'Round length', '48h');
    setRule(c.fake, 'Orders due', `${YEAR}-03-10 20:00`);
    const shown = () => {
      const view = c.gas.getSidebarState();
      return textOf(findNode(renderStatus(appState({ view, clock: Date.now() }), recordingActions()), 'orders-due')!);
    };
    expect(shown()).toMatch(new RegExp(`^Orders due \\w{3} 10 Mar ${YEAR} 20:00 \\(Europe/Berlin\\), in \\d+ days`));
    expect(c.gas.resolveRound(1).ok).toBe(true);
    expect(shown()).toMatch(new RegExp(`^Orders due \\w{3} 12 Mar ${YEAR} 20:00 \\(Europe/Berlin\\), in \\d+ days`));
  });
});

describe('R-17.1: a bad Round length is refused, naming its cell, and nothing is written', () => {
  const EXPECTED =
    'a length of time such as 48h, 2d or 1d 12h (d days, h hours, m minutes), or blank for no round length';

  it('"2 dyas": Rules!B<n> named, the length meant suggested; Resolve and Start a new battle write nothing', () => {
    const c = campaign();
    setRule(c.fake, 'Round length', '2 dyas');
    const row = rulesRow(c, 'Round length');
    c.fake.log.reset();
    const r = c.gas.resolveRound(1);
    expect(r.ok).toBe(false);
    expect(r.problems.map((p: { message: string }) => p.message)).toEqual([
      `Rules!B${row}: Round length must be ${EXPECTED}, got "2 dyas" — did you mean 2 days?`,
    ]);
    const b = c.gas.startNewBattle({ repair: false, heal: false });
    expect(b.ok).toBe(false);
    expect(b.problems[0].message).toBe(
      `Rules!B${row}: Round length must be ${EXPECTED}, got "2 dyas" — did you mean 2 days?`,
    );
    expect(writes(c.fake)).toBe(0);
  });

  it('a number alone (48, as Sheets holds it) has no unit: did you mean 48h?', () => {
    const c = campaign();
    const row = rulesRow(c, 'Round length');
    c.fake.book
      .sheet(TAB.rules)
      .getRange(row, 2)
      .setValues([[48]]);
    const p = c.gas.getSidebarState().status.problems;
    expect(p).toEqual([
      {
        code: 'sheet/bad_setting',
        cell: `Rules!B${row}`,
        message: `Rules!B${row}: Round length must be ${EXPECTED}, got 48 — did you mean 48h?`,
      },
    ]);
  });
});
