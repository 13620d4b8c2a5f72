// The sidebar's Start a new battle (a small form — the name, repair, heal — then the
// server's answer; the header names the battle; Undo takes it back) and its Undo confirmation
// naming the cells Undo overwrites, over the real server functions on fakes.
import { describe, expect, it } from 'vitest';
import { MECHS } from '../../src/sheet/schema/mechsTab';
import { createCall } from '../../src/sidebar/api';
import { createController } from '../../src/sidebar/controller';
import { forumPost, undoDialog } from '../../src/sidebar/state';
import { battleChoicesOf, renderActions } from '../../src/sidebar/views/actions';
import { renderHeader } from '../../src/sidebar/views/status';
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

/** A submit event of the form as the browser sends it: the form is its target, its fields by name. */
function submitted(fields: Record<string, { value?: string; checked?: boolean }>): Event {
  let prevented = false;
  return {
    target: { elements: { namedItem: (name: string) => fields[name] ?? null } },
    preventDefault: () => void (prevented = true),
    get defaultPrevented() {
      return prevented;
    },
  } as unknown as Event;
}

describe("the sidebar's Start a new battle", () => {
  it('the button opens a form — what happens, the name, Repair and Heal unticked — and submitting it sends the choices', async () => {
    const { c } = setup();
    await c.load();
    const actions = recordingActions();
    const closed = renderActions(c.state(), actions);
    expect(textOf(findNode(closed, 'new-battle')!)).toBe('Start a new battle…');
    expect(findNode(closed, 'battle-form')).toBeUndefined();
    c.actions.openBattleForm();
    const open = renderActions(c.state(), actions);
    expect(textOf(findNode(open, 'battle-form-text')!)).toBe(
      'This battle ends before any of its rounds was resolved: its Log moves to its own tab, the round goes back to 1 and every order is cleared. Damage, heat and wounds stay unless you tick below; a repair ticked on the Repairs tab (Repair list) is made, a bin refilled there when ticked. Undo can take it back.',
    );
    expect(findNode(open, 'battle-name')!.attrs).toMatchObject({ type: 'text', name: 'name' });
    expect(findNode(open, 'battle-repair')!.attrs).toMatchObject({ type: 'checkbox', name: 'repair' });
    expect(findNode(open, 'battle-repair')!.attrs.checked).toBeUndefined();
    expect(findNode(open, 'battle-heal')!.attrs).toMatchObject({ type: 'checkbox', name: 'heal' });
    expect(findNode(open, 'new-battle')!.attrs.disabled).toBe(true);
    const event = submitted({
      name: { value: 'Ambush at Fort Hope' },
      repair: { checked: true },
      heal: { checked: false },
    });
    findNode(open, 'battle-form')!.on.submit(event);
    expect(event.defaultPrevented).toBe(true);
    expect(actions.calls).toEqual(['startBattle({"name":"Ambush at Fort Hope","repair":true,"heal":false})']);
    findNode(open, 'battle-cancel')!.on.click({} as Event);
    expect(actions.calls[1]).toBe('cancelBattleForm');
  });

  it('a form with missing fields reads as blank and unticked', () => {
    expect(battleChoicesOf(null)).toEqual({ name: '', repair: false, heal: false });
    expect(battleChoicesOf({ elements: { namedItem: () => null } })).toEqual({ name: '', repair: false, heal: false });
  });

  it('started: the server is asked with the battle and round shown; the header names Battle 2; Undo names its start and takes it back', async () => {
    const { b, c } = setup();
    await c.load();
    await c.actions.resolve();
    expect(forumPost(c.state())?.round).toBe(1);
    c.actions.openBattleForm();
    await c.actions.startBattle({ name: '', repair: false, heal: true });
    expect(b.calls).toContain(
      'startNewBattle({"name":"","repair":false,"heal":true,"expectedBattle":"Battle 1","expectedRound":2})',
    );
    const s = c.state();
    expect(s.dialog.kind).not.toBe('newBattle');
    expect(s.message).toMatchObject({ kind: 'notice', title: 'Battle 2 started.' });
    expect(s.message!.text).toMatch(
      /^Battle 2 started: Battle 1's Log is kept in the tab "Log — battle 1"; the sheet is at round 1/,
    );
    expect(s.view?.status).toMatchObject({
      round: 1,
      battle: 'Battle 2',
      namesBattle: true,
      lastResolved: null,
      lastUndo: { kind: 'battle', label: 'Battle 2' },
    });
    // Battle 1's post went with its Log: nothing to copy until Battle 2's first round.
    expect(forumPost(s)).toBeNull();
    expect(textOf(findNode(renderHeader(s, recordingActions()), 'round')!)).toBe('Battle 2 · Round 1');
    expect(textOf(findNode(renderActions(s, recordingActions()), 'undo')!)).toBe('Undo start of Battle 2');

    await c.actions.askUndo();
    const confirm = renderActions(c.state(), recordingActions());
    expect(textOf(findNode(confirm, 'undo-confirm-text')!)).toBe(
      'Undo the start of Battle 2? The battle before it comes back: its Log returns to the Log tab, the round and every cell the new battle wrote (orders, repairs, heals) go back to how they were.',
    );
    await c.actions.confirmUndo();
    expect(b.calls).toContain('undoLast({"kind":"battle","expected":"Battle 2","expectedEdits":"0"})');
    expect(c.state().message).toMatchObject({ kind: 'notice', title: 'The start of Battle 2 undone.' });
    expect(c.state().view?.status).toMatchObject({ round: 2, battle: 'Battle 1', namesBattle: false, lastResolved: 1 });
  });

  it('a refusal is said with its problems; the form closes and the sheet is as it was', async () => {
    const { fake, b, c } = setup();
    await c.load();
    // A blank Full armor, and a model the built-in library does not know to take it from.
    fake.book
      .sheet('Mechs')
      .getRange('BD3')
      .setValues([['']]);
    const model = MECHS.columns.findIndex((col) => col.key === 'model') + 1;
    fake.book
      .sheet('Mechs')
      .getRange(3, model)
      .setValues([['RFL-X house refit']]);
    await c.actions.startBattle({ name: '', repair: true, heal: false });
    expect(b.calls.filter((call) => call.startsWith('startNewBattle'))).toHaveLength(1);
    expect(c.state().message).toMatchObject({ kind: 'error', title: 'The new battle was not started.' });
    expect(c.state().message!.problems[0]).toMatchObject({ code: 'sheet/no_full_armor', cell: 'Mechs!BD3' });
    expect(c.state().view?.status).toMatchObject({ round: 1, battle: 'Battle 1' });
  });

  it('the records protected against this user: the button is disabled', async () => {
    const { c } = setup();
    await c.load();
    const view = c.state().view!;
    const player = { ...view, status: { ...view.status, canResolve: false } };
    expect(findNode(renderActions(appState({ view: player }), recordingActions()), 'new-battle')!.attrs.disabled).toBe(
      true,
    );
  });
});

describe("the sidebar's Undo confirmation names what Undo overwrites, before anything is written", () => {
  it("a cell edited after the round is listed; Undo waits for the list; Cancel writes nothing; Undo sends the list's token", async () => {
    const { fake, b, c } = setup();
    await c.load();
    await c.actions.resolve();
    const mechs = fake.book.sheet('Mechs');
    mechs.getRange('AC2').setValues([[99]]);
    const asking = c.actions.askUndo();
    const waiting = renderActions(c.state(), recordingActions());
    expect(textOf(findNode(waiting, 'undo-edited-status')!)).toBe('Checking which cells were changed since…');
    expect(findNode(waiting, 'undo-confirm-yes')!.attrs.disabled).toBe(true);
    await asking;
    const shown = renderActions(c.state(), recordingActions());
    expect(findNode(shown, 'undo-confirm-yes')!.attrs.disabled).toBe(false);
    expect(textOf(findNode(shown, 'undo-edited-status')!)).toBe(
      '1 cell written by round 1 was changed since: Undo overwrites your change with what it held before.',
    );
    expect(textOf(findNode(shown, 'undo-edited-cells')!)).toMatch(
      /^Mechs!AC2 \(Griffin, CT Armor\): now 99 — round 1 wrote \d+; Undo puts back \d+$/,
    );
    c.actions.cancelUndo();
    expect(mechs.getRange('AC2').getValue()).toBe(99);
    expect(c.state().view?.status.round).toBe(2);
    await c.actions.askUndo();
    const token = undoDialog(c.state())!.preview!.token;
    await c.actions.confirmUndo();
    expect(b.calls).toContain(`undoLast({"kind":"round","expected":1,"expectedEdits":"${token}"})`);
    expect(c.state().message).toMatchObject({ kind: 'notice', title: 'Round 1 undone.' });
    expect(mechs.getRange('AC2').getValue()).not.toBe(99);
  });

  it('what Undo would refuse is said at once, instead of a confirmation', async () => {
    const { fake, c } = setup();
    await c.load();
    await c.actions.resolve();
    fake.book
      .sheet('Mechs')
      .getRange('A2')
      .setValues([['Griffin II']]);
    await c.actions.askUndo();
    expect(undoDialog(c.state())).toBeNull();
    expect(c.state().message).toMatchObject({ kind: 'error', title: 'Round 1 cannot be undone now.' });
    expect(c.state().message!.problems[0].code).toBe('undo/rows_moved');
  });
});
