// XP of a battle: the Rules tab's rate for each deed, times how many of it the pilot did.
import { describe, expect, it } from 'vitest';
import { battleXp } from '../../../src/rules/pilot/experience';

describe('R-16.4 XP per assist pays for every assist', () => {
  it('a survivor with 1 kill and 2 assists at 1 / 2 / 3 XP earns 1 + 2 + 6 = 9', () => {
    expect(battleXp({ xpBattle: 1, xpKill: 2, xpAssist: 3 }, { kills: 1, assists: 2, survived: true })).toBe(9);
  });
});
