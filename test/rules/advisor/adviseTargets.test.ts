import { describe, expect, it } from 'vitest';
import { adviseTargets } from '../../../src/rules/advisor/adviseTargets';
import type { TargetAdvice } from '../../../src/rules/advisor/adviseTargets';
import { expectedClusterHits } from '../../../src/rules/dice/probability';
import { DEMO_MAP } from '../../../src/rules/map/demoMap';
import type { MoveDeclaration } from '../../../src/rules/model/declarations';
import { defaultRules, makeBattle } from '../../support/mechs';
import { seedBattle, seedBlackjack, seedGriffin, seedLocust, seedRifleman } from '../round/seedBattle';

// A fresh list each time: a test handing the advisor its own list never changes the next test's.
const everyoneRan = (): MoveDeclaration[] =>
  ['Griffin', 'Rifleman', 'Blackjack', 'Locust'].map((mech) => ({ mech, mode: 'run' as const }));

function advise(rules = defaultRules(), battle = seedBattle(), moves = everyoneRan()) {
  const r = adviseTargets(battle, moves, 'Griffin', rules);
  if (!r.ok) throw new Error(r.problem.message);
  return r;
}

function tns(t: TargetAdvice): (number | string)[] {
  return t.weapons.map((w) => (w.attack.ok ? w.attack.total : 'out of range'));
}

/** P(2d6 ≥ tn) as a fraction of 36. */
const p = (ways: number) => ways / 36;
const LRM = expectedClusterHits(5);

describe('target advisor on the seed battle (R-3, R-5.1)', () => {
  const npcRules = defaultRules({ playersAdvantage: false });

  it('ranks the Blackjack over the Rifleman over the Locust, as the seed reasons', () => {
    expect(advise(npcRules).targets.map((t) => t.target)).toEqual(['Blackjack', 'Rifleman', 'Locust']);
    expect(advise().targets.map((t) => t.target)).toEqual(['Blackjack', 'Rifleman', 'Locust']);
  });

  it('per-weapon TNs in equipment order (LL, ML, ML, LRM-5, LRM-5): Blackjack 6/8/8/7/7, Rifleman 10/12/12/8/8, Locust 11/—/—/9/9', () => {
    const [bj, rf, lc] = advise(npcRules).targets;
    expect(tns(bj)).toEqual([6, 8, 8, 7, 7]);
    expect(tns(rf)).toEqual([10, 12, 12, 8, 8]);
    expect(tns(lc)).toEqual([11, 'out of range', 'out of range', 9, 9]);
  });

  it('expected damage is exact: Blackjack = 8·26/36 + 2·5·15/36 + 2·(19/6)·21/36 with no freebie', () => {
    const [bj] = advise(npcRules).targets;
    expect(bj.all.expectedDamage).toBeCloseTo(8 * p(26) + 2 * 5 * p(15) + 2 * LRM * p(21), 12);
  });

  it('R-5.1: a PC adds its freebie — the Medium Laser against the Blackjack (5 × 21/36 beats 8 × 10/36), the Large Laser against the Locust', () => {
    const r = advise();
    const bj = r.targets.find((t) => t.target === 'Blackjack')!;
    const lc = r.targets.find((t) => t.target === 'Locust')!;
    expect(bj.best.freebie?.name).toBe('Medium Laser');
    expect(bj.best.expectedDamage).toBeCloseTo(8 * p(26) + 2 * 5 * p(15) + 2 * LRM * p(21) + 5 * p(21), 12);
    expect(lc.best.freebie?.name).toBe('Large Laser');
  });

  it('the seed Griffin (16 sinks) fires everything and stays cool: running 2 + 18 weapon heat − 16 = 4', () => {
    const [bj] = advise(npcRules).targets;
    expect(bj.best.names).toEqual(['Large Laser', 'Medium Laser', 'Medium Laser', 'LRM-5', 'LRM-5']);
    expect([bj.all.weaponHeat, bj.all.endHeat]).toEqual([18, 4]);
  });

  it('with 10 sinks the best set keeps the end heat below 5, the all-weapons option shows its cost', () => {
    const battle = makeBattle([seedGriffin({ heatSinks: 10 }), seedRifleman(), seedBlackjack(), seedLocust()], {
      map: DEMO_MAP,
    });
    const r = advise(npcRules, battle);
    const bj = r.targets[0];
    expect(r.heatLimit).toBe(4);
    expect(bj.best.endHeat).toBeLessThanOrEqual(4);
    expect(bj.all.endHeat).toBe(2 + 18 - 10);
    // Budget 12 weapon heat: LL 8 + ML 3 (11) vs LL + 2 LRM (12) vs 2 ML + 2 LRM (10): exhaustively the most damage.
    expect(bj.best.names).toEqual(['Large Laser', 'LRM-5', 'LRM-5']);
    expect(bj.weapons.filter((w) => w.inBestSet).map((w) => w.index)).toEqual(bj.best.indices);
  });

  it('R-4.2: a declared outflank on the target weighs advantage by its own odds; an evasive target means disadvantage (R-2.3)', () => {
    const adjacent = everyoneRan().map((m) => (m.mech === 'Griffin' ? { ...m, to: { col: 2, row: 11 } } : m));
    const flanking = adjacent.map((m) => (m.mech === 'Griffin' ? { ...m, outflank: 'Blackjack' } : m));
    const plain = advise(npcRules, seedBattle(), adjacent).targets.find((t) => t.target === 'Blackjack')!;
    const flanked = advise(npcRules, seedBattle(), flanking).targets.find((t) => t.target === 'Blackjack')!;
    expect(flanked.outflankChance).toBeCloseTo(p(26), 12); // TN 4 + TMM 2 = 6
    // Large Laser at 1 hex: TN 6; 3d6 keep the highest two hits 6+ in 193 of 216.
    expect(flanked.weapons[0].chance).toBeCloseTo(p(26) * (193 / 216) + (1 - p(26)) * p(26), 12);
    expect(flanked.all.expectedDamage).toBeGreaterThan(plain.all.expectedDamage);
    const evasive = everyoneRan().map((m) => (m.mech === 'Blackjack' ? { ...m, evasive: true } : m));
    const ev = advise(npcRules, seedBattle(), evasive).targets.find((t) => t.target === 'Blackjack')!;
    const calm = advise(npcRules).targets.find((t) => t.target === 'Blackjack')!;
    expect(ev.weapons[0].attack.ok && ev.weapons[0].attack.mode).toBe('disadvantage');
    expect(ev.all.expectedDamage).toBeLessThan(calm.all.expectedDamage);
  });

  it('a sprinting attacker gets a problem, not advice', () => {
    const r = adviseTargets(seedBattle(), [{ mech: 'Griffin', mode: 'sprint' }], 'Griffin', npcRules);
    expect(r.ok ? 'ok' : r.problem.code).toBe('attack/after_sprint');
  });
});

describe('the advisor and melee (R-12.1, R-12.2, R-12.3)', () => {
  const npcRules = defaultRules({ playersAdvantage: false });
  // Seed melee example 1: the Griffin walks next to the running Blackjack (TMM 2).
  const walkedUp = () =>
    everyoneRan().map((m) =>
      m.mech === 'Griffin' ? { mech: 'Griffin', mode: 'walk' as const, to: { col: 2, row: 11 } } : m,
    );

  it('R-12.2: against an adjacent target it lists Fast (TN 5, 2 × 5 damage) over Strong (TN 6, 11), with their heat; no Death from Above without a jump', () => {
    const bj = advise(npcRules, seedBattle(), walkedUp()).targets.find((t) => t.target === 'Blackjack')!;
    expect(bj.melee.map((m) => [m.kind, m.attack.total, m.count, m.damage, m.heat])).toEqual([
      ['fast', 5, 2, 5, 2],
      ['strong', 6, 1, 11, 3],
    ]);
    expect(bj.melee[0].expectedDamage).toBeCloseTo(2 * 5 * p(30), 12);
    expect(bj.melee[1].expectedDamage).toBeCloseTo(11 * p(26), 12);
  });

  it('R-12.1: no melee against a target that is not adjacent', () => {
    const r = advise(npcRules, seedBattle(), walkedUp());
    expect(r.targets.filter((t) => t.target !== 'Blackjack').map((t) => t.melee)).toEqual([[], []]);
    expect(advise(npcRules).targets.every((t) => t.melee.length === 0)).toBe(true);
  });

  it('R-12.3: a jumping attacker is offered Death from Above: TN 4 + 2 jumped + 2 TMM + 1 = 9, twice Strong damage', () => {
    const jumped = everyoneRan().map((m) =>
      m.mech === 'Griffin' ? { mech: 'Griffin', mode: 'jump' as const, to: { col: 2, row: 11 } } : m,
    );
    const dfa = advise(npcRules, seedBattle(), jumped)
      .targets.find((t) => t.target === 'Blackjack')!
      .melee.find((m) => m.kind === 'dfa')!;
    expect([dfa.attack.total, dfa.damage, dfa.heat]).toEqual([9, 22, 0]);
    expect(dfa.expectedDamage).toBeCloseTo(22 * p(10), 12);
  });
});
