import { describe, expect, it } from 'vitest';
import { parseMtf, type ImportedUnit, type MtfResult } from '../../../src/rules/data/mtf';
import { fixture, smallMtf } from './fixtures';

function unitOf(result: MtfResult): ImportedUnit {
  if (!result.ok) throw new Error(`expected a unit, got problems: ${JSON.stringify(result.problems)}`);
  return result.unit;
}

const names = (unit: ImportedUnit, location: string) =>
  unit.equipment.filter((e) => e.location === location).map((e) => e.name);

describe('reference §4 "Crit slots": one mounting fills its slots once', () => {
  const testbed = parseMtf(fixture('testbed-tb-1.mtf'));

  it('a Large Laser written in two slots is one laser; an AC/5 in four slots is one (Rifleman arms)', () => {
    expect(names(unitOf(parseMtf(fixture('rifleman-rfl-3n.mtf'))), 'LA')).toEqual(['Large Laser', 'AC/5']);
  });

  it('two Medium Lasers in two consecutive slots are two lasers; four SRM-6 slots are two SRM-6 (2 slots each)', () => {
    expect(names(unitOf(testbed), 'LA')).toEqual(['Medium Laser', 'Medium Laser', 'SRM-6', 'SRM-6']);
  });

  it('four Large Laser slots in a row are two Large Lasers', () => {
    const unit = unitOf(
      parseMtf(
        smallMtf('Right Arm:\nShoulder\nUpper Arm Actuator\nLarge Laser\nLarge Laser\nLarge Laser\nLarge Laser'),
      ),
    );
    expect(names(unit, 'RA')).toEqual(['Large Laser', 'Large Laser']);
  });

  it('the same weapon on both sides of an empty slot is two weapons', () => {
    const unit = unitOf(parseMtf(smallMtf('Left Torso:\nLRM 10\nLRM 10\n-Empty-\nLRM 10\nLRM 10')));
    expect(names(unit, 'LT')).toEqual(['LRM-10', 'LRM-10']);
  });

  it('a weapon cut short (an AC/20 in 8 slots: split across locations?) still counts once, with a warning', () => {
    const result = parseMtf(smallMtf(`Right Torso:\n${Array(8).fill('Autocannon/20').join('\n')}\nIS Ammo AC/20`));
    expect(names(unitOf(result), 'RT')).toEqual(['AC/20', 'Ammo (AC/20)']);
    expect(result.ok && result.warnings).toEqual([
      'line 20: AC/20 in RT fills 8 of the 10 slots one takes: counted once (split across locations?)',
    ]);
  });

  it('R-13.3: "10 Double" sinks 20; three ISDoubleHeatSink slots are one sink of capacity 2', () => {
    const unit = unitOf(testbed);
    expect([unit.heatSinkType, unit.heatSinkCount, unit.heatSinks]).toEqual(['double', 10, 20]);
    expect(unit.equipment.filter((e) => e.kind === 'heatSink')).toEqual([
      { name: 'Double Heat Sink', kind: 'heatSink', location: 'LT', capacity: 2 },
      { name: 'Double Heat Sink', kind: 'heatSink', location: 'RT', capacity: 2 },
    ]);
  });

  it('a Clan double heat sink takes two slots: four slots are two sinks', () => {
    const header = 'chassis:Sample\nmodel:C\nTechBase:Clan\nMass:50\nHeat Sinks:12 Double\nWalk MP:4';
    const unit = unitOf(
      parseMtf(smallMtf('Left Torso:\nDouble Heat Sink\nDouble Heat Sink\nDouble Heat Sink\nDouble Heat Sink', header)),
    );
    expect(names(unit, 'LT')).toEqual(['Double Heat Sink', 'Double Heat Sink']);
    expect(unit.heatSinks).toBe(24);
  });

  it('single heat sinks and jump jets take one slot each', () => {
    const unit = unitOf(parseMtf(fixture('blackjack-bj-1.mtf')));
    expect(names(unit, 'LT')).toEqual(['Medium Laser', 'Heat Sink', 'Heat Sink']);
    expect(names(unit, 'LL')).toEqual(['Jump Jet', 'Jump Jet']);
  });
});

describe('equipment the catalog does not know is listed, not refused', () => {
  it('the Testbed imports its ER Large Laser (R-18.1), and lists its Hatchet (4 slots) with location and line', () => {
    const result = parseMtf(fixture('testbed-tb-1.mtf'));
    expect(result.ok).toBe(true);
    expect(result.ok && result.unknownEquipment).toEqual([{ name: 'Hatchet', location: 'RA', line: 51, slots: 4 }]);
    expect(names(unitOf(result), 'RA')).toEqual(['Large Laser', 'ER Large Laser']);
  });

  it('CASE, Endo Steel and Ferro-Fibrous slots are neither equipment nor unknown', () => {
    const result = parseMtf(fixture('testbed-tb-1.mtf'));
    const unit = unitOf(result);
    expect(names(unit, 'LL')).toEqual(['Jump Jet']);
    expect(names(unit, 'RT')).toEqual(['AC/10', 'Ammo (AC/10)', 'Double Heat Sink']);
    expect(result.ok && result.unknownEquipment.map((u) => u.name)).not.toContain('ISCASE');
  });

  it('a rear-mounted weapon is marked and imported, with a warning (the seed ignores facing)', () => {
    const result = parseMtf(fixture('testbed-tb-1.mtf'));
    expect(unitOf(result).equipment.filter((e) => e.location === 'CT' && e.kind === 'weapon')).toEqual([
      { name: 'Medium Laser', kind: 'weapon', location: 'CT', rear: true },
    ]);
    expect(result.ok && result.warnings).toEqual([
      'line 95: Medium Laser in CT is rear-mounted; the campaign has no facing, so it fires like the others',
    ]);
  });
});

describe('oddities that still import are warned about', () => {
  it('jump jets that do not match the Jump MP', () => {
    const header = 'chassis:Sample\nmodel:J\nMass:50\nHeat Sinks:10 Single\nWalk MP:4\nJump MP:3';
    const result = parseMtf(smallMtf('Left Leg:\nHip\nJump Jet\nJump Jet', header));
    expect(result.ok && result.warnings).toEqual(['Jump MP 3 but 2 jump jets in the slots']);
  });

  it('armor above what the location can carry (head 9, elsewhere 2 × structure, torso front and rear together)', () => {
    const text = smallMtf('Head:\nCockpit')
      .replace('LA Armor:10', 'LA Armor:17')
      .replace('RTC Armor:6', 'RTC Armor:17');
    const result = parseMtf(text);
    expect(result.ok && result.warnings).toEqual([
      "line 7: LA armor 17 is more than the 16 a 50-ton 'Mech can carry there",
      "line 11: CT armor front and rear (33) is more than the 32 a 50-ton 'Mech can carry there",
    ]);
  });

  it('slotted heat sinks of the other type than the file declares', () => {
    const header = 'chassis:Sample\nmodel:H\nMass:50\nHeat Sinks:10 Double\nWalk MP:4';
    const result = parseMtf(smallMtf('Left Leg:\nHip\nHeat Sink', header));
    expect(result.ok && result.warnings).toEqual([
      'the file declares double heat sinks but its slots hold a Heat Sink: check the Heat sinks column',
    ]);
  });

  it('a slot line past the twelfth of a block is ignored, with a warning', () => {
    const result = parseMtf(smallMtf(`Left Torso:\n${Array(12).fill('-Empty-').join('\n')}\nMedium Laser`));
    expect(unitOf(result).equipment).toEqual([]);
    expect(result.ok && result.warnings).toEqual([
      'line 32: "Medium Laser" is past the 12 slots of the block on line 19: ignored',
    ]);
  });

  it('no Walk MP line: Walk is worked out from the engine rating and the tonnage', () => {
    const header = 'chassis:Sample\nmodel:W\nMass:50\nEngine:200 Fusion Engine\nHeat Sinks:10 Single';
    const result = parseMtf(smallMtf('Head:\nCockpit', header));
    expect(unitOf(result).walkMP).toBe(4);
    expect(result.ok && result.warnings).toEqual([
      'line 4: no "Walk MP:" line: Walk 4 worked out from the 200 engine and 50 tons',
    ]);
  });
});

describe('R-18.5: an Artemis IV serves the missile rack written just before it in its location', () => {
  it('R-18.5: after an LRM-5 and an LRM-10, the Artemis IV serves the LRM-10, the nearer; a second one the LRM-5', () => {
    const rack = (name: string, slots: number) => Array(slots).fill(name).join('\n');
    const lt = `Left Torso:\n${rack('ISLRM5', 1)}\n${rack('ISLRM10', 2)}\nISArtemisIV\nISArtemisIV`;
    expect(names(unitOf(parseMtf(smallMtf(lt))), 'LT')).toEqual([
      'LRM-5',
      'LRM-10',
      'Artemis IV (LRM-10)',
      'Artemis IV (LRM-5)',
    ]);
  });

  it('R-18.5: an Artemis IV written before any rack of its location serves none', () => {
    const lt = 'Left Torso:\nISArtemisIV\nISLRM5';
    expect(names(unitOf(parseMtf(smallMtf(lt))), 'LT')).toEqual(['LRM-5', 'Artemis IV']);
  });
});
