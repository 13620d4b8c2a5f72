// in every view of the sidebar: a blank is never a decision. A blank Move is "no move yet"
// on the orders board and under the mech alike — its TNs, worked out as if it stands, say so —
// and a mech ticked Ready with no attack line holds fire, on the board and under the mech alike.
// The real server's state, drawn by the real render functions.
import { describe, expect, it } from 'vitest';
import { getSidebarState } from '../../src/server/sidebar/state';
import { renderPreview } from '../../src/sidebar/views/preview';
import { renderStatus } from '../../src/sidebar/views/status';
import { allNodes, findNode, textOf, type VNode } from '../../src/sidebar/vnode';
import { appState, recordingActions } from './clientData';
import { seededDemoTabs, servicesWithTabs, setCell, type TabsGrid } from './fixtures';

const isGriffin = (r: unknown[]) => r[0] === 'Griffin';

/** The Griffin's line on the Attacks tab, cleared but for its Attacker (the player's row stays). */
function clearGriffinLine(tabs: TabsGrid): void {
  for (const header of ['Target', 'Weapons', 'Freebie']) setCell(tabs, 'Attacks', header, isGriffin, '');
}

function drawn(tabs: TabsGrid): { status: VNode; preview: VNode } {
  const state = appState({ view: getSidebarState(servicesWithTabs(tabs)) });
  return { status: renderStatus(state, recordingActions()), preview: renderPreview(state, recordingActions()) };
}

/** The Griffin's item in the round status, as text. */
function griffinItem(status: VNode): string {
  const item = allNodes(status).find((n) => n.tag === 'li' && n.attrs['data-mech'] === 'Griffin');
  if (!item) throw new Error('no Griffin in the status');
  return textOf(item);
}

function boardEntry(status: VNode, mech: string): string {
  const entry = allNodes(status).find((n) => n.attrs['data-orders-mech'] === mech);
  if (!entry) throw new Error(`no board entry for ${mech}`);
  return textOf(entry);
}

/** The Griffin's line in the attack preview. */
function griffinLine(preview: VNode): VNode {
  const line = allNodes(preview).find(
    (n) => n.attrs['data-testid'] === 'attack-preview' && textOf(n).startsWith('Griffin →'),
  );
  if (!line) throw new Error('no Griffin line in the preview');
  return line;
}

describe('R-15.1: a blank Move is no orders yet, wherever the sidebar shows it', () => {
  it('the board says "no move", the mech says "No move yet", and its TNs say they are for it standing still', () => {
    const tabs = seededDemoTabs();
    setCell(tabs, 'Mechs', 'Move', isGriffin, '');
    const { status, preview } = drawn(tabs);
    expect(boardEntry(status, 'Griffin')).toMatch(/^Griffin \(Player 1\): no move/);
    expect(griffinItem(status)).toContain('Move: No move yet');
    expect(griffinItem(status)).not.toContain('Move: Stand');
    expect(textOf(findNode(griffinLine(preview), 'attack-if-stands')!)).toBe(
      'Griffin has no move yet: these TNs are for it standing still.',
    );
  });

  it('an explicit Stand is the decision "I stand still": "Move: Stand", and its TNs need no such word', () => {
    const tabs = seededDemoTabs();
    setCell(tabs, 'Mechs', 'Move', isGriffin, 'Stand');
    const { status, preview } = drawn(tabs);
    expect(boardEntry(status, 'Griffin')).toBe('Griffin (Player 1): in');
    expect(griffinItem(status)).toContain('Move: Stand');
    expect(findNode(griffinLine(preview), 'attack-if-stands')).toBeUndefined();
  });

  it('no attack line and no Hold fire is "No attack yet"; a Hold fire line is "Holds fire"', () => {
    const blank = seededDemoTabs();
    clearGriffinLine(blank);
    const none = drawn(blank).status;
    expect(boardEntry(none, 'Griffin')).toMatch(/^Griffin \(Player 1\): no attack lines/);
    expect(griffinItem(none)).toContain('No attack yet.');

    const held = seededDemoTabs();
    setCell(held, 'Attacks', 'Target', isGriffin, 'Hold fire');
    setCell(held, 'Attacks', 'Weapons', isGriffin, '');
    setCell(held, 'Attacks', 'Freebie', isGriffin, '');
    const fire = drawn(held).status;
    expect(boardEntry(fire, 'Griffin')).toBe('Griffin (Player 1): in');
    expect(griffinItem(fire)).toContain('Holds fire.');
  });
});

describe('R-15.1: a mech ticked Ready with no attack line holds fire — the board and the mech say so', () => {
  it('the Griffin Ready with its line cleared: its board entry, the headline and the mech all say it holds fire', () => {
    const tabs = seededDemoTabs();
    clearGriffinLine(tabs);
    for (const name of ['Griffin', 'Rifleman', 'Blackjack', 'Locust'])
      setCell(tabs, 'Mechs', 'Ready', (r) => r[0] === name, true);
    const { status } = drawn(tabs);
    expect(boardEntry(status, 'Griffin')).toBe('Griffin (Player 1): ready — no attack line: holds fire');
    expect(textOf(findNode(status, 'orders-headline')!)).toBe(
      // The demo's Locust has no line either.
      'All orders are in — resolve now? Griffin (Player 1) holds fire: Ready with no attack line. Locust (GM) holds fire: Ready with no attack line.',
    );
    expect(griffinItem(status)).toContain('Holds fire: Ready with no attack line.');
    expect(griffinItem(status)).not.toContain('No attack declared');
    // The "waiting on" post for the forum says it too.
    expect(getSidebarState(servicesWithTabs(tabs)).status.ordersPost).toContain(
      '[i]Griffin[/i] (Player 1, ready — no attack line: holds fire)',
    );
  });

  it('Ready with a blank Move: it stands still, and the mech says so', () => {
    const tabs = seededDemoTabs();
    setCell(tabs, 'Mechs', 'Move', isGriffin, '');
    setCell(tabs, 'Mechs', 'Ready', isGriffin, true);
    const { status, preview } = drawn(tabs);
    expect(boardEntry(status, 'Griffin')).toBe('Griffin (Player 1): ready — no move: stands still');
    expect(griffinItem(status)).toContain('Move: Stands still: Ready with no move');
    expect(findNode(griffinLine(preview), 'attack-if-stands')).toBeUndefined();
  });
});
