// The Attacks tab's TN column (src/table/tnColumn.ts) beside a mech held back by a problem on its own Mechs row: that
// mech's line says what to fix; every other line — a Hold fire line too — is untouched by it (one typo never blinds
// the GM).
import { describe, expect, it } from 'vitest';
import { demoTabs } from '../../src/sheet/setup/demo';
import { attackTnColumn } from '../../src/table/tnColumn';

/** The demo with the Blackjack's Gunnery mistyped, and a Hold fire line for the Locust under the demo's lines. */
function blackjackMistyped() {
  const tabs = demoTabs();
  const gunnery = tabs.Mechs[0].indexOf('Gunnery');
  const blackjack = tabs.Mechs.findIndex((r) => r[0] === 'Blackjack');
  tabs.Mechs[blackjack][gunnery] = 'abc';
  const row = tabs.Attacks[0].map(() => '' as unknown);
  row[0] = 'Locust';
  row[1] = 'Hold fire';
  tabs.Attacks.push(row);
  return tabs;
}

describe('R-15.1 a mech held back by a problem on its row', () => {
  it("the Blackjack's line says to fix its Gunnery cell; the Locust's Hold fire line still says Holds fire", () => {
    const column = attackTnColumn(blackjackMistyped());
    expect(column).toHaveLength(4);
    expect(column[2]).toEqual(['Fix Mechs!F4: Gunnery must be a whole number from 0 to 8, got "abc"']);
    expect(column[3]).toEqual(['Holds fire']);
  });

  it("the other mechs' lines are computed as ever: a TN, not the Blackjack's problem", () => {
    const column = attackTnColumn(blackjackMistyped());
    expect(column[1]).toEqual(['Large Laser ×2 11 · AC/5 ×2 11']);
  });
});
