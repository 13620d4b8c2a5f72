// on the Mechs tab: a mech on the map whose pilot the roster calls Dead, Recovering or Out is a problem on its
// Pilot cell, naming the pilot and their Status cell; an Active pilot, or a mech off the map, destroyed or a wreck, is
// not. Read here directly, on the demo tabs (Pilots rows 2–5 drive Mechs rows 2–5 in order).
import { describe, expect, it } from 'vitest';
import { columnLetters } from '../../src/sheet/tab/cells';
import { checkFieldedPilots } from '../../src/sheet/read/fielded';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { colOf, demo, set, type Sheets } from './fixtures';

function problemsOf(tabs: Sheets) {
  const problems = new SheetProblems();
  checkFieldedPilots(tabs, problems);
  return problems.list;
}

/** The demo with Raider Two, who drives the Blackjack (Mechs row 4), Recovering on Pilots row 4. */
function raiderTwoRecovering(): Sheets {
  return set(demo(), 'Pilots', 'Status', 4, 'Recovering');
}

const cellOf = (tabs: Sheets, tab: string, header: string, row: number) =>
  `${tab}!${columnLetters(colOf(tabs, tab, header))}${row}`;

describe('R-16.5: a fielded mech whose pilot may not fight', () => {
  it('is a problem on its Pilot cell, for that mech, naming the pilot, why, and their Status cell', () => {
    const tabs = raiderTwoRecovering();
    expect(problemsOf(tabs)).toEqual([
      {
        code: 'sheet/pilot_unfit',
        message: `${cellOf(tabs, 'Mechs', 'Pilot', 4)}: Raider Two is recovering: a pilot out of the last battle sits out this one and comes back at the next (R-16.5) (Status, ${cellOf(tabs, 'Pilots', 'Status', 4)}); put another pilot in Blackjack, or take it off the map`,
        mech: 'Blackjack',
      },
    ]);
  });

  it('the mech is named without the spaces around its Name cell', () => {
    const tabs = raiderTwoRecovering();
    set(tabs, 'Mechs', 'Name', 4, '  Blackjack ');
    const [p] = problemsOf(tabs);
    expect(p?.mech).toBe('Blackjack');
    expect(p?.message.endsWith('; put another pilot in Blackjack, or take it off the map')).toBe(true);
  });

  it('a roster of Active pilots, every mech on the map, has no problem', () => {
    expect(problemsOf(demo())).toEqual([]);
  });
});

describe('R-16.5: a mech that is not fielded may keep a pilot who may not fight', () => {
  it.each(['Destroyed', 'Wreck'])('a %s mech still on the map is not fielded', (status) => {
    const tabs = raiderTwoRecovering();
    set(tabs, 'Mechs', 'Status', 4, status);
    expect(problemsOf(tabs)).toEqual([]);
  });

  it('a mech off the map (Position blank) is not fielded', () => {
    const tabs = raiderTwoRecovering();
    set(tabs, 'Mechs', 'Position', 4, '');
    expect(problemsOf(tabs)).toEqual([]);
  });
});
