// Names no mech or weapon is spelt close to get no "did you mean": a mech named on several rows that no mech on the
// Mechs tab is near was most likely renamed; ammunition for a weapon no ammunition-using weapon is near suggests none
// (an energy weapon spelt close is no rack for it).
import { describe, expect, it } from 'vitest';
import { STANDARD_CATALOG } from '../../src/rules/charts/weapons';
import { readCampaign } from '../../src/sheet/read/campaign';
import { parseItem } from '../../src/sheet/read/equipment';
import { addRow, demo } from './fixtures';

describe('a mech no mech on the Mechs tab is spelt close to, named on several rows', () => {
  it('the rows are asked whether it was renamed, to be renamed too', () => {
    const tabs = demo();
    addRow(tabs, 'Attacks', { Attacker: 'Rifleman', Target: 'Atlas', Weapons: 'Medium Laser' });
    addRow(tabs, 'Attacks', { Attacker: 'Rifleman', Target: 'Atlas', Weapons: 'Medium Laser' });
    const read = readCampaign(tabs);
    expect(read.ok ? [] : read.problems).toEqual([
      {
        code: 'sheet/unknown_mech',
        message:
          'Attacks!B5:B6: 2 Attacks rows (5 and 6) name Atlas, which is not on the Mechs tab — renamed? Rename them too, or add Atlas to the Mechs tab',
        mech: 'Rifleman',
      },
    ]);
  });
});

describe('ammunition for a weapon that is not in the Catalog', () => {
  it('spelt close to a weapon that uses no ammunition, suggests nothing: Large Laser takes no bins', () => {
    const r = parseItem('Ammo (Large Lazer)', STANDARD_CATALOG);
    expect(r.ok ? undefined : r.message).toBe(
      'Item "Ammo (Large Lazer)" is ammunition for "Large Lazer", which is not a weapon of the Catalog',
    );
  });
});
