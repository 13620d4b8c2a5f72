// A mech card's status sections read whole, row by row (src/table/cardStatus.ts): what a player reads in each cell
// of the MP, location, heat and pilot rows, for the demo's Griffin changed into the states those cells describe.
import { describe, expect, it } from 'vitest';
import { readCampaign } from '../../src/sheet/read/campaign';
import type { MechState } from '../../src/rules/model/mech';
import { demoTabs } from '../../src/sheet/setup/demo';
import { parseFullArmor } from '../../src/sheet/setup/fullArmor';
import { heatRows, locationRows, movementRow, pilotRows } from '../../src/table/cardStatus';

function demo() {
  const read = readCampaign(demoTabs());
  if (!read.ok) throw new Error(read.problems.map((p) => p.message).join('\n'));
  const c = read.value;
  const mech = (id: string): MechState => {
    const m = c.battle.mechs.find((x) => x.id === id);
    if (!m) throw new Error(`no ${id}`);
    return m;
  };
  return { rules: c.rules, griffin: mech('Griffin'), rifleman: mech('Rifleman') };
}

const HEAT_HEADER = ['Heat', 'Walk MP', 'To-hit', 'Shutdown roll', 'Ammo roll', 'Heat sinks'];

describe('R-2.1: the MP row names each mode with the MP it allows now', () => {
  it('an undamaged Griffin (Walk 5, Run 8, Jump 5) may walk 5, run 8, sprint 10 and jump 5', () => {
    const { griffin, rules } = demo();
    expect(movementRow(griffin, rules)).toEqual(['MP', 'Walk 5', 'Run 8', 'Sprint 10', 'Jump 5', '']);
  });

  it('R-9.5: a mech with two gyro hits stands still instead', () => {
    const { griffin, rules } = demo();
    const immobile = { ...griffin, crits: { ...griffin.crits, gyroHits: 2 } };
    expect(movementRow(immobile, rules)).toEqual(['MP', 'Immobile: stands still', '', '', '', '']);
  });
});

describe('R-8: the location rows give armor, rear armor and structure as now / full', () => {
  const damaged = (m: MechState): MechState => ({
    ...m,
    armor: { ...m.armor, CT: 12, LA: 0 },
    rearArmor: { ...m.rearArmor, CT: 3 },
    structure: { ...m.structure, LA: 0 },
    destroyedLocations: ['LA'],
  });

  it('without a Full armor cell, full is the armor the mech came into the battle with; a lost location says so', () => {
    const { griffin } = demo();
    expect(locationRows(damaged(griffin), undefined)).toEqual([
      ['Location', 'Armor', 'Rear', 'Structure', '', ''],
      ['Head', '9 / 9', '', '3 / 3', '', ''],
      ['Center Torso', '12 / 20', '3 / 7', '18 / 18', '', ''],
      ['Left Torso', '20 / 20', '6 / 6', '13 / 13', '', ''],
      ['Right Torso', '20 / 20', '6 / 6', '13 / 13', '', ''],
      ['Left Arm', '0 / 14', '', '0 / 9', 'Destroyed', ''],
      ['Right Arm', '14 / 14', '', '9 / 9', '', ''],
      ['Left Leg', '18 / 18', '', '13 / 13', '', ''],
      ['Right Leg', '18 / 18', '', '13 / 13', '', ''],
    ]);
  });

  it("with a Full armor cell, full is the record sheet's armor and rear armor, not the battle's start", () => {
    const { griffin } = demo();
    const full = parseFullArmor('HD 9, CT 25+8, LT 21+7, RT 22+5, LA 16, RA 17, LL 19, RL 20');
    if (!full.ok) throw new Error(full.reason);
    expect(locationRows(damaged(griffin), full.value)).toEqual([
      ['Location', 'Armor', 'Rear', 'Structure', '', ''],
      ['Head', '9 / 9', '', '3 / 3', '', ''],
      ['Center Torso', '12 / 25', '3 / 8', '18 / 18', '', ''],
      ['Left Torso', '20 / 21', '6 / 7', '13 / 13', '', ''],
      ['Right Torso', '20 / 22', '6 / 5', '13 / 13', '', ''],
      ['Left Arm', '0 / 16', '', '0 / 9', 'Destroyed', ''],
      ['Right Arm', '14 / 17', '', '9 / 9', '', ''],
      ['Left Leg', '18 / 19', '', '13 / 13', '', ''],
      ['Right Leg', '18 / 20', '', '13 / 13', '', ''],
    ]);
  });
});

describe('R-13.4: the heat rows say what the heat does at the start of the next round', () => {
  it('a cool mech loses no MP, has no to-hit modifier and rolls for neither shutdown nor ammo', () => {
    const { griffin, rules } = demo();
    expect(heatRows(griffin, rules)).toEqual([HEAT_HEADER, [0, '—', '—', '—', '—', 16]]);
  });

  it('at heat 19 the standard scale takes 3 MP, adds +3 to hit, and calls for a 6+ shutdown and a 4+ ammo roll', () => {
    const { griffin, rules } = demo();
    // 6+ on 2d6 is 26 in 36 (72%); 4+ is 33 in 36 (92%).
    expect(heatRows({ ...griffin, heat: 19 }, rules)).toEqual([
      HEAT_HEADER,
      [19, '−3', '+3', '6+ (72%)', '4+ (92%)', 16],
    ]);
  });

  it('a mech carrying no working ammunition has no ammo roll to make', () => {
    const { griffin, rules } = demo();
    const noAmmo = { ...griffin, heat: 19, equipment: griffin.equipment.filter((e) => e.kind !== 'ammo') };
    expect(heatRows(noAmmo, rules)[1]).toEqual([19, '−3', '+3', '6+ (72%)', '— (no ammo)', 16]);
  });

  it('a heat scale with no rows has no effects at any heat', () => {
    const { griffin, rules } = demo();
    expect(heatRows({ ...griffin, heat: 19 }, { ...rules, heatScale: [] })).toEqual([
      HEAT_HEADER,
      [19, '—', '—', '—', '—', 16],
    ]);
  });
});

describe('R-11.2, R-11.3: the pilot rows give the pilot and the next consciousness roll', () => {
  const HEADER = ['Pilot', 'Gunnery', 'Piloting', 'Wounds', 'Status', 'Consciousness'];

  it('an active pilot with no wounds rolls 3+ after the first wound', () => {
    const { griffin } = demo();
    expect(pilotRows(griffin, 1)).toEqual([HEADER, ['Sir Percival', 3, 4, 0, 'Active', 'Next wound: 3+ (97%)']]);
  });

  it('a pilot with no name shows a dash', () => {
    const { griffin } = demo();
    const nameless = { ...griffin, pilot: { ...griffin.pilot, name: '' } };
    expect(pilotRows(nameless, 1)[1]).toEqual(['—', 3, 4, 0, 'Active', 'Next wound: 3+ (97%)']);
  });

  it('with 3 wounds the 4th needs 3 + 2 × 3 = 9+', () => {
    const { griffin } = demo();
    const hurt = { ...griffin, pilot: { ...griffin.pilot, wounds: 3 } };
    expect(pilotRows(hurt, 1)[1]).toEqual(['Sir Percival', 3, 4, 3, 'Active', 'Next wound: 9+ (28%)']);
  });

  it("with 4 wounds the 5th takes a player's pilot out, and kills an NPC's", () => {
    const { griffin, rifleman } = demo();
    const pc = { ...griffin, pilot: { ...griffin.pilot, wounds: 4 } };
    const npc = { ...rifleman, pilot: { ...rifleman.pilot, wounds: 4 } };
    expect(pilotRows(pc, 1)[1][5]).toBe('A 5th wound takes them out');
    expect(pilotRows(npc, 1)[1]).toEqual(['Raider Lead', 3, 4, 4, 'Active', 'A 5th wound kills']);
  });

  it('an unconscious pilot with 2 wounds wakes on 3 + 2 = 5+', () => {
    const { griffin } = demo();
    const out = { ...griffin, pilot: { ...griffin.pilot, wounds: 2, status: 'unconscious' as const } };
    expect(pilotRows(out, 1)[1]).toEqual(['Sir Percival', 3, 4, 2, 'Unconscious', 'Wakes on 5+ (83%)']);
  });

  it('R-9.8: a pilot out by life support until after round 3 says so in round 3, and wakes by itself in round 4', () => {
    const { griffin } = demo();
    const out = { ...griffin, pilot: { ...griffin.pilot, status: 'unconscious' as const, unconsciousUntilRound: 3 } };
    expect(pilotRows(out, 3)[1][5]).toBe('Out until after round 3');
    expect(pilotRows(out, 4)[1][5]).toBe('Wakes next round');
  });

  it('a dead pilot has no roll left', () => {
    const { griffin } = demo();
    const dead = { ...griffin, pilot: { ...griffin.pilot, wounds: 5, status: 'dead' as const } };
    expect(pilotRows(dead, 1)[1]).toEqual(['Sir Percival', 3, 4, 5, 'Dead', '—']);
  });
});
