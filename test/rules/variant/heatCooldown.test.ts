import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/rules/dice/seeded';
import type { BattleMap } from '../../../src/rules/model/map';
import { describeTargetNumber } from '../../../src/rules/model/targetNumber';
import { currentWalkMP } from '../../../src/rules/mech/speed';
import { isOverheating, mechSize, sizeFromTonnage } from '../../../src/rules/round/heat/overheating';
import { resolveRound } from '../../../src/rules/round/sequence/resolveRound';
import { defaultRules, makeBattle, makeMech } from '../../support/mechs';
import { codesOf, duel, fire, mechOf, move, of, problemsOf, rolls, run } from '../round/helpers';
import { randomBattle, randomDeclarations } from '../round/randomBattle';
import { hex } from '../round/seedBattle';
import { coolDownWhereNeeded } from './standardScenario';

const coolRules = defaultRules({ heatModel: 'cooldown', playersAdvantage: false });
const heatOf = (r: ReturnType<typeof run>, id: string) => of(r, 'heat').find((h) => h.mech === id)!;

describe('R-V.1 Size', () => {
  it('R-V.1: by tonnage when the Mechs row leaves it blank: under 40 t = 1, 40–55 = 2, 60–75 = 3, 80–95 = 4, 100 = 5', () => {
    expect([20, 35, 40, 55, 60, 75, 80, 95, 100].map(sizeFromTonnage)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5]);
  });

  it("R-V.1: the Mechs row's Size wins, 0 included", () => {
    expect(mechSize(makeMech({ tonnage: 100, size: 0 }))).toBe(0);
    expect(mechSize(makeMech({ tonnage: 100 }))).toBe(5);
  });

  it('R-V.1: overheating is heat above Size, and only under the cool-down model (the seed: size 3 overheats on 4+)', () => {
    expect([3, 4].map((heat) => isOverheating(makeMech({ size: 3, heat }), coolRules))).toEqual([false, true]);
    expect(isOverheating(makeMech({ size: 3, heat: 4 }), defaultRules())).toBe(false);
  });
});

describe('R-V.1 the heat phase', () => {
  it('R-V.1: heat accumulates from R-13.1 (movement, weapons, engine hits) and nothing is sunk', () => {
    const b = duel({ heatSinks: 30, heat: 1 });
    b.mechs[0].crits.engineHits = 1;
    const r = run(
      b,
      {
        moves: [move('Hunter', 'run', { to: hex('0504') })],
        attacks: [fire('Hunter', 'Prey', ['Medium Laser'], { other: 6 })],
      },
      [1, 1],
      coolRules,
    );
    expect(heatOf(r, 'Hunter')).toMatchObject({ before: 1, sunk: 0, floor: 0, after: 1 + 2 + 3 + 5, cooling: [] });
    expect(heatOf(r, 'Hunter').generated.map((g) => g.label)).toEqual(['ran', 'Medium Laser', 'engine hits 1']);
  });

  it('R-V.1: a mech that built up no heat sheds 1; one standing in water sheds 1 more — never below 0', () => {
    const map: BattleMap = { cols: 10, rows: 10, terrain: { '0508': { water: 1 } } };
    const b = makeBattle(duel({ heat: 3 }, { heat: 1 }).mechs, { map });
    const r = run(b, {}, [], coolRules);
    expect(heatOf(r, 'Hunter')).toMatchObject({
      before: 3,
      after: 2,
      cooling: [{ label: 'no heat built up', value: 1 }],
    });
    expect(heatOf(r, 'Prey')).toMatchObject({ before: 1, after: 0, cooling: [{ label: 'in water', value: 1 }] });
  });

  it('R-V.1: in water after firing: −1 for the water only', () => {
    const map: BattleMap = { cols: 10, rows: 10, terrain: { '0505': { water: 1 } } };
    const b = makeBattle(duel({ heat: 2 }).mechs, { map });
    const r = run(b, { attacks: [fire('Hunter', 'Prey', ['Medium Laser'], { other: 6 })] }, [1, 1], coolRules);
    expect(heatOf(r, 'Hunter')).toMatchObject({
      before: 2,
      after: 2 + 3 - 1,
      cooling: [{ label: 'in water', value: 1 }],
    });
  });

  it('R-V.1, R-13.2: external heat still counts (and is heat built up: no −1)', () => {
    const b = duel({ position: '0507', equipment: [{ name: 'Flamer', location: 'RA' }] }, { heat: 3 });
    // Flamer hits (7), location 7, 1d6 = 4 external heat on the Prey.
    const r = run(b, { attacks: [fire('Hunter', 'Prey', ['Flamer'])] }, [3, 4, 3, 4, 4], coolRules);
    expect(heatOf(r, 'Prey')).toMatchObject({ before: 3, external: 4, after: 7, cooling: [] });
  });

  it('R-V.1: at the end of the heat phase a mech above its Size is overheating (status line each round)', () => {
    const r = run(duel({ size: 2, heat: 2 }), { moves: [move('Hunter', 'walk', { to: hex('0504') })] }, [], coolRules);
    expect(mechOf(r, 'Hunter').heat).toBe(3);
    expect(of(r, 'status')).toEqual([expect.objectContaining({ mech: 'Hunter', status: 'overheating' })]);
    expect(of(r, 'status')[0].reason).toContain('heat 3 over size 2');
  });

  it('R-V.1: shedding heat at the heat phase can end overheating (status cooled)', () => {
    const r = run(duel({ size: 2, heat: 3 }), {}, [], coolRules);
    expect(of(r, 'status')).toEqual([
      expect.objectContaining({ mech: 'Hunter', status: 'cooled', reason: 'heat 2, size 2' }),
    ]);
  });
});

describe('R-V.1 the heat scale does nothing under the cool-down model (it replaces R-13.3/R-13.4)', () => {
  it('R-V.1: no shutdown or ammo explosion rolls at heat 30, and a shut-down mech restarts', () => {
    const b = duel({
      size: 5,
      heat: 30,
      shutdown: true,
      equipment: [{ name: 'Ammo (AC/5)', location: 'LT', ammoFor: 'AC/5' }],
    });
    // The check: TN 4 + 30 heat, not rolled, fails while overheating → location 2 (CT), effect 2 (gyro).
    const r = run(b, { moves: [move('Hunter', 'stand', { coolDown: true })] }, [1, 1, 2], coolRules);
    expect([rolls(r, 'shutdown'), rolls(r, 'heatAmmoExplosion')]).toEqual([[], []]);
    expect(of(r, 'status')[0]).toMatchObject({ status: 'restarted' });
    expect(mechOf(r, 'Hunter').destroyed).toBe(false);
  });

  it('R-V.1: heat costs no Walk MP and no to-hit', () => {
    const m = makeMech({ size: 5, heat: 5, walkMP: 5 });
    expect(currentWalkMP(m, coolRules)).toBe(5);
    // Hits on 2, Center Torso armor only.
    const r = run(
      duel({ size: 5, heat: 5 }),
      { attacks: [fire('Hunter', 'Prey', ['Medium Laser'])] },
      [1, 1, 3, 4],
      coolRules,
    );
    expect(describeTargetNumber(rolls(r, 'attack')[0].tn!)).toBe('3 gunnery - 1 stood still = 2');
  });
});

describe('R-V.1 an overheating mech cannot move or attack', () => {
  const hot = () => duel({ size: 2, heat: 5, position: '0507' });

  it('R-V.1: moving, standing up, evasive or outflanking is refused, naming the mech and telling it to cool down first', () => {
    const problems = problemsOf(hot(), { moves: [move('Hunter', 'walk', { to: hex('0506') })] }, coolRules);
    expect(problems.map((p) => p.code)).toEqual(['move/overheating']);
    expect(problems[0].message).toBe(
      'Hunter is overheating (heat 5 over size 2) and cannot move: it must cool down first — declare a cool-down check instead (R-V.1, R-V.2).',
    );
    expect(
      codesOf(
        duel({ size: 2, heat: 5, prone: true }),
        { moves: [move('Hunter', 'stand', { standUp: true })] },
        coolRules,
      ),
    ).toEqual(['move/overheating']);
    expect(codesOf(hot(), { moves: [move('Hunter', 'stand', { evasive: true })] }, coolRules)).toEqual([
      'move/overheating',
    ]);
    expect(codesOf(hot(), { moves: [move('Hunter', 'stand')] }, coolRules)).toEqual([]);
  });

  it('R-V.1: weapons and melee are refused the same way', () => {
    const problems = problemsOf(
      hot(),
      {
        attacks: [
          fire('Hunter', 'Prey', 'all'),
          fire('Hunter', 'Prey', [], { melee: { kind: 'fast', angle: 'high' } }),
        ],
      },
      coolRules,
    );
    expect(problems.map((p) => p.code)).toEqual(['attack/overheating', 'attack/overheating']);
    expect(problems[0].message).toContain(
      'Hunter is overheating (heat 5 over size 2) and cannot attack: it must cool down first',
    );
  });

  it('R-V.1: the same declarations are fine under the standard model', () => {
    expect(
      codesOf(hot(), {
        moves: [move('Hunter', 'walk', { to: hex('0506') })],
        attacks: [fire('Hunter', 'Prey', 'all')],
      }),
    ).toEqual([]);
  });

  it('R-V.1, R-V.2: after a cool-down check in the movement step its attacks may stand — made if the check cooled it', () => {
    // Check: TN 4 + 3 heat = 7, rolls 12 → heat 0; then the laser rolls 11 and hits (location 7).
    const r = run(
      duel({ size: 2, heat: 3 }),
      { moves: [move('Hunter', 'stand', { coolDown: true })], attacks: [fire('Hunter', 'Prey', ['Medium Laser'])] },
      [6, 6, 5, 6, 3, 4],
      coolRules,
    );
    expect(of(r, 'attack')[0]).toMatchObject({ attacker: 'Hunter', outcome: 'hit' });
  });

  it('R-V.1, R-V.2: … and not made if it is still overheating', () => {
    // Check: TN 7, rolls 2: fails while overheating → crit: location 7 (CT), effect 3 (engine hit).
    const r = run(
      duel({ size: 2, heat: 3 }),
      { moves: [move('Hunter', 'stand', { coolDown: true })], attacks: [fire('Hunter', 'Prey', ['Medium Laser'])] },
      [1, 1, 3, 4, 3],
      coolRules,
    );
    expect(of(r, 'attack')).toEqual([
      expect.objectContaining({ outcome: 'impossible', reason: 'Hunter is still overheating (heat 3 over size 2)' }),
    ]);
  });
});

describe('R-V.1, R-V.2 properties over random battered battles', () => {
  it('R-V.1: heat never below 0, each heat line adds up, and an overheating mech never moves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 2, max: 6 }), (seed, n) => {
        let battle = randomBattle(seed, { mechs: n, size: 7, battered: true });
        for (let k = 0; k < 3; k++) {
          const hot = new Set(battle.mechs.filter((m) => isOverheating(m, coolRules)).map((m) => m.id));
          const decl = coolDownWhereNeeded(
            battle,
            randomDeclarations(battle, seed + k, coolRules, { size: 7 }),
            coolRules,
          );
          const result = resolveRound(battle, decl, coolRules, new SeededDice(seed + k));
          if (!result.ok) throw new Error(result.problems.map((p) => p.code).join(', '));
          for (const e of result.events) {
            if (e.type === 'move') expect(hot.has(e.mech)).toBe(false);
            if (e.type === 'heat') {
              const generated = e.generated.reduce((s, g) => s + g.value, 0);
              expect(e.before + generated - e.sunk + e.external).toBe(e.after);
              expect(e.after).toBeGreaterThanOrEqual(0);
            }
          }
          for (const m of result.battle.mechs) expect(m.heat).toBeGreaterThanOrEqual(0);
          battle = result.battle;
        }
      }),
      { numRuns: 40 },
    );
  });
});
