// Set up widens Gator's own formula when a tab gains a column: only each range's last column may differ, however
// many letters it has, and the spaces around the formula are no part of it.
import { describe, expect, it } from 'vitest';
import { isNarrowerGatorFormula } from '../../src/sheet/setup/formulaWidth';

const NOW = '=ATTACKTN(A1:G, Mechs!A1:BE, Equipment!A1:E, Catalog!A1:O, Map!A1:Z, Rules!A1:H)';

describe("an earlier Set up's formula, its ranges' last columns aside", () => {
  it('a last column of two letters that moved on by one (Mechs!A1:BD to BE) is still Gator’s', () => {
    expect(
      isNarrowerGatorFormula('=ATTACKTN(A1:G, Mechs!A1:BD, Equipment!A1:E, Catalog!A1:O, Map!A1:Z, Rules!A1:H)', NOW),
    ).toBe(true);
  });

  it('a last column of one letter that became two (Map!A1:Z to AB) is still Gator’s', () => {
    const wanted = '=ATTACKTN(A1:G, Mechs!A1:BE, Equipment!A1:E, Catalog!A1:O, Map!A1:AB, Rules!A1:H)';
    expect(isNarrowerGatorFormula(NOW, wanted)).toBe(true);
  });

  it('with spaces before and after it, the earlier formula is still Gator’s', () => {
    expect(
      isNarrowerGatorFormula(
        '  =ATTACKTN(A1:G, Mechs!A1:BE, Equipment!A1:D, Catalog!A1:K, Map!A1:Z, Rules!A1:H) ',
        NOW,
      ),
    ).toBe(true);
  });
});
