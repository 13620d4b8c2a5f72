// What the sidebar's buttons do (src/sidebar/controller.ts), over the real server
// functions on fake services: busy states, results, refusals and failures in plain words.
import { describe, expect, it } from 'vitest';
import { createCall } from '../../src/sidebar/api';
import { createController } from '../../src/sidebar/controller';
import { forumPost, type AppState, undoDialog } from '../../src/sidebar/state';
import { bridge } from './bridge';
import { seededDemoTabs, servicesWithTabs, setCell, withForumPostLimit } from './fixtures';

function setup(tabs = seededDemoTabs(), copyText: (t: string) => Promise<void> = async () => {}) {
  const fake = servicesWithTabs(tabs);
  const b = bridge(fake);
  const renders: AppState[] = [];
  const c = createController({ call: createCall(() => b.run), copyText, render: (s) => renders.push(s) });
  return { fake, b, c, renders };
}

describe('resolve round', () => {
  it('busy while it runs, then the summary with the focus on it, and the sheet at the next round', async () => {
    const { b, c, renders } = setup();
    await c.load();
    expect(c.state().view?.status.round).toBe(1);
    expect(c.state().advisor.mech).toBe('Griffin');
    const running = c.actions.resolve();
    expect(c.state().busy).toBe('resolve');
    await running;
    await b.settle();
    const s = c.state();
    expect(b.calls).toEqual(['getSidebarState()', 'resolveRound(1, {})', 'getSidebarState()']);
    expect(s.busy).toBeNull();
    expect(s.resolved?.round).toBe(1);
    expect(s.view?.status).toMatchObject({ round: 2, lastResolved: 1 });
    expect(renders.some((r) => r.focus === 'summary-title')).toBe(true);
  });

  it('a refusal (the sheet has a problem) shows every problem with its cell; nothing is resolved', async () => {
    const tabs = seededDemoTabs();
    setCell(tabs, 'Mechs', 'Gunnery', (r) => r[0] === 'Griffin', 'three');
    const { c } = setup(tabs);
    await c.load();
    await c.actions.resolve();
    const s = c.state();
    expect(s.resolved).toBeNull();
    expect(s.message).toMatchObject({ kind: 'error', title: 'Round 1 was not resolved.' });
    expect(s.message!.problems[0]).toMatchObject({ cell: 'Mechs!F2' });
    expect(s.message!.problems[0].message).toContain('Gunnery must be a whole number');
  });

  it('a server failure (exception, timeout) is said in plain words, with what to do', async () => {
    const { b, c } = setup();
    await c.load();
    b.failNext('resolveRound', 'Exception: Service Spreadsheets timed out while accessing document');
    await c.actions.resolve();
    expect(c.state().busy).toBeNull();
    expect(c.state().message).toMatchObject({ kind: 'error', title: 'Resolving round 1 failed.' });
    expect(c.state().message!.text).toBe(
      'Exception: Service Spreadsheets timed out while accessing document Refresh to see whether it was written: the sheet is at round 2 if it was.',
    );
  });

  it('round guard: the sheet moved on since the sidebar looked, and the server says so', async () => {
    const { fake, c } = setup();
    await c.load();
    const { resolveRound } = await import('../../src/server/round/resolve');
    expect(resolveRound(fake, 1).ok).toBe(true);
    await c.actions.resolve();
    expect(c.state().message?.title).toBe('Round 1 was not resolved.');
    expect(c.state().message?.problems[0].code).toBe('round/moved_on');
    expect(c.state().view?.status.round).toBe(2);
  });
});

describe('undo last round, confirmed in the sidebar', () => {
  it('asks naming the round, then restores it and says so; Cancel goes back to the Undo button', async () => {
    const { b, c } = setup();
    await c.load();
    await c.actions.resolve();
    await c.actions.askUndo();
    expect(undoDialog(c.state())?.target).toEqual({ kind: 'round', round: 1 });
    c.actions.cancelUndo();
    expect(undoDialog(c.state())).toBeNull();
    await c.actions.askUndo();
    expect(undoDialog(c.state())?.preview).toMatchObject({ ok: true, edited: [], token: '0' });
    await c.actions.confirmUndo();
    expect(b.calls).toContain('undoLast({"kind":"round","expected":1,"expectedEdits":"0"})');
    const s = c.state();
    expect(s.message).toMatchObject({ kind: 'notice', title: 'Round 1 undone.' });
    expect(s.message!.text).toMatch(
      /^Every cell Gator wrote was put back \(\d+ ranges?\) and \d+ Log rows? removed\. The sheet is at round 1 again\.$/,
    );
    expect(s.resolved).toBeNull();
    expect(s.view?.status).toMatchObject({ round: 1, lastResolved: null });
  });
});

describe('copy for the forum', () => {
  it("copies the round's BBCode and says Copied; a refusal offers the text to copy by hand", async () => {
    const copied: string[] = [];
    const { c } = setup(seededDemoTabs(), async (t) => void copied.push(t));
    await c.load();
    await c.actions.resolve();
    await c.actions.copy();
    expect(copied[0].startsWith('[hider=Round 1]')).toBe(true);
    expect(c.state().copy).toEqual({ status: 'copied', round: 1 });

    const refused = setup(seededDemoTabs(), async () => Promise.reject(new Error('NotAllowedError')));
    await refused.c.load();
    await refused.c.actions.resolve();
    await refused.c.actions.copy();
    expect(refused.c.state().copy).toEqual({ status: 'failed', round: 1 });
  });
});

describe('copy for the forum in parts', () => {
  it('a post over the Forum post limit is copied part by part, in order, the focus moving to the next part; any part can be copied again', async () => {
    const copied: string[] = [];
    const { c, renders } = setup(withForumPostLimit(seededDemoTabs(), 1000), async (t) => void copied.push(t));
    await c.load();
    await c.actions.resolve();
    const post = forumPost(c.state())!;
    const n = post.parts.length;
    expect(n).toBeGreaterThan(2);
    await c.actions.copy();
    expect(copied).toEqual([post.parts[0].text]);
    expect(c.state().copy).toEqual({ status: 'copied', round: 1, part: 0 });
    expect(renders[renders.length - 1].focus).toBe('copy-part-2');
    await c.actions.copy();
    expect(copied[1]).toBe(post.parts[1].text);
    await c.actions.copy(n - 1);
    expect(copied[2]).toBe(post.parts[n - 1].text);
    expect(renders[renders.length - 1].focus).toBeNull();
    await c.actions.copy(0);
    expect(copied[3]).toBe(post.parts[0].text);
  });

  it('a refused part is offered by hand: the failed part is the one shown', async () => {
    const { c } = setup(withForumPostLimit(seededDemoTabs(), 1000), async () =>
      Promise.reject(new Error('NotAllowedError')),
    );
    await c.load();
    await c.actions.resolve();
    await c.actions.copy(1);
    expect(c.state().copy).toEqual({ status: 'failed', round: 1, part: 1 });
  });
});

describe('select the offending cell', () => {
  it('selects it on the sheet; a reference Gator cannot select is reported', async () => {
    const { fake, c } = setup();
    await c.load();
    await c.actions.selectCell('Mechs!F2');
    expect(fake.book.activeRange?.getA1Notation()).toBe('F2');
    expect(c.state().message).toBeNull();
    await c.actions.selectCell('not a cell');
    expect(c.state().message?.title).toBe('Gator could not select not a cell.');
  });
});
