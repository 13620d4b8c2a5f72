// One typo never blinds the GM: a read keeps what no problem touches (readCampaignParts), groups repeats of one
// mistake (groupCascades), and reads a cell showing an error value as a problem of that cell.
import { describe, expect, it } from 'vitest';
import { errorValue, errorValueText } from '../../src/sheet/tab/cells';
import { rowList } from '../../src/sheet/read/cascades';
import { readCampaign, readCampaignParts } from '../../src/sheet/read/campaign';
import { addRow, demo, set } from './fixtures';

describe('a cell showing an error value', () => {
  it('is told by its text, as getValues and a custom function hand it over', () => {
    expect(['#NAME?', '#REF!', '#N/A', '#VALUE!', '#ERROR!', '#DIV/0!', '#NUM!', '#NULL!'].map(errorValue)).toEqual([
      '#NAME?',
      '#REF!',
      '#N/A',
      '#VALUE!',
      '#ERROR!',
      '#DIV/0!',
      '#NUM!',
      '#NULL!',
    ]);
    expect(['#Griffin', '#ref!', 'Raider', 609, ''].map(errorValue)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('names the likely cause: text typed with a sign, or a formula that fails', () => {
    expect(errorValueText('#NAME?', '=+Raider')).toBe(
      `the cell shows #NAME? — "+Raider" was typed as a formula; type '+Raider or leave out the +`,
    );
    expect(errorValueText('#NAME?', '=-Griffin')).toBe(
      `the cell shows #NAME? — "-Griffin" was typed as a formula; type '-Griffin or leave out the -`,
    );
    expect(errorValueText('#ERROR!', '=+Medium Laser x2')).toBe(
      `the cell shows #ERROR! — "+Medium Laser x2" was typed as a formula; type '+Medium Laser x2 or leave out the +`,
    );
    expect(errorValueText('#NAME?', '=Raider')).toBe(
      `the cell shows #NAME? — "=Raider" was typed as a formula; type '=Raider or leave out the =`,
    );
    expect(errorValueText('#REF!')).toBe(
      'the cell shows #REF! — its formula refers to a cell that was deleted (or to itself); type the value itself, or fix the formula',
    );
  });

  it("stops only its row: the Locust's bad Heat holds the Locust back, every other mech is read", () => {
    const read = readCampaignParts(set(demo(), 'Mechs', 'Heat', 5, '#REF!'));
    expect(read.problems.map((p) => p.message)).toEqual([
      'Mechs!V5: the cell shows #REF! — its formula refers to a cell that was deleted (or to itself); type the value itself, or fix the formula',
    ]);
    expect(read.heldBack.map((h) => h.mech)).toEqual(['Locust']);
    expect(read.campaign?.battle.mechs.map((m) => m.id)).toEqual(['Griffin', 'Rifleman', 'Blackjack']);
    expect(readCampaign(set(demo(), 'Mechs', 'Heat', 5, '#REF!')).ok).toBe(false);
  });

  it('in a header row of the settings or the heat scale, or on the Map, holds everything back', () => {
    const read = readCampaignParts(set(demo(), 'Rules', 'Value', 3, '#N/A'));
    expect(read.campaign).toBeUndefined();
    expect(read.blocking?.message).toMatch(/^Rules!B3: the cell shows #N\/A/);
  });
});

describe('what a partial read keeps', () => {
  it('attack lines keep their Attacks rows, a bad line left out', () => {
    const tabs = set(demo(), 'Attacks', 'Weapons', 3, 'Large Lazer');
    addRow(tabs, 'Attacks', { Attacker: 'Locust', Target: 'Griffin', Weapons: 'All' });
    const read = readCampaignParts(tabs);
    expect(read.campaign?.declarations.attacks.map((a) => `${a.attacker}→${a.target}`)).toEqual([
      'Griffin→Rifleman',
      'Blackjack→Griffin',
      'Locust→Griffin',
    ]);
    expect(read.attackRows).toEqual([1, 3, 4]);
  });

  it('R-4.2: a mech outflanking a held-back mech keeps its move, without the outflank', () => {
    const tabs = set(set(demo(), 'Mechs', 'Outflank', 4, 'Griffin'), 'Mechs', 'Gunnery', 2, 'three');
    const read = readCampaignParts(tabs);
    const blackjack = read.campaign?.declarations.moves.find((m) => m.mech === 'Blackjack');
    expect(blackjack).toMatchObject({ mech: 'Blackjack', mode: 'run' });
    expect(blackjack?.outflank).toBeUndefined();
    expect(read.campaign?.declarations.attacks).toEqual([]);
  });

  it('a problem on an attack line holds back no mech', () => {
    const read = readCampaignParts(set(demo(), 'Attacks', 'Target', 2, 'Nobody'));
    expect(read.heldBack).toEqual([]);
    expect(read.campaign?.battle.mechs).toHaveLength(4);
  });
});

describe('repeats of one mistake, one message', () => {
  it('names rows as the GM counts them, runs joined, a long list cut short', () => {
    expect(rowList([1, 2, 3, 4])).toBe('2–5');
    expect(rowList([2, 3])).toBe('3 and 4');
    expect(rowList([2, 4, 8])).toBe('3, 5 and 9');
    expect(rowList([1, 3, 5, 7, 9, 11, 13, 15])).toBe('2, 4, 6, 8, 10 and 3 more');
  });

  it('two different mechs named on the Equipment tab stay two problems, each at its own rows', () => {
    const tabs = demo();
    for (const row of [41, 42]) set(tabs, 'Equipment', 'Mech', row, 'Locus');
    set(tabs, 'Equipment', 'Mech', 8, 'Grifin');
    const read = readCampaignParts(tabs);
    expect(read.problems.map((p) => p.message)).toEqual([
      'Equipment!A8: Mech "Grifin" is not a mech on the Mechs tab — did you mean Griffin?',
      'Equipment!A41:A42: 2 Equipment rows (41 and 42) name Locus, which is not on the Mechs tab — did you mean Locust? Correct them, or add Locus to the Mechs tab',
    ]);
    // The TN column and the tests still see each cell.
    expect(read.located).toHaveLength(3);
  });
});
