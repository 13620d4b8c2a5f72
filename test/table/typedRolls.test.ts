// Typed dice under the Rules tab's "Gator rolls everything" (src/table/typedRolls.ts): rolls typed in a Roll
// cell are none of the round's — Gator's dice throw everything, nobody is credited with typing a roll, and each
// typed roll is reported unused, saying why.
import { describe, expect, it } from 'vitest';
import { readCampaign } from '../../src/sheet/read/campaign';
import { demoTabs } from '../../src/sheet/setup/demo';
import { roundDice } from '../../src/table/typedRolls';
import { setCell } from '../sidebar/fixtures';

describe('R-0.5: Dice is "Gator rolls everything": a typed roll is not used', () => {
  it("the Griffin's typed to-hit roll: Gator's own dice, no typist, the roll unused with the Rules tab's reason", () => {
    const tabs = demoTabs();
    setCell(tabs, 'Attacks', 'Roll', (r) => r[0] === 'Griffin', '7');
    const read = readCampaign(tabs);
    if (!read.ok) throw new Error(read.problems.map((p) => p.message).join('\n'));
    const seeded = { d6: () => 4 };
    const dice = roundDice('gator', read.value, seeded);
    expect(dice.dice).toBe(seeded);
    expect(dice.used()).toBe(0);
    expect(dice.typedBy()).toEqual([]);
    expect(dice.unused([])).toEqual([
      { cell: 'Attacks!I2', text: '7', why: "the Rules tab's Dice is Gator rolls everything" },
    ]);
  });
});
