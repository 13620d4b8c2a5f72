// Reference §4 "Crit slots": how runs of slots become Equipment rows and unknown items — an item of unknown size, a
// rear-mounted run beside a front one, unknown names in another case, unknown bins and pods — and the warnings the GM
// reads about them.
import { describe, expect, it } from 'vitest';
import { parseMtf, type MtfResult } from '../../../src/rules/data/mtf';
import { STANDARD_WEAPONS, catalogOf } from '../../../src/rules/charts/weapons';
import { smallMtf } from './fixtures';

const okOf = (result: MtfResult) => {
  if (!result.ok) throw new Error(`expected a unit, got problems: ${JSON.stringify(result.problems)}`);
  return result;
};

describe('a house weapon of unknown size', () => {
  const catalog = catalogOf([
    ...STANDARD_WEAPONS,
    { name: 'Plasma Rifle', damage: 10, heat: 10, minRange: 0, short: 5, medium: 10, long: 15, usesAmmo: true },
  ]);

  it('two slots in a row are one weapon, with a warning that its size is not known', () => {
    const result = okOf(parseMtf(smallMtf('Left Arm:\nShoulder\nPlasma Rifle\nPlasma Rifle'), catalog));
    expect(result.unit.equipment).toEqual([{ name: 'Plasma Rifle', kind: 'weapon', location: 'LA' }]);
    expect(result.warnings).toEqual([
      'line 21: Plasma Rifle in LA fills 2 slots and Gator does not know its size: counted once',
    ]);
  });

  it('one slot is one weapon, without a warning', () => {
    const result = okOf(parseMtf(smallMtf('Left Arm:\nShoulder\nPlasma Rifle'), catalog));
    expect(result.unit.equipment).toEqual([{ name: 'Plasma Rifle', kind: 'weapon', location: 'LA' }]);
    expect(result.warnings).toEqual([]);
  });
});

describe('a rear-mounted run and a front one of the same weapon are two mountings', () => {
  it('Large Laser (R) twice then Large Laser twice: a rear laser and a front one, the rear one warned of', () => {
    const result = okOf(parseMtf(smallMtf('Right Torso:\nLarge Laser (R)\nLarge Laser (R)\nLarge Laser\nLarge Laser')));
    expect(result.unit.equipment).toEqual([
      { name: 'Large Laser', kind: 'weapon', location: 'RT', rear: true },
      { name: 'Large Laser', kind: 'weapon', location: 'RT' },
    ]);
    expect(result.warnings).toEqual([
      'line 20: Large Laser in RT is rear-mounted; the campaign has no facing, so it fires like the others',
    ]);
  });

  it('a rear-mounted bin is a bin like any other: no rear mark, no warning', () => {
    const result = okOf(parseMtf(smallMtf('Center Torso:\nIS Ammo AC/20 (R)')));
    expect(result.unit.equipment).toEqual([{ name: 'Ammo (AC/20)', kind: 'ammo', ammoFor: 'AC/20', location: 'CT' }]);
  });
});

describe('equipment the catalog does not know, cut into items', () => {
  it('an unknown name in two cases is one run: one item of unknown size, at its first line', () => {
    const result = okOf(parseMtf(smallMtf('Left Torso:\nHatchet\nhatchet')));
    expect(result.unknownEquipment).toEqual([{ name: 'Hatchet', location: 'LT', line: 20, slots: 2 }]);
    expect(result.warnings).toEqual([]);
  });

  it('unknown bins and pods take one slot each: two slots are two items', () => {
    const result = okOf(
      parseMtf(smallMtf('Left Torso:\nCLPlasmaRifle Ammo\nCLPlasmaRifle Ammo\nISiNarc Pods\nISiNarc Pods')),
    );
    expect(result.unknownEquipment).toEqual([
      { name: 'CLPlasmaRifle Ammo', location: 'LT', line: 20, slots: 1 },
      { name: 'CLPlasmaRifle Ammo', location: 'LT', line: 21, slots: 1 },
      { name: 'ISiNarc Pods', location: 'LT', line: 22, slots: 1 },
      { name: 'ISiNarc Pods', location: 'LT', line: 23, slots: 1 },
    ]);
  });

  it('unknown items are listed in file order, whatever their locations', () => {
    const result = okOf(parseMtf(smallMtf('Right Arm:\nShoulder\nHatchet\nHead:\nSensors\nMace')));
    expect(result.unknownEquipment.map((u) => [u.name, u.location, u.line])).toEqual([
      ['Hatchet', 'RA', 21],
      ['Mace', 'HD', 24],
    ]);
  });
});

describe('R-9.3: rows in the order of the canonical records', () => {
  it('weapons, then ammunition, then the rest; each by location (HD, CT, LT, RT, LA, RA, LL, RL), then slot', () => {
    const blocks = [
      'Right Leg:\nHip\nHeat Sink\nMedium Laser',
      'Left Arm:\nShoulder\nSmall Laser\nIS Ammo AC/20\nJump Jet',
      'Head:\nSensors\nISTAG\nMedium Laser\nIS Ammo MG - Full',
      'Center Torso:\nMachine Gun\nSmall Laser',
    ].join('\n');
    const result = okOf(parseMtf(smallMtf(blocks)));
    expect(result.unit.equipment.map((e) => `${e.name} ${e.location}`)).toEqual([
      'Medium Laser HD',
      'Machine Gun CT',
      'Small Laser CT',
      'Small Laser LA',
      'Medium Laser RL',
      'Ammo (Machine Gun) HD',
      'Ammo (AC/20) LA',
      'TAG HD',
      'Jump Jet LA',
      'Heat Sink RL',
    ]);
  });
});
