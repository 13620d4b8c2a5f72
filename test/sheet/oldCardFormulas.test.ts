// Set up replaces the per-card formulas an earlier Set up wrote on the Cards tab (`=MECHCARD(INDEX(…), …)`) with the
// one MECHCARDS; a formula of the GM's that merely mentions one is theirs, and stops Set up.
import { describe, expect, it } from 'vitest';
import { isOldCardFormula } from '../../src/sheet/setup/cardsTab';

const OLD = '=MECHCARD(INDEX(Mechs!$A$2:$A, 3), Attacks!$A$1:$I, Mechs!$A$1:$BE, Equipment!$A$1:$E)';

describe("an earlier Set up's per-card formula", () => {
  it('is known whatever the spaces around it or the case it is shown in', () => {
    expect(isOldCardFormula(OLD)).toBe(true);
    expect(isOldCardFormula(`  ${OLD.toLowerCase()}\n`)).toBe(true);
  });

  it('a formula of the GM’s that only compares with one is not it', () => {
    expect(isOldCardFormula(`=IF(A2${OLD}, "same", "")`)).toBe(false);
  });
});
