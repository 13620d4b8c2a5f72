// The orders cells of a Mechs row: Move, Move to, Evasive, Stand up and Outflank read into a move,
// the hexes typed in Position and Move to, and the words a GM sees for a mistyped hex or movement.
import { describe, expect, it } from 'vitest';
import { readMap } from '../../src/sheet/read/map';
import { readMechs } from '../../src/sheet/read/mechs';
import { readRules } from '../../src/sheet/read/rules';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { codes, demo, messages, readOk, set, type Sheets } from './fixtures';

// Demo Mechs rows 2–5: Griffin (0609), Rifleman (0415), Blackjack (0111), Locust (1516), each with Move Run.
// Columns: Position O, Move P, Move to Q, Evasive R. The map is 16 columns × 17 rows.

/** The mechs whose rows the Mechs tab's read gives a move, problems or not. */
function movers(tabs: Sheets): string[] {
  const problems = new SheetProblems();
  const { rules } = readRules(tabs, problems);
  return readMechs(tabs, rules, readMap(tabs, problems), problems).moves.map((m) => m.mech);
}

/** The move the read gives a mech, or undefined when it declares none. */
function moveOf(tabs: Sheets, mech: string): unknown {
  return readOk(tabs).declarations.moves.find((m) => m.mech === mech);
}

describe('R-2: a Move to hex', () => {
  it('typed as text is the hex moved to', () => {
    const tabs = set(demo(), 'Mechs', 'Move to', 2, '0710');
    expect(moveOf(tabs, 'Griffin')).toStrictEqual({ mech: 'Griffin', mode: 'run', to: { col: 7, row: 10 } });
  });

  it('typed as a number (Sheets dropped its leading zero) is the same hex', () => {
    const tabs = set(demo(), 'Mechs', 'Move to', 2, 710);
    expect(moveOf(tabs, 'Griffin')).toStrictEqual({ mech: 'Griffin', mode: 'run', to: { col: 7, row: 10 } });
  });

  it("kept with the apostrophe of a plain-text cell ('0710) is the same hex", () => {
    const tabs = set(demo(), 'Mechs', 'Move to', 2, "'0710");
    expect(moveOf(tabs, 'Griffin')).toStrictEqual({ mech: 'Griffin', mode: 'run', to: { col: 7, row: 10 } });
  });

  it('left blank, the mech moves without a hex named', () => {
    expect(moveOf(demo(), 'Griffin')).toStrictEqual({ mech: 'Griffin', mode: 'run' });
  });

  it('a column and row written apart is refused, with the label meant', () => {
    const tabs = set(demo(), 'Mechs', 'Move to', 2, '07-10');
    expect(messages(tabs)).toEqual([
      'Mechs!Q2: Move to must be a hex label like 0609 (column 06, row 09), got "07-10" — did you mean 0710?',
    ]);
    expect(codes(tabs)).toEqual(['sheet/bad_hex']);
  });

  it("with the apostrophe of a plain-text cell, the label meant leaves it out ('07-10)", () => {
    const tabs = set(demo(), 'Mechs', 'Move to', 2, "'07-10");
    expect(messages(tabs)).toEqual([
      'Mechs!Q2: Move to must be a hex label like 0609 (column 06, row 09), got "\'07-10" — did you mean 0710?',
    ]);
  });

  it('a label meant that is off the map is not suggested', () => {
    const tabs = set(demo(), 'Mechs', 'Move to', 2, '20-10');
    expect(messages(tabs)).toEqual([
      'Mechs!Q2: Move to must be a hex label like 0609 (column 06, row 09), got "20-10"',
    ]);
  });

  it('a Yes/No ticked into Move to is no hex, and nothing is suggested', () => {
    const tabs = set(demo(), 'Mechs', 'Move to', 2, true);
    expect(messages(tabs)).toEqual(['Mechs!Q2: Move to must be a hex label like 0609 (column 06, row 09), got TRUE']);
  });

  it('a hex off the map is refused, naming the map', () => {
    const tabs = set(demo(), 'Mechs', 'Move to', 2, '1710');
    expect(messages(tabs)).toEqual(['Mechs!Q2: Move to 1710 is off the map (16 columns × 17 rows: 0101 to 1617)']);
    expect(codes(tabs)).toEqual(['sheet/off_map']);
  });

  it('a row off the map is refused too', () => {
    const tabs = set(demo(), 'Mechs', 'Move to', 2, '0718');
    expect(codes(tabs)).toEqual(['sheet/off_map']);
  });
});

describe('R-2: a row whose orders cells hold a problem declares no move', () => {
  it.each([
    ['a Move to off the map', 'Move to', '1710'],
    ['a Move to that is no hex', 'Move to', 'six-ten'],
    ['a Move that is no movement', 'Move', 'Fly'],
    ['an Evasive neither Yes nor No', 'Evasive', 'maybe'],
    ['a Stand up neither Yes nor No', 'Stand up', 'maybe'],
  ])('%s', (_, header, value) => {
    expect(movers(demo())).toEqual(['Griffin', 'Rifleman', 'Blackjack', 'Locust']);
    expect(movers(set(demo(), 'Mechs', header, 2, value))).toEqual(['Rifleman', 'Blackjack', 'Locust']);
  });

  it("a row whose Name repeats an earlier mech's is no mech of its own, and moves nothing", () => {
    expect(movers(set(demo(), 'Mechs', 'Name', 3, 'Griffin'))).toEqual(['Griffin', 'Blackjack', 'Locust']);
  });
});

describe('R-2: the Move cell', () => {
  it('a word that is no movement is refused, naming the choices and the word meant', () => {
    const tabs = set(demo(), 'Mechs', 'Move', 2, 'Wlak');
    expect(messages(tabs)).toEqual([
      'Mechs!P2: Move must be Stand, Walk, Run, Jump, Sprint or Cool down, got "Wlak" — did you mean Walk?',
    ]);
    expect(codes(tabs)).toEqual(['sheet/bad_move']);
  });

  it('a typo of Cool down suggests Cool down', () => {
    const tabs = set(demo(), 'Mechs', 'Move', 2, 'Cool dwn');
    expect(messages(tabs)).toEqual([
      'Mechs!P2: Move must be Stand, Walk, Run, Jump, Sprint or Cool down, got "Cool dwn" — did you mean Cool down?',
    ]);
  });

  it('a number is no movement', () => {
    const tabs = set(demo(), 'Mechs', 'Move', 2, 5);
    expect(messages(tabs)).toEqual(['Mechs!P2: Move must be Stand, Walk, Run, Jump, Sprint or Cool down, got 5']);
  });

  it('Walk, Jump and Stand are read as typed', () => {
    const tabs = set(demo(), 'Mechs', 'Move', 2, 'Walk');
    set(tabs, 'Mechs', 'Move', 3, 'jump');
    set(tabs, 'Mechs', 'Move', 4, ' Stand ');
    const moves = readOk(tabs).declarations.moves;
    expect(moves.slice(0, 3)).toStrictEqual([
      { mech: 'Griffin', mode: 'walk' },
      { mech: 'Rifleman', mode: 'jump' },
      { mech: 'Blackjack', mode: 'stand' },
    ]);
  });
});

describe('R-V.2: Move "Cool down"', () => {
  it('"cool-down", "Cooldown" and "COOL  DOWN" all stand still and cool down under the cool-down heat model', () => {
    for (const typed of ['cool-down', 'Cooldown', 'COOL  DOWN']) {
      const tabs = set(demo(), 'Rules', 'Value', 6, 'Cool-down');
      set(tabs, 'Mechs', 'Move', 2, typed);
      expect(moveOf(tabs, 'Griffin'), typed).toStrictEqual({ mech: 'Griffin', mode: 'stand', coolDown: true });
    }
  });

  it('under the standard heat model it is refused, pointing at the Rules tab', () => {
    const tabs = set(demo(), 'Mechs', 'Move', 2, 'cool-down');
    expect(messages(tabs)).toEqual([
      'Mechs!P2: Move "Cool down" belongs to the cool-down heat variant (R-V.2); set Heat model to Cool-down on the Rules tab first',
    ]);
    expect(codes(tabs)).toEqual(['sheet/cooldown_off']);
  });
});

describe('R-15.1: a row with Move blank', () => {
  it('and nothing else declared gives no move: the mech has no orders', () => {
    const tabs = set(demo(), 'Mechs', 'Move', 2, '');
    expect(moveOf(tabs, 'Griffin')).toBeUndefined();
  });

  it('but Evasive Yes stands still, evasive', () => {
    const tabs = set(demo(), 'Mechs', 'Move', 2, '');
    set(tabs, 'Mechs', 'Evasive', 2, 'Yes');
    expect(moveOf(tabs, 'Griffin')).toStrictEqual({ mech: 'Griffin', mode: 'stand', evasive: true });
  });

  it('but an Outflank named stands still, outflanking', () => {
    const tabs = set(demo(), 'Mechs', 'Move', 2, '');
    set(tabs, 'Mechs', 'Outflank', 2, 'Rifleman');
    expect(moveOf(tabs, 'Griffin')).toStrictEqual({ mech: 'Griffin', mode: 'stand', outflank: 'Rifleman' });
  });

  it('with Evasive No and Stand up No declares nothing', () => {
    const tabs = set(demo(), 'Mechs', 'Move', 2, '');
    set(tabs, 'Mechs', 'Evasive', 2, 'No');
    set(tabs, 'Mechs', 'Stand up', 2, 'No');
    expect(moveOf(tabs, 'Griffin')).toBeUndefined();
  });

  it('and a Move to set is refused on the Move cell, naming the hex', () => {
    const tabs = set(demo(), 'Mechs', 'Move', 2, '');
    set(tabs, 'Mechs', 'Move to', 2, '0710');
    expect(messages(tabs)).toEqual([
      'Mechs!P2: Move must be Walk, Run, Jump or Sprint when Move to is set (0710), got nothing',
    ]);
  });
});

describe('R-4.2, R-10.2: Evasive and Stand up', () => {
  it('Evasive No moves without evasion', () => {
    const tabs = set(demo(), 'Mechs', 'Evasive', 2, 'No');
    expect(moveOf(tabs, 'Griffin')).toStrictEqual({ mech: 'Griffin', mode: 'run' });
  });

  it('a Stand up neither Yes nor No is refused', () => {
    const tabs = set(demo(), 'Mechs', 'Stand up', 2, 'maybe');
    expect(messages(tabs)).toEqual(['Mechs!T2: Stand up must be Yes or No, got "maybe"']);
  });
});
