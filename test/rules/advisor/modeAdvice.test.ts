import { describe, expect, it } from 'vitest';
import { adviseTargets, type TargetAdvice } from '../../../src/rules/advisor/adviseTargets';
import { autopilotAttack } from '../../../src/rules/advisor/autopilot';
import { expectedClusterHits, hitChance } from '../../../src/rules/dice/probability';
import { SeededDice } from '../../../src/rules/dice/seeded';
import type { MoveDeclaration } from '../../../src/rules/model/declarations';
import { resolveRound } from '../../../src/rules/round/sequence/resolveRound';
import { defaultRules, type EquipmentInput, makeBattle, makeMech } from '../../support/mechs';

/** No freebie: the sets are worth their weapons alone. */
const rules = defaultRules({ playersAdvantage: false });
const standStill: MoveDeclaration[] = [
  { mech: 'Hunter', mode: 'stand' },
  { mech: 'Prey', mode: 'stand' },
];

/** Hunter in 0505 with `equipment`, Prey 4 hexes away in 0509, in the open: TN gunnery − 1 (stood still), short range. */
function duel(equipment: EquipmentInput[], hunter: { heat?: number; gunnery?: number } = {}) {
  return makeBattle([
    makeMech({ id: 'Hunter', side: 'NPC', heatSinks: 10, position: '0505', equipment, ...hunter }),
    makeMech({ id: 'Prey', side: 'PC', position: '0509' }),
  ]);
}

function preyAdvice(battle: ReturnType<typeof duel>): TargetAdvice {
  const r = adviseTargets(battle, standStill, 'Hunter', rules);
  if (!r.ok) throw new Error(r.problem.message);
  return r.targets[0];
}

describe('R-18.2: the advisor weighs an Ultra autocannon in ultra mode', () => {
  it('R-18.2: with heat to spare it fires "Ultra AC/5 (ultra)": two shots on the cluster table\'s 2 column, the 1-in-36 jam risk shown beside it', () => {
    const t = preyAdvice(duel([{ name: 'Ultra AC/5', location: 'RA' }]));
    const ultra = t.weapons[0].modes[0];
    expect(ultra.name).toBe('Ultra AC/5 (ultra)');
    expect(ultra.heat).toBe(2);
    expect(ultra.expectedDamage).toBeCloseTo(ultra.chance * 5 * expectedClusterHits(2), 12);
    expect(ultra.expectedDamage).toBeGreaterThan(t.weapons[0].expectedDamage);
    expect(t.best.fired).toEqual(['Ultra AC/5 (ultra)']);
    expect(t.best.modes).toEqual({ 'Ultra AC/5': { kind: 'ultra' } });
    expect(t.best.weaponHeat).toBe(2);
    // The jam is a risk shown, never taken off the expected damage.
    expect(t.best.jamChance).toBeCloseTo(1 / 36, 12);
    expect(t.best.expectedDamage).toBeCloseTo(ultra.expectedDamage, 12);
  });

  it("R-18.2: a mech one heat below its limit fires the Ultra AC/5 plain: ultra mode's double heat would cross it", () => {
    // Heat 13 − 10 sinks = 3 at the end of the round: 1 more heat keeps it below 5, the first effect.
    const t = preyAdvice(duel([{ name: 'Ultra AC/5', location: 'RA' }], { heat: 13 }));
    expect(t.best.fired).toEqual(['Ultra AC/5']);
    expect(t.best.modes).toEqual({});
    expect(t.best.jamChance).toBe(0);
    expect(t.weapons[0].inBestSet).toBe(true);
    expect(t.weapons[0].modes[0].inBestSet).toBe(false);
  });

  it('R-18.2, R-19.2: an Ultra whose bins hold one shot is not advised ultra mode (it takes two)', () => {
    const t = preyAdvice(
      duel([
        { name: 'Ultra AC/5', location: 'RA' },
        { name: 'Ammo (Ultra AC/5)', location: 'RT', ammoFor: 'Ultra AC/5', shots: 1 },
      ]),
    );
    expect(t.best.fired).toEqual(['Ultra AC/5']);
  });

  it('R-18.2: a jammed Ultra AC/5 is never suggested, in any mode', () => {
    const t = preyAdvice(
      duel([
        { name: 'Ultra AC/5', location: 'RA', jammed: true },
        { name: 'Medium Laser', location: 'LA' },
      ]),
    );
    expect(t.weapons.map((w) => w.name)).toEqual(['Medium Laser']);
    expect(t.best.fired).toEqual(['Medium Laser']);
  });
});

describe("R-18.2: the advisor weighs a Rotary autocannon's 1 to 6 shots", () => {
  it('R-18.2: it fires as many shots as the heat allows: 4 heat to spare, "Rotary AC/5 (4 shots)"', () => {
    // Heat 10 − 10 sinks = 0: up to 4 more keeps it below 5.
    const t = preyAdvice(duel([{ name: 'Rotary AC/5', location: 'RA' }], { heat: 10 }));
    const names = t.weapons[0].modes.map((m) => m.name);
    expect(names).toEqual([
      'Rotary AC/5 (2 shots)',
      'Rotary AC/5 (3 shots)',
      'Rotary AC/5 (4 shots)',
      'Rotary AC/5 (5 shots)',
      'Rotary AC/5 (6 shots)',
    ]);
    expect(t.best.fired).toEqual(['Rotary AC/5 (4 shots)']);
    const four = t.weapons[0].modes[2];
    expect(four.inBestSet).toBe(true);
    expect(t.best.expectedDamage).toBeCloseTo(four.chance * 5 * expectedClusterHits(4), 12);
    expect(t.best.weaponHeat).toBe(4);
  });
});

describe('R-18.3: the advisor weighs LB-X slugs against cluster ammunition', () => {
  it('R-18.3: an easy shot fires slugs (10 damage beats the 10 column\'s pellets); a hard one fires "(cluster)" for its −1 to hit', () => {
    const easy = preyAdvice(duel([{ name: 'LB 10-X AC', location: 'RA' }], { gunnery: 4 }));
    expect(easy.weapons[0].attack.ok && easy.weapons[0].attack.total).toBe(3);
    expect(easy.best.fired).toEqual(['LB 10-X AC']);
    const hard = preyAdvice(duel([{ name: 'LB 10-X AC', location: 'RA' }], { gunnery: 11 }));
    const cluster = hard.weapons[0].modes[0];
    expect(cluster.attack.ok && cluster.attack.total).toBe(9);
    expect(cluster.expectedDamage).toBeCloseTo(hitChance(9) * expectedClusterHits(10), 12);
    expect(hard.weapons[0].expectedDamage).toBeCloseTo(hitChance(10) * 10, 12);
    expect(hard.best.fired).toEqual(['LB 10-X AC (cluster)']);
    expect(hard.best.jamChance).toBe(0);
  });
});

describe('R-18.8: inferno warheads do no damage, so the advisor never suggests them', () => {
  it('R-18.8: an SRM-6 is weighed and fired as missiles only', () => {
    const t = preyAdvice(duel([{ name: 'SRM-6', location: 'RA' }]));
    expect(t.weapons[0].modes).toEqual([]);
    expect(t.best.fired).toEqual(['SRM-6']);
  });
});

describe('R-17.3: Autopilot fires the modes the advisor weighs', () => {
  it('R-17.3: a cool mech on autopilot fires "Ultra AC/5 (ultra)", and its line resolves like a typed one', () => {
    const battle = duel([
      { name: 'Ultra AC/5', location: 'RA' },
      { name: 'Ammo (Ultra AC/5)', location: 'RT', ammoFor: 'Ultra AC/5', shots: 20 },
    ]);
    const order = autopilotAttack(battle, standStill, 'Hunter', rules);
    if (order.kind !== 'fire') throw new Error(order.why);
    expect(order.weapons).toEqual(['Ultra AC/5 (ultra)']);
    expect(order.attack.modes).toEqual({ 'Ultra AC/5': { kind: 'ultra' } });
    const r = resolveRound(battle, { moves: standStill, attacks: [order.attack] }, rules, new SeededDice(7));
    if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('\n'));
    const fired = r.events.find((e) => e.type === 'attack' && e.attacker === 'Hunter');
    expect(fired?.type === 'attack' && fired.mode).toBe('(ultra)');
    // ultra mode took two shots.
    expect(r.battle.mechs[0].equipment[1].shots).toBe(18);
  });

  it("R-17.3: on autopilot a mech 1 heat below the heat scale's first to-hit effect fires the Ultra AC/5 plain", () => {
    // Heat 16 − 10 sinks = 6: a 2-heat ultra shot would end the round at 8, where +1 to hit starts.
    const order = autopilotAttack(
      duel([{ name: 'Ultra AC/5', location: 'RA' }], { heat: 16 }),
      standStill,
      'Hunter',
      rules,
    );
    if (order.kind !== 'fire') throw new Error(order.why);
    expect(order.weapons).toEqual(['Ultra AC/5']);
    expect(order.attack.modes).toBeUndefined();
    expect(order.endHeat).toBe(7);
  });
});
