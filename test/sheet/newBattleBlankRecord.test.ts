// Start a new battle (docs/sheet-layout.md, Start a new battle; ): repairing a mech whose Full armor is blank
// takes a library model's record, and refuses, on the cell, a model the library does not know; healing leaves a Wakes
// after that is already empty exactly as the sheet gave it, in the values the new battle writes.
import { describe, expect, it } from 'vitest';
import { findLibraryUnit } from '../../src/rules/data/library';
import { newBattleUpdates } from '../../src/sheet/setup/newBattle';
import { colOf, demo, get, set, type Sheets } from './fixtures';

const REPAIR = { repair: true, heal: false, next: 2 };
const ARMOR = ['HD', 'CT', 'LT', 'RT', 'LA', 'RA', 'LL', 'RL'] as const;

const letters = (col: number): string =>
  (col >= 26 ? letters(Math.floor(col / 26) - 1) : '') + String.fromCharCode(65 + (col % 26));

describe('R-16.6 repairing a mech whose Full armor is blank', () => {
  it('a library model (a campaign set up before the column) is repaired to that model’s record armor', () => {
    const tabs = demo();
    const model = findLibraryUnit(String(get(tabs, 'Mechs', 'Model', 2)));
    if (!model) return expect.fail('the demo Griffin is a library model');
    set(tabs, 'Mechs', 'Full armor', 2, '');
    for (const loc of ARMOR) set(tabs, 'Mechs', `${loc} Armor`, 2, 1);
    const result = newBattleUpdates(tabs, REPAIR);
    if (!result.ok) return expect.fail(result.problems.map((p) => p.message).join('\n'));
    const after: Sheets = { ...tabs, ...result.updates };
    expect(ARMOR.map((loc) => get(after, 'Mechs', `${loc} Armor`, 2))).toEqual(ARMOR.map((loc) => model.armor[loc]));
    // What the GM left blank is not filled in for them.
    expect(get(after, 'Mechs', 'Full armor', 2)).toBe('');
  });

  it('a model the library does not know stops the battle, the GM told on the Full armor cell', () => {
    const tabs = demo();
    set(tabs, 'Mechs', 'Full armor', 2, '');
    set(tabs, 'Mechs', 'Model', 2, 'GRF-HOUSE');
    const result = newBattleUpdates(tabs, REPAIR);
    expect(result.ok ? [] : result.problems.map((p) => [p.code, p.message])).toEqual([
      [
        'sheet/no_full_armor',
        `Mechs!${letters(colOf(tabs, 'Mechs', 'Full armor'))}2: Full armor is blank: repairing Griffin fully needs its record armor (HD 9, CT 20+8, …); type it, or start the battle without repairing`,
      ],
    ]);
  });
});

describe('R-16 healing leaves an empty Wakes after as it was', () => {
  it('in the Mechs values written for the new battle, a null stays null and a short row stays short', () => {
    const tabs = demo();
    const col = colOf(tabs, 'Mechs', 'Wakes after');
    // A wounded pilot, so the Mechs tab is written.
    set(tabs, 'Mechs', 'Wounds', 2, 2);
    tabs.Mechs[1][col] = null;
    tabs.Mechs[2] = tabs.Mechs[2].slice(0, col);
    const result = newBattleUpdates(tabs, { repair: false, heal: true, next: 2 });
    if (!result.ok) return expect.fail(result.problems.map((p) => p.message).join('\n'));
    const mechs = result.updates.Mechs;
    if (!mechs) return expect.fail('healing a wounded pilot writes the Mechs tab');
    expect(mechs[1][colOf(tabs, 'Mechs', 'Wounds')]).toBe(0);
    expect(mechs[1][col]).toBeNull();
    expect(mechs[2]).toHaveLength(col);
  });
});
