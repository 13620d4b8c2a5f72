// on the Mechs tab: why each pilot the roster holds back may not fight, in the GM's words, and which Pilot
// cells name a pilot of the roster at all. Read directly, on the demo tabs (Pilots rows 2–5 drive Mechs rows 2–5).
import { describe, expect, it } from 'vitest';
import { checkFieldedPilots } from '../../src/sheet/read/fielded';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { demo, set, type Sheets } from './fixtures';

function messagesOf(tabs: Sheets): string[] {
  const problems = new SheetProblems();
  checkFieldedPilots(tabs, problems);
  return problems.list.map((p) => p.message);
}

// Mechs row 4 is the Blackjack, driven by Raider Two (Pilots row 4); the Pilot column is E, the Status column G.

describe('R-16.5: the reason a fielded pilot may not fight', () => {
  it('a Dead pilot is dead', () => {
    const tabs = set(demo(), 'Pilots', 'Status', 4, 'Dead');
    expect(messagesOf(tabs)).toEqual([
      'Mechs!E4: Raider Two is dead (R-16.5) (Status, Pilots!G4); put another pilot in Blackjack, or take it off the map',
    ]);
  });

  it('an Out pilot has left the unit', () => {
    const tabs = set(demo(), 'Pilots', 'Status', 4, 'Out');
    expect(messagesOf(tabs)).toEqual([
      'Mechs!E4: Raider Two has left the unit (Out) (Status, Pilots!G4); put another pilot in Blackjack, or take it off the map',
    ]);
  });

  it("a pilot typed in another case and with spaces around the name is the roster's pilot", () => {
    const tabs = set(demo(), 'Pilots', 'Status', 4, 'Dead');
    set(tabs, 'Mechs', 'Pilot', 4, '  raider two ');
    expect(messagesOf(tabs)).toEqual([
      'Mechs!E4: Raider Two is dead (R-16.5) (Status, Pilots!G4); put another pilot in Blackjack, or take it off the map',
    ]);
  });

  it('each fielded mech of an unfit pilot is named, in Mechs-tab order', () => {
    const tabs = set(demo(), 'Pilots', 'Status', 4, 'Dead');
    set(tabs, 'Pilots', 'Status', 2, 'Out');
    expect(messagesOf(tabs).map((m) => m.slice(0, 9))).toEqual(['Mechs!E2:', 'Mechs!E4:']);
  });
});

describe('R-16.5: Pilot cells the roster says nothing about', () => {
  it('a pilot not on the roster is not checked', () => {
    const tabs = set(demo(), 'Pilots', 'Status', 4, 'Dead');
    set(tabs, 'Mechs', 'Pilot', 4, 'Hired Gun');
    expect(messagesOf(tabs)).toEqual([]);
  });

  it('a blank Pilot cell is not checked', () => {
    const tabs = set(demo(), 'Pilots', 'Status', 4, 'Dead');
    set(tabs, 'Mechs', 'Pilot', 4, '');
    expect(messagesOf(tabs)).toEqual([]);
  });

  it('a campaign without a Pilots tab has nothing to check', () => {
    const tabs = demo();
    delete tabs.Pilots;
    expect(messagesOf(tabs)).toEqual([]);
  });

  it('without a Mechs tab there is nothing fielded', () => {
    const tabs = set(demo(), 'Pilots', 'Status', 4, 'Dead');
    delete tabs.Mechs;
    expect(messagesOf(tabs)).toEqual([]);
  });
});
