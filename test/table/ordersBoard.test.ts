// The orders board read directly (src/table/orders.ts, R-15.1): a mech Ready with neither a move nor an attack line
// is final as it stands — it stands still and holds fire, said on its entry and in the headline — and a board
// stopped by problems no mech's entry shows counts the rest.
import { describe, expect, it } from 'vitest';
import { readCampaignParts } from '../../src/sheet/read/campaign';
import { readRules } from '../../src/sheet/read/rules';
import { demoTabs } from '../../src/sheet/setup/demo';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { ordersBoard } from '../../src/table/orders';
import type { ProblemView } from '../../src/table/problems';
import { setCell } from '../sidebar/fixtures';

type Tabs = ReturnType<typeof demoTabs>;

function boardOf(tabs: Tabs, problems: readonly ProblemView[] = []) {
  const settings = readRules(tabs, new SheetProblems()).orders;
  return ordersBoard(tabs, readCampaignParts(tabs), problems, settings, 'UTC', Date.UTC(2026, 11, 3, 12));
}

/** Every mech Ready; the Locust with no Move and no attack line. */
function everyoneReadyLocustWithNoOrders(): Tabs {
  const tabs = demoTabs();
  for (const name of ['Griffin', 'Rifleman', 'Blackjack', 'Locust'])
    setCell(tabs, 'Mechs', 'Ready', (r) => r[0] === name, true);
  setCell(tabs, 'Mechs', 'Move', (r) => r[0] === 'Locust', '');
  return tabs;
}

describe('R-15.1: Ready with no orders at all is final: the mech stands still and holds fire', () => {
  it("the Locust's entry says so, and the headline invites the resolve with it", () => {
    const board = boardOf(everyoneReadyLocustWithNoOrders());
    const locust = board.entries.find((e) => e.mech === 'Locust');
    expect(locust).toMatchObject({ state: 'ready', lacks: ['move', 'attacks'] });
    expect(locust?.why).toBe('no orders: stands still and holds fire');
    expect(board.allReady).toBe(true);
    expect(board.headline).toBe(
      'All orders are in — resolve now? Locust (GM) stands still and holds fire: Ready with no orders.',
    );
  });
});

describe('problems no entry shows stop the board, the first said and the rest counted', () => {
  const problem = (n: number): ProblemView => ({ code: 'sheet/bad_cell', message: `Rules!B${n}: problem ${n}` });

  it('three problems: the first, "(and 2 more problems below)"; two: "(and 1 more problem below)"', () => {
    const tabs = everyoneReadyLocustWithNoOrders();
    expect(boardOf(tabs, [problem(2), problem(3), problem(4)]).headline).toBe(
      'Not ready to resolve — Rules!B2: problem 2 (and 2 more problems below)',
    );
    expect(boardOf(tabs, [problem(2), problem(3)]).headline).toBe(
      'Not ready to resolve — Rules!B2: problem 2 (and 1 more problem below)',
    );
  });
});
