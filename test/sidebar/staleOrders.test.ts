// however stale the sidebar: the GM's sidebar read the sheet when every order was in; a
// player clears their Move before the GM presses Resolve. The sidebar has nothing to ask about,
// so the server must: mechs without orders never stand still and hold fire unasked. The real
// server functions answer the real controller (test/sidebar/bridge.ts).
import { describe, expect, it } from 'vitest';
import type { FakeServices } from '../../src/fakes';
import { createCall } from '../../src/sidebar/api';
import { createController, type Controller } from '../../src/sidebar/controller';
import { renderActions } from '../../src/sidebar/views/actions';
import { findNode, textOf } from '../../src/sidebar/vnode';
import { bridge, type Bridge } from './bridge';
import { seededDemoTabs, servicesWithTabs } from './fixtures';

/** The demo's round 1 in an open sidebar, read while every mech's orders were in. */
async function openSidebar(): Promise<{ fake: FakeServices; b: Bridge; c: Controller }> {
  const fake = servicesWithTabs(seededDemoTabs());
  const b = bridge(fake);
  const c = createController({ call: createCall(() => b.run), copyText: async () => {}, render: () => {} });
  await c.load();
  expect(c.state().view?.status.orders.waiting).toEqual([]);
  return { fake, b, c };
}

/** A player clears the Griffin's Move (Mechs!P2) after the sidebar read the sheet. */
function griffinClearsMove(fake: FakeServices): void {
  fake.book
    .sheet('Mechs')
    .getRange('P2')
    .setValues([['']]);
}

const round = (fake: FakeServices): unknown => fake.book.sheet('Rules').getRange('B2').getValue();

describe('R-15.4 with no deadline set, Resolve asks before a mech without orders stands still — however stale the sidebar', () => {
  it('the stale sidebar sends Resolve unasked; the server refuses with `orders/unconfirmed` naming the Griffin, and the round is not played', async () => {
    const { fake, b, c } = await openSidebar();
    griffinClearsMove(fake);
    await c.actions.resolve();
    await b.settle();
    expect(b.calls).toContain('resolveRound(1, {})');
    expect(round(fake)).toBe(1);
    expect(c.state().resolved).toBeNull();
    expect(c.state().message?.problems.map((p) => p.code)).toEqual(['orders/unconfirmed']);
    expect(c.state().message?.problems[0].message).toMatch(
      /^Round 1 is resolved with no deadline set while 1 of 4 mechs have no orders — Griffin \(Player 1\): no move\./,
    );
  });

  it('with a typo holding back an attack line, "Resolve without them" on the stale sidebar still does not stand the Griffin still unasked', async () => {
    const { fake, b, c } = await openSidebar();
    // The Blackjack's line names a weapon no Catalog has: Resolve offers to play without it.
    fake.book
      .sheet('Attacks')
      .getRange('C4')
      .setValues([['Large Lazer']]);
    await c.actions.refresh();
    expect(c.state().view?.status.orders.waiting).toEqual([]);
    griffinClearsMove(fake);
    await c.actions.resolve();
    expect(c.state().dialog.kind).toBe('heldBack');
    await c.actions.confirmHeldBack();
    await b.settle();
    expect(round(fake)).toBe(1);
    expect(c.state().message?.problems.map((p) => p.code)).toEqual(['orders/unconfirmed']);
  });
});

describe('R-15.4 with a line held back and a mech without orders, Resolve asks one question naming both', () => {
  it("the Griffin without a Move and the Blackjack's line held back: one question names the Griffin and the line; its answer plays the round, the Griffin standing still", async () => {
    const { fake, b, c } = await openSidebar();
    fake.book
      .sheet('Attacks')
      .getRange('C4')
      .setValues([['Large Lazer']]);
    griffinClearsMove(fake);
    await c.actions.refresh();
    await c.actions.resolve();
    expect(c.state().dialog.kind).toBe('heldBack');
    const panel = renderActions(c.state(), c.actions);
    expect(findNode(panel, 'orders-confirm')).toBeUndefined();
    expect(textOf(findNode(panel, 'held-confirm-text')!)).toBe(
      'Problems hold back 1 attack line. Resolve round 1 without them?',
    );
    expect(textOf(findNode(panel, 'held-missing')!)).toMatch(
      /^Waiting on 1 of 4 — Griffin \(Player 1\): no move\. No deadline is set\. If you resolve now, they stand still/,
    );
    await c.actions.confirmHeldBack();
    await b.settle();
    expect(b.calls.filter((x) => x.startsWith('resolveRound'))).toEqual([
      'resolveRound(1, {"withoutHeldBack":true,"missingOrders":[{"mech":"Griffin","lacks":["move"]}]})',
    ]);
    expect(round(fake)).toBe(2);
    expect(c.state().resolved?.orders.defaults).toEqual([
      'Griffin had no move when the GM resolved the round: it stood still',
    ]);
  });
});
