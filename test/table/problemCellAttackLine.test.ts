// Where the sidebar's select button takes the GM for a rule problem about an attack (src/table/locate.ts): the
// attack line its message names, else the mech's own first attack line, at the column the problem is about; a
// problem about no mech and no cell selects nothing.
import { describe, expect, it } from 'vitest';
import { demoTabs } from '../../src/sheet/setup/demo';
import type { ProblemView } from '../../src/table/problems';
import { problemCell, sheetIndex } from '../../src/table/locate';

// The demo's Attacks tab: line 1 (row 2) the Griffin's, line 2 (row 3) the Rifleman's, line 3 (row 4) the Blackjack's.
const index = sheetIndex(demoTabs());

const cellOf = (p: ProblemView) => problemCell(p, index);

describe("an attack problem naming no line lands on the mech's own first attack line", () => {
  it("the Rifleman's attack/out_of_range selects its Weapons on line 2 (Attacks!C3), not the Griffin's line 1", () => {
    expect(cellOf({ code: 'attack/out_of_range', mech: 'Rifleman', message: 'Rifleman: out of range' })).toBe(
      'Attacks!C3',
    );
  });

  it("the Blackjack's melee/x selects its Melee on line 3 (Attacks!E4)", () => {
    expect(cellOf({ code: 'melee/not_adjacent', mech: 'Blackjack', message: 'Blackjack: not adjacent' })).toBe(
      'Attacks!E4',
    );
  });

  it('a mech with no attack line falls back to its Mechs row: the Locust (Mechs!A5)', () => {
    expect(cellOf({ code: 'attack/out_of_range', mech: 'Locust', message: 'Locust: out of range' })).toBe('Mechs!A5');
  });
});

describe('an attack problem naming its line lands on that line', () => {
  it('"Attack line 3" selects the Target of line 3 (Attacks!B4), whoever the problem is about', () => {
    expect(cellOf({ code: 'attack/bad_target', mech: 'Griffin', message: 'Attack line 3: no such target' })).toBe(
      'Attacks!B4',
    );
  });

  it('"Attack line 12" is line 12, every digit read (Attacks!A13)', () => {
    const tabs = demoTabs();
    const attacks = tabs.Attacks;
    const lines = Array.from({ length: 12 }, () => ['Griffin', 'Rifleman', 'All', '', '', '', '', '', '']);
    const long = sheetIndex({ ...tabs, Attacks: [attacks[0], ...lines] });
    expect(
      problemCell({ code: 'attack/no_los', mech: 'Griffin', message: 'Attack line 12: no line of sight' }, long),
    ).toBe('Attacks!A13');
  });

  it("only a code that starts with attack/, melee/ or freebie/ is an attack problem: 'heat/attack/x' stays on the Mechs row", () => {
    expect(cellOf({ code: 'heat/attack/x', mech: 'Griffin', message: 'Attack line 3: too hot' })).toBe('Mechs!A2');
  });
});

describe('a problem about no mech and no cell selects nothing', () => {
  it('an attack problem without a mech or a line named', () => {
    expect(cellOf({ code: 'attack/unknown', message: 'Something is wrong with the attacks' })).toBeUndefined();
  });

  it('any other rule problem without a mech', () => {
    expect(cellOf({ code: 'round/over', message: 'The battle is over' })).toBeUndefined();
  });
});
