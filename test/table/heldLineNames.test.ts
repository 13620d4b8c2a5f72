// How Resolve without them names a held-back attack line (src/table/heldBack.ts): by its attacker and target when
// they are typed, and as "The attack line" with its cell alone when its Attacker or Target is blank.
import { describe, expect, it } from 'vitest';
import type { HeldLine } from '../../src/sheet/read/heldBack';
import { heldBackFates } from '../../src/table/heldBack';

/** A line on Attacks row 5 held back by its own Weapons cell. */
function lineWith(attacker: string, target: string): HeldLine {
  const text = 'Weapons: "Large Lazer" is not a weapon of the Catalog';
  return {
    row: 4,
    cell: 'Attacks!A5',
    attacker,
    target,
    weapons: 'Large Lazer',
    problem: { code: 'sheet/bad_cell', message: `Attacks!C5: ${text}` },
    text,
    because: 'line',
    made: false,
  };
}

describe('a held-back line is named by what its row says', () => {
  it('with its Attacker and Target typed: "Griffin\'s attack line Attacks!A5 at Rifleman"', () => {
    expect(heldBackFates({ lines: [lineWith('Griffin', 'Rifleman')], orders: [] }, 'will')).toEqual([
      'Griffin\'s attack line Attacks!A5 at Rifleman will not be made: Weapons: "Large Lazer" is not a weapon of the Catalog',
    ]);
  });

  it('with its Attacker blank: "The attack line Attacks!A5 at Rifleman"', () => {
    expect(heldBackFates({ lines: [lineWith('', 'Rifleman')], orders: [] }, 'did')).toEqual([
      'The attack line Attacks!A5 at Rifleman was not made: Weapons: "Large Lazer" is not a weapon of the Catalog',
    ]);
  });

  it('with its Target blank: no "at", the cell alone', () => {
    expect(heldBackFates({ lines: [lineWith('Griffin', '')], orders: [] }, 'will')).toEqual([
      'Griffin\'s attack line Attacks!A5 will not be made: Weapons: "Large Lazer" is not a weapon of the Catalog',
    ]);
  });
});
