// The orders board in the sidebar: the headline, each mech's orders,
// the countdown to Orders due on the page's clock, and Resolve's question with orders missing.
import { describe, expect, it } from 'vitest';
import { getSidebarState } from '../../src/server/sidebar/state';
import { createController } from '../../src/sidebar/controller';
import { renderActions } from '../../src/sidebar/views/actions';
import { renderStatus } from '../../src/sidebar/views/status';
import { findNode, textOf, type VNode } from '../../src/sidebar/vnode';
import { resolveRound } from '../../src/server/round/resolve';
import { createCall } from '../../src/sidebar/api';
import { appState, recordingActions } from './clientData';
import { bridge } from './bridge';
import { seededDemoTabs, servicesWithTabs, setCell } from './fixtures';

const HOUR = 3600_000;

/** The demo at round 2 with nobody declared, Orders due `dueIn` ms from now when given. */
function roundTwo(dueIn?: number) {
  const fake = servicesWithTabs(seededDemoTabs());
  if (!resolveRound(fake, 1).ok) throw new Error('round 1 of the demo was not resolved');
  if (dueIn === undefined) return getSidebarState(fake);
  const rules = fake.book.sheet('Rules');
  const row = rules.peekValues().findIndex((r) => r[0] === 'Orders due');
  rules.getRange(row + 1, 2).setValues([[new Date(Date.now() + dueIn)]]);
  return getSidebarState(fake);
}

describe('R-15.1 the sidebar leads with the board', () => {
  it('round 2 with nobody declared: "Waiting on 4 of 4 — …" first, every mech missing, and no "can be resolved"', () => {
    const view = roundTwo();
    const tree = renderStatus(appState({ view }), recordingActions());
    expect(textOf(findNode(tree, 'orders-headline')!)).toBe(
      'Waiting on 4 of 4 — Griffin (Player 1): no orders; Rifleman (GM): no orders; Blackjack (GM): no orders; Locust (GM): no orders',
    );
    expect(textOf(tree)).not.toMatch(/can be resolved/);
    expect(textOf(findNode(tree, 'problem-count')!)).toBe(
      'Every order given is legal; 4 mechs without orders (above).',
    );
    const list = findNode(tree, 'orders-list')!;
    expect(list.children.map((li) => (li as VNode).attrs['data-orders'])).toEqual([
      'missing',
      'missing',
      'missing',
      'missing',
    ]);
    // Each missing mech's Move cell is one click away.
    expect(textOf(list)).toContain('Griffin (Player 1): no orders Mechs!P2');
  });

  it('the demo\'s round 1: every order in, the Locust ready; not yet "resolve now"', () => {
    const view = getSidebarState(servicesWithTabs(seededDemoTabs()));
    const tree = renderStatus(appState({ view }), recordingActions());
    expect(textOf(findNode(tree, 'orders-headline')!)).toBe(
      'All orders are in; not marked Ready: Griffin (Player 1), Rifleman (GM), Blackjack (GM). Locust (GM) holds fire: Ready with no attack line.',
    );
    expect(textOf(findNode(tree, 'orders-list')!)).toContain('Locust (GM): ready');
  });
});

describe("R-15.1 what stops the round on no mech's orders leads the board, its cell one click away", () => {
  it('"Standart" for the Rules tab\'s Heat model: "Not ready to resolve — Rules!B…", a warning, and its button selects the cell', () => {
    const tabs = seededDemoTabs();
    setCell(tabs, 'Rules', 'Value', (r) => r[0] === 'Heat model', 'Standart');
    const view = getSidebarState(servicesWithTabs(tabs));
    const actions = recordingActions();
    const headline = findNode(renderStatus(appState({ view }), actions), 'orders-headline')!;
    expect(textOf(headline)).toMatch(/^Not ready to resolve — (Rules!B\d+): Heat model .+ Select \1$/);
    expect(headline.attrs.class).toBe('warn');
    const button = findNode(headline, 'select-cell')!;
    button.on.click?.({} as Event);
    expect(actions.calls).toEqual([`selectCell(${JSON.stringify(button.attrs['data-cell'])})`]);
  });

  it('that typo and the Griffin without a Move: Resolve asks nothing about missing orders — the server refuses, naming the Rules cell', async () => {
    const tabs = seededDemoTabs();
    setCell(tabs, 'Rules', 'Value', (r) => r[0] === 'Heat model', 'Standart');
    setCell(tabs, 'Mechs', 'Move', (r) => r[0] === 'Griffin', '');
    const b = bridge(servicesWithTabs(tabs));
    const c = createController({ call: createCall(() => b.run), copyText: async () => {}, render: () => {} });
    await c.load();
    expect(c.state().view?.status.orders.waiting.map((e) => e.mech)).toEqual(['Griffin']);
    await c.actions.resolve();
    await b.settle();
    expect(c.state().dialog.kind).not.toBe('missingOrders');
    expect(b.calls).toContain('resolveRound(1, {})');
    expect(c.state().message?.problems[0].message).toMatch(/^Rules!B\d+: Heat model /);
  });
});

describe("R-15.4 the deadline, counted down on the page's clock", () => {
  it('"Orders due … (its time zone), in 5 h" and, once the clock passes it, "passed … ago"', () => {
    const view = roundTwo(5 * HOUR + 30_000);
    const due = view.status.orders.due!;
    expect(due.timeZone).toBe('Etc/UTC');
    const at = (clock: number) =>
      textOf(findNode(renderStatus(appState({ view, clock }), recordingActions()), 'orders-due')!);
    expect(at(due.at - (5 * HOUR + 12 * 60_000))).toBe(`Orders due ${due.label} (Etc/UTC), in 5 h 12 min`);
    expect(at(due.at - 2 * 24 * HOUR - 3 * HOUR)).toBe(`Orders due ${due.label} (Etc/UTC), in 2 days 3 h`);
    expect(at(due.at + 2 * HOUR)).toBe(`Orders due ${due.label} (Etc/UTC), passed 2 h ago`);
  });

  it('Resolve before the deadline asks first, naming them; "Wait for them" closes it; "Resolve without their orders" resolves, confirming the mechs it named', async () => {
    const view = roundTwo(5 * HOUR);
    const calls: string[] = [];
    const c = createController({
      call: (async (name: string, ...args: unknown[]) => {
        calls.push(`${name}(${args.map((a) => JSON.stringify(a)).join(', ')})`);
        if (name === 'getSidebarState') return view;
        return { ok: false, problems: [] };
      }) as never,
      copyText: async () => undefined,
      render: () => undefined,
    } as never);
    await c.load();
    await c.actions.resolve();
    expect(calls.filter((x) => x.startsWith('resolveRound'))).toEqual([]);
    expect(c.state().dialog.kind).toBe('missingOrders');
    const panel = renderActions(c.state(), c.actions);
    expect(textOf(findNode(panel, 'orders-confirm-text')!)).toMatch(
      /^Waiting on 4 of 4 — Griffin \(Player 1\): no orders; .+ If you resolve now, they stand still and hold fire/,
    );
    c.actions.cancelOrders();
    expect(c.state().dialog.kind).not.toBe('missingOrders');
    await c.actions.resolve();
    findNode(renderActions(c.state(), c.actions), 'orders-confirm-yes')!.on.click?.({} as Event);
    await Promise.resolve();
    // The answer names the mechs the question named, each with what it lacked: the server checks them against its own
    // read.
    const named = ['Griffin', 'Rifleman', 'Blackjack', 'Locust'].map((mech) => ({ mech, lacks: ['move', 'attacks'] }));
    expect(calls).toContain(`resolveRound(2, ${JSON.stringify({ missingOrders: named })})`);
  });

  it('after the deadline: no question, the round goes to the server at once', async () => {
    const view = roundTwo(-HOUR);
    const calls: string[] = [];
    const c = createController({
      call: (async (name: string, ...args: unknown[]) => {
        calls.push(`${name}(${args.map((a) => JSON.stringify(a)).join(', ')})`);
        return name === 'getSidebarState' ? view : { ok: false, problems: [] };
      }) as never,
      copyText: async () => undefined,
      render: () => undefined,
    } as never);
    await c.load();
    await c.actions.resolve();
    expect(c.state().dialog.kind).not.toBe('missingOrders');
    expect(calls).toContain('resolveRound(2, {})');
  });

  it('Copy "waiting on" puts the board\'s post on the clipboard', async () => {
    const view = roundTwo();
    let copied = '';
    const c = createController({
      call: (async () => view) as never,
      copyText: async (t: string) => void (copied = t),
      render: () => undefined,
    } as never);
    await c.load();
    await c.actions.copyOrders();
    expect(copied).toBe(view.status.ordersPost);
    expect(copied).toMatch(/^\[b\]Round 2 — orders\[\/b\]\nWaiting on: \[i\]Griffin\[\/i\] \(Player 1\) — no orders;/);
    expect(c.state().ordersCopy).toBe('copied');
  });
});
