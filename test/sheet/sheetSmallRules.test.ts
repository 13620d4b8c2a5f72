// Smaller readings and writings of the sheet each a GM would see go wrong: a wreck written back as Wreck (R-V.3), a
// blank Side refused, a header and its alias both on a tab named left to right, a bad roster Status coded, a lost
// location's structure mended on its cell, no roster rows without a Pilot column, the undo stack's marks.
import { describe, expect, it } from 'vitest';
import { readRoster } from '../../src/sheet/play/roster';
import { MECHS } from '../../src/sheet/schema/mechsTab';
import { rosterRowsFromMechs } from '../../src/sheet/setup/pilotRoster';
import { repairLines } from '../../src/sheet/setup/repairList';
import { headerMap } from '../../src/sheet/tab/headers';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { undoStackOf } from '../../src/sheet/undo/stack';
import { battleToTabUpdates } from '../../src/sheet/write/battle';
import { cloneBattle, codes, colOf, demo, get, messages, readOk, set } from './fixtures';

// Demo Mechs rows 2–5: Griffin, Rifleman, Blackjack, Locust; Pilots rows 2–5 their pilots.

describe('R-V.3: a mech destroyed as a wreck', () => {
  it('is written back to its Status cell as Wreck', () => {
    const tabs = demo();
    const battle = cloneBattle(readOk(tabs).battle);
    const rifleman = battle.mechs.find((m) => m.id === 'Rifleman');
    if (!rifleman) return expect.fail('no Rifleman');
    rifleman.destroyed = true;
    rifleman.wreck = true;
    const updates = battleToTabUpdates(tabs, battle);
    expect(get({ ...tabs, ...updates }, 'Mechs', 'Status', 3)).toBe('Wreck');
  });
});

describe('a Mechs row’s Side', () => {
  it('blank is refused: every mech is a PC or an NPC', () => {
    const tabs = set(demo(), 'Mechs', 'Side', 3, '');
    expect(messages(tabs)).toEqual(['Mechs!C3: Side must be PC or NPC, got nothing']);
    expect(codes(tabs)).toEqual(['sheet/bad_choice']);
  });
});

describe('a header and its alias both in row 1', () => {
  it('are one column headed twice, named left to right, the second marked', () => {
    const problems = new SheetProblems();
    headerMap([['Unit', 'Name']], MECHS, problems);
    expect(problems.list.filter((p) => p.code === 'sheet/duplicate_header').map((p) => p.message)).toEqual([
      'Mechs!B1: two columns are headed "Name" (A1 and B1); keep one',
    ]);
  });
});

describe('R-16.1: the roster’s Status', () => {
  it('a word that is no status is refused, coded as a bad choice', () => {
    const tabs = set(demo(), 'Pilots', 'Status', 3, 'Retired');
    const problems = new SheetProblems();
    readRoster(tabs, problems);
    expect(problems.list.map((p) => p.code)).toEqual(['sheet/bad_choice']);
  });

  it('no roster rows come from a Mechs tab without a Pilot column', () => {
    const tabs = demo();
    const pilot = colOf(tabs, 'Mechs', 'Pilot');
    expect(rosterRowsFromMechs(tabs.Mechs.map((row) => row.filter((_, i) => i !== pilot)))).toEqual([]);
  });
});

describe('R-16.6: internal structure lost', () => {
  it('is a repair line that mends the location’s IS cell to the standard structure', () => {
    const tabs = set(demo(), 'Mechs', 'LA IS', 2, 3);
    const problems = new SheetProblems();
    expect(repairLines(tabs, problems)).toEqual([
      {
        mech: 'Griffin',
        repair: 'LA structure',
        kind: 'structure',
        points: 6,
        cells: [{ tab: 'Mechs', row: 1, col: colOf(tabs, 'Mechs', 'LA IS'), value: 9 }],
      },
    ]);
  });
});

describe('the undo stack in the undo tab’s column A', () => {
  it('a row that is neither a round nor a mark is nobody’s write: the round under it is the latest', () => {
    expect(undoStackOf([[3], ['']])).toEqual({ lastResolved: 3, lastUndo: { kind: 'round', round: 3 } });
  });

  it('skill steps granted before an import: the import is the latest write', () => {
    expect(undoStackOf([['Skill steps: Sir Percival: Gunnery 3 → 2'], ['Import: Locust LCT-1V']])).toEqual({
      lastResolved: null,
      lastUndo: { kind: 'import', label: 'Locust LCT-1V' },
    });
  });
});
