import { describe, expect, it } from 'vitest';
import { runMP } from '../../src/rules/movement/modifiers';
import { hexDistance } from '../../src/rules/hex/distance';
import { readCampaign, readCampaignParts } from '../../src/sheet/read/campaign';
import { forumPostLimit } from '../../src/sheet/read/rules';
import { STANDARD_HEAT_SCALE } from '../../src/rules/charts/heatScale';
import { addRow, cloneTabs, colOf, demo, readOk, set, shuffleColumns } from './fixtures';

describe('the demo battle (seed example, reference §5–§6)', () => {
  const { battle, declarations, rules, seed } = readOk(demo());
  const mech = (id: string) => battle.mechs.find((m) => m.id === id)!;

  it("reads the four mechs in sheet order, on the seed's hexes", () => {
    expect(battle.mechs.map((m) => m.id)).toEqual(['Griffin', 'Rifleman', 'Blackjack', 'Locust']);
    expect(battle.mechs.map((m) => m.position)).toEqual([
      { col: 6, row: 9 },
      { col: 4, row: 15 },
      { col: 1, row: 11 },
      { col: 15, row: 16 },
    ]);
    expect(battle.round).toBe(1);
  });

  it("R-1.2: the seed's distances hold from the Griffin (5, 7, 11)", () => {
    const g = mech('Griffin').position!;
    expect([mech('Blackjack'), mech('Rifleman'), mech('Locust')].map((m) => hexDistance(g, m.position!))).toEqual([
      5, 7, 11,
    ]);
  });

  it('the Griffin: PC, gunnery 3, piloting 4, walk 5 so run 8 (R-2.1), jump 5, 16 sinks', () => {
    const g = mech('Griffin');
    expect(g.side).toBe('PC');
    expect([g.pilot.gunnery, g.pilot.piloting, g.walkMP, runMP(g.walkMP), g.jumpMP, g.heatSinks, g.tonnage]).toEqual([
      3, 4, 5, 8, 5, 16, 55,
    ]);
  });

  it('the Griffin carries TWO LRM-5 as the seed says, with a full ton of LRM-5 ammo in the right torso (R-19.1: 24 shots)', () => {
    const g = mech('Griffin');
    expect(g.equipment.filter((e) => e.name === 'LRM-5' && e.kind === 'weapon')).toHaveLength(2);
    expect(g.equipment.filter((e) => e.kind === 'ammo')).toEqual([
      { name: 'Ammo (LRM-5)', kind: 'ammo', ammoFor: 'LRM-5', location: 'RT', destroyed: false, shots: 24 },
    ]);
    expect(g.equipment.filter((e) => e.kind === 'jumpJet').map((e) => e.location)).toEqual([
      'CT',
      'LT',
      'LT',
      'RT',
      'RT',
    ]);
    expect(g.equipment.filter((e) => e.kind === 'heatSink').map((e) => e.location)).toEqual([
      'HD',
      'LL',
      'LL',
      'RL',
      'RL',
    ]);
  });

  it('reference §6b/§5: armor and structure of the Griffin and the Locust', () => {
    expect(mech('Griffin').armor).toEqual({ HD: 9, CT: 20, LT: 20, RT: 20, LA: 14, RA: 14, LL: 18, RL: 18 });
    expect(mech('Griffin').rearArmor).toEqual({ CT: 7, LT: 6, RT: 6 });
    expect(mech('Griffin').structure).toEqual({ HD: 3, CT: 18, LT: 13, RT: 13, LA: 9, RA: 9, LL: 13, RL: 13 });
    expect(mech('Locust').structure).toEqual({ HD: 3, CT: 6, LT: 5, RT: 5, LA: 3, RA: 3, LL: 4, RL: 4 });
  });

  it("everyone declared Run, as in the seed's examples", () => {
    expect(declarations.moves).toEqual(
      ['Griffin', 'Rifleman', 'Blackjack', 'Locust'].map((m) => ({ mech: m, mode: 'run' })),
    );
  });

  it('attacks: the Griffin fires All at the Rifleman with a Large Laser freebie; counts expand (R-5.1)', () => {
    expect(declarations.attacks).toEqual([
      { attacker: 'Griffin', target: 'Rifleman', weapons: 'all', freebie: 'Large Laser' },
      { attacker: 'Rifleman', target: 'Griffin', weapons: ['Large Laser', 'Large Laser', 'AC/5', 'AC/5'] },
      { attacker: 'Blackjack', target: 'Griffin', weapons: 'all' },
    ]);
  });

  it('the demo map: 16 × 17 with woods between the Griffin and the Rifleman (R-3.1)', () => {
    expect([battle.map?.cols, battle.map?.rows]).toEqual([16, 17]);
    expect(battle.map?.terrain['0511']).toEqual({ woods: 'light' });
    expect(battle.map?.terrain['0513']).toEqual({ woods: 'heavy' });
  });

  it("Rules defaults: players' advantage on, standard heat scale, random dice", () => {
    expect(rules).toEqual({
      playersAdvantage: true,
      defaultGunnery: 3,
      defaultPiloting: 4,
      heatScale: STANDARD_HEAT_SCALE,
      heatModel: 'standard',
      wrecks: false,
    });
    expect(seed).toEqual({ kind: 'random' });
  });

  it('the Forum post limit is 10000 characters unless the Rules tab says otherwise; blank is the default', () => {
    expect(forumPostLimit(demo())).toBe(10000);
    expect(forumPostLimit(set(demo(), 'Rules', 'Value', 10, 60000))).toBe(60000);
    expect(forumPostLimit(set(demo(), 'Rules', 'Value', 10, ''))).toBe(10000);
    expect(readCampaign(set(demo(), 'Rules', 'Value', 10, 60000)).ok).toBe(true);
  });
});

describe('columns are found by header name', () => {
  it('in any order and any case, with the same battle', () => {
    const tabs = demo();
    const plain = readOk(cloneTabs(tabs));
    const width = tabs.Mechs[0].length;
    const reversed = Array.from({ length: width }, (_, i) => width - 1 - i);
    tabs.Mechs = shuffleColumns(tabs.Mechs, reversed, (h) => h.toUpperCase());
    tabs.Equipment = shuffleColumns(tabs.Equipment, [3, 1, 0, 2], (h) => h.toLowerCase());
    tabs.Attacks = shuffleColumns(tabs.Attacks, [7, 6, 5, 4, 3, 2, 1, 0], (h) => ` ${h.toLowerCase()} `);
    expect(readOk(tabs)).toEqual(plain);
  });

  it('ignores columns it does not know, wherever they are', () => {
    const tabs = demo();
    const plain = readOk(cloneTabs(tabs));
    tabs.Mechs = tabs.Mechs.map((row, r) => [r === 0 ? 'My notes' : `=A${r + 1}`, ...row, r === 0 ? 'Kills' : r]);
    tabs.Equipment = tabs.Equipment.map((row, r) => [...row.slice(0, 2), r === 0 ? 'Slots' : 3, ...row.slice(2)]);
    expect(readOk(tabs)).toEqual(plain);
  });

  it('accepts aliases and a trailing question mark: Tonnage, Allows death?', () => {
    const tabs = demo();
    tabs.Mechs[0][colOf(tabs, 'Mechs', 'Tons')] = 'Tonnage';
    tabs.Mechs[0][colOf(tabs, 'Mechs', 'Allows death')] = 'Allows death?';
    expect(readOk(tabs).battle.mechs[0].tonnage).toBe(55);
  });
});

describe('cells as a GM types them', () => {
  it('R-1.1: the number 609 in Position reads as hex 0609', () => {
    const tabs = set(demo(), 'Mechs', 'Position', 2, 609);
    expect(readOk(tabs).battle.mechs[0].position).toEqual({ col: 6, row: 9 });
  });

  it('blank Gunnery and Piloting take the Rules tab defaults', () => {
    const tabs = set(set(set(demo(), 'Mechs', 'Gunnery', 3, ''), 'Mechs', 'Piloting', 3, ''), 'Rules', 'Value', 4, 5);
    const rifleman = readOk(tabs).battle.mechs[1];
    expect([rifleman.pilot.gunnery, rifleman.pilot.piloting]).toEqual([5, 4]);
  });

  it('numeric text, any-case choices and checkboxes are read', () => {
    const tabs = demo();
    set(tabs, 'Mechs', 'Heat', 2, ' 7 ');
    set(tabs, 'Mechs', 'Side', 3, 'npc');
    set(tabs, 'Mechs', 'Prone', 2, true);
    set(tabs, 'Mechs', 'Status', 4, 'shutdown');
    set(tabs, 'Mechs', 'Pilot status', 5, 'UNCONSCIOUS');
    set(tabs, 'Mechs', 'Wakes after', 5, 2);
    const [g, r, b, l] = readOk(tabs).battle.mechs;
    expect([g.heat, g.prone, r.side, b.shutdown, l.pilot.status, l.pilot.unconsciousUntilRound]).toEqual([
      7,
      true,
      'NPC',
      true,
      'unconscious',
      2,
    ]);
  });

  it('a location with IS 0 is destroyed; Wreck is destroyed and a wreck (R-V.3)', () => {
    const tabs = set(set(demo(), 'Mechs', 'LA IS', 2, 0), 'Mechs', 'Status', 5, 'Wreck');
    const [g, , , l] = readOk(tabs).battle.mechs;
    expect(g.destroyedLocations).toEqual(['LA']);
    expect([l.destroyed, l.wreck]).toEqual([true, true]);
  });

  it('blank rows are skipped; a row holding only unknown columns is blank', () => {
    const tabs = demo();
    tabs.Mechs.splice(
      3,
      0,
      tabs.Mechs[0].map(() => ''),
    );
    addRow(tabs, 'Attacks', { TN: '=GATOR_TN(A5:G5)' });
    expect(readOk(tabs).battle.mechs).toHaveLength(4);
  });

  it('move orders: Move to, Evasive, Outflank, Stand up (R-2.3, R-4.2, R-10.2)', () => {
    const tabs = demo();
    set(tabs, 'Mechs', 'Move to', 2, '0710');
    set(tabs, 'Mechs', 'Outflank', 2, 'rifleman');
    set(tabs, 'Mechs', 'Evasive', 3, 'Yes');
    set(tabs, 'Mechs', 'Move', 4, '');
    set(tabs, 'Mechs', 'Prone', 4, 'Yes');
    set(tabs, 'Mechs', 'Stand up', 4, 'Yes');
    set(tabs, 'Mechs', 'Move', 5, '');
    expect(readOk(tabs).declarations.moves).toEqual([
      { mech: 'Griffin', mode: 'run', to: { col: 7, row: 10 }, outflank: 'Rifleman' },
      { mech: 'Rifleman', mode: 'run', evasive: true },
      { mech: 'Blackjack', mode: 'stand', standUp: true },
    ]);
  });

  it('attack rows: comma lists with counts before or after, melee with angle, Other', () => {
    const tabs = demo();
    set(tabs, 'Attacks', 'Weapons', 2, '2x medium laser, LRM-5 x2');
    set(tabs, 'Attacks', 'Freebie', 2, 'lrm 5');
    set(tabs, 'Attacks', 'Other', 2, -1);
    addRow(tabs, 'Attacks', { Attacker: 'Blackjack', Target: 'Griffin', Melee: 'Fast x2', Angle: 'low' });
    addRow(tabs, 'Attacks', { Attacker: 'Locust', Target: 'Griffin', Melee: 'DFA' });
    const attacks = readOk(tabs).declarations.attacks;
    expect(attacks[0]).toEqual({
      attacker: 'Griffin',
      target: 'Rifleman',
      weapons: ['Medium Laser', 'Medium Laser', 'LRM-5', 'LRM-5'],
      freebie: 'LRM-5',
      other: -1,
    });
    expect(attacks[3]).toEqual({
      attacker: 'Blackjack',
      target: 'Griffin',
      weapons: [],
      melee: { kind: 'fast', angle: 'low', count: 2 },
    });
    expect(attacks[4]).toEqual({
      attacker: 'Locust',
      target: 'Griffin',
      weapons: [],
      melee: { kind: 'dfa', angle: 'high' },
    });
  });

  it('R-V.2: Cool down in Move and in Weapons with the cool-down heat model', () => {
    const tabs = set(demo(), 'Rules', 'Value', 6, 'Cool-down');
    set(tabs, 'Mechs', 'Move', 5, 'Cool down');
    addRow(tabs, 'Attacks', { Attacker: 'Locust', Weapons: 'cool down' });
    const { declarations, rules } = readOk(tabs);
    expect(rules.heatModel).toBe('cooldown');
    expect(declarations.moves[3]).toEqual({ mech: 'Locust', mode: 'stand', coolDown: true });
    expect(declarations.attacks[3]).toEqual({ attacker: 'Locust', target: '', weapons: [], coolDown: true });
  });

  it('a house weapon on the Catalog can be carried and fired', () => {
    const tabs = demo();
    addRow(tabs, 'Catalog', {
      Weapon: 'Rotary Laser',
      Damage: 4,
      Heat: 2,
      'Min range': '',
      Short: 2,
      Medium: 4,
      Long: 6,
      Ammo: 'No',
    });
    addRow(tabs, 'Equipment', { Mech: 'Locust', Item: 'rotary laser', Location: 'Center Torso' });
    addRow(tabs, 'Attacks', { Attacker: 'Locust', Target: 'Griffin', Weapons: 'Rotary Laser' });
    const { battle, declarations } = readOk(tabs);
    expect(battle.catalog['Rotary Laser']).toEqual({
      name: 'Rotary Laser',
      damage: 4,
      heat: 2,
      minRange: 0,
      short: 2,
      medium: 4,
      long: 6,
      usesAmmo: false,
    });
    expect(battle.mechs[3].equipment[battle.mechs[3].equipment.length - 1]).toEqual({
      name: 'Rotary Laser',
      kind: 'weapon',
      location: 'CT',
      destroyed: false,
    });
    expect(declarations.attacks[3].weapons).toEqual(['Rotary Laser']);
  });

  it('Rules: a fixed dice seed, and a partial heat scale the GM edited', () => {
    const tabs = set(demo(), 'Rules', 'Value', 8, 'Green Knights');
    tabs.Rules = tabs.Rules.slice(0, 8).map((row, r) => (r >= 3 ? [...row.slice(0, 3), '', '', '', '', ''] : row));
    set(tabs, 'Rules', 'Heat', 3, 10);
    set(tabs, 'Rules', 'Shutdown avoid', 3, 'auto');
    const { rules, seed } = readOk(tabs);
    expect(seed).toEqual({ kind: 'fixed', text: 'Green Knights' });
    expect(rules.heatScale).toEqual([
      { heat: 0, mpReduction: 0, toHit: 0, shutdownAvoid: null, ammoAvoid: null },
      { heat: 10, mpReduction: 0, toHit: 0, shutdownAvoid: 'auto', ammoAvoid: null },
    ]);
  });

  it('no Map tab means no map; no Rules or Catalog tab means the defaults', () => {
    const tabs = demo();
    delete tabs.Map;
    delete tabs.Rules;
    delete tabs.Catalog;
    const read = readCampaign(tabs);
    expect(read.ok && read.value.battle.map).toBeUndefined();
    expect(read.ok && read.value.battle.catalog['AC/20'].damage).toBe(20);
  });
});

describe("the campaign as read carries the battle it is fought in (the Rules tab's Battle)", () => {
  it('the first battle, unnamed: 1', () => {
    expect(readOk(demo()).battleName).toBe(1);
  });

  it('a named battle: its name, in the campaign and in the one Resolve without them plays', () => {
    const tabs = cloneTabs(demo());
    tabs.Rules.find((r) => r[0] === 'Battle')![1] = 'Ambush at Fort Hope';
    expect(readOk(tabs).battleName).toBe('Ambush at Fort Hope');
    // A weapon no Catalog has holds back one line: the round without it is still that battle's.
    set(tabs, 'Attacks', 'Weapons', 3, 'Large Lazer');
    expect(readCampaignParts(tabs).withoutHeldBack?.campaign?.battleName).toBe('Ambush at Fort Hope');
  });
});
