// a weapon's mode is the words in brackets after its name; brackets alone name no mode.
import { describe, expect, it } from 'vitest';
import { STANDARD_CATALOG } from '../../src/rules/charts/weapons';
import { readWeaponMode, splitMode } from '../../src/sheet/read/weaponModes';

describe('a Weapons item split from its mode', () => {
  it('the name and the words in brackets, spaces around either no part of them', () => {
    expect(splitMode(' Ultra AC/5 ( ultra ) ')).toEqual({ name: 'Ultra AC/5', mode: 'ultra' });
    expect(splitMode('LB 10-X AC(cluster)')).toEqual({ name: 'LB 10-X AC', mode: 'cluster' });
  });

  it('an item without brackets, or brackets with no name before them, is a name alone, as typed', () => {
    expect(splitMode('Medium Laser')).toEqual({ name: 'Medium Laser' });
    expect(splitMode('(ultra)')).toEqual({ name: '(ultra)' });
  });
});

describe("R-18.3: the mode's word is read whole", () => {
  it('"cluster" in any case and spacing is the LB-X\'s cluster mode; a word broken by a space is not', () => {
    const lbx = STANDARD_CATALOG['LB 10-X AC'];
    expect(readWeaponMode(' Cluster ', lbx)).toEqual({ ok: true, mode: { kind: 'cluster' } });
    expect(readWeaponMode('clus ter', lbx).ok).toBe(false);
  });
});
