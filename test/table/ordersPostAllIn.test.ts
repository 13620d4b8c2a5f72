// The waiting-on post (src/table/ordersPost.ts, R-15) when every mech is marked Ready: it opens by saying every
// order is in, then lists them.
import { describe, expect, it } from 'vitest';
import { readCampaignParts } from '../../src/sheet/read/campaign';
import { readRules } from '../../src/sheet/read/rules';
import { demoTabs } from '../../src/sheet/setup/demo';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { ordersBoard } from '../../src/table/orders';
import { waitingOnPost } from '../../src/table/ordersPost';
import { setCell } from '../sidebar/fixtures';

describe('R-15.1: every mech Ready, the post says all orders are in', () => {
  it('the demo with every mech Ready (the Locust with no attack line, so it holds fire)', () => {
    const tabs = demoTabs();
    for (const name of ['Griffin', 'Rifleman', 'Blackjack'])
      setCell(tabs, 'Mechs', 'Ready', (r) => r[0] === name, true);
    const settings = readRules(tabs, new SheetProblems()).orders;
    const board = ordersBoard(tabs, readCampaignParts(tabs), [], settings, 'UTC', Date.UTC(2026, 11, 3, 12));
    expect(waitingOnPost(board, 'Round 1')).toBe(
      [
        '[b]Round 1 — orders[/b]',
        'All orders are in.',
        'In: [i]Griffin[/i] (Player 1, ready), [i]Rifleman[/i] (GM, ready), [i]Blackjack[/i] (GM, ready), [i]Locust[/i] (GM, ready — no attack line: holds fire)',
        'No deadline set. Missing orders: stand still and hold fire.',
      ].join('\n'),
    );
  });
});
