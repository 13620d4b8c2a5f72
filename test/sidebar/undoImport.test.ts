// Undo in the sidebar names the newest write — a round or an import (imports and rounds share
// the undo stack) — and calls the endpoint that undoes it.
import { describe, expect, it } from 'vitest';
import { insertLibraryMech } from '../../src/server/import/insert';
import { resolveRound } from '../../src/server/round/resolve';
import { getSidebarState } from '../../src/server/sidebar/state';
import { undoLast } from '../../src/server/undo/undoLast';
import { createCall } from '../../src/sidebar/api';
import { createController } from '../../src/sidebar/controller';
import { undoQuestion } from '../../src/wording/undo';
import { undoTarget, undoDialog } from '../../src/sidebar/state';
import { renderActions } from '../../src/sidebar/views/actions';
import { findNode, textOf } from '../../src/sidebar/vnode';
import { bridge } from './bridge';
import { appState, recordingActions } from './clientData';
import { seededDemoTabs, servicesWithTabs } from './fixtures';

function setup() {
  const fake = servicesWithTabs(seededDemoTabs());
  const b = bridge(fake);
  const c = createController({ call: createCall(() => b.run), copyText: async () => {}, render: () => {} });
  return { fake, b, c };
}

function imported(fake: ReturnType<typeof servicesWithTabs>, unit: string): void {
  const r = insertLibraryMech(fake, unit);
  if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('\n'));
}

const mechNames = (fake: ReturnType<typeof servicesWithTabs>) =>
  fake.book
    .sheet('Mechs')
    .getRange('A2:A20')
    .getValues()
    .map((r) => r[0])
    .filter((n) => n !== '');

describe('the sidebar state names the newest undoable write', () => {
  it('nothing written: nothing to undo', () => {
    const s = getSidebarState(servicesWithTabs(seededDemoTabs()));
    expect(s.status).toMatchObject({ lastResolved: null, lastUndo: null });
  });

  it('an import: the import by its label; the round below it stays the one whose post is copied', () => {
    const fake = servicesWithTabs(seededDemoTabs());
    imported(fake, 'Griffin GRF-1S');
    expect(getSidebarState(fake).status).toMatchObject({
      lastResolved: null,
      lastUndo: { kind: 'import', label: 'Griffin GRF-1S' },
    });
    expect(resolveRound(fake, 1).ok).toBe(true);
    expect(getSidebarState(fake).status).toMatchObject({ lastResolved: 1, lastUndo: { kind: 'round', round: 1 } });
    imported(fake, 'Locust LCT-1V');
    const s = getSidebarState(fake);
    expect(s.status).toMatchObject({ lastResolved: 1, lastUndo: { kind: 'import', label: 'Locust LCT-1V' } });
    expect(s.forumPost?.round).toBe(1);
  });
});

describe('the Undo button and its confirmation name what is undone', () => {
  const fake = servicesWithTabs(seededDemoTabs());
  imported(fake, 'Griffin GRF-1S');
  const view = getSidebarState(fake);

  it('after an import: "Undo import of Griffin GRF-1S", and the confirmation names it too', () => {
    const actions = recordingActions();
    const closed = renderActions(appState({ view }), actions);
    expect(textOf(findNode(closed, 'undo')!)).toBe('Undo import of Griffin GRF-1S');
    expect(findNode(closed, 'undo')!.attrs).toMatchObject({ disabled: false, 'data-undo': 'import' });
    const open = renderActions(
      appState({ view, dialog: { kind: 'undo', target: undoTarget(view)!, preview: null } }),
      actions,
    );
    expect(textOf(findNode(open, 'undo-confirm-text')!)).toBe(
      'Undo import of Griffin GRF-1S? Its rows on Mechs and Equipment are cleared.',
    );
    expect(textOf(findNode(open, 'undo-confirm-yes')!)).toBe('Undo import of Griffin GRF-1S');
    expect(findNode(open, 'undo-confirm-no')).toBeDefined();
  });

  it('while the import is undone, the busy line says so', () => {
    const busy = renderActions(appState({ view, busy: 'undo' }), recordingActions());
    expect(textOf(findNode(busy, 'busy-status')!)).toBe('Undoing the import: putting its rows back…');
  });

  it('a round keeps its words, the menu\'s and the sidebar\'s alike: "Undo round 3? Every cell Gator wrote goes back …"', () => {
    expect(undoQuestion({ kind: 'round', round: 3 })).toBe(
      'Undo round 3? Every cell Gator wrote goes back to how it was before it, and its Log rows are removed.',
    );
  });
});

describe('Undo asks the server for the kind of write it names', () => {
  it('an import made since the sidebar opened: Refresh, then Undo names it and undoLast takes the import back', async () => {
    const { fake, b, c } = setup();
    await c.load();
    const before = mechNames(fake);
    // Imported from the dialog: the sidebar cannot know until Refresh.
    imported(fake, 'Griffin GRF-1S');
    expect(undoTarget(c.state().view)).toBeNull();
    await c.actions.refresh();
    await c.actions.askUndo();
    expect(undoDialog(c.state())?.target).toEqual({ kind: 'import', label: 'Griffin GRF-1S' });
    await c.actions.confirmUndo();
    expect(b.calls).toContain('undoLast({"kind":"import","expected":"Griffin GRF-1S","expectedEdits":"0"})');
    expect(b.calls.some((call) => call.includes('"kind":"round"'))).toBe(false);
    expect(c.state().message).toMatchObject({ kind: 'notice', title: 'The import of Griffin GRF-1S undone.' });
    expect(c.state().message!.text).toMatch(
      /^Its rows on Mechs and Equipment were put back as they were before the import \(\d+ ranges?\)\.$/,
    );
    expect(mechNames(fake)).toEqual(before);
    expect(c.state().view?.status.lastUndo).toBeNull();
  });

  it('a round resolved over an import: the round first, then the import', async () => {
    const { fake, b, c } = setup();
    imported(fake, 'Locust LCT-1V');
    await c.load();
    // The imported mech has no orders yet: Resolve asks first, and the GM confirms.
    await c.actions.resolve();
    expect(c.state().dialog.kind).toBe('missingOrders');
    const named = c.state().view!.status.orders.waiting.map((e) => ({ mech: e.mech, lacks: e.lacks }));
    await c.actions.resolve({ missingOrders: named });
    await c.actions.askUndo();
    expect(undoDialog(c.state())?.target).toEqual({ kind: 'round', round: 1 });
    await c.actions.confirmUndo();
    expect(b.calls).toContain('undoLast({"kind":"round","expected":1,"expectedEdits":"0"})');
    expect(c.state().message?.title).toBe('Round 1 undone.');
    await c.actions.askUndo();
    expect(undoDialog(c.state())?.target).toEqual({ kind: 'import', label: 'Locust LCT-1V' });
    await c.actions.confirmUndo();
    expect(b.calls).toContain('undoLast({"kind":"import","expected":"Locust LCT-1V","expectedEdits":"0"})');
    expect(c.state().view?.status).toMatchObject({ round: 1, lastResolved: null, lastUndo: null });
  });

  it('the sheet moved on since the sidebar looked: the server refuses, the sidebar says so and names the new newest write', async () => {
    const { fake, c } = setup();
    imported(fake, 'Griffin GRF-1S');
    await c.load();
    await c.actions.askUndo();
    // Meanwhile, in the import dialog: that import undone, another made.
    expect(undoLast(fake, { kind: 'import', expected: 'Griffin GRF-1S' }).ok).toBe(true);
    imported(fake, 'Locust LCT-1V');
    await c.actions.confirmUndo();
    expect(c.state().message).toMatchObject({ kind: 'error', title: 'The import of Griffin GRF-1S was not undone.' });
    expect(c.state().message!.problems[0].code).toBe('undo/moved_on');
    expect(mechNames(fake)).toContain('Locust LCT-1V');
    expect(undoTarget(c.state().view)).toEqual({ kind: 'import', label: 'Locust LCT-1V' });
  });

  it('a server failure is said in plain words, naming the import', async () => {
    const { fake, b, c } = setup();
    imported(fake, 'Griffin GRF-1S');
    await c.load();
    await c.actions.askUndo();
    b.failNext('undoLast', 'Exception: Service Spreadsheets timed out');
    await c.actions.confirmUndo();
    expect(c.state().busy).toBeNull();
    expect(c.state().message).toMatchObject({ kind: 'error', title: 'Undoing the import of Griffin GRF-1S failed.' });
    expect(c.state().message!.text).toBe(
      'Exception: Service Spreadsheets timed out Refresh to see the sheet as it is now.',
    );
  });
});
