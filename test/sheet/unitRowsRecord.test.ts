// A mech added by import or from the library (docs/sheet-layout.md): its Mechs row — the record, full armor and
// structure, an unhurt pilot with the Rules tab's skills, no orders — and its Equipment rows in record order, each
// bin full, equipment without an attack an `Other: …` row.
import { describe, expect, it } from 'vitest';
import { STANDARD_CATALOG } from '../../src/rules/charts/weapons';
import type { UnitSpec } from '../../src/rules/charts/units';
import { findLibraryUnit } from '../../src/rules/data/library';
import { EQUIPMENT } from '../../src/sheet/schema/gearTabs';
import { equipmentRowCells, mechRowCells } from '../../src/sheet/setup/unitRows';
import { tabValues } from '../../src/sheet/write/tabValues';

function griffin(): UnitSpec {
  const g = findLibraryUnit('GRF-1S');
  if (!g) throw new Error('no Griffin in the library');
  return g;
}

describe('the Mechs row of an added mech', () => {
  it('a library Griffin: its record, full armor and structure by its 55 tons, the Rules tab’s skills, no damage', () => {
    const row = mechRowCells(
      { name: 'Griffin', unit: { ...griffin(), model: ' GRF-1S ' }, side: 'PC', position: '0609' },
      { gunnery: 4, piloting: 5 },
    );
    expect(row).toEqual({
      name: 'Griffin',
      model: 'GRF-1S',
      side: 'PC',
      pilot: '',
      gunnery: 4,
      piloting: 5,
      tons: 55,
      walk: 5,
      run: 8,
      jump: 5,
      heatSinks: 16,
      allowsDeath: 'No',
      position: '0609',
      heat: 0,
      status: 'Active',
      prone: 'No',
      pilotStatus: 'Active',
      wounds: 0,
      sensorHits: 0,
      lifeSupport: 'OK',
      gyroHits: 0,
      engineHits: 0,
      critCount: 0,
      fullArmor: 'HD 9, CT 20+7, LT 20+6, RT 20+6, LA 14, RA 14, LL 18, RL 18',
      'armor.HD': 9,
      'armor.CT': 20,
      'armor.LT': 20,
      'armor.RT': 20,
      'armor.LA': 14,
      'armor.RA': 14,
      'armor.LL': 18,
      'armor.RL': 18,
      'rear.CT': 7,
      'rear.LT': 6,
      'rear.RT': 6,
      'structure.HD': 3,
      'structure.CT': 18,
      'structure.LT': 13,
      'structure.RT': 13,
      'structure.LA': 9,
      'structure.RA': 9,
      'structure.LL': 13,
      'structure.RL': 13,
      'actuators.LA': 0,
      'actuators.RA': 0,
      'actuators.LL': 0,
      'actuators.RL': 0,
    });
  });

  it('an imported unit brings its own structure, not the table’s for its tonnage', () => {
    const structure = { HD: 3, CT: 9, LT: 7, RT: 7, LA: 5, RA: 5, LL: 7, RL: 7 };
    const unit = { ...griffin(), structure } as UnitSpec;
    const row = mechRowCells({ name: 'Griffin IIC', unit, side: 'NPC', position: '' }, { gunnery: 3, piloting: 4 });
    expect([row['structure.CT'], row['structure.LA'], row['structure.RL']]).toEqual([9, 5, 7]);
    expect([row.side, row.position]).toEqual(['NPC', '']);
  });
});

describe('the Equipment rows of an added mech', () => {
  const unit = (): UnitSpec => ({
    ...griffin(),
    equipment: [
      { name: 'Medium Laser', kind: 'weapon', location: 'RA' },
      { name: 'Ammo (LRM-5)', kind: 'ammo', location: 'RT', ammoFor: 'LRM-5' },
      { name: 'Ammo (Machine Gun) (half)', kind: 'ammo', location: 'LT', ammoFor: 'Machine Gun', half: true },
      { name: 'Searchlight', kind: 'other', location: 'CT' },
    ],
  });

  it('in record order, OK; each bin full, half a ton half; an item without an attack an Other row; then the others', () => {
    const rows = equipmentRowCells(
      {
        name: 'Griffin',
        unit: unit(),
        side: 'PC',
        position: '0609',
        others: [{ item: 'Other: Hatchet', location: 'RA' }],
      },
      STANDARD_CATALOG,
    );
    expect(rows).toEqual([
      { mech: 'Griffin', item: 'Medium Laser', location: 'RA', status: 'OK' },
      { mech: 'Griffin', item: 'Ammo (LRM-5)', location: 'RT', status: 'OK', shots: 24 },
      { mech: 'Griffin', item: 'Ammo (Machine Gun) (half)', location: 'LT', status: 'OK', shots: 100 },
      { mech: 'Griffin', item: 'Other: Searchlight', location: 'CT', status: 'OK' },
      { mech: 'Griffin', item: 'Other: Hatchet', location: 'RA', status: 'OK' },
    ]);
  });

  it('written under the Equipment headers: a bin’s Shots full, every other item’s Shots cell blank', () => {
    const rows = equipmentRowCells({ name: 'Griffin', unit: unit(), side: 'PC', position: '' }, STANDARD_CATALOG);
    const grid = tabValues(EQUIPMENT, rows);
    const shots = grid[0].indexOf('Shots');
    expect(grid.slice(1).map((r) => r[shots])).toEqual(['', 24, 100, '']);
  });

  it('no others: the record’s rows only', () => {
    const rows = equipmentRowCells({ name: 'Griffin', unit: unit(), side: 'PC', position: '' }, STANDARD_CATALOG);
    expect(rows.map((r) => r.item)).toEqual([
      'Medium Laser',
      'Ammo (LRM-5)',
      'Ammo (Machine Gun) (half)',
      'Other: Searchlight',
    ]);
  });
});
