import { describe, expect, it } from 'vitest';
import { parseMtf, type ImportedUnit, type MtfResult } from '../../../src/rules/data/mtf';
import { LOCATIONS } from '../../../src/rules/model/location';
import { internalStructure } from '../../../src/rules/charts/structure';
import { CANONICAL_UNITS, unitLabel, type UnitSpec } from '../../../src/rules/charts/units';
import { num, section, tableWithHeader } from '../charts/reference';
import { contentsByLocation, crlf, fixture, smallMtf } from './fixtures';

function unitOf(result: MtfResult): ImportedUnit {
  if (!result.ok) throw new Error(`expected a unit, got problems: ${JSON.stringify(result.problems)}`);
  return result.unit;
}

function canonical(label: string): UnitSpec {
  const unit = CANONICAL_UNITS.find((u) => unitLabel(u) === label);
  if (!unit) throw new Error(`no canonical ${label}`);
  return unit;
}

const FILES: readonly [string, string][] = [
  ['Griffin GRF-1S', 'griffin-grf-1s.mtf'],
  ['Rifleman RFL-3N', 'rifleman-rfl-3n.mtf'],
  ['Blackjack BJ-1', 'blackjack-bj-1.mtf'],
  ['Locust LCT-1V', 'locust-lct-1v.mtf'],
];

describe('an .mtf file reads as the canonical record (reference §6)', () => {
  const armorTable = tableWithHeader(
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

  for (const [label, file] of FILES) {
    it(`${label}: tons, MP, heat sinks and every item per location as the canonical record`, () => {
      const result = parseMtf(fixture(file));
      const unit = unitOf(result);
      const record = canonical(label);
      expect({ tonnage: unit.tonnage, walk: unit.walkMP, jump: unit.jumpMP, sinks: unit.heatSinks }).toEqual({
        tonnage: record.tonnage,
        walk: record.walkMP,
        jump: record.jumpMP,
        sinks: record.heatSinks,
      });
      expect(unit.heatSinkType).toBe('single');
      expect(contentsByLocation(unit.equipment)).toEqual(contentsByLocation(record.equipment));
      expect(result.ok && result.unknownEquipment).toEqual([]);
      expect(result.ok && result.warnings).toEqual([]);
    });

    it(`${label}: armor and rear armor as §6b, structure from the tonnage (§5)`, () => {
      const unit = unitOf(parseMtf(fixture(file)));
      const row = armorTable.rows.find((r) => r[0] === label)!;
      const [hd, ct, lt, rt, la, ra, ll, rl, ctr, ltr, rtr] = row.slice(1).map(num);
      expect(unit.armor).toEqual({ HD: hd, CT: ct, LT: lt, RT: rt, LA: la, RA: ra, LL: ll, RL: rl });
      expect(unit.rearArmor).toEqual({ CT: ctr, LT: ltr, RT: rtr });
      expect(unit.structure).toEqual(internalStructure(unit.tonnage));
    });
  }

  it("Griffin GRF-1S: ONE LRM-5 in LT (the canonical record, not the seed's two), its ammo in RT, 16 sinks, Jump 5", () => {
    const unit = unitOf(parseMtf(fixture('griffin-grf-1s.mtf')));
    expect({ name: unit.name, model: unit.model }).toEqual({ name: 'Griffin', model: 'GRF-1S' });
    expect(unit.equipment.filter((e) => e.name === 'LRM-5')).toEqual([
      { name: 'LRM-5', kind: 'weapon', location: 'LT' },
    ]);
    expect(unit.equipment.filter((e) => e.kind === 'ammo')).toEqual([
      { name: 'Ammo (LRM-5)', kind: 'ammo', location: 'RT', ammoFor: 'LRM-5' },
    ]);
    expect([unit.heatSinks, unit.heatSinkCount, unit.jumpMP]).toEqual([16, 16, 5]);
  });

  it('R-9.3: a location lists its weapons in slot order (Griffin RA: Large Laser, then the two Medium Lasers)', () => {
    const unit = unitOf(parseMtf(fixture('griffin-grf-1s.mtf')));
    expect(unit.equipment.filter((e) => e.location === 'RA').map((e) => e.name)).toEqual([
      'Large Laser',
      'Medium Laser',
      'Medium Laser',
    ]);
  });

  it('equipment comes as the canonical records list it: weapons, ammunition, then slotted heat sinks and jump jets', () => {
    const unit = unitOf(parseMtf(fixture('griffin-grf-1s.mtf')));
    const kinds = unit.equipment.map((e) => e.kind);
    expect(kinds).toEqual([...kinds].sort((a, b) => rank(a) - rank(b)));
    // §6d order for sinks and jets: HD sink, CT jet, LT jets, RT jets, leg sinks.
    expect(unit.equipment.filter((e) => e.kind === 'heatSink' || e.kind === 'jumpJet')).toEqual(
      canonical('Griffin GRF-1S').equipment.filter((e) => e.kind === 'heatSink' || e.kind === 'jumpJet'),
    );
  });

  it('the older format: "Version:1.0" followed by the chassis and the model on the next two lines (Rifleman)', () => {
    const unit = unitOf(parseMtf(fixture('rifleman-rfl-3n.mtf')));
    expect([unit.name, unit.model]).toEqual(['Rifleman', 'RFL-3N']);
  });

  it('the "Weapons:" summary list is not read as equipment: the slot blocks are the record', () => {
    const unit = unitOf(parseMtf(fixture('griffin-grf-1s.mtf')));
    expect(unit.equipment.filter((e) => e.kind === 'weapon')).toHaveLength(4);
  });
});

function rank(kind: string): number {
  return kind === 'weapon' ? 0 : kind === 'ammo' ? 1 : 2;
}

describe('odd but valid .mtf files read the same', () => {
  const plain = parseMtf(fixture('griffin-grf-1s.mtf'));

  it('Windows line endings (CRLF) give identical results, for every fixture', () => {
    for (const [, file] of FILES) expect(parseMtf(crlf(fixture(file)))).toEqual(parseMtf(fixture(file)));
    expect(parseMtf(crlf(fixture('testbed-tb-1.mtf')))).toEqual(parseMtf(fixture('testbed-tb-1.mtf')));
  });

  it('old Mac line endings (CR) and a byte-order mark give identical results', () => {
    expect(parseMtf(fixture('griffin-grf-1s.mtf').replace(/\n/g, '\r'))).toEqual(plain);
    expect(parseMtf(`\uFEFF${fixture('griffin-grf-1s.mtf')}`)).toEqual(plain);
  });

  it('comments, blank lines (also inside blocks), lower-case keys, spaces and fields in another order: identical', () => {
    expect(parseMtf(fixture('griffin-grf-1s-commented.mtf'))).toEqual(plain);
  });

  it('a comment after every line changes nothing but line numbers', () => {
    const commented = fixture('griffin-grf-1s.mtf')
      .split('\n')
      .map((l) => `${l}\n# note`)
      .join('\n');
    expect(parseMtf(commented)).toEqual(plain);
  });

  it('missing optional fields: no model → "", no Jump MP → 0 (Locust); blocks may list only their filled slots', () => {
    const unit = unitOf(parseMtf(fixture('locust-lct-1v.mtf')));
    expect([unit.name, unit.model, unit.jumpMP]).toEqual(['Locust', '', 0]);
  });

  it('fluff paragraphs running over several lines, quirks and other fields Gator does not need are ignored', () => {
    const text = `${fixture('griffin-grf-1s.mtf')}\nhistory:Built in 2492.\nA second paragraph, with a comma.\nquirk:battle_fists_la\nweaponquirk:jettison_capable:RA:4:Large Laser\nmul id:1298\nrole:Skirmisher\n`;
    expect(parseMtf(text)).toEqual(plain);
  });

  it('"Version:1.0", a "Generator:" line (Solaris Skunk Werks), then the chassis and model lines', () => {
    const body = fixture('griffin-grf-1s.mtf').split('\n').slice(2).join('\n');
    expect(parseMtf(`Version:1.0\nGenerator:Solaris Skunk Werks 0.7.6.1\nGriffin\nGRF-1S\n${body}`)).toEqual(plain);
  });

  it('"Version:1.0" followed by a "chassis:" line is one header', () => {
    const text = `Version:1.0\n${fixture('griffin-grf-1s.mtf')}`;
    expect(parseMtf(text)).toEqual(plain);
  });

  it('MegaMek spellings of the same items read alike: ISLargeLaser, ISAC5, ISMediumLaser (Rifleman RA/RT)', () => {
    const unit = unitOf(parseMtf(fixture('rifleman-rfl-3n.mtf')));
    const names = (l: string) => unit.equipment.filter((e) => e.location === l).map((e) => e.name);
    expect(names('RA')).toEqual(names('LA'));
    expect(names('RT')).toEqual(names('LT'));
  });

  it('every location is read, whatever the order of the blocks', () => {
    const unit = unitOf(parseMtf(fixture('griffin-grf-1s-commented.mtf')));
    for (const l of LOCATIONS)
      expect(unit.equipment.filter((e) => e.location === l).length).toBe(
        canonical('Griffin GRF-1S').equipment.filter((e) => e.location === l).length,
      );
  });
});

describe('heat sinks and what the import warns of', () => {
  const header = (sinks: string, jump = 0) =>
    `chassis:Sample\nmodel:SMP-1\nMass:50\nHeat Sinks:${sinks}\nWalk MP:4\nJump MP:${jump}`;

  it('"Heat Sinks:10" without a kind is ten single heat sinks', () => {
    const unit = unitOf(parseMtf(smallMtf('', header('10'))));
    expect([unit.heatSinks, unit.heatSinkCount, unit.heatSinkType]).toEqual([10, 10, 'single']);
  });

  it('warnings come in file order: those with a line by line, then the others as they came', () => {
    const result = parseMtf(smallMtf('Left Torso:\nHeat Sink\nHeat Sink', header('1 Compact', 2)));
    expect(result.ok && result.warnings).toEqual([
      'line 4: compact heat sinks sink like single ones (1 each)',
      '2 heat sinks sit in the slots but the file declares 1: the declared number is used',
      'Jump MP 2 but 0 jump jets in the slots',
    ]);
  });
});
