// What the target advisor (the sidebar's Targets) tells a GM about one attacker: who it may shoot, in which order,
// how hot it ends the round, and the odds it weighs — each built on fresh declarations, so no case leans on another.
import { describe, expect, it } from 'vitest';
import { adviseTargets } from '../../../src/rules/advisor/adviseTargets';
import { hitChance } from '../../../src/rules/dice/probability';
import type { Battle } from '../../../src/rules/model/battle';
import type { MoveDeclaration } from '../../../src/rules/model/declarations';
import { defaultRules, makeBattle, makeMech } from '../../support/mechs';
import { duel, move } from '../round/helpers';
import { hex } from '../round/seedBattle';

const npcRules = () => defaultRules({ playersAdvantage: false });

function advice(battle: Battle, moves: MoveDeclaration[], attacker = 'Hunter', rules = npcRules()) {
  const r = adviseTargets(battle, moves, attacker, rules);
  if (!r.ok) throw new Error(r.problem.message);
  return r;
}

describe('the advisor refuses an attacker it cannot advise (R-2.5)', () => {
  it('a mech the Mechs tab does not name', () => {
    const r = adviseTargets(duel(), [], 'Ghost', npcRules());
    expect(r).toEqual({
      ok: false,
      problem: { code: 'attack/unknown_mech', message: 'There is no mech named "Ghost" on the Mechs tab.' },
    });
  });

  it('an attacker whose own move is illegal gets no TN from a hex it cannot reach, and is told to fix the move', () => {
    const r = adviseTargets(duel(), [move('Hunter', 'walk', { to: hex('0515') })], 'Hunter', npcRules());
    expect(r.ok ? 'advised' : r.problem).toEqual({
      code: 'attack/illegal_move',
      mech: 'Hunter',
      message:
        "No TN until Hunter's move is fixed: Hunter cannot walk to 0515: the cheapest path costs 11 MP and it has 4.",
    });
  });
});

describe('R-13.3 the heat the advisor works out for the attacker', () => {
  it("its own move's heat counts, not another mech's: running leaves 8 of its 10 sinks spare, walking 9", () => {
    expect(advice(duel(), [move('Hunter', 'run'), move('Prey', 'walk')]).spareHeatSinks).toBe(8);
    expect(advice(duel(), [move('Prey', 'run'), move('Hunter', 'walk')]).spareHeatSinks).toBe(9);
    expect(advice(duel(), [move('Prey', 'run')]).spareHeatSinks).toBe(10);
  });

  it('R-2.6: a jump makes 1 heat per hex jumped — 3 hexes leave 7 sinks spare', () => {
    const b = duel({ jumpMP: 4 });
    expect(advice(b, [move('Hunter', 'jump', { to: hex('0502') }), move('Prey', 'walk')]).spareHeatSinks).toBe(7);
  });

  it('R-9.4: an engine hit adds 5 heat the sinks cannot take below: 5 at the end of the round, and 5 is the limit', () => {
    const b = duel();
    const hunter = b.mechs[0];
    b.mechs[0] = { ...hunter, crits: { ...hunter.crits, engineHits: 1 } };
    const r = advice(b, []);
    expect([r.heatWithoutWeapons, r.spareHeatSinks, r.heatLimit]).toEqual([5, 10, 5]);
  });

  it("a weapon set's end heat adds its weapons' heat: at 10 heat with 10 sinks, the Medium Laser ends the round at 3", () => {
    const r = advice(duel({ heat: 10 }), []);
    expect(r.heatWithoutWeapons).toBe(0);
    expect([r.targets[0].all.weaponHeat, r.targets[0].all.endHeat]).toEqual([3, 3]);
  });
});

describe("R-5.1 the freebie in the advisor's best set", () => {
  it("a PC with Players' Advantage on has its freebie named: the Medium Laser", () => {
    const r = advice(duel(), [], 'Hunter', defaultRules());
    expect(r.targets[0].best.freebie).toEqual({ index: 0, name: 'Medium Laser' });
    expect(r.targets[0].best.expectedDamage).toBe(5);
  });

  it("an NPC has none, nor a PC with Players' Advantage off", () => {
    expect(advice(duel(), [], 'Prey', defaultRules()).targets[0].best.freebie).toBeUndefined();
    expect(advice(duel(), [], 'Hunter', npcRules()).targets[0].best.freebie).toBeUndefined();
  });
});

describe('who the advisor lists as targets', () => {
  it('only live enemies the caller asks about: not the attacker, not a friend, not a destroyed mech', () => {
    const b = duel({}, {}, [
      makeMech({ id: 'Friend', side: 'PC', position: '0705' }),
      makeMech({ id: 'Wreck', side: 'NPC', position: '0707', destroyed: true }),
      makeMech({ id: 'Skipped', side: 'NPC', position: '0709' }),
    ]);
    const r = adviseTargets(b, [], 'Hunter', npcRules(), (m) => m.id !== 'Skipped');
    expect(r.ok && r.targets.map((t) => t.target)).toEqual(['Prey']);
  });

  it('the distance to each target, and none to a target off the map', () => {
    const b = duel({}, {}, [makeMech({ id: 'Away', side: 'NPC', position: null })]);
    expect(advice(b, []).targets.map((t) => [t.target, t.distance])).toEqual([
      ['Prey', 3],
      ['Away', null],
    ]);
  });
});

describe('R-3 the order of the targets: the most expected damage first', () => {
  const three = (hunter: Parameters<typeof duel>[0]) =>
    makeBattle([
      makeMech({
        id: 'Hunter',
        side: 'PC',
        position: '0505',
        equipment: [{ name: 'Medium Laser', location: 'RA' }],
        ...hunter,
      }),
      makeMech({ id: 'Far', position: '0513' }),
      makeMech({ id: 'Near', position: '0507' }),
      makeMech({ id: 'Gone', position: '0520' }),
    ]);

  it('a target 2 hexes off before one 8 off, whatever the Mechs tab order; one out of reach last', () => {
    expect(advice(three({}), []).targets.map((t) => t.target)).toEqual(['Near', 'Far', 'Gone']);
  });

  it('a mech too hot to fire within the limit (14 heat, 10 sinks) still ranks by what all its weapons would do', () => {
    const r = advice(three({ heat: 14 }), []);
    expect(r.targets.map((t) => t.best.expectedDamage)).toEqual([0, 0, 0]);
    expect(r.targets.map((t) => t.target)).toEqual(['Near', 'Far', 'Gone']);
  });

  it('targets no weapon reaches keep the Mechs tab order', () => {
    const b = makeBattle([
      makeMech({ id: 'Hunter', side: 'PC', position: '0501', equipment: [{ name: 'Medium Laser', location: 'RA' }] }),
      makeMech({ id: 'Alpha', position: '0520' }),
      makeMech({ id: 'Bravo', position: '0120' }),
      makeMech({ id: 'Charlie', position: '0920' }),
    ]);
    expect(advice(b, []).targets.map((t) => t.target)).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });
});

describe('R-11.2 an attacker whose pilot is unconscious', () => {
  it('is advised as if it wakes, with the wake roll shown: 2 wounds, TN 5, 30 in 36', () => {
    const r = advice(duel({ pilotStatus: 'unconscious', wounds: 2 }), []);
    expect(r.onlyIfWakes).toEqual({ tn: 5, chance: 30 / 36 });
    expect(r.targets[0].best.names).toEqual(['Medium Laser']);
  });

  it('an awake attacker has no wake roll to show', () => {
    expect(advice(duel(), []).onlyIfWakes).toBeUndefined();
  });
});

describe('R-4.2 a declared outflank weighs advantage by its own odds', () => {
  // Hunter (gunnery 7) stands next to Prey: the laser's TN is 7 − 1 stood still + 0 TMM = 6; the outflank's 4 + 0 TMM.
  const adjacent = () => duel({ gunnery: 7 }, { position: '0506' });

  it('the chance to hit is the outflank odds times the chance with advantage, plus the rest times the plain chance', () => {
    const t = advice(adjacent(), [move('Hunter', 'stand', { outflank: 'Prey' })]).targets[0];
    const odds = hitChance(4);
    expect(t.outflankChance).toBeCloseTo(odds, 12);
    expect(t.weapons[0].chance).toBeCloseTo(odds * hitChance(6, 'advantage') + (1 - odds) * hitChance(6), 12);
    expect(t.best.expectedDamage).toBeCloseTo(5 * t.weapons[0].chance, 12);
  });

  it('with no outflank declared on it, the plain chance and no outflank odds', () => {
    const t = advice(adjacent(), [move('Hunter', 'stand')]).targets[0];
    expect(t.outflankChance).toBeUndefined();
    expect(t.weapons[0].chance).toBeCloseTo(hitChance(6), 12);
  });

  it('an outflanked target whose own move is illegal: no TN, no chance, nothing to expect', () => {
    // Prey has no jump jets: its jump to 0507, still in the laser's reach, is refused.
    const moves = [move('Hunter', 'stand', { outflank: 'Prey' }), move('Prey', 'jump', { to: hex('0507') })];
    const t = advice(adjacent(), moves).targets[0];
    expect(t.weapons[0].attack.ok ? 'a TN' : t.weapons[0].attack.problem.code).toBe('attack/illegal_move');
    expect([t.weapons[0].chance, t.best.expectedDamage, t.all.expectedDamage]).toEqual([0, 0, 0]);
    expect(t.melee).toEqual([]);
  });
});

describe('R-11.2 a target whose pilot may not wake', () => {
  // Hunter (gunnery 5) stands 3 hexes from Prey: TN 5 − 1 + 1 TMM = 5 if Prey wakes and runs, 4 if it stays still.
  it('weighs the TN if it wakes and runs by 30/36, the TN if it stays still by 6/36', () => {
    const b = duel({ gunnery: 5 }, { pilotStatus: 'unconscious', wounds: 2 });
    const t = advice(b, [move('Prey', 'run')]).targets[0];
    expect(t.weapons[0].ifTargetStaysOut?.ok && t.weapons[0].ifTargetStaysOut.total).toBe(4);
    expect(t.weapons[0].chance).toBeCloseTo((30 / 36) * hitChance(5) + (6 / 36) * hitChance(4), 12);
    expect(t.targetStaysOut).toEqual({ tn: 5, chance: 30 / 36 });
  });

  it('a sleeping target declared to stand still fares the same either way: no wake roll shown', () => {
    const b = duel({ gunnery: 5 }, { pilotStatus: 'unconscious', wounds: 2 });
    const t = advice(b, [move('Prey', 'stand')]).targets[0];
    expect(t.weapons[0].ifTargetStaysOut).toBeUndefined();
    expect(t.targetStaysOut).toBeUndefined();
  });

  it('an awake target that runs has one TN, no wake roll', () => {
    const t = advice(duel({ gunnery: 5 }), [move('Prey', 'run')]).targets[0];
    expect(t.weapons[0].ifTargetStaysOut).toBeUndefined();
    expect(t.targetStaysOut).toBeUndefined();
    expect(t.weapons[0].chance).toBeCloseTo(hitChance(5), 12);
  });
});

describe('R-0.1, R-3.2 the all-weapons option: every weapon that reaches, heat only for those rolled', () => {
  // Gunnery 10, standing, 8 hexes off: the Large Laser at medium range (TN 11), the Medium Laser at long (13, never
  // rolled), the Small Laser out of range.
  it('names the lasers that reach, and counts only the Large Laser heat', () => {
    const b = duel(
      {
        gunnery: 10,
        equipment: [
          { name: 'Large Laser', location: 'RA' },
          { name: 'Medium Laser', location: 'RA' },
          { name: 'Small Laser', location: 'LA' },
        ],
      },
      { position: '0513' },
    );
    const t = advice(b, []).targets[0];
    expect(t.weapons.map((w) => (w.attack.ok ? w.attack.total : 'out of range'))).toEqual([11, 13, 'out of range']);
    expect([t.all.names, t.all.weaponHeat]).toEqual([['Large Laser', 'Medium Laser'], 8]);
    expect(t.best.names).toEqual(['Large Laser']);
  });
});
