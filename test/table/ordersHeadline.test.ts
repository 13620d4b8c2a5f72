// The orders board's headline and entries read directly (src/table/orders.ts, R-15.1): every order in but not all
// marked Ready, a mech Ready with only its move missing, a mech held back by a problem on its own row, and a Hold
// fire line under an attack line taking nothing from the attack.
import { describe, expect, it } from 'vitest';
import { readCampaignParts } from '../../src/sheet/read/campaign';
import { readRules } from '../../src/sheet/read/rules';
import { demoTabs } from '../../src/sheet/setup/demo';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { givenOrders, ordersBoard } from '../../src/table/orders';
import { setCell } from '../sidebar/fixtures';

type Tabs = ReturnType<typeof demoTabs>;

function boardOf(tabs: Tabs) {
  const settings = readRules(tabs, new SheetProblems()).orders;
  return ordersBoard(tabs, readCampaignParts(tabs), [], settings, 'UTC', Date.UTC(2026, 11, 3, 12));
}

/** An Attacks row: `attacker` at `target` (or `Hold fire`), its other cells blank. */
function attackLine(tabs: Tabs, attacker: string, target: string): void {
  const row = tabs.Attacks[0].map(() => '' as unknown);
  row[0] = attacker;
  row[1] = target;
  tabs.Attacks.push(row);
}

/** The demo, the Locust (Ready, no attack line) given a Hold fire line: every mech's orders in. */
function everyOrderIn(): Tabs {
  const tabs = demoTabs();
  attackLine(tabs, 'Locust', 'Hold fire');
  return tabs;
}

describe('R-15.1: every order in, some not marked Ready', () => {
  it('the headline names those not marked Ready, and nothing after them', () => {
    expect(boardOf(everyOrderIn()).headline).toBe(
      'All orders are in; not marked Ready: Griffin (Player 1), Rifleman (GM), Blackjack (GM)',
    );
  });
});

describe('R-15.1: Ready with no move is final: the mech stands still', () => {
  it('every mech Ready, the Griffin with a blank Move: the headline says it stands still', () => {
    const tabs = everyOrderIn();
    for (const name of ['Griffin', 'Rifleman', 'Blackjack'])
      setCell(tabs, 'Mechs', 'Ready', (r) => r[0] === name, true);
    setCell(tabs, 'Mechs', 'Move', (r) => r[0] === 'Griffin', '');
    expect(boardOf(tabs).headline).toBe(
      'All orders are in — resolve now? Griffin (Player 1) stands still: Ready with no move.',
    );
  });
});

describe("a problem on a mech's own Mechs row holds its orders back", () => {
  it('the Griffin\'s Gunnery "three": its entry is held back with the reader\'s words, and the headline says so', () => {
    const tabs = everyOrderIn();
    setCell(tabs, 'Mechs', 'Gunnery', (r) => r[0] === 'Griffin', 'three');
    const board = boardOf(tabs);
    const griffin = board.entries.find((e) => e.mech === 'Griffin');
    expect(griffin?.state).toBe('heldBack');
    expect(griffin?.why).toMatch(/^Mechs!F2: Gunnery must be a whole number/);
    expect(board.headline).toBe('Orders held back: Griffin (Player 1) — fix the problems below');
  });
});

describe('the attacks a player gave: a Hold fire line takes nothing from an attack line above it', () => {
  it('the Griffin with its attack line, then a Hold fire line, has given attack lines', () => {
    const tabs = demoTabs();
    attackLine(tabs, 'Griffin', 'Hold fire');
    attackLine(tabs, 'Locust', 'Hold fire');
    const given = givenOrders(tabs);
    expect(given('Griffin')?.attacks).toBe('lines');
    expect(given('Locust')?.attacks).toBe('holdFire');
    expect(given('Blackjack')?.attacks).toBe('lines');
  });
});
