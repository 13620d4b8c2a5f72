// One dialog at a time (docs/sidebar.md): the sidebar's questions — the missing-orders question
// before Resolve, Resolve without them, the Undo confirmation, the new battle form — are
// one `dialog` value in the state, so opening one closes whichever was open. The real controller
// against the real server functions (test/sidebar/bridge.ts), drawn by the real render functions.
import { describe, expect, it } from 'vitest';
import { resolveRound } from '../../src/server/round/resolve';
import { createCall } from '../../src/sidebar/api';
import { createController, type Controller } from '../../src/sidebar/controller';
import { renderActions } from '../../src/sidebar/views/actions';
import { findNode } from '../../src/sidebar/vnode';
import { bridge } from './bridge';
import { recordingActions } from './clientData';
import { seededDemoTabs, servicesWithTabs } from './fixtures';

/** The panels that are dialogs, by their ids in the actions section. */
const DIALOG_IDS = ['orders-confirm', 'held-confirm', 'undo-confirm', 'battle-form'] as const;

function openDialogs(c: Controller): string[] {
  const tree = renderActions(c.state(), recordingActions());
  return DIALOG_IDS.filter((id) => findNode(tree, id) !== undefined);
}

/**
 * Round 1 of the demo resolved (so Undo has a round to take back), then in round 2 the Griffin's
 * Move cleared (so Resolve asks first) and, with `heldBack`, the Blackjack's line given a weapon no
 * Catalog has (so Resolve without them is offered, in the one question that also names the Griffin).
 */
async function roundTwoWithQuestions(heldBack = false): Promise<Controller> {
  const fake = servicesWithTabs(seededDemoTabs());
  expect(resolveRound(fake, 1).ok).toBe(true);
  fake.book
    .sheet('Mechs')
    .getRange('P2')
    .setValues([['']]);
  if (heldBack)
    fake.book
      .sheet('Attacks')
      .getRange('C4')
      .setValues([['Large Lazer']]);
  const b = bridge(fake);
  const c = createController({ call: createCall(() => b.run), copyText: async () => {}, render: () => {} });
  await c.load();
  return c;
}

describe('one dialog at a time: opening a question closes the one that was open', () => {
  it('the missing-orders question, then Undo: only the Undo confirmation is open', async () => {
    const c = await roundTwoWithQuestions();
    await c.actions.resolve();
    expect(openDialogs(c)).toEqual(['orders-confirm']);
    await c.actions.askUndo();
    expect(openDialogs(c)).toEqual(['undo-confirm']);
  });

  it('the missing-orders question, then Start a new battle…: only the new battle form is open', async () => {
    const c = await roundTwoWithQuestions();
    await c.actions.resolve();
    c.actions.openBattleForm();
    expect(openDialogs(c)).toEqual(['battle-form']);
  });

  it('the new battle form, then Resolve: only the missing-orders question is open', async () => {
    const c = await roundTwoWithQuestions();
    c.actions.openBattleForm();
    await c.actions.resolve();
    expect(openDialogs(c)).toEqual(['orders-confirm']);
  });

  it('the Undo confirmation, then Resolve: only the missing-orders question is open', async () => {
    const c = await roundTwoWithQuestions();
    await c.actions.askUndo();
    await c.actions.resolve();
    expect(openDialogs(c)).toEqual(['orders-confirm']);
  });

  it('Resolve without them, then Start a new battle…: only the new battle form is open', async () => {
    const c = await roundTwoWithQuestions(true);
    await c.actions.resolve();
    expect(openDialogs(c)).toEqual(['held-confirm']);
    c.actions.openBattleForm();
    expect(openDialogs(c)).toEqual(['battle-form']);
  });

  it('Cancel closes the dialog: none is open', async () => {
    const c = await roundTwoWithQuestions();
    await c.actions.askUndo();
    c.actions.cancelUndo();
    expect(openDialogs(c)).toEqual([]);
    expect(c.state().dialog).toEqual({ kind: 'none' });
  });
});
