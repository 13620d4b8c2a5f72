// Approve skill steps — each step a pilot asked for is granted when their XP pays for it, lowering the skill
// they asked for by one. Pure (tabs in, the Pilots tab out), read here directly on the demo's roster.
import { describe, expect, it } from 'vitest';
import { approveSteps } from '../../src/sheet/setup/skillSteps';
import { demo, get, set } from './fixtures';

// Demo Pilots rows 2–5: Sir Percival, Raider Lead, Raider Two, Raider Scout; each gunnery 3, piloting 4, no XP yet.
const DEFAULTS = { defaultGunnery: 4, defaultPiloting: 5 };

describe('R-16.4: a step lowers the skill asked for', () => {
  it('a Gunnery step lowers Gunnery; a Piloting step lowers Piloting', () => {
    const tabs = demo();
    for (const row of [2, 3]) set(tabs, 'Pilots', 'XP earned', row, 10);
    set(tabs, 'Pilots', 'Step asked', 2, 'Gunnery');
    set(tabs, 'Pilots', 'Step asked', 3, 'Piloting');
    const plan = approveSteps(tabs, 5, DEFAULTS);
    if (!plan.ok || !plan.pilots) return expect.fail('no step granted');
    expect(plan.decisions).toEqual([
      { pilot: 'Sir Percival', skill: 'Gunnery', outcome: { from: 3, to: 2 } },
      { pilot: 'Raider Lead', skill: 'Piloting', outcome: { from: 4, to: 3 } },
    ]);
    const after = { Pilots: plan.pilots };
    expect([get(after, 'Pilots', 'Gunnery', 2), get(after, 'Pilots', 'Piloting', 2)]).toEqual([2, 4]);
    expect([get(after, 'Pilots', 'Gunnery', 3), get(after, 'Pilots', 'Piloting', 3)]).toEqual([3, 3]);
  });

  it("a blank skill steps down from the Rules tab's default for that skill", () => {
    const tabs = demo();
    for (const row of [2, 3]) set(tabs, 'Pilots', 'XP earned', row, 10);
    set(tabs, 'Pilots', 'Piloting', 2, '');
    set(tabs, 'Pilots', 'Step asked', 2, 'Piloting');
    set(tabs, 'Pilots', 'Gunnery', 3, '');
    set(tabs, 'Pilots', 'Step asked', 3, 'Gunnery');
    const plan = approveSteps(tabs, 5, DEFAULTS);
    if (!plan.ok) return expect.fail('refused');
    expect(plan.decisions).toEqual([
      { pilot: 'Sir Percival', skill: 'Piloting', outcome: { from: 5, to: 4 } },
      { pilot: 'Raider Lead', skill: 'Gunnery', outcome: { from: 4, to: 3 } },
    ]);
  });
});

describe('no roster', () => {
  it('a sheet with no Pilots tab grants nothing and changes nothing', () => {
    const tabs = demo();
    delete tabs.Pilots;
    expect(approveSteps(tabs, 5, DEFAULTS)).toEqual({ ok: true, pilots: undefined, decisions: [] });
  });
});
