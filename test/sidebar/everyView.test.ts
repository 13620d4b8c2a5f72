// Every view agrees after every action, wherever it was started (docs/sidebar.md, Staying
// current): a round undone from the menu, resolved again by someone else, a new battle started
// elsewhere — the open sidebar, on its next read (Refresh, or by itself), offers no summary, post,
// rolls, question or Undo that no longer holds, and says why it put them away. The real controller
// against the real server functions on one fake spreadsheet (test/sidebar/bridge.ts); the menu's
// items are the real ones, answered as the GM would.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeServices } from '../../src/fakes';
import { startNewBattle } from '../../src/server/battle/newBattle';
import { menuUndoLastRound } from '../../src/server/menu';
import { resolveRound } from '../../src/server/round/resolve';
import { createCall } from '../../src/sidebar/api';
import { createController, type Controller } from '../../src/sidebar/controller';
import { FRESH_MS } from '../../src/sidebar/controller/live';
import { forumPost, type AppState } from '../../src/sidebar/state';
import { renderActions } from '../../src/sidebar/views/actions';
import { renderStatus } from '../../src/sidebar/views/status';
import { renderSummary } from '../../src/sidebar/views/summary';
import { findNode, textOf } from '../../src/sidebar/vnode';
import { bridge, type Bridge } from './bridge';
import { recordingActions } from './clientData';
import { seededDemoTabs, servicesWithTabs, type TabsGrid } from './fixtures';

afterEach(() => {
  vi.useRealTimers();
});

interface Open {
  readonly fake: FakeServices;
  readonly b: Bridge;
  readonly c: Controller;
  readonly renders: AppState[];
  readonly copied: string[];
}

async function openSidebar(tabs: TabsGrid = seededDemoTabs()): Promise<Open> {
  const fake = servicesWithTabs(tabs);
  const b = bridge(fake);
  const renders: AppState[] = [];
  const copied: string[] = [];
  const c = createController({
    call: createCall(() => b.run),
    copyText: async (t) => void copied.push(t),
    render: (s) => renders.push(s),
  });
  await c.load();
  return { fake, b, c, renders, copied };
}

/** Extensions ▸ Gator ▸ Undo last round or import, confirmed, no reason typed. */
function undoFromMenu(fake: FakeServices): void {
  fake.ui.answers.push('YES');
  fake.ui.promptAnswers.push({ text: '' });
  menuUndoLastRound(fake);
  expect(fake.ui.alerts[fake.ui.alerts.length - 1].prompt).toMatch(/undone/);
}

const button = (c: Controller, id: string) => findNode(renderActions(c.state(), recordingActions()), id);
const copyLabel = (c: Controller): string => textOf(button(c, 'copy')!);
const summaryShown = (c: Controller): boolean => !renderSummary(c.state()).attrs.hidden;

/** The forum post the Log holds for `round`, as Resolve wrote it. */
function loggedPost(fake: FakeServices): string {
  return fake.book
    .sheet('Log')
    .peekValues()
    .filter((row) => String(row[4]).startsWith('BBCode'))
    .map((row) => String(row[8]))
    .join('');
}

describe('a round resolved in the sidebar and undone from the menu', () => {
  it('Refresh: no summary, no post of the undone round to copy, the round back at 1, and a word saying why', async () => {
    const { fake, c } = await openSidebar();
    await c.actions.resolve();
    expect(c.state().resolved?.round).toBe(1);
    expect(copyLabel(c)).toBe('Copy round 1 for the forum');
    undoFromMenu(fake);

    await c.actions.refresh();
    const s = c.state();
    expect(s.view?.status).toMatchObject({ round: 1, lastResolved: null });
    expect(s.resolved).toBeNull();
    expect(summaryShown(c)).toBe(false);
    expect(forumPost(s)).toBeNull();
    expect(copyLabel(c)).toBe('Copy for the forum');
    expect(button(c, 'copy')!.attrs.disabled).toBe(true);
    expect(s.message).toMatchObject({ kind: 'info', title: 'The sheet changed outside this sidebar.' });
    expect(s.message!.text).toBe(
      "It is at Round 1 now, and there is nothing to undo. Put away, as it no longer holds: round 1's summary and forum post.",
    );
  });

  it('the sidebar reading by itself (the GM comes back to it) puts them away too', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { fake, b, c } = await openSidebar();
    await c.actions.resolve();
    undoFromMenu(fake);
    vi.advanceTimersByTime(FRESH_MS);
    await c.cameBack();
    await b.settle();
    expect(c.state().view?.status.round).toBe(1);
    expect(c.state().resolved).toBeNull();
    expect(forumPost(c.state())).toBeNull();
    expect(c.state().message?.kind).toBe('info');
  });

  it('resolved again by someone else meanwhile: the summary of the undone resolution goes, and Copy offers the post on the Log', async () => {
    const { fake, c, copied } = await openSidebar();
    await c.actions.resolve();
    const first = c.state().resolved!.report.bbcode;
    undoFromMenu(fake);
    expect(resolveRound(fake, 1).ok).toBe(true);

    await c.actions.refresh();
    expect(c.state().view?.status).toMatchObject({ round: 2, lastResolved: 1 });
    expect(c.state().resolved).toBeNull();
    expect(summaryShown(c)).toBe(false);
    await c.actions.copy();
    expect(copied).toHaveLength(1);
    expect(copied[0]).not.toBe(first);
    expect(copied[0]).toBe(loggedPost(fake));
    expect(copied[0].split('\n')[0]).toMatch(/^\[hider=Round 1 — resolved again/);
  });

  it('a round resolved here and still the newest keeps its summary and post after Refresh, with no word about a change', async () => {
    const { c } = await openSidebar();
    await c.actions.resolve();
    await c.actions.refresh();
    expect(c.state().resolved?.round).toBe(1);
    expect(summaryShown(c)).toBe(true);
    expect(forumPost(c.state())?.text).toBe(c.state().resolved!.report.bbcode);
    expect(c.state().message).toBeNull();
  });
});

describe('a question open while the sheet moves on elsewhere', () => {
  it('the Undo confirmation of round 1, then round 1 undone from the menu: Refresh closes it and the Undo button offers nothing', async () => {
    const { fake, b, c } = await openSidebar();
    await c.actions.resolve();
    await c.actions.askUndo();
    await b.settle();
    expect(button(c, 'undo-confirm')).toBeDefined();
    undoFromMenu(fake);
    await c.actions.refresh();
    expect(c.state().dialog).toEqual({ kind: 'none' });
    expect(button(c, 'undo-confirm')).toBeUndefined();
    expect(button(c, 'undo')!.attrs.disabled).toBe(true);
    expect(c.state().message!.text).toContain('the Undo confirmation of round 1');
  });

  it('the rolls a round waits for (Typed rolls only), then a new battle started elsewhere: they are put away', async () => {
    const tabs = seededDemoTabs();
    tabs.Rules.find((r) => r[0] === 'Dice')![1] = 'Typed rolls only';
    const { fake, c } = await openSidebar(tabs);
    await c.actions.resolve();
    expect(c.state().needed?.round).toBe(1);
    expect(startNewBattle(fake, { name: 'Ambush at Fort Hope' }).ok).toBe(true);
    await c.actions.refresh();
    expect(c.state().view?.status).toMatchObject({ round: 1, battle: 'Ambush at Fort Hope' });
    expect(c.state().needed).toBeNull();
    expect(c.state().message!.text).toContain('the rolls round 1 waited for');
  });
});

describe('messages in their moment', () => {
  it('an Undo from the sidebar says "undone" only once the sheet read back is at the round again', async () => {
    const { c, renders } = await openSidebar();
    await c.actions.resolve();
    await c.actions.askUndo();
    await c.actions.confirmUndo();
    const saying = renders.filter((s) => s.message?.title === 'Round 1 undone.');
    expect(saying.length).toBeGreaterThan(0);
    for (const s of saying) expect(s.view?.status.round).toBe(1);
  });

  it('a round resolved in the sidebar shows its summary only once the sheet read back is at the next round', async () => {
    const { c, renders } = await openSidebar();
    await c.actions.resolve();
    const summarised = renders.filter((s) => s.resolved !== null);
    expect(summarised.length).toBeGreaterThan(0);
    for (const s of summarised) expect(s.view?.status.round).toBe(2);
  });

  it('"Copied: paste it in the forum" of the orders board ends with its round', async () => {
    const { c } = await openSidebar();
    await c.actions.copyOrders();
    expect(textOf(findNode(renderStatus(c.state(), recordingActions()), 'orders-copy-status')!)).toBe(
      'Copied: paste it in the forum.',
    );
    await c.actions.resolve();
    expect(c.state().view?.status.round).toBe(2);
    expect(c.state().ordersCopy).toBe('idle');
    expect(findNode(renderStatus(c.state(), recordingActions()), 'orders-copy-status')).toBeUndefined();
  });
});

describe('messages in their colour', () => {
  it('"Orders held back … fix the problems" is a warning, not green', async () => {
    const tabs = seededDemoTabs();
    const { fake, c } = await openSidebar(tabs);
    // The Blackjack's line names a weapon no Catalog has: its orders are held back.
    fake.book
      .sheet('Attacks')
      .getRange('C4')
      .setValues([['Large Lazer']]);
    await c.actions.refresh();
    const headline = findNode(renderStatus(c.state(), recordingActions()), 'orders-headline')!;
    expect(textOf(headline)).toMatch(/^Orders held back: Blackjack \(.+\) — fix the problems below$/);
    expect(headline.attrs.class).toBe('warn');
  });

  it('"resolved again" is information, not alarm red', async () => {
    const { fake, c } = await openSidebar();
    await c.actions.resolve();
    undoFromMenu(fake);
    await c.actions.refresh();
    await c.actions.resolve();
    const again = findNode(renderSummary(c.state()), 'resolved-again')!;
    expect(textOf(again)).toBe(
      'Round 1 resolved again; the first resolution was undone: no reason given. The Record tab keeps every resolution.',
    );
    expect(again.attrs.class).toBe('info');
  });
});
