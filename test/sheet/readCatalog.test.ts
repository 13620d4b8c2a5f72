import { describe, expect, it } from 'vitest';
import { CLUSTER_SIZES } from '../../src/rules/charts/cluster';
import { STANDARD_WEAPONS } from '../../src/rules/charts/weapons';
import { addRow, colOf, demo, messages, codes } from './fixtures';

/** The row a weapon added under the standard Catalog takes: its header, then every standard weapon. */
const NEW_ROW = STANDARD_WEAPONS.length + 2;

/** A house weapon no standard name resembles, with every required cell valid. */
const gun = (changes: Record<string, unknown>): Record<string, unknown> => ({
  Weapon: 'Thunder Rod',
  Damage: 2,
  Heat: 1,
  Short: 3,
  Medium: 6,
  Long: 9,
  Ammo: 'No',
  ...changes,
});

describe('R-18.1: each Catalog weapon is listed once', () => {
  it('a standard weapon listed again names the row it is already on', () => {
    const tabs = demo();
    addRow(tabs, 'Catalog', gun({ Weapon: 'Medium Laser', Damage: 5, Heat: 3 }));
    // Medium Laser is the Catalog's second weapon: sheet row 3.
    expect(STANDARD_WEAPONS[1].name).toBe('Medium Laser');
    expect(messages(tabs)).toEqual([`Catalog!A${NEW_ROW}: "Medium Laser" is listed twice (also on row 3); keep one`]);
    expect(codes(tabs)).toEqual(['sheet/duplicate_weapon']);
  });

  it('a house weapon listed twice names its first row', () => {
    const tabs = demo();
    addRow(tabs, 'Catalog', gun({}));
    addRow(tabs, 'Catalog', gun({ Damage: 4 }));
    expect(messages(tabs)).toEqual([
      `Catalog!A${NEW_ROW + 1}: "Thunder Rod" is listed twice (also on row ${NEW_ROW}); keep one`,
    ]);
    expect(codes(tabs)).toEqual(['sheet/duplicate_weapon']);
  });
});

describe('R-18.1: range brackets grow from Short to Long', () => {
  it('a Long below Medium is refused on the Long cell', () => {
    const tabs = demo();
    addRow(tabs, 'Catalog', gun({ Medium: 6, Long: 4 }));
    expect(messages(tabs)).toEqual([`Catalog!G${NEW_ROW}: Long must be at least Medium (6), got 4`]);
    expect(codes(tabs)).toEqual(['sheet/bad_range']);
  });
});

describe('R-8.3: a missile rack fires a salvo the cluster table has a column for', () => {
  it('a salvo size the cluster table lacks is refused, quoting the sizes it has', () => {
    expect(CLUSTER_SIZES).toContain(30);
    expect(CLUSTER_SIZES).not.toContain(35);
    const tabs = demo();
    addRow(tabs, 'Catalog', gun({ Missiles: 35, 'Missiles per group': 5, Ammo: 'Yes' }));
    expect(messages(tabs)).toEqual([
      `Catalog!H${NEW_ROW}: Missiles must be a size of the cluster table (${CLUSTER_SIZES[0]}–30 or 40), got 35`,
    ]);
    expect(codes(tabs)).toEqual(['sheet/bad_cluster']);
  });

  it('R-8.1: a rack without Missiles per group is refused on that cell', () => {
    const tabs = demo();
    addRow(tabs, 'Catalog', gun({ Missiles: 10, Ammo: 'Yes' }));
    expect(messages(tabs)).toEqual([
      `Catalog!I${NEW_ROW}: Missiles per group must be set for a missile rack: 5 for LRMs, 1 for SRMs (R-8.1)`,
    ]);
    expect(codes(tabs)).toEqual(['sheet/bad_cluster']);
  });

  it('R-8.1: with no Missiles per group column at all, the rack is refused on its Missiles cell', () => {
    const tabs = demo();
    const col = colOf(tabs, 'Catalog', 'Missiles per group');
    tabs.Catalog = tabs.Catalog.map((row) => row.filter((_, i) => i !== col));
    // The standard racks are listed with their groups on the same rows, so they too lose them.
    const racks = STANDARD_WEAPONS.flatMap((w, i) => (w.cluster ? [i + 2] : []));
    expect(racks.length).toBeGreaterThan(0);
    // Many rows with one problem are reported once, at the first row, counting them.
    const [only, ...more] = messages(tabs);
    expect(more).toEqual([]);
    expect(codes(tabs)).toEqual(['sheet/bad_cluster']);
    expect(only).toMatch(
      new RegExp(
        `^Catalog!H${racks[0]}: ${racks.length} Catalog rows \\(.*\\): Missiles per group must be set for a missile rack: 5 for LRMs, 1 for SRMs \\(R-8\\.1\\)$`,
      ),
    );
  });
});
