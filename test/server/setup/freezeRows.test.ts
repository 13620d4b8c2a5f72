// A freeze of the name column keeps the GM's frozen rows (docs/players.md, "A round on a phone"):
// Set up freezes the header row under the name column only where nothing is frozen, and never
// thaws rows a GM froze. Through the built bundle on the fakes.
import { describe, expect, it } from 'vitest';
import { TAB } from '../../../src/sheet/schema/columns';
import { campaign, reset } from '../harness';

/** A campaign whose Mechs tab an earlier Set up left without a frozen column, and `rows` frozen. */
function mechsFrozenAt(rows: number) {
  const c = campaign();
  const mechs = c.fake.book.sheet(TAB.mechs);
  mechs.setFrozenColumns(0);
  mechs.setFrozenRows(rows);
  reset(c.fake);
  c.fake.ui.answers.push('NO');
  c.gas.setupCampaign();
  return [mechs.getFrozenRows(), mechs.getFrozenColumns()];
}

describe('Set up freezes the name column with at least the header row, and keeps the rows a GM froze', () => {
  it('a GM who froze the header and the first two mechs keeps all three rows frozen', () => {
    expect(mechsFrozenAt(3)).toEqual([3, 1]);
  });

  it('a tab with no row frozen gets its header frozen with the name column', () => {
    expect(mechsFrozenAt(0)).toEqual([1, 1]);
  });
});
