// A live sidebar (docs/sidebar.md, Staying current): players edit moves and attacks while the GM's sidebar is open. It
// reads the sheet again when the GM comes back to it and every minute while it can be seen —
// never over a resolve or undo in flight, never over an open confirmation — and says when it
// last read the sheet. The clock is vitest's fake one; the server calls are the real ones.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeServices } from '../../src/fakes';
import { createCall, type Call } from '../../src/sidebar/api';
import { createController, type Controller } from '../../src/sidebar/controller';
import { FRESH_MS, REFRESH_EVERY_MS } from '../../src/sidebar/controller/live';
import { readAgo } from '../../src/sidebar/format';
import type { AppState, SidebarState } from '../../src/sidebar/state';
import { readAtText } from '../../src/sidebar/views/status';
import { bridge, type Bridge } from './bridge';
import { FakeDocument, FakeEventTarget, type FakeElement } from './fakeDom';
import { seededDemoTabs, servicesWithTabs } from './fixtures';
import { undoDialog } from '../../src/sidebar/state';

// Only the clock and the interval are faked: the bridge answers on real timers, as Apps Script would.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A player types into the sheet while the sidebar is open. */
function playerTypes(fake: FakeServices, tab: string, a1: string, value: string): void {
  fake.book
    .sheet(tab)
    .getRange(a1)
    .setValues([[value]]);
}

const griffinMove = (s: AppState): string | undefined => s.view?.status.mechs.find((m) => m.name === 'Griffin')?.move;

async function open(visible = () => true): Promise<{ fake: FakeServices; b: Bridge; c: Controller }> {
  const fake = servicesWithTabs(seededDemoTabs());
  const b = bridge(fake);
  const c = createController({ call: createCall(() => b.run), copyText: async () => {}, render: () => {}, visible });
  await c.load();
  c.start();
  return { fake, b, c };
}

/** Lets the fake clock run, then every call it started answer. */
async function wait(b: Bridge, ms: number): Promise<void> {
  vi.advanceTimersByTime(ms);
  await b.settle();
}

describe('the sidebar stays current by itself', () => {
  it('a move a player changes shows within a minute, and the header says how old the read is', async () => {
    const { fake, b, c } = await open();
    expect(readAtText(c.state())).toBe('read just now');
    expect(griffinMove(c.state())).toBe('Run in place');
    playerTypes(fake, 'Mechs', 'P2', 'Walk');

    await wait(b, REFRESH_EVERY_MS - 1000);
    expect(b.calls).toEqual(['getSidebarState()']);
    expect(griffinMove(c.state())).toBe('Run in place');
    expect(readAtText(c.state())).toBe('read 59 s ago');

    await wait(b, 1000);
    expect(b.calls).toEqual(['getSidebarState()', 'getSidebarState()']);
    expect(griffinMove(c.state())).toBe('Walk in place');
    expect(readAtText(c.state())).toBe('read just now');
    c.stop();
  });

  it('an attack a player adds shows when the GM comes back to the sidebar; not again within a few seconds', async () => {
    const { fake, b, c } = await open();
    playerTypes(fake, 'Attacks', 'A5', 'Locust');
    playerTypes(fake, 'Attacks', 'B5', 'Rifleman');
    playerTypes(fake, 'Attacks', 'C5', 'All');
    await wait(b, FRESH_MS);
    await c.cameBack();
    await b.settle();
    expect(c.state().view?.attacks.map((a) => a.attacker)).toEqual(['Griffin', 'Rifleman', 'Blackjack', 'Locust']);
    // Focus and visibility fire together: one read.
    await c.cameBack();
    expect(b.calls).toEqual(['getSidebarState()', 'getSidebarState()']);
    c.stop();
  });

  it('a hidden sidebar reads nothing; shown again, it reads the sheet', async () => {
    let shown = false;
    const { b, c } = await open(() => shown);
    await wait(b, 5 * REFRESH_EVERY_MS);
    await c.cameBack();
    expect(b.calls).toEqual(['getSidebarState()']);
    expect(readAtText(c.state())).toBe('read 5 min ago');
    shown = true;
    await c.cameBack();
    await b.settle();
    expect(b.calls).toEqual(['getSidebarState()', 'getSidebarState()']);
    expect(readAtText(c.state())).toBe('read just now');
    c.stop();
  });

  it('never over an open confirmation: the Undo question stays as the GM saw it; cancelled, the next tick reads', async () => {
    const { b, c } = await open();
    await c.actions.resolve();
    await b.settle();
    await c.actions.askUndo();
    const asked = c.state();
    await wait(b, 2 * REFRESH_EVERY_MS);
    await c.cameBack();
    expect(b.calls).toEqual(['getSidebarState()', 'resolveRound(1, {})', 'getSidebarState()', 'getUndoPreview()']);
    expect(c.state().view).toBe(asked.view);
    expect(undoDialog(c.state())?.target).toEqual({ kind: 'round', round: 1 });
    c.actions.cancelUndo();
    await wait(b, 1000);
    expect(b.calls).toHaveLength(5);
    c.stop();
  });

  it('a failed read by itself leaves the message alone and says the view may be old', async () => {
    const { b, c } = await open();
    b.failNext('getSidebarState', 'Exception: Service Spreadsheets timed out');
    await wait(b, REFRESH_EVERY_MS);
    expect(c.state().message).toBeNull();
    expect(c.state().refreshFailed).toBe(true);
    expect(readAtText(c.state())).toBe('read 1 min ago; reading it again failed, Refresh to retry');
    c.stop();
  });
});

describe('never over a busy action', () => {
  /** A server whose answers the test gives, one call at a time. */
  function heldServer(): { call: Call; pending: { name: string; answer: (v: unknown) => void }[] } {
    const pending: { name: string; answer: (v: unknown) => void }[] = [];
    const call = ((name: string) => new Promise((answer) => pending.push({ name, answer }))) as unknown as Call;
    return { call, pending };
  }

  it('a read that began before Resolve was clicked is dropped: Resolve stays busy, and reads the sheet itself', async () => {
    const real = servicesWithTabs(seededDemoTabs());
    const { getSidebarState } = await import('../../src/server/sidebar/state');
    const first = JSON.parse(JSON.stringify(getSidebarState(real))) as SidebarState;
    const { call, pending } = heldServer();
    const c = createController({ call, copyText: async () => {}, render: () => {} });
    const loading = c.load();
    pending.shift()!.answer(first);
    await loading;
    c.start();
    vi.advanceTimersByTime(REFRESH_EVERY_MS);
    expect(pending.map((p) => p.name)).toEqual(['getSidebarState']);
    const quietRead = pending.shift()!;
    const resolving = c.actions.resolve();
    expect(c.state().busy).toBe('resolve');
    // The old read answers while the round is resolving: it changes nothing.
    const stale = { ...first, status: { ...first.status, round: 7 } };
    quietRead.answer(stale);
    await Promise.resolve();
    expect(c.state().busy).toBe('resolve');
    expect(c.state().view?.status.round).toBe(1);
    // While Resolve runs, the clock starts no read of its own.
    vi.advanceTimersByTime(2 * REFRESH_EVERY_MS);
    expect(pending.map((p) => p.name)).toEqual(['resolveRound']);
    pending.shift()!.answer({ ok: false, problems: [{ code: 'gator/busy', message: 'busy' }] });
    await Promise.resolve();
    await Promise.resolve();
    expect(pending.map((p) => p.name)).toEqual(['getSidebarState']);
    pending.shift()!.answer(first);
    await resolving;
    expect(c.state().busy).toBeNull();
    c.stop();
  });
});

describe('"read 12 s ago"', () => {
  it.each([
    [0, 'read just now'],
    [4999, 'read just now'],
    [12_000, 'read 12 s ago'],
    [59_999, 'read 59 s ago'],
    [60_000, 'read 1 min ago'],
    [3 * 3600_000, 'read 3 h ago'],
  ])('%i ms → %s', (ms, text) => {
    expect(readAgo(ms)).toBe(text);
  });
});

describe('the sidebar page follows the sheet (DOM)', () => {
  const g = globalThis as Record<string, unknown>;
  const saved = { document: g.document, window: g.window };
  afterEach(() => {
    g.document = saved.document;
    g.window = saved.window;
  });

  it("focus after a player's edit redraws the status; the header shows the read's age; hidden, nothing is read", async () => {
    const fake = servicesWithTabs(seededDemoTabs());
    const b = bridge(fake);
    const doc = new FakeDocument();
    const app = doc.createElement('main');
    app.setAttribute('id', 'app');
    doc.body.appendChild(app);
    const win = Object.assign(new FakeEventTarget(), { google: { script: { run: b.run } } });
    g.document = doc;
    g.window = win;
    vi.resetModules();
    await import('../../src/sidebar/main');
    await b.settle();
    const byId = (id: string): FakeElement => doc.getElementById(id) as FakeElement;
    const griffin = () => doc.byTestId('mech-0')[0].textContent;
    expect(byId('read-at').textContent).toBe('read just now');
    expect(griffin()).toContain('Move: Run');

    playerTypes(fake, 'Mechs', 'P2', 'Walk');
    vi.advanceTimersByTime(12_000);
    expect(byId('read-at').textContent).toBe('read 12 s ago');
    expect(griffin()).toContain('Move: Run');

    // The GM switches to another browser tab and back.
    doc.visibilityState = 'hidden';
    doc.dispatch('visibilitychange');
    await b.settle();
    expect(b.calls).toEqual(['getSidebarState()']);
    doc.visibilityState = 'visible';
    doc.dispatch('visibilitychange');
    win.dispatch('focus');
    await b.settle();
    expect(b.calls).toEqual(['getSidebarState()', 'getSidebarState()']);
    expect(griffin()).toContain('Move: Walk');
    expect(byId('read-at').textContent).toBe('read just now');
  });
});
