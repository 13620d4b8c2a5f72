// A round's write leaves a mech off the map as the GM left it: its Position cell blank, nothing else rewritten.
import { describe, expect, it } from 'vitest';
import { battleToTabUpdates } from '../../src/sheet/write/battle';
import { cloneBattle, demo, get, readOk, set } from './fixtures';

// Demo Mechs rows 2–5: Griffin, Rifleman, Blackjack, Locust.

describe('a mech off the map', () => {
  it('read and written back unchanged, the sheet gets no write at all', () => {
    const tabs = set(demo(), 'Mechs', 'Position', 5, '');
    const battle = readOk(tabs).battle;
    expect(battle.mechs[3].position).toBeNull();
    expect(battleToTabUpdates(tabs, battle)).toEqual({});
  });

  it('taken off the map in the round, its Position cell is blanked', () => {
    const tabs = demo();
    const battle = cloneBattle(readOk(tabs).battle);
    battle.mechs[3].position = null;
    const updates = battleToTabUpdates(tabs, battle);
    expect(get({ ...tabs, ...updates }, 'Mechs', 'Position', 5)).toBe('');
  });
});
