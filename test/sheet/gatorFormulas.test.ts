// Set up knows Gator's own formulas as it wrote them: the Cards tab's MECHCARDS, and a TN or cards formula an earlier
// Set up wrote with narrower ranges (widened when a tab gains a column); anything else is the GM's and left alone.
import { describe, expect, it } from 'vitest';
import { isCardsFormula } from '../../src/sheet/setup/cardsTab';
import { isNarrowerGatorFormula } from '../../src/sheet/setup/formulaWidth';

const NOW = '=ATTACKTN(A1:G, Mechs!A1:BE, Equipment!A1:E, Catalog!A1:O, Map!A1:Z, Rules!A1:H)';
const BEFORE = '=ATTACKTN(A1:G, Mechs!A1:BE, Equipment!A1:D, Catalog!A1:K, Map!A1:Z, Rules!A1:H)';

describe("an earlier Set up's formula, its ranges' last columns aside", () => {
  it('spaces around it or doubled between its arguments do not make it the GM’s', () => {
    expect(isNarrowerGatorFormula(`  ${BEFORE}\n`, NOW)).toBe(true);
    expect(isNarrowerGatorFormula(BEFORE.replace(/, /g, ',   '), NOW)).toBe(true);
  });

  it('the formula as it is now, spaces around it, needs nothing', () => {
    expect(isNarrowerGatorFormula(` ${NOW} `, NOW)).toBe(false);
  });

  it('a range whose last column has more letters than before is still only wider', () => {
    expect(isNarrowerGatorFormula(NOW.replace('Mechs!A1:BE', 'Mechs!A1:Z'), NOW)).toBe(true);
  });

  it('another tab, or ranges anchored otherwise, are the GM’s edit', () => {
    expect(isNarrowerGatorFormula(BEFORE.replace('Equipment!', 'Equip ment!'), NOW)).toBe(false);
    expect(isNarrowerGatorFormula(BEFORE.replace('Catalog!A1:K', 'Catalog!$A$1:$K'), NOW)).toBe(false);
  });
});

describe("the Cards tab's MECHCARDS", () => {
  it('is known whatever its ranges and the spaces around it', () => {
    expect(isCardsFormula('=MECHCARDS(Attacks!A1:G, Mechs!A1:BE)')).toBe(true);
    expect(isCardsFormula('  =mechcards(Attacks!A1:G)')).toBe(true);
  });

  it('a formula of the GM’s that only compares with MECHCARDS is not it', () => {
    expect(isCardsFormula('=IF(A2=MECHCARDS(Attacks!A1:G), "same", "")')).toBe(false);
  });
});
