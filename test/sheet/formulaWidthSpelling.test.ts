// Set up widens a formula only when it is Gator's as an earlier Set up wrote it: spacing Sheets or the GM may add
// around it or between its arguments does not matter, any other change of spelling does.
import { describe, expect, it } from 'vitest';
import { isNarrowerGatorFormula } from '../../src/sheet/setup/formulaWidth';

const NOW = '=ATTACKTN(A1:G, Mechs!A1:BE, Equipment!A1:E, Catalog!A1:O, Map!A1:Z, Rules!A1:H)';
const BEFORE = '=ATTACKTN(A1:G, Mechs!A1:BE, Equipment!A1:D, Catalog!A1:K, Map!A1:Z, Rules!A1:H)';

describe('an earlier Set up’s formula, however it is spaced, is widened', () => {
  it('with spaces or a line break around it', () => {
    expect(isNarrowerGatorFormula(`  ${BEFORE}\n`, NOW)).toBe(true);
  });

  it('with more than one space between its arguments', () => {
    expect(isNarrowerGatorFormula(BEFORE.replace(', Equipment', ',   Equipment'), NOW)).toBe(true);
  });

  it('a range ending in a two-letter column that a later Set up moved (Mechs!A1:BD → BE)', () => {
    expect(isNarrowerGatorFormula(BEFORE.replace('Mechs!A1:BE', 'Mechs!A1:BD'), NOW)).toBe(true);
  });
});

describe('a formula spelt otherwise is the GM’s, left as it is', () => {
  it('its arguments run together without spaces', () => {
    expect(isNarrowerGatorFormula(BEFORE.replace(/, /g, ','), NOW)).toBe(false);
  });

  it('its ranges made absolute', () => {
    expect(isNarrowerGatorFormula(BEFORE.replace(/!A1:/g, '!$A$1:$'), NOW)).toBe(false);
  });
});
