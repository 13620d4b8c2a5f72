// The target advisor feed (src/server/sidebar/advisor.ts, state.ts) on the demo campaign.
import { describe, expect, it } from 'vitest';
import { demoTabs } from '../../src/sheet/setup/demo';
import { readCampaign } from '../../src/sheet/read/campaign';
import { targetAdvice } from '../../src/server/sidebar/advisor';
import { getTargetAdvice } from '../../src/server/sidebar/state';
import { griffinBesideBlackjackTabs, servicesWithTabs, setCell } from './fixtures';

function demo() {
  const read = readCampaign(demoTabs());
  if (!read.ok) throw new Error('demo does not read');
  return read.value;
}

describe('target advisor: enemies ranked by expected damage (R-3, R-4, R-5.1, R-13)', () => {
  it("the running Griffin ranks the Blackjack first (TN 6 in the open, as the seed's example 1), then the Rifleman behind the woods", () => {
    const r = targetAdvice(demo(), 'Griffin');
    if (!r.ok) throw new Error(r.problems[0].message);
    expect(r.targets.map((t) => t.target)).toEqual(['Blackjack', 'Rifleman', 'Locust']);
    const damages = r.targets.map((t) => t.best.expectedDamage);
    expect([...damages].sort((a, b) => b - a)).toEqual(damages);
    const ll = r.targets[0].weapons.find((w) => w.name === 'Large Laser')!;
    expect(ll.tn).toMatchObject({ ok: true, total: 6, breakdown: '3 gunnery + 1 ran + 2 target TMM = 6' });
    const rifleman = r.targets.find((t) => t.target === 'Rifleman')!;
    expect(rifleman.weapons.filter((w) => w.tn.ok).map((w) => w.tn.ok && w.tn.total)).toEqual([10, 12, 12, 8, 8]);
  });

  it('R-13: each proposed set says the weapons to fire, their heat and the heat the round ends at', () => {
    const r = targetAdvice(demo(), 'Griffin');
    if (!r.ok) throw new Error('no advice');
    for (const t of r.targets) {
      expect(t.best.endHeat).toBeLessThanOrEqual(r.heatLimit);
      expect(t.best.weaponHeat).toBe(t.weapons.filter((w) => w.inBestSet).reduce((s, w) => s + w.heat, 0));
    }
    expect(r.targets[0].best.names.length).toBeGreaterThan(0);
  });

  it('R-5.1: a PC is told which weapon to name as its freebie; an NPC never is', () => {
    const g = targetAdvice(demo(), 'Griffin');
    const b = targetAdvice(demo(), 'Blackjack');
    expect(g.ok && g.targets[0].best.freebie).toBeTruthy();
    expect(b.ok && b.targets.every((t) => t.best.freebie === undefined)).toBe(true);
  });

  it('an unknown mech, or none, is refused in plain words', () => {
    const fake = servicesWithTabs(demoTabs());
    expect(getTargetAdvice(fake, 'Atlas')).toEqual({
      ok: false,
      problems: [{ code: 'attack/unknown_mech', message: 'There is no mech named "Atlas" on the Mechs tab.' }],
    });
    expect(getTargetAdvice(fake, '')).toMatchObject({
      ok: false,
      problems: [{ code: 'advisor/no_mech', message: 'Choose a mech to advise.' }],
    });
  });

  it('a sheet with problems gives them back with their cells instead of advice', () => {
    const tabs = demoTabs();
    setCell(tabs, 'Mechs', 'Gunnery', (r) => r[0] === 'Griffin', 'three');
    const r = getTargetAdvice(servicesWithTabs(tabs), 'Griffin');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]).toMatchObject({ cell: 'Mechs!F2' });
  });
});

describe('target advisor: melee on an adjacent enemy (R-12)', () => {
  const advise = (tabs: ReturnType<typeof griffinBesideBlackjackTabs>) => {
    const r = getTargetAdvice(servicesWithTabs(tabs), 'Griffin');
    if (!r.ok) throw new Error(r.problems[0].message);
    return r;
  };

  it('R-12.1, R-12.2: the running Griffin in 0210 beside the Blackjack: Fast ×2 at TN 6, Strong at TN 7, with chance, damage, expectation and heat', () => {
    const blackjack = advise(griffinBesideBlackjackTabs()).targets.find((t) => t.target === 'Blackjack')!;
    expect(blackjack.distance).toBe(1);
    expect(
      blackjack.melee.map((m) => ({
        ...m,
        tn: { total: m.tn.total, breakdown: m.tn.breakdown, rollable: m.tn.rollable },
        chance: Math.round(m.chance * 36),
        expectedDamage: Math.round(m.expectedDamage * 36),
      })),
    ).toEqual([
      // 55 t: Fast floor(5.5) = 5 each, 1 heat each; Strong floor(11) = 11, 3 heat. Chances in 36ths.
      {
        kind: 'fast',
        name: 'Fast',
        count: 2,
        tn: { total: 6, breakdown: '4 piloting + 1 ran + 2 target TMM - 1 Fast attack = 6', rollable: true },
        chance: 26,
        damage: 5,
        expectedDamage: 260,
        heat: 2,
      },
      {
        kind: 'strong',
        name: 'Strong',
        count: 1,
        tn: { total: 7, breakdown: '4 piloting + 1 ran + 2 target TMM = 7', rollable: true },
        chance: 21,
        damage: 11,
        expectedDamage: 231,
        heat: 3,
      },
    ]);
  });

  it('R-12.1: an enemy that is not adjacent gets no melee advice', () => {
    const r = advise(griffinBesideBlackjackTabs());
    expect(r.targets.filter((t) => t.target !== 'Blackjack').map((t) => [t.target, t.distance, t.melee])).toEqual([
      ['Rifleman', 6, []],
      ['Locust', 13, []],
    ]);
    // The demo as set up: the Griffin in 0609 is 5 hexes from the nearest enemy.
    const apart = targetAdvice(demo(), 'Griffin');
    expect(apart.ok && apart.targets.map((t) => t.melee)).toEqual([[], [], []]);
  });

  it("R-12.3: Death from Above is offered only when the Griffin jumps in: TN 9 as in the seed's example 3, 22 damage, no heat beyond the jump", () => {
    const jumped = advise(griffinBesideBlackjackTabs('jump')).targets.find((t) => t.target === 'Blackjack')!;
    expect(jumped.melee.map((m) => [m.kind, m.tn.total, m.damage, m.heat])).toEqual([
      ['dfa', 9, 22, 0],
      ['fast', 7, 5, 2],
      ['strong', 8, 11, 3],
    ]);
    expect(jumped.melee[0].tn.breakdown).toBe('4 piloting + 2 jumped + 2 target TMM + 1 Death from Above = 9');
    const ran = advise(griffinBesideBlackjackTabs()).targets.find((t) => t.target === 'Blackjack')!;
    expect(ran.melee.some((m) => m.kind === 'dfa')).toBe(false);
  });
});
