import { describe, expect, it } from 'vitest';
import { LOCATIONS, type Location, type Torso } from '../../../src/rules/model/location';
import { internalStructure } from '../../../src/rules/charts/structure';
import {
  CANONICAL_UNITS,
  findCanonicalUnit,
  unitLabel,
  type UnitEquipment,
  type UnitSpec,
} from '../../../src/rules/charts/units';
import { STANDARD_CATALOG } from '../../../src/rules/charts/weapons';
import { num, section, tableWithHeader, type Table } from './reference';

/** Rows of a table whose first column names the unit only on its first row. */
function byUnit(table: Table): Map<string, string[][]> {
  const out = new Map<string, string[][]>();
  let unit = '';
  for (const row of table.rows) {
    if (row[0] !== '') unit = row[0];
    if (!out.has(unit)) out.set(unit, []);
    out.get(unit)!.push(row.slice(1));
  }
  return out;
}

function unitByLabel(label: string): UnitSpec {
  const unit = CANONICAL_UNITS.find((u) => unitLabel(u) === label);
  if (!unit) throw new Error(`no canonical unit ${label}`);
  return unit;
}

/** A §6d item name as an equipment line, or undefined for actuators, engine, gyro, cockpit and the like. */
function slotItem(name: string, location: Location): UnitEquipment | undefined {
  if (name === 'heat sink') return { name: 'Heat Sink', kind: 'heatSink', location, capacity: 1 };
  if (name === 'jump jet') return { name: 'Jump Jet', kind: 'jumpJet', location };
  const ammo = /^(.*) ammo$/.exec(name);
  if (ammo) {
    const feeds = ammo[1] === 'MG' ? 'Machine Gun' : ammo[1];
    expect(STANDARD_CATALOG[feeds], name).toBeDefined();
    return { name: `Ammo (${feeds})`, kind: 'ammo', location, ammoFor: feeds };
  }
  if (STANDARD_CATALOG[name]) return { name, kind: 'weapon', location };
  return undefined;
}

/**
 * §6d contents of a unit, in reading order: `jump jet ×2, LRM-5` → two jump jets and an LRM-5 (`×4 slots` is one item).
 */
function slottedEquipment(rows: string[][]): UnitEquipment[] {
  const out: UnitEquipment[] = [];
  for (const [locationCell, contents] of rows) {
    for (const location of locationCell.split('/').map((l) => l.trim() as Location)) {
      expect(LOCATIONS).toContain(location);
      const items = contents
        .replace(/\s*\([^)]*\)/g, '')
        .split(',')
        .map((s) => s.trim());
      for (const item of items) {
        const slots = /^(.*) ×\d+ slots$/.exec(item);
        const many = /^(.*) ×(\d+)$/.exec(item);
        const [name, count] = slots ? [slots[1], 1] : many ? [many[1], Number(many[2])] : [item, 1];
        const line = slotItem(name, location);
        for (let i = 0; line && i < count; i++) out.push({ ...line });
      }
    }
  }
  return out;
}

const byName = (a: UnitEquipment, b: UnitEquipment) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

describe('reference §6: canonical units', () => {
  const summary = tableWithHeader(
    section('### 6a.'),
    'Unit',
    'Tons',
    'Engine',
    'Walk',
    'Run',
    'Jump',
    'Heat sinks',
    'Armor total',
  );
  const armor = tableWithHeader(
    section('### 6b.'),
    'Unit',
    'HD',
    'CT',
    'LT',
    'RT',
    'LA',
    'RA',
    'LL',
    'RL',
    'CT rear',
    'LT rear',
    'RT rear',
  );
  const weapons = byUnit(tableWithHeader(section('### 6c.'), 'Unit', 'Weapon', 'Location'));
  const slots = byUnit(tableWithHeader(section('### 6d.'), 'Unit', 'Location', 'Contents'));

  it('holds the four units of the seed battle, as the reference names them', () => {
    expect(CANONICAL_UNITS.map(unitLabel)).toEqual([
      'Griffin GRF-1S',
      'Rifleman RFL-3N',
      'Blackjack BJ-1',
      'Locust LCT-1V',
    ]);
    expect(summary.rows.map((r) => r[0])).toEqual(CANONICAL_UNITS.map(unitLabel));
  });

  it('§6a: tons, walk, run = ceil(1.5 × walk) (R-2.1), jump, heat sinks and armor total match', () => {
    for (const [label, tons, , walk, run, jump, sinks, total] of summary.rows) {
      const u = unitByLabel(label);
      const armorTotal =
        LOCATIONS.reduce((s, l) => s + u.armor[l], 0) + u.rearArmor.CT + u.rearArmor.LT + u.rearArmor.RT;
      expect({
        label,
        tons: u.tonnage,
        walk: u.walkMP,
        run: Math.ceil(1.5 * u.walkMP),
        jump: u.jumpMP,
        sinks: u.heatSinks,
        armorTotal,
      }).toEqual({
        label,
        tons: num(tons),
        walk: num(walk),
        run: num(run),
        jump: num(jump),
        sinks: num(sinks),
        armorTotal: num(total),
      });
      expect(internalStructure(u.tonnage), label).toBeDefined();
    }
  });

  it('§6b: armor per location, rear included, matches every cell', () => {
    expect(armor.rows).toHaveLength(4);
    for (const row of armor.rows) {
      const u = unitByLabel(row[0]);
      const front = {} as Record<Location, number>;
      armor.header.slice(1, 9).forEach((l, j) => (front[l as Location] = num(row[j + 1])));
      const rear = {} as Record<Torso, number>;
      armor.header.slice(9).forEach((h, j) => (rear[h.replace(' rear', '') as Torso] = num(row[j + 9])));
      expect({ unit: row[0], armor: u.armor, rearArmor: u.rearArmor }).toEqual({
        unit: row[0],
        armor: front,
        rearArmor: rear,
      });
    }
  });

  it('equipment: §6c weapons in order, then ammunition, then §6d heat sinks and jump jets in slot order', () => {
    expect([...weapons.keys()]).toEqual(CANONICAL_UNITS.map(unitLabel));
    for (const [label, rows] of weapons) {
      const listed: UnitEquipment[] = [];
      const ammo: UnitEquipment[] = [];
      for (const [cell, location] of rows) {
        const feeds = /^\*Ammo:\*\s*([^,]+),/.exec(cell);
        if (feeds)
          ammo.push({ name: `Ammo (${feeds[1]})`, kind: 'ammo', location: location as Location, ammoFor: feeds[1] });
        else listed.push({ name: cell, kind: 'weapon', location: location as Location });
      }
      const sinksAndJets = slottedEquipment(slots.get(label)!).filter(
        (e) => e.kind === 'heatSink' || e.kind === 'jumpJet',
      );
      expect({ label, equipment: unitByLabel(label).equipment }).toStrictEqual({
        label,
        equipment: [...listed, ...ammo, ...sinksAndJets],
      });
    }
  });

  it('§6d: every location holds the weapons, ammunition, heat sinks and jump jets its critical slots list', () => {
    for (const [label, rows] of slots) {
      const u = unitByLabel(label);
      const fromSlots = slottedEquipment(rows);
      for (const location of LOCATIONS) {
        const ours = u.equipment
          .filter((e) => e.location === location)
          .map((e) => ({ ...e }))
          .sort(byName);
        const theirs = fromSlots.filter((e) => e.location === location).sort(byName);
        expect({ label, location, equipment: ours }).toEqual({ label, location, equipment: theirs });
      }
    }
  });

  it('§6d note: the sinks not in slots are the engine’s, floor(engine rating ÷ 25); jump MP equals the jump jets', () => {
    for (const [label, , engine] of summary.rows) {
      const u = unitByLabel(label);
      const slotted = u.equipment.filter((e) => e.kind === 'heatSink').length;
      expect(u.heatSinks - slotted, label).toBe(Math.floor(num(engine) / 25));
      expect(u.equipment.filter((e) => e.kind === 'jumpJet').length, label).toBe(u.jumpMP);
    }
  });

  it('every weapon is in the standard catalog and every bin feeds a weapon the unit carries', () => {
    for (const u of CANONICAL_UNITS) {
      const carried = u.equipment.filter((e) => e.kind === 'weapon').map((e) => e.name);
      for (const name of carried) expect(STANDARD_CATALOG[name], name).toBeDefined();
      for (const bin of u.equipment.filter((e) => e.kind === 'ammo')) {
        expect(carried).toContain(bin.ammoFor);
        expect(STANDARD_CATALOG[bin.ammoFor!].usesAmmo).toBe(true);
      }
    }
  });

  it('R-9.3: the Griffin’s first Right Arm weapon is the Large Laser', () => {
    expect(
      findCanonicalUnit('Griffin GRF-1S')!.equipment.find((e) => e.location === 'RA' && e.kind === 'weapon')?.name,
    ).toBe('Large Laser');
  });

  it('findCanonicalUnit reads the label or the model, any case', () => {
    expect(findCanonicalUnit('griffin  grf-1s')?.model).toBe('GRF-1S');
    expect(findCanonicalUnit('LCT-1V')?.name).toBe('Locust');
    expect(findCanonicalUnit('Atlas AS7-D')).toBeUndefined();
  });
});
