// Set up widens Gator's own formulas to the columns tabs gained since an earlier Set up wrote them (Equipment's
// Shots, R-19.1; the Catalog's To-hit … Shots per ton, R-18.1), so the TN column and the cards count every bin's
// shots; a formula the GM changed otherwise is left as it is. Through the built bundle on the fakes.
import { describe, expect, it } from 'vitest';
import { CARDS_TAB } from '../../../src/sheet/setup/cardsTab';
import { TN_COLUMN, TN_FORMULA } from '../../../src/sheet/setup/tnFormula';
import { TAB } from '../../../src/sheet/schema/columns';
import { campaign, reset, type Campaign } from '../harness';

/** A campaign whose Gator formulas read Equipment to D and the Catalog to K, as before those tabs grew. */
function olderCampaign(): Campaign {
  const c = campaign();
  const narrow = (f: string) => f.replace(/(Equipment!\$?A\$?1:\$?)E/, '$1D').replace(/(Catalog!\$?A\$?1:\$?)O/, '$1K');
  const tn = c.fake.book.sheet(TAB.attacks).getRange(2, TN_COLUMN + 1);
  tn.setFormula(narrow(tn.getFormula()));
  const cards = c.fake.book.sheet(CARDS_TAB).getRange('A2');
  cards.setFormula(narrow(cards.getFormula()));
  reset(c.fake);
  return c;
}

const tnOf = (c: Campaign) =>
  c.fake.book
    .sheet(TAB.attacks)
    .getRange(2, TN_COLUMN + 1)
    .getFormula();
const cardsOf = (c: Campaign) => c.fake.book.sheet(CARDS_TAB).getRange('A2').getFormula();

describe("Set up widens Gator's own formulas to the tabs' new columns (R-19.1, R-18.1)", () => {
  it('the TN formula and the cards’ formula of an earlier Set up read Equipment to E and the Catalog to O again, and the report says so', () => {
    const c = olderCampaign();
    expect(tnOf(c)).toContain('Equipment!A1:D');
    c.fake.ui.answers.push('NO');
    c.gas.setupCampaign();
    expect(tnOf(c)).toBe(TN_FORMULA);
    expect(cardsOf(c)).toContain('Equipment!$A$1:$E');
    expect(cardsOf(c)).toContain('Catalog!$A$1:$O');
    const report = c.fake.ui.alerts.at(-1)?.prompt ?? '';
    expect(report).toContain("the TN formula widened to the tabs' new columns");
    expect(report).toContain("the cards' formula widened to the tabs' new columns");
  });

  it('a TN formula the GM changed otherwise (wrapped in IFERROR) stays as the GM wrote it', () => {
    const c = olderCampaign();
    const mine = `=IFERROR(${tnOf(c).slice(1)}, "")`;
    c.fake.book
      .sheet(TAB.attacks)
      .getRange(2, TN_COLUMN + 1)
      .setFormula(mine);
    c.fake.ui.answers.push('NO');
    c.gas.setupCampaign();
    expect(tnOf(c)).toBe(mine);
  });
});
