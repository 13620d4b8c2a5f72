// The built-in library (docs/importing-mechs.md): each of the ten 3025 'Mechs the GM can insert is the unit of its
// MegaMek file (TRO 3039) — tons, Walk and Jump MP, heat sinks, armor front and rear, and every weapon, bin, slotted
// sink and jet where the file mounts it. Written out here, not read from the library, so a value changed there shows.
import { describe, expect, it } from 'vitest';
import { findLibraryUnit, libraryLabels, MECH_LIBRARY } from '../../../src/rules/data/library';
import type { UnitSpec } from '../../../src/rules/charts/units';
import type { ImportedEquipment } from '../../../src/rules/data/mtfEquipment';

/** A unit as a record sheet says it, in one line: `25 t, Walk 6, …; HD 6, CT 8+4, …; SRM-6 CT, 2 Heat Sink LT`. */
function recordSheet(u: UnitSpec): string {
  const a = u.armor;
  const r = u.rearArmor;
  const armor = `HD ${a.HD}, CT ${a.CT}+${r.CT}, LT ${a.LT}+${r.LT}, RT ${a.RT}+${r.RT}, LA ${a.LA}, RA ${a.RA}, LL ${a.LL}, RL ${a.RL}`;
  const items: [string, number][] = [];
  for (const e of u.equipment as readonly ImportedEquipment[]) {
    const item = `${e.name} ${e.location}${e.rear ? ' (rear)' : ''}`;
    const last = items.at(-1);
    if (last && last[0] === item) last[1]++;
    else items.push([item, 1]);
  }
  const listed = items.map(([item, n]) => (n > 1 ? `${n} ${item}` : item)).join(', ');
  return `${u.tonnage} t, Walk ${u.walkMP}, Jump ${u.jumpMP}, ${u.heatSinks} sinks; ${armor}; ${listed}`;
}

const SHEETS: [string, string][] = [
  [
    'Commando COM-2D',
    '25 t, Walk 6, Jump 0, 10 sinks; HD 6, CT 8+4, LT 6+3, RT 6+3, LA 6, RA 6, LL 8, RL 8; SRM-6 CT, Medium Laser LA, ' +
      'SRM-4 RA, Ammo (SRM-6) LT, Ammo (SRM-4) RT, 2 Heat Sink LT, 2 Heat Sink RT',
  ],
  [
    'Jenner JR7-D',
    '35 t, Walk 7, Jump 5, 10 sinks; HD 7, CT 10+3, LT 8+4, RT 8+4, LA 4, RA 4, LL 6, RL 6; SRM-4 CT, 2 Medium Laser LA, ' +
      '2 Medium Laser RA, Ammo (SRM-4) RT, Heat Sink HD, Jump Jet CT, 2 Jump Jet LT, 2 Jump Jet RT',
  ],
  [
    'Phoenix Hawk PXH-1',
    '45 t, Walk 6, Jump 6, 10 sinks; HD 6, CT 23+5, LT 18+4, RT 18+4, LA 10, RA 10, LL 15, RL 15; Medium Laser LA, ' +
      'Machine Gun LA, Large Laser RA, Medium Laser RA, Machine Gun RA, Ammo (Machine Gun) CT, 3 Jump Jet LT, 3 Jump Jet RT',
  ],
  [
    'Hunchback HBK-4G',
    '50 t, Walk 4, Jump 0, 13 sinks; HD 9, CT 26+5, LT 20+4, RT 20+4, LA 16, RA 16, LL 20, RL 20; Small Laser HD, ' +
      'AC/20 RT, Medium Laser LA, Medium Laser RA, 2 Ammo (AC/20) LT, Heat Sink CT, 2 Heat Sink LL, 2 Heat Sink RL',
  ],
  [
    'Wolverine WVR-6R',
    '55 t, Walk 5, Jump 5, 12 sinks; HD 8, CT 20+8, LT 20+6, RT 20+6, LA 16, RA 16, LL 16, RL 16; Medium Laser HD, ' +
      'SRM-6 LT, AC/5 RA, Ammo (SRM-6) LT, Ammo (AC/5) RA, Jump Jet CT, Heat Sink RT, 2 Jump Jet LL, 2 Jump Jet RL',
  ],
  [
    'Shadow Hawk SHD-2H',
    '55 t, Walk 5, Jump 3, 12 sinks; HD 9, CT 23+8, LT 18+6, RT 18+6, LA 16, RA 16, LL 16, RL 16; SRM-2 HD, AC/5 LT, ' +
      'LRM-5 RT, Medium Laser RA, Ammo (SRM-2) CT, Ammo (AC/5) LT, Ammo (LRM-5) RT, Jump Jet CT, Jump Jet LT, ' +
      'Heat Sink RT, Jump Jet RT',
  ],
  [
    'Catapult CPLT-C1',
    '65 t, Walk 4, Jump 4, 15 sinks; HD 9, CT 24+11, LT 19+8, RT 19+8, LA 13, RA 13, LL 18, RL 18; 2 Medium Laser CT, ' +
      'Medium Laser LT, Medium Laser RT, LRM-15 LA, LRM-15 RA, Ammo (LRM-15) LT, Ammo (LRM-15) RT, Heat Sink HD, ' +
      '2 Jump Jet LT, 2 Jump Jet RT, 2 Heat Sink LL, 2 Heat Sink RL',
  ],
  [
    'Warhammer WHM-6R',
    '70 t, Walk 4, Jump 0, 18 sinks; HD 9, CT 22+9, LT 17+8, RT 17+8, LA 20, RA 20, LL 15, RL 15; Medium Laser LT, ' +
      'Small Laser LT, Machine Gun LT, SRM-6 RT, Medium Laser RT, Small Laser RT, Machine Gun RT, PPC LA, PPC RA, ' +
      'Ammo (Machine Gun) CT, Ammo (SRM-6) RT, Heat Sink HD, Heat Sink LA, Heat Sink RA, 2 Heat Sink LL, 2 Heat Sink RL',
  ],
  [
    'Marauder MAD-3R',
    '75 t, Walk 4, Jump 0, 16 sinks; HD 9, CT 35+10, LT 17+8, RT 17+8, LA 22, RA 22, LL 18, RL 18; AC/5 RT, PPC LA, ' +
      'Medium Laser LA, PPC RA, Medium Laser RA, Ammo (AC/5) LT, 2 Heat Sink LL, 2 Heat Sink RL',
  ],
  [
    'Atlas AS7-D',
    '100 t, Walk 3, Jump 0, 20 sinks; HD 9, CT 47+14, LT 32+10, RT 32+10, LA 34, RA 34, LL 41, RL 41; ' +
      '2 Medium Laser CT (rear), LRM-20 LT, SRM-6 LT, AC/20 RT, Medium Laser LA, Medium Laser RA, 2 Ammo (LRM-20) LT, ' +
      'Ammo (SRM-6) LT, 2 Ammo (AC/20) RT, Heat Sink HD, Heat Sink LT, Heat Sink LA, Heat Sink RA, 2 Heat Sink LL, ' +
      '2 Heat Sink RL',
  ],
];

describe("the library's ten 3025 'Mechs, as their MegaMek files give them", () => {
  it('are listed light to heavy after the four of the seed, by "Chassis Model"', () => {
    expect(libraryLabels().slice(4)).toEqual(SHEETS.map(([label]) => label));
  });

  it.each(SHEETS)('%s: %s', (label, sheet) => {
    const unit = findLibraryUnit(label);
    expect(unit).toBeDefined();
    expect(recordSheet(unit!)).toBe(sheet);
  });

  it('each item is of its kind: weapons, ammunition for the weapon its name gives, single heat sinks, jump jets', () => {
    for (const unit of MECH_LIBRARY.slice(4)) {
      for (const e of unit.equipment) {
        const ammo = /^Ammo \((.+)\)$/.exec(e.name);
        if (ammo) expect(e).toEqual({ name: e.name, kind: 'ammo', location: e.location, ammoFor: ammo[1] });
        else if (e.name === 'Heat Sink')
          expect(e).toEqual({ name: e.name, kind: 'heatSink', location: e.location, capacity: 1 });
        else if (e.name === 'Jump Jet') expect(e).toEqual({ name: e.name, kind: 'jumpJet', location: e.location });
        else expect(e.kind, `${unit.name} ${e.name}`).toBe('weapon');
      }
    }
  });

  it("only the Atlas's two centre-torso lasers face backwards; no other item says it faces either way", () => {
    const rear = MECH_LIBRARY.slice(4).flatMap((u) =>
      (u.equipment as readonly ImportedEquipment[])
        .filter((e) => 'rear' in e)
        .map((e) => `${u.name} ${e.name} ${e.location} ${e.rear}`),
    );
    expect(rear).toEqual(['Atlas Medium Laser CT true', 'Atlas Medium Laser CT true']);
  });
});
