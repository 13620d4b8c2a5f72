// The sidebar's render functions and controller with orders held back:
// the Resolve without them confirmation, the preview's held-back lines and counts, the held-back
// mech in the status and the advisor, and orders not yet played in the future tense.
import { describe, expect, it } from 'vitest';
import { getSidebarState, getTargetAdvice } from '../../src/server/sidebar/state';
import { createCall } from '../../src/sidebar/api';
import { createController } from '../../src/sidebar/controller';
import { renderActions } from '../../src/sidebar/views/actions';
import { renderAdvisor } from '../../src/sidebar/views/advisor';
import { renderPreview } from '../../src/sidebar/views/preview';
import { renderStatus } from '../../src/sidebar/views/status';
import { renderSummary } from '../../src/sidebar/views/summary';
import { allNodes, findNode, textOf, type VNode } from '../../src/sidebar/vnode';
import { bridge } from './bridge';
import { appState, recordingActions } from './clientData';
import { seededDemoTabs, servicesWithTabs, setCell, type TabsGrid } from './fixtures';

const click = (node: VNode | undefined) => {
  if (!node) throw new Error('no such control');
  node.on.click?.({} as Event);
};

const MOVE_TO = 'Mechs!Q2: Move to must be a hex label like 0609 (column 06, row 09), got "06-09" — did you mean 0609?';

function griffinHeldBack(): TabsGrid {
  const tabs = seededDemoTabs();
  setCell(tabs, 'Mechs', 'Move to', (r) => r[0] === 'Griffin', '06-09');
  return tabs;
}

function lazerTabs(): TabsGrid {
  const tabs = seededDemoTabs();
  setCell(tabs, 'Attacks', 'Weapons', (r) => r[0] === 'Rifleman', 'Large Lazer');
  return tabs;
}

describe('the preview counts every line and lists the held-back ones with why', () => {
  const view = getSidebarState(servicesWithTabs(griffinHeldBack()));

  it('Attack preview (3: 3 held back), each line with its cell, why, and what Resolve without them does', () => {
    const actions = recordingActions();
    const tree = renderPreview(appState({ view }), actions);
    expect(textOf(findNode(tree, 'preview-title')!)).toBe('Attack preview (3: 3 held back)');
    expect(textOf(tree)).not.toContain('No attack is declared');
    const held = allNodes(tree).filter((n) => n.attrs['data-testid'] === 'attack-held');
    expect(held.map((n) => n.attrs['data-cell'])).toEqual(['Attacks!A2', 'Attacks!A3', 'Attacks!A4']);
    expect(textOf(held[0])).toContain('Griffin → Rifleman');
    expect(textOf(held[0])).toContain(`Held back: ${MOVE_TO}`);
    expect(textOf(held[1])).toContain(
      "Resolve without them: Rifleman's attack line Attacks!A3 at Griffin will be made at Griffin standing still.",
    );
    const select = allNodes(held[0])
      .filter((n) => n.attrs['data-testid'] === 'select-cell')
      .map((n) => n.attrs['data-cell']);
    expect(select).toEqual(['Attacks!A2', 'Mechs!Q2']);
    click(allNodes(held[0]).find((n) => n.attrs['data-cell'] === 'Mechs!Q2'));
    expect(actions.calls).toEqual(['selectCell("Mechs!Q2")']);
  });

  it('the status keeps the held-back mech, marked, with its line and its problem; the others list their lines held back', () => {
    const tree = renderStatus(appState({ view }), recordingActions());
    const griffin = allNodes(tree).find((n) => n.attrs['data-mech'] === 'Griffin')!;
    expect(griffin.attrs['data-held-back']).toBe('true');
    expect(textOf(griffin)).toContain('held back');
    expect(textOf(griffin)).toContain('Resolve without them: Griffin will stand still and hold fire.');
    expect(textOf(griffin)).toContain('Rifleman: All — held back (Attacks!A2)');
    expect(textOf(findNode(griffin, 'problem')!)).toContain(MOVE_TO);
    const rifleman = allNodes(tree).find((n) => n.attrs['data-mech'] === 'Rifleman')!;
    expect(textOf(rifleman)).toContain('Griffin: Large Laser x2, AC/5 x2 — held back (Attacks!A3)');
    expect(textOf(rifleman)).not.toContain('No attack declared.');
  });

  it('the advisor lists the held-back mech and says why it has no advice for it; for another, who is not ranked', () => {
    const fake = servicesWithTabs(griffinHeldBack());
    const griffin = renderAdvisor(
      appState({
        view,
        advisor: { mech: 'Griffin', busy: false, result: getTargetAdvice(fake, 'Griffin'), error: null },
      }),
      recordingActions(),
    );
    expect(
      allNodes(griffin)
        .filter((n) => n.tag === 'option')
        .map(textOf),
    ).toContain('Griffin (held back)');
    expect(textOf(findNode(griffin, 'advisor-error')!)).toContain(
      'No advice for Griffin: it is held back until this is fixed',
    );
    expect(textOf(findNode(griffin, 'advisor-error')!)).toContain(MOVE_TO);
    const rifleman = renderAdvisor(
      appState({
        view,
        advisor: { mech: 'Rifleman', busy: false, result: getTargetAdvice(fake, 'Rifleman'), error: null },
      }),
      recordingActions(),
    );
    expect(textOf(allNodes(rifleman).find((n) => n.attrs['data-testid'] === 'advice-held-back')!)).toContain(
      'Not ranked while held back: Griffin',
    );
  });
});

describe('Resolve without them: the confirmation', () => {
  it('lists what will happen to each thing held back, that the cells stay, and offers Resolve without them or Cancel', () => {
    const view = getSidebarState(servicesWithTabs(lazerTabs()));
    const actions = recordingActions();
    const tree = renderActions(appState({ view, dialog: { kind: 'heldBack' } }), actions);
    expect(textOf(findNode(tree, 'held-confirm-text')!)).toBe(
      'Problems hold back 1 attack line. Resolve round 1 without them?',
    );
    expect(textOf(findNode(tree, 'held-plan')!)).toContain(
      'Rifleman\'s attack line Attacks!A3 at Griffin will not be made: Weapons: "Large Lazer" is not a weapon of the Catalog — did you mean Large Laser?',
    );
    expect(textOf(findNode(tree, 'held-confirm')!)).toContain('Their cells stay on the sheet for round 2');
    expect(findNode(tree, 'resolve')!.attrs.disabled).toBe(true);
    click(findNode(tree, 'held-confirm-yes'));
    click(findNode(tree, 'held-confirm-no'));
    expect(actions.calls).toEqual(['confirmHeldBack', 'cancelHeldBack']);
  });

  it('Resolve asks first; Resolve without them plays the round, the advice of the round before is cleared; Cancel writes nothing', async () => {
    const fake = servicesWithTabs(lazerTabs());
    const b = bridge(fake);
    const c = createController({ call: createCall(() => b.run), copyText: async () => {}, render: () => {} });
    await c.load();
    await c.actions.resolve();
    expect(c.state().dialog.kind).toBe('heldBack');
    expect(b.calls.filter((x) => x.startsWith('resolveRound'))).toEqual([]);
    c.actions.cancelHeldBack();
    expect(c.state().dialog.kind).not.toBe('heldBack');
    c.actions.chooseMech('Griffin');
    await c.actions.advise();
    expect(c.state().advisor.result?.ok).toBe(true);
    await c.actions.resolve();
    await c.actions.confirmHeldBack();
    // Every mech had orders: the question named none, so its answer confirms none.
    expect(b.calls).toContain('resolveRound(1, {"withoutHeldBack":true})');
    const s = c.state();
    expect(s.resolved?.orders.heldBack).toHaveLength(1);
    expect(s.view?.status.round).toBe(2);
    expect(s.advisor.result).toBeNull();
  });

  it('nothing that can be skipped: Resolve asks the server, which says why each problem cannot be skipped', async () => {
    const tabs = lazerTabs();
    setCell(tabs, 'Mechs', 'Gunnery', (r) => r[0] === 'Griffin', 'three');
    const b = bridge(servicesWithTabs(tabs));
    const c = createController({ call: createCall(() => b.run), copyText: async () => {}, render: () => {} });
    await c.load();
    await c.actions.resolve();
    expect(c.state().dialog.kind).not.toBe('heldBack');
    expect(c.state().message?.title).toBe('Round 1 was not resolved.');
    expect(
      c
        .state()
        .message?.problems.map((p) => p.message)
        .join('\n'),
    ).toContain('this cannot be skipped: a record cell of Griffin on the Mechs tab');
  });
});

describe('the summary of a round resolved without them names what it held back, as the post and the Log do', () => {
  it('the held-back line, word for word as the post has it, and the mech that took the Missing orders default', async () => {
    const fake = servicesWithTabs(lazerTabs());
    // The Griffin's player clears its Move: confirmed, it stands still.
    fake.book
      .sheet('Mechs')
      .getRange('P2')
      .setValues([['']]);
    const b = bridge(fake);
    const c = createController({ call: createCall(() => b.run), copyText: async () => {}, render: () => {} });
    await c.load();
    await c.actions.resolve();
    await c.actions.confirmHeldBack();
    const r = c.state().resolved!;
    expect(r.orders.heldBack).toHaveLength(1);
    const tree = renderSummary(c.state());
    const held = findNode(tree, 'summary-held-back')!;
    expect(
      allNodes(held)
        .filter((n) => n.tag === 'li')
        .map(textOf),
    ).toEqual(r.orders.heldBack);
    expect(r.report.bbcode).toContain(`[b]Held back[/b]\n${r.orders.heldBack[0]}`);
    const defaults = findNode(tree, 'summary-defaults')!;
    expect(
      allNodes(defaults)
        .filter((n) => n.tag === 'li')
        .map(textOf),
    ).toEqual(['Griffin had no move when the GM resolved the round: it stood still']);
  });

  it('a round played whole shows neither list', async () => {
    const b = bridge(servicesWithTabs(seededDemoTabs()));
    const c = createController({ call: createCall(() => b.run), copyText: async () => {}, render: () => {} });
    await c.load();
    await c.actions.resolve();
    const tree = renderSummary(c.state());
    expect(findNode(tree, 'summary-held-back')).toBeUndefined();
    expect(findNode(tree, 'summary-defaults')).toBeUndefined();
  });
});

describe('orders not yet played, in the future tense, said once', () => {
  it('a sprinting Griffin: one line says it will sprint and cannot attack, with no freebie "hits without a roll"', () => {
    const tabs = seededDemoTabs();
    setCell(tabs, 'Mechs', 'Move', (r) => r[0] === 'Griffin', 'Sprint');
    setCell(tabs, 'Mechs', 'Move to', (r) => r[0] === 'Griffin', '0610');
    const tree = renderPreview(appState({ view: getSidebarState(servicesWithTabs(tabs)) }), recordingActions());
    const griffin = allNodes(tree).find(
      (n) => n.attrs['data-testid'] === 'attack-preview' && n.attrs['data-line'] === 0,
    )!;
    const text = textOf(griffin);
    expect(text).toContain('Griffin will sprint this round and cannot attack.');
    expect(text.split('cannot attack').length - 1).toBe(1);
    expect(text).not.toContain('sprinted');
    expect(text).not.toContain('hits without a roll');
  });
});
