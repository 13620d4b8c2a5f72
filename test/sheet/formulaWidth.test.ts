// Set up widens Gator's own formulas when a tab gains a column (R-19's Shots, R-18.1's Catalog columns), and
// leaves a formula the GM edited as it is.
import { describe, expect, it } from 'vitest';
import { isNarrowerGatorFormula } from '../../src/sheet/setup/formulaWidth';

const NOW = '=ATTACKTN(A1:G, Mechs!A1:BE, Equipment!A1:E, Catalog!A1:O, Map!A1:Z, Rules!A1:H)';

describe("Gator's own formula, written by an earlier Set up, is widened to the tabs' new columns", () => {
  it('the TN formula of before the Shots and Catalog columns is an earlier Set up’s', () => {
    expect(
      isNarrowerGatorFormula('=ATTACKTN(A1:G, Mechs!A1:BE, Equipment!A1:D, Catalog!A1:K, Map!A1:Z, Rules!A1:H)', NOW),
    ).toBe(true);
  });

  it('the formula as it is now needs nothing', () => {
    expect(isNarrowerGatorFormula(NOW, NOW)).toBe(false);
  });

  it('a formula the GM changed otherwise (another tab, another function, a range cut short in rows) is the GM’s', () => {
    for (const edited of [
      '=ATTACKTN(A1:G, Mechs!A1:BE, Equipment!A1:D, Catalog!A1:K, Map!A1:Q18, Rules!A1:H)',
      '=IFERROR(ATTACKTN(A1:G, Mechs!A1:BE, Equipment!A1:D, Catalog!A1:K, Map!A1:Z, Rules!A1:H))',
      '=ATTACKTN(A1:G, Mechs!A1:BE, Gear!A1:D, Catalog!A1:K, Map!A1:Z, Rules!A1:H)',
    ])
      expect(isNarrowerGatorFormula(edited, NOW)).toBe(false);
  });

  it('the cards’ MECHCARDS with absolute ranges likewise', () => {
    const now =
      '=MECHCARDS(Attacks!$A$1:$G, Mechs!$A$1:$BE, Equipment!$A$1:$E, Catalog!$A$1:$O, Map!$A$1:$Z, Rules!$A$1:$H)';
    const before =
      '=MECHCARDS(Attacks!$A$1:$G, Mechs!$A$1:$BE, Equipment!$A$1:$D, Catalog!$A$1:$K, Map!$A$1:$Z, Rules!$A$1:$H)';
    expect(isNarrowerGatorFormula(before, now)).toBe(true);
  });
});
