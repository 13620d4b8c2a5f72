// What the sidebar's status reads of the protections (src/gas/protectionCheck.ts, docs/fair-play.md): whether the user
// may resolve (no GM tab closed to them) and whether Gator's blocks still name the campaign's players. The protections
// are the fakes', as Google documents them (src/fakes/protection.ts cites the pages).
import { describe, expect, it } from 'vitest';
import { createFakeServices, type FakeServices } from '../../src/fakes';
import type { FakeProtection } from '../../src/fakes/protection';
import { protectionOf } from '../../src/gas/protectionCheck';
import type { Services } from '../../src/gas/services';
import { Workbook } from '../../src/gas/workbook';

const GM = 'gm@example.com';
const ANNA = 'anna@example.com';
const BEN = 'ben@example.com';
const TABS = ['Mechs', 'Record', 'Log'];

function campaign(): FakeServices {
  const fake = createFakeServices({ owner: GM, editors: [ANNA, BEN] });
  for (const tab of TABS) fake.book.insertSheet(tab);
  return fake;
}

/** A protection the GM alone edits, described as given. */
function gmOnly(p: FakeProtection, description: string): void {
  p.setDescription(description);
  p.removeEditors(p.getEditors().map((u) => u.getEmail()));
}

/** Gator's block for a player: the range their account edits, described as Protect the campaign describes it. */
function block(fake: FakeServices, a1: string, mech: string, account: string): void {
  const p = fake.book.sheet('Mechs').getRange(a1).protect().setDescription(`Gator orders: ${mech} — ${account}`);
  p.removeEditors(
    p
      .getEditors()
      .map((u) => u.getEmail())
      .filter((e) => e !== account),
  );
  p.addEditor(account);
}

function statusOf(fake: FakeServices, user: string, accounts: readonly string[]) {
  fake.setUser(user);
  const services = fake as unknown as Services;
  return protectionOf(services, new Workbook(fake.SpreadsheetApp.getActiveSpreadsheet()), TABS, accounts);
}

describe('Who may resolve: a GM tab closed to the user (docs/fair-play.md)', () => {
  it('a player facing one protected tab, however it is listed, cannot resolve', () => {
    const fake = campaign();
    gmOnly(fake.book.sheet('Mechs').protect(), 'GM only');
    expect(statusOf(fake, ANNA, []).blocked).toEqual(['Mechs']);
    expect(statusOf(fake, GM, []).blocked).toEqual([]);
  });

  it('with no tab protected, a range the player may not edit closes its tab to them', () => {
    const fake = campaign();
    gmOnly(fake.book.sheet('Record').getRange('A1:C3').protect(), 'GM only');
    block(fake, 'B2:C2', 'Griffin', BEN);
    expect(statusOf(fake, BEN, []).blocked).toEqual(['Record']);
  });

  it('where a tab is protected, the ranges inside other tabs do not count (as tabsUserCannotEdit)', () => {
    const fake = campaign();
    gmOnly(fake.book.sheet('Log').protect(), 'GM only');
    gmOnly(fake.book.sheet('Record').getRange('A1:C3').protect(), 'GM only');
    expect(statusOf(fake, BEN, []).blocked).toEqual(['Log']);
  });
});

describe("Protect the campaign's blocks still name the players (docs/fair-play.md, Make a copy)", () => {
  it('a block whose own account is among its editors is in place and says nothing, the first editor listed too', () => {
    const fake = campaign();
    block(fake, 'B2:C2', 'Griffin', ANNA);
    expect(statusOf(fake, GM, [ANNA]).state).toEqual({ protected: true, stale: '' });
    // The GM's own mech: its block's only editor is the owner, listed first.
    const own = campaign();
    block(own, 'B3:C3', 'Locust', GM);
    expect(statusOf(own, GM, [GM]).state).toEqual({ protected: true, stale: '' });
  });

  it('a block that lost its player (a copy resets editors) asks the GM to protect again, naming the account', () => {
    const fake = campaign();
    block(fake, 'B2:C2', 'Griffin', ANNA);
    const p = fake.book.sheet('Mechs').getProtections(fake.SpreadsheetApp.ProtectionType.RANGE)[0];
    p.removeEditor(ANNA);
    const { state } = statusOf(fake, GM, [ANNA]);
    expect(state.protected).toBe(true);
    expect(state.stale).toContain(`${ANNA} cannot edit their own orders`);
  });

  it('blocks in place while no mech names a Player account any more: the GM is told to give the orders back', () => {
    const fake = campaign();
    block(fake, 'B2:C2', 'Griffin', ANNA);
    const { state } = statusOf(fake, GM, ['']);
    expect(state).toEqual({
      protected: true,
      stale:
        'No mech names a Player account any more: run Protect the campaign again to give its orders back to the GM.',
    });
  });

  it("a protection that is not one of Gator's blocks does not count as protected", () => {
    const fake = campaign();
    gmOnly(fake.book.sheet('Mechs').getRange('A1:A3').protect(), 'GM only');
    expect(statusOf(fake, GM, [ANNA]).state).toEqual({ protected: false, stale: '' });
  });
});
