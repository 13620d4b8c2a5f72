// Start a new battle, the sheet's side: healing wakes a knocked-out pilot (its Wakes after cleared), repairing needs a
// Full armor that reads; and a value written past the end of a short row leaves the cells before it blank.
import { describe, expect, it } from 'vitest';
import { newBattleUpdates } from '../../src/sheet/setup/newBattle';
import { num, put } from '../../src/sheet/write/put';
import { colOf, demo, set } from './fixtures';

describe('R-16 healing between battles', () => {
  it('an unconscious pilot is Active again, unwounded, with no Wakes after', () => {
    const tabs = demo();
    set(tabs, 'Mechs', 'Pilot status', 2, 'Unconscious');
    set(tabs, 'Mechs', 'Wounds', 2, 2);
    set(tabs, 'Mechs', 'Wakes after', 2, 3);
    const result = newBattleUpdates(tabs, { repair: false, heal: true, next: 2 });
    if (!result.ok) return expect.fail(result.problems.map((p) => p.message).join('\n'));
    const griffin = result.updates.Mechs[1];
    expect(['Pilot status', 'Wounds', 'Wakes after'].map((h) => griffin[colOf(tabs, 'Mechs', h)])).toEqual([
      'Active',
      0,
      '',
    ]);
  });
});

describe('R-16.6 repairing needs a Full armor that reads', () => {
  it('one that cannot be read is a problem of its cell, coded as a bad Full armor', () => {
    const tabs = set(demo(), 'Mechs', 'Full armor', 2, 'HD 9');
    const result = newBattleUpdates(tabs, { repair: true, heal: false, next: 2 });
    expect(result.ok ? [] : result.problems.map((p) => p.code)).toEqual(['sheet/bad_full_armor']);
  });
});

describe('a value written past the end of a short row', () => {
  it('the cells between are blank', () => {
    const grid: unknown[][] = [['Griffin']];
    put(grid, 0, 3, 5, num());
    expect(grid).toEqual([['Griffin', '', '', 5]]);
  });
});
