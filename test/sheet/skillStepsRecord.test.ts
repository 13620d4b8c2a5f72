// R-16.4 (docs/campaign.md): a granted step is paid for — XP spent goes up by the step's cost, XP available down, the
// request is cleared — and a step the pilot cannot have is refused with the reason, the request kept.
import { describe, expect, it } from 'vitest';
import { approveSteps } from '../../src/sheet/setup/skillSteps';
import { colOf, demo, set } from './fixtures';

// Demo Pilots rows 2–5: Sir Percival, Raider Lead, Raider Two, Raider Scout; each Gunnery 3, Piloting 4, no XP yet.
const DEFAULTS = { defaultGunnery: 4, defaultPiloting: 5 };
const COST = 8;

function asking() {
  const tabs = demo();
  // Sir Percival: 12 earned, 4 spent — exactly the 8 a step costs.
  set(tabs, 'Pilots', 'XP earned', 2, 12);
  set(tabs, 'Pilots', 'XP spent', 2, 4);
  set(tabs, 'Pilots', 'XP available', 2, 8);
  set(tabs, 'Pilots', 'Step asked', 2, 'Gunnery');
  // Raider Lead: 10 earned, 3 spent — 7, one short.
  set(tabs, 'Pilots', 'XP earned', 3, 10);
  set(tabs, 'Pilots', 'XP spent', 3, 3);
  set(tabs, 'Pilots', 'Step asked', 3, 'Gunnery');
  // Raider Two: Piloting 0 already, XP to spare.
  set(tabs, 'Pilots', 'XP earned', 4, 30);
  set(tabs, 'Pilots', 'Piloting', 4, 0);
  set(tabs, 'Pilots', 'Step asked', 4, 'Piloting');
  return tabs;
}

describe('R-16.4: approving skill steps', () => {
  it('the XP available paying exactly for a step is enough; the others are refused, saying why', () => {
    const tabs = asking();
    const plan = approveSteps(tabs, COST, DEFAULTS);
    if (!plan.ok || !plan.pilots) return expect.fail('no step granted');
    expect(plan.decisions).toEqual([
      { pilot: 'Sir Percival', skill: 'Gunnery', outcome: { from: 3, to: 2 } },
      { pilot: 'Raider Lead', skill: 'Gunnery', outcome: { refused: '7 XP available, a step costs 8' } },
      { pilot: 'Raider Two', skill: 'Piloting', outcome: { refused: 'Piloting is 0 already, the best there is' } },
    ]);
    // Sir Percival's row: Gunnery 2, XP spent 4 + 8, XP available 0, Step asked cleared.
    expect(plan.pilots[1]).toEqual([
      'Sir Percival',
      'Player 1',
      'player1@example.com',
      2,
      4,
      0,
      'Active',
      12,
      12,
      0,
      0,
      0,
      0,
      0,
      0,
      '',
      '',
    ]);
    // The refused keep their rows, requests included.
    expect(plan.pilots.slice(2)).toEqual(tabs.Pilots.slice(2));
  });

  it('a Pilots tab without XP available still grants the step, writing XP spent', () => {
    const tabs = asking();
    const col = colOf(tabs, 'Pilots', 'XP available');
    tabs.Pilots = tabs.Pilots.map((row) => row.filter((_, i) => i !== col));
    const plan = approveSteps(tabs, COST, DEFAULTS);
    if (!plan.ok || !plan.pilots) return expect.fail('no step granted');
    expect(plan.pilots[1]).toEqual([
      'Sir Percival',
      'Player 1',
      'player1@example.com',
      2,
      4,
      0,
      'Active',
      12,
      12,
      0,
      0,
      0,
      0,
      0,
      '',
      '',
    ]);
  });
});
