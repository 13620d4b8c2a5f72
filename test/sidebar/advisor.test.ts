// The target advisor feed (src/server/sidebar/advisor.ts, state.ts) on the demo campaign.
import { describe, expect, it } from 'vitest';
import { demoTabs } from '../../src/sheet/demo';
import { readCampaign } from '../../src/sheet/read';
import { targetAdvice } from '../../src/server/sidebar/advisor';
import { getTargetAdvice } from '../../src/server/sidebar/state';
import { servicesWithTabs, setCell } from './fixtures';

function demo() {
  const read = readCampaign(demoTabs());
  if (!read.ok) throw new Error('demo does not read');
  return read.value;
}

describe('target advisor: enemies ranked by expected damage (R-3, R-4, R-5.1, R-13)', () => {
  it('the running Griffin ranks the Blackjack first (TN 5 in the open), then the Rifleman behind the woods', () => {
    const r = targetAdvice(demo(), 'Griffin');
    if (!r.ok) throw new Error(r.problems[0].message);
    expect(r.targets.map((t) => t.target)).toEqual(['Blackjack', 'Rifleman', 'Locust']);
    const damages = r.targets.map((t) => t.best.expectedDamage);
    expect([...damages].sort((a, b) => b - a)).toEqual(damages);
    const ll = r.targets[0].weapons.find((w) => w.name === 'Large Laser')!;
    expect(ll.tn).toMatchObject({ ok: true, total: 5, breakdown: '3 gunnery + 1 ran + 1 target TMM = 5' });
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
    expect(getTargetAdvice(fake, 'Atlas')).toEqual({ ok: false, problems: [{ code: 'attack/unknown_mech', message: 'There is no mech named "Atlas" on the Mechs tab.' }] });
    expect(getTargetAdvice(fake, '')).toMatchObject({ ok: false, problems: [{ code: 'advisor/no_mech', message: 'Choose a mech to advise.' }] });
  });

  it('a sheet with problems gives them back with their cells instead of advice', () => {
    const tabs = demoTabs();
    setCell(tabs, 'Mechs', 'Gunnery', (r) => r[0] === 'Griffin', 'three');
    const r = getTargetAdvice(servicesWithTabs(tabs), 'Griffin');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]).toMatchObject({ cell: 'Mechs!F2' });
  });
});
