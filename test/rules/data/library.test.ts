import { describe, expect, it } from 'vitest';
import { findLibraryUnit, libraryLabels, MECH_LIBRARY } from '../../../src/rules/data/library';
import { weaponSlots } from '../../../src/rules/data/critSlots';
import { LOCATIONS, isTorso, type Location } from '../../../src/rules/model/location';
import { internalStructure } from '../../../src/rules/charts/structure';
import { CANONICAL_UNITS, unitLabel } from '../../../src/rules/charts/units';
import { STANDARD_CATALOG } from '../../../src/rules/charts/weapons';

/**
 * Critical slots free for equipment in a standard biped: head 1 (5 fixed), CT 2 (engine and gyro), legs 8, arms 10 at
 * most.
 */
const FREE_SLOTS: Readonly<Record<Location, number>> = { HD: 1, CT: 2, LT: 12, RT: 12, LA: 10, RA: 10, LL: 8, RL: 8 };

function slotsOf(name: string, kind: string): number {
  if (kind === 'weapon') return weaponSlots(name)!;
  return name === 'Double Heat Sink' ? 3 : 1;
}

describe('the built-in mech library', () => {
  it("starts with the seed's four canonical units (reference §6), then 6 to 10 common 3025 'Mechs", () => {
    expect(MECH_LIBRARY.slice(0, 4)).toEqual(CANONICAL_UNITS);
    expect(MECH_LIBRARY.length - 4).toBeGreaterThanOrEqual(6);
    expect(MECH_LIBRARY.length - 4).toBeLessThanOrEqual(10);
    expect(new Set(libraryLabels()).size).toBe(MECH_LIBRARY.length);
  });

  for (const unit of MECH_LIBRARY) {
    const label = unitLabel(unit);

    it(`${label}: armor within the tonnage's maximum (head 9, elsewhere 2 × structure, front and rear together)`, () => {
      const structure = internalStructure(unit.tonnage);
      expect(structure, `${unit.tonnage} t`).toBeDefined();
      let total = 0;
      let most = 0;
      for (const l of LOCATIONS) {
        const carried = unit.armor[l] + (isTorso(l) ? unit.rearArmor[l] : 0);
        const max = l === 'HD' ? 9 : 2 * structure![l];
        expect(carried, `${label} ${l}`).toBeLessThanOrEqual(max);
        total += carried;
        most += max;
      }
      expect(total).toBeLessThanOrEqual(most);
    });

    it(`${label}: every weapon is in the catalog, every bin feeds a weapon it carries`, () => {
      for (const e of unit.equipment) {
        if (e.kind === 'weapon') expect(STANDARD_CATALOG[e.name], e.name).toBeDefined();
        if (e.kind === 'ammo') {
          expect(STANDARD_CATALOG[e.ammoFor!]?.usesAmmo, e.name).toBe(true);
          expect(e.name).toBe(`Ammo (${e.ammoFor})`);
          expect(unit.equipment.some((w) => w.kind === 'weapon' && w.name === e.ammoFor)).toBe(true);
        }
      }
    });

    it(`${label}: jump jets match the Jump MP; slotted heat sinks fit in the total; slots fit in each location`, () => {
      expect(unit.equipment.filter((e) => e.kind === 'jumpJet').length).toBe(unit.jumpMP);
      expect(unit.equipment.filter((e) => e.kind === 'heatSink').length).toBeLessThanOrEqual(unit.heatSinks);
      expect(unit.heatSinks).toBeGreaterThanOrEqual(10);
      for (const l of LOCATIONS) {
        const used = unit.equipment.filter((e) => e.location === l).reduce((s, e) => s + slotsOf(e.name, e.kind), 0);
        expect(used, `${label} ${l}`).toBeLessThanOrEqual(FREE_SLOTS[l]);
      }
    });
  }

  it('the ten added units list equipment as an import does: weapons, ammunition, sinks and jets, each by location', () => {
    const rank = (kind: string) => (kind === 'weapon' ? 0 : kind === 'ammo' ? 1 : 2);
    for (const unit of MECH_LIBRARY.slice(4)) {
      const keys = unit.equipment.map((e) => rank(e.kind) * 10 + LOCATIONS.indexOf(e.location));
      expect(keys, unitLabel(unit)).toEqual([...keys].sort((a, b) => a - b));
    }
  });

  it('spot checks from the MegaMek files: Atlas AS7-D 100 t, Walk 3, 20 sinks, 304 armor; Hunchback AC/20 in RT fed from LT', () => {
    const atlas = findLibraryUnit('Atlas AS7-D')!;
    const armorTotal =
      LOCATIONS.reduce((s, l) => s + atlas.armor[l], 0) + atlas.rearArmor.CT + atlas.rearArmor.LT + atlas.rearArmor.RT;
    expect([atlas.tonnage, atlas.walkMP, atlas.heatSinks, armorTotal]).toEqual([100, 3, 20, 304]);
    const hunchback = findLibraryUnit('HBK-4G')!;
    expect(
      hunchback.equipment.filter((e) => e.name.indexOf('AC/20') >= 0).map((e) => `${e.name} ${e.location}`),
    ).toEqual(['AC/20 RT', 'Ammo (AC/20) LT', 'Ammo (AC/20) LT']);
  });

  it('findLibraryUnit reads "Chassis Model" or the model code, any case and spacing', () => {
    expect(findLibraryUnit('Atlas AS7-D')?.model).toBe('AS7-D');
    expect(findLibraryUnit('as7-d')?.name).toBe('Atlas');
    expect(findLibraryUnit('  wolverine   WVR-6R ')?.model).toBe('WVR-6R');
    expect(findLibraryUnit('grf-1s')).toBe(CANONICAL_UNITS[0]);
    expect(findLibraryUnit('Atlas')).toBeUndefined();
    expect(findLibraryUnit('')).toBeUndefined();
  });
});
