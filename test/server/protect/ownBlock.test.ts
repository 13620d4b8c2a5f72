// Protect the campaign (docs/fair-play.md "Who may edit what"), through the built bundle on fakes
// that model protection as Google documents it: a player types in every column of their own
// block — on Attacks up to the tab's last grid column, where their own formulas go — and in
// every declaration cell of their Mechs row, Ready included.
import { describe, expect, it } from 'vitest';
import { columnLetters } from '../../../src/sheet/tab/cells';
import { ATTACKS, ROLLS } from '../../../src/sheet/schema/playTabs';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { TAB } from '../../../src/sheet/schema/columns';
import { campaign, cell, mechRow, type Campaign } from '../harness';

const GM = 'gm@example.com';
const ANNA = 'player1@example.com';

/** The demo protected by the GM; the Griffin is Anna's (the demo's Player account). */
function protectedDemo(): Campaign {
  const c = campaign({ editors: [ANNA] });
  c.fake.setUser(GM);
  c.fake.ui.answers.push('YES');
  c.gas.protectCampaign();
  return c;
}

/** The cells of `a1s` Anna is refused, trying each as she would type it. */
function refusedToAnna(c: Campaign, tab: string, a1s: readonly string[]): string[] {
  c.fake.setUser(ANNA);
  const refused = a1s.filter((a1) => {
    try {
      c.fake.book.sheet(tab).getRange(a1).setValue('x');
      return false;
    } catch (e) {
      expect(String(e)).toContain('You are trying to edit a protected cell or object');
      return true;
    }
  });
  c.fake.setUser(GM);
  return refused;
}

/** The rows (1-based) whose `key` column names `mech`. */
function rowsOf(c: Campaign, spec: typeof ATTACKS, key: string, mech: string): number[] {
  const col = spec.columns.findIndex((x) => x.key === key);
  return c.fake.book
    .sheet(spec.name)
    .peekValues()
    .map((r, i) => (r[col] === mech ? i + 1 : 0))
    .filter((r) => r > 1);
}

describe("Protect the campaign: a player types in every column of their own block, up to the tab's last grid column", () => {
  it("Attacks: every cell of the Griffin's rows from Target to the tab's last grid column; its Attacker and the next row's are the GM's", () => {
    const c = protectedDemo();
    const sheet = c.fake.book.sheet(TAB.attacks);
    const last = sheet.getMaxColumns();
    expect(last).toBeGreaterThan(ATTACKS.columns.length);
    const rows = rowsOf(c, ATTACKS, 'attacker', 'Griffin');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const own = rows.flatMap((r) => Array.from({ length: last - 1 }, (_, i) => `${columnLetters(i + 1)}${r}`));
    expect(refusedToAnna(c, TAB.attacks, own)).toEqual([]);
    const below = Math.max(...rows) + 1;
    expect(
      refusedToAnna(
        c,
        TAB.attacks,
        rows.map((r) => `A${r}`),
      ),
    ).toHaveLength(rows.length);
    expect(refusedToAnna(c, TAB.attacks, [`B${below}`, `${columnLetters(last - 1)}${below}`])).toHaveLength(2);
  });

  it("Rolls: every column of the Griffin's rows but its Mech", () => {
    const c = protectedDemo();
    const rows = rowsOf(c, ROLLS, 'mech', 'Griffin');
    expect(rows).toHaveLength(8);
    const keys = ROLLS.columns.map((col) => col.key).filter((k) => k !== 'mech');
    expect(
      refusedToAnna(
        c,
        TAB.rolls,
        rows.flatMap((r) => keys.map((k) => cell(ROLLS, k, r))),
      ),
    ).toEqual([]);
    expect(
      refusedToAnna(
        c,
        TAB.rolls,
        rows.map((r) => cell(ROLLS, 'mech', r)),
      ),
    ).toHaveLength(8);
  });

  it("Mechs: every declaration cell of the Griffin's row, Ready included; the next column is the GM's", () => {
    const c = protectedDemo();
    const griffin = mechRow(c.fake, 'Griffin');
    const declared = MECHS.columns.filter((col) => col.role === 'declaration').map((col) => col.key);
    expect(declared).toContain('ready');
    expect(
      refusedToAnna(
        c,
        TAB.mechs,
        declared.map((k) => cell(MECHS, k, griffin)),
      ),
    ).toEqual([]);
    expect(refusedToAnna(c, TAB.mechs, [cell(MECHS, 'heat', griffin)])).toHaveLength(1);
  });
});
