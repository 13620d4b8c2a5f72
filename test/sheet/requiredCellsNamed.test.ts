// A required header or cell left blank, or a record cell that is no number, is a problem naming its cell; a mech whose
// record cannot be read is not read at all.
import { describe, expect, it } from 'vitest';
import { readCampaignParts } from '../../src/sheet/read/campaign';
import { readMap } from '../../src/sheet/read/map';
import { readMechs } from '../../src/sheet/read/mechs';
import { readRules } from '../../src/sheet/read/rules';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { demo, set } from './fixtures';

const messages = (tabs: ReturnType<typeof demo>) => readCampaignParts(tabs).problems.map((p) => p.message);

describe('a required header or cell left blank', () => {
  it('the first header, Name, deleted: its cell A1 is named, to type it back', () => {
    const tabs = demo();
    tabs.Mechs[0][0] = '';
    expect(messages(tabs)).toEqual([
      'Mechs!A1: the Name header is missing (A1 is blank); type Name back in row 1 (headers are matched by name, in any order)',
    ]);
  });

  it('a blank Side, which has no default, is named and holds the mech back', () => {
    const tabs = set(demo(), 'Mechs', 'Side', 2, '');
    expect(messages(tabs)).toEqual(['Mechs!C2: Side must be PC or NPC, got nothing']);
    expect(readCampaignParts(tabs).heldBack.map((h) => h.mech)).toEqual(['Griffin']);
  });
});

describe('a record cell that is no number', () => {
  it('the Griffin\'s CT Armor "lots": named, and the Griffin is left out of the mechs read', () => {
    const tabs = set(demo(), 'Mechs', 'CT Armor', 2, 'lots');
    const problems = new SheetProblems();
    const { rules } = readRules(tabs, problems);
    const mechs = readMechs(tabs, rules, readMap(tabs, problems), problems);
    expect(problems.located.map((p) => p.problem.message)).toEqual([
      'Mechs!AC2: CT Armor must be a whole number 0 or more, got "lots"',
    ]);
    expect(mechs.mechs.map((m) => m.id)).toEqual(['Rifleman', 'Blackjack', 'Locust']);
  });
});

describe('R-5.1: a freebie must be one of the weapons fired', () => {
  it('a Weapons list without it: "it is not among this row\'s Weapons"', () => {
    expect(messages(set(demo(), 'Attacks', 'Weapons', 2, 'Medium Laser'))).toEqual([
      "Attacks!D2: Freebie Large Laser: it is not among this row's Weapons; the freebie must be one of the weapons fired at this target",
    ]);
  });

  it('All, with that weapon destroyed: the mech "has no working" one', () => {
    const tabs = demo();
    for (const row of tabs.Equipment) if (row[0] === 'Griffin' && row[1] === 'Large Laser') row[3] = 'Destroyed';
    expect(messages(tabs)).toEqual([
      'Attacks!D2: Freebie Large Laser: Griffin has no working Large Laser; the freebie must be one of the weapons fired at this target',
    ]);
  });
});
