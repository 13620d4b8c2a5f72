// The waiting-on post (src/table/ordersPost.ts, R-15.4) with Orders due set: its last line says when, in the
// spreadsheet's time zone, before what becomes of a mech whose orders are missing.
import { describe, expect, it } from 'vitest';
import { readCampaignParts } from '../../src/sheet/read/campaign';
import { readRules } from '../../src/sheet/read/rules';
import { demoTabs } from '../../src/sheet/setup/demo';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { ordersBoard } from '../../src/table/orders';
import { waitingOnPost } from '../../src/table/ordersPost';

describe('R-15.4: the post names the deadline', () => {
  it('Orders due 2026-12-03 20:00 in London: "Orders due Thu 3 Dec 20:00 (Europe/London)."', () => {
    const tabs = demoTabs();
    const now = Date.UTC(2026, 11, 3, 12);
    const settings = readRules(tabs, new SheetProblems()).orders;
    const due = { kind: 'wall', year: 2026, month: 12, day: 3, hour: 20, minute: 0 } as const;
    const board = ordersBoard(tabs, readCampaignParts(tabs), [], { ...settings, due }, 'Europe/London', now);
    const last = waitingOnPost(board, 'Round 1').split('\n').at(-1);
    expect(last).toBe('Orders due Thu 3 Dec 20:00 (Europe/London). Missing orders: stand still and hold fire.');
  });
});
