// Resolve without them (docs/sidebar.md): what one problem holds back — an attack line, a mech's record, or the whole
// round — and the reason the sidebar gives when the round cannot skip it.
import { describe, expect, it } from 'vitest';
import type { LocatedProblem } from '../../src/sheet/tab/problems';
import { heldBy, problem } from './heldBackFixtures';
import { colOf, demo } from './fixtures';

const HEAT = colOf(demo(), 'Mechs', 'Heat');

/** The reason the sidebar gives for one problem Resolve without them cannot skip. */
function why(p: LocatedProblem): string {
  const without = heldBy(p);
  expect(without.round).toBeUndefined();
  return without.unskippable.map((u) => u.why).join(' | ');
}

describe('a problem Resolve without them cannot skip says why', () => {
  it('a missing tab or header (no row, or the header row): no order can be read with it', () => {
    expect(why({ tab: 'Mechs', problem: problem('no Heat header') })).toBe(
      'Mechs: a tab or header Gator cannot read, so no order can be read with it',
    );
    expect(why({ tab: 'Mechs', row: 0, col: HEAT, problem: problem('Heat header typed twice') })).toBe(
      'Mechs: a tab or header Gator cannot read, so no order can be read with it',
    );
  });

  it('the Rules, Catalog and Map tabs: every TN of the round depends on them', () => {
    for (const tab of ['Rules', 'Catalog', 'Map'])
      expect(why({ tab, row: 3, col: 1, problem: problem('bad value') })).toBe(
        `the ${tab} tab: every TN of the round depends on it`,
      );
  });

  it('R-2.8: two mechs in one hex: the round cannot tell where each stands', () => {
    const shared = { code: 'sheet/shared_hex', message: 'Griffin and Locust both stand in 0609' };
    expect(why({ tab: 'Mechs', row: 1, col: colOf(demo(), 'Mechs', 'Position'), problem: shared })).toBe(
      'two mechs in one hex: the round cannot tell where each stands (R-2.8)',
    );
  });

  it("a record cell on the Mechs tab: the round reads the mech's state from it and writes it back", () => {
    expect(why({ tab: 'Mechs', row: 4, col: HEAT, problem: problem('Heat must be a number', 'Locust') })).toBe(
      "a record cell of Locust on the Mechs tab: the round reads the mech's state from it and writes it back",
    );
    expect(why({ tab: 'Mechs', row: 4, col: HEAT, problem: problem('Heat must be a number') })).toBe(
      "a record cell on the Mechs tab: the round reads the mech's state from it and writes it back",
    );
  });

  it('an Equipment row: the round reads what the mech carries from it', () => {
    expect(why({ tab: 'Equipment', row: 7, col: 1, problem: problem('not a weapon', 'Griffin') })).toBe(
      'an Equipment row of Griffin: the round reads what the mech carries from it',
    );
    expect(why({ tab: 'Equipment', row: 7, col: 0, problem: problem('not a mech') })).toBe(
      'an Equipment row: the round reads what the mech carries from it',
    );
  });

  it('R-0.5: a typed roll on the Rolls tab is never guessed', () => {
    expect(why({ tab: 'Rolls', row: 2, col: 1, problem: problem('not a roll') })).toBe(
      'a typed roll on the Rolls tab: Gator never guesses a roll; fix it or clear it',
    );
  });

  it('any other tab is named', () => {
    expect(why({ tab: 'Pilots', row: 2, col: 1, problem: problem('bad skill') })).toBe('the Pilots tab');
  });

  it('an unskippable problem refuses the round, still telling the lines and orders held back', () => {
    const p = problem('Heat must be a number', 'Locust');
    expect(heldBy({ tab: 'Mechs', row: 4, col: HEAT, problem: p })).toEqual({
      lines: [],
      orders: [],
      unskippable: [
        {
          problem: p,
          why: "a record cell of Locust on the Mechs tab: the round reads the mech's state from it and writes it back",
        },
      ],
    });
  });
});

describe('a problem on an attack line holds back that line only', () => {
  it('the line is held with its first problem and not made; every other line is played', () => {
    const first = problem('Weapons: "Large Lazer" is not a weapon');
    const second = problem('Target: "Nobody" is not a mech');
    const without = heldBy(
      { tab: 'Attacks', row: 2, col: 2, problem: first, text: 'Weapons: "Large Lazer" is not a weapon' },
      { tab: 'Attacks', row: 2, col: 1, problem: second },
    );
    expect(without.unskippable).toEqual([]);
    expect(without.lines).toEqual([
      {
        row: 2,
        cell: 'Attacks!A3',
        attacker: 'Rifleman',
        target: 'Griffin',
        weapons: 'Large Laser x2, AC/5 x2',
        problem: first,
        text: 'Weapons: "Large Lazer" is not a weapon',
        because: 'line',
        made: false,
      },
    ]);
    expect(without.round?.attacks.map((l) => l.row)).toEqual([1, 3]);
  });
});

describe("a problem on a mech's record holds back every line it attacks or is attacked in", () => {
  it("a Mechs record cell: the mech's lines as attacker and as target, with its first problem", () => {
    const first = problem('Heat must be a number', 'Griffin');
    const second = problem('Armor must be a number', 'Griffin');
    const without = heldBy(
      { tab: 'Mechs', row: 1, col: HEAT, problem: first },
      { tab: 'Mechs', row: 1, col: HEAT + 1, problem: second },
    );
    expect(without.lines.map((l) => [l.row, l.attacker, l.target, l.because, l.made, l.problem, l.text])).toEqual([
      [1, 'Griffin', 'Rifleman', 'attacker', false, first, 'Heat must be a number'],
      [2, 'Rifleman', 'Griffin', 'target', false, first, 'Heat must be a number'],
      [3, 'Blackjack', 'Griffin', 'target', false, first, 'Heat must be a number'],
    ]);
    expect(without.orders).toEqual([]);
  });

  it('an Equipment row of a mech holds its lines as a Mechs record cell does', () => {
    const p = problem('Equipment: "Large Lazer" is not a weapon', 'Blackjack');
    const without = heldBy({ tab: 'Equipment', row: 30, col: 1, problem: p });
    expect(without.lines.map((l) => [l.row, l.because, l.made, l.problem])).toEqual([[3, 'attacker', false, p]]);
  });

  it('a problem naming a mech on another tab (a typed roll) holds back none of its lines', () => {
    const without = heldBy({ tab: 'Rolls', row: 1, col: 0, problem: problem('not a roll', 'Griffin') });
    expect(without.lines).toEqual([]);
  });
});
