// R-16.5 (docs/campaign.md): at Start a new battle each roster pilot who fought is credited from their Mechs row
// and the Log — a battle, kills, assists, damage, XP — and leaves it Active, Recovering or Dead; then each Mechs row
// whose pilot is an Active roster pilot takes their skills and wounds, the pilot back in the cockpit.
import { describe, expect, it } from 'vitest';
import { rosterAfterBattle, type MechService } from '../../src/sheet/setup/rosterAfterBattle';
import { addRow, cloneTabs, colOf, demo, get, set, type Sheets } from './fixtures';

// Demo: Mechs rows 2–5 Griffin (Sir Percival), Rifleman (Raider Lead), Blackjack (Raider Two), Locust (Raider Scout);
// Pilots rows 2–5 the same pilots, all Active, unhurt, with an empty record.
const RATES = { xpBattle: 1, xpKill: 2, xpAssist: 1 };
const NO_SERVICE = new Map<string, MechService>();

function settle(tabs: Sheets, heal: boolean, service = NO_SERVICE) {
  const result = rosterAfterBattle(tabs, cloneTabs(tabs).Mechs, service, RATES, heal);
  if (!result.ok) return expect.fail(result.problems.map((p) => p.message).join('\n'));
  return { ...result, tabs: { ...tabs, ...result.updates } };
}

const RECORD = ['XP earned', 'XP spent', 'XP available', 'Battles', 'Kills', 'Assists', 'Damage dealt', 'Damage taken'];
const pilotRow = (tabs: Sheets, headers: string[], row: number) => headers.map((h) => get(tabs, 'Pilots', h, row));
const mechRow = (tabs: Sheets, headers: string[], row: number) => headers.map((h) => get(tabs, 'Mechs', h, row));

describe("R-16.4: a pilot who fought is credited with the battle, by their mech's deeds", () => {
  it('a battle, kills, assists and damage added to the record; XP for surviving, each kill and each assist', () => {
    const tabs = demo();
    for (const [h, v] of [
      ['XP earned', 5],
      ['XP spent', 2],
      ['Battles', 3],
      ['Kills', 1],
      ['Assists', 1],
      ['Damage dealt', 100],
      ['Damage taken', 50],
    ] as const)
      set(tabs, 'Pilots', h, 2, v);
    // The Mechs tab's Name cell, spaces and all: the Log names the mech without them.
    set(tabs, 'Mechs', 'Name', 2, ' Griffin ');
    const service = new Map<string, MechService>([['Griffin', { kills: 1, assists: 2, dealt: 30, taken: 12 }]]);
    const result = settle(tabs, false, service);
    // 1 for surviving + 2 for the kill + 1 for each assist.
    expect(pilotRow(result.tabs, RECORD, 2)).toEqual([10, 2, 8, 4, 2, 3, 130, 62]);
    expect(pilotRow(result.tabs, RECORD, 3)).toEqual([1, 0, 1, 1, 0, 0, 0, 0]);
    const none = { kills: 0, assists: 0, dealt: 0, taken: 0 };
    expect(result.credits).toEqual([
      { pilot: 'Sir Percival', mech: 'Griffin', status: 'Active', xp: 5, service: service.get('Griffin') },
      { pilot: 'Raider Lead', mech: 'Rifleman', status: 'Active', xp: 1, service: none },
      { pilot: 'Raider Two', mech: 'Blackjack', status: 'Active', xp: 1, service: none },
      { pilot: 'Raider Scout', mech: 'Locust', status: 'Active', xp: 1, service: none },
    ]);
    expect(result.returned).toEqual([]);
  });

  it('a pilot who died earns no XP for the battle, only for their kills', () => {
    const tabs = set(demo(), 'Mechs', 'Pilot status', 2, 'Dead');
    const service = new Map<string, MechService>([['Griffin', { kills: 1, assists: 0, dealt: 9, taken: 40 }]]);
    const result = settle(tabs, false, service);
    expect(result.credits[0]).toMatchObject({ pilot: 'Sir Percival', status: 'Dead', xp: 2 });
  });

  it('a pilot in two mechs is credited once, by the first; a mech whose pilot is not on the roster credits nobody', () => {
    const tabs = demo();
    addRow(tabs, 'Mechs', { Name: 'Griffin 2', Pilot: 'Sir Percival', Status: 'Active' });
    addRow(tabs, 'Mechs', { Name: 'Stray', Pilot: 'Nobody', Status: 'Active' });
    const result = settle(tabs, false);
    expect(result.credits.map((c) => [c.pilot, c.mech])).toEqual([
      ['Sir Percival', 'Griffin'],
      ['Raider Lead', 'Rifleman'],
      ['Raider Two', 'Blackjack'],
      ['Raider Scout', 'Locust'],
    ]);
    expect(get(result.tabs, 'Pilots', 'Battles', 2)).toBe(1);
  });

  it('a roster pilot who is not Active is not credited with a battle they could not have fought', () => {
    const tabs = set(demo(), 'Pilots', 'Status', 4, 'Dead');
    const result = settle(tabs, false);
    expect(result.credits.map((c) => c.pilot)).toEqual(['Sir Percival', 'Raider Lead', 'Raider Scout']);
    expect(get(result.tabs, 'Pilots', 'Battles', 4)).toBe(0);
  });

  it('a roster without the service record columns still takes statuses and wounds', () => {
    const tabs = demo();
    const gone = new Set(RECORD.map((h) => colOf(tabs, 'Pilots', h)));
    tabs.Pilots = tabs.Pilots.map((r) => r.filter((_, i) => !gone.has(i)));
    set(tabs, 'Mechs', 'Wounds', 2, 2);
    const result = settle(tabs, false);
    expect(result.credits).toHaveLength(4);
    expect(get(result.tabs, 'Pilots', 'Wounds', 2)).toBe(2);
  });
});

describe('R-16.5: how a pilot leaves the battle, from their Mechs row', () => {
  const leaves = (pilot: string, mech: string): unknown => {
    const tabs = set(set(demo(), 'Mechs', 'Pilot status', 2, pilot), 'Mechs', 'Status', 2, mech);
    const result = settle(tabs, false);
    expect(get(result.tabs, 'Pilots', 'Status', 2)).toBe(result.credits[0].status);
    return result.credits[0].status;
  };

  it('Dead is Dead; Out is Recovering', () => {
    expect(leaves('Dead', 'Active')).toBe('Dead');
    expect(leaves('Out', 'Active')).toBe('Recovering');
  });

  it('knocked out in a mech destroyed or wrecked is Recovering; knocked out in a mech still standing is Active', () => {
    expect(leaves('Unconscious', 'Destroyed')).toBe('Recovering');
    expect(leaves('Unconscious', 'Wreck')).toBe('Recovering');
    expect(leaves('Unconscious', 'Active')).toBe('Active');
    expect(leaves('Unconscious', '')).toBe('Active');
  });

  it('a conscious pilot of a destroyed mech walks away Active', () => {
    expect(leaves('Active', 'Destroyed')).toBe('Active');
  });

  it('a blank roster Status already reads Active, so an Active pilot leaves it blank', () => {
    const tabs = set(demo(), 'Pilots', 'Status', 2, '');
    expect(get(settle(tabs, false).tabs, 'Pilots', 'Status', 2)).toBe('');
  });
});

describe("R-16.5: the roster's wounds", () => {
  it('without healing, a pilot who fought keeps the wounds of their Mechs row', () => {
    const tabs = set(demo(), 'Mechs', 'Wounds', 2, 3);
    expect(get(settle(tabs, false).tabs, 'Pilots', 'Wounds', 2)).toBe(3);
  });

  it('a Mechs Wounds cell that is no number leaves the roster wounds as they were', () => {
    const tabs = set(set(demo(), 'Mechs', 'Wounds', 2, 'lots'), 'Pilots', 'Wounds', 2, 2);
    expect(get(settle(tabs, false).tabs, 'Pilots', 'Wounds', 2)).toBe(2);
  });

  it('healing mends the living who fought; a pilot who died in the battle keeps the wounds they died of', () => {
    const tabs = demo();
    set(tabs, 'Mechs', 'Wounds', 2, 3);
    set(tabs, 'Mechs', 'Wounds', 3, 6);
    set(tabs, 'Mechs', 'Pilot status', 3, 'Dead');
    const result = settle(tabs, true);
    expect([get(result.tabs, 'Pilots', 'Wounds', 2), get(result.tabs, 'Pilots', 'Wounds', 3)]).toEqual([0, 6]);
    // The mended pilot's Mechs row takes the roster's wounds.
    expect(get(result.tabs, 'Mechs', 'Wounds', 2)).toBe(0);
  });

  it('a pilot who sat the battle out recovering is back Active with no wounds', () => {
    const tabs = demo();
    addRow(tabs, 'Pilots', { Name: 'Convalescent', Gunnery: 4, Piloting: 5, Wounds: 3, Status: 'Recovering' });
    const result = settle(tabs, false);
    const row = tabs.Pilots.length;
    expect(pilotRow(result.tabs, ['Status', 'Wounds'], row)).toEqual(['Active', 0]);
    expect(result.returned).toEqual(['Convalescent']);
  });
});

describe("the Mechs row takes its Active roster pilot's skills and wounds, the pilot back in the cockpit", () => {
  it('Gunnery, Piloting and Wounds from the roster; Pilot status Active; no wake-up round', () => {
    const tabs = demo();
    set(tabs, 'Pilots', 'Gunnery', 2, 2);
    set(tabs, 'Pilots', 'Piloting', 2, 3);
    set(tabs, 'Mechs', 'Wounds', 2, 1);
    set(tabs, 'Mechs', 'Pilot status', 2, 'Unconscious');
    set(tabs, 'Mechs', 'Wakes after', 2, 4);
    const result = settle(tabs, false);
    expect(mechRow(result.tabs, ['Gunnery', 'Piloting', 'Wounds', 'Pilot status', 'Wakes after'], 2)).toEqual([
      2,
      3,
      1,
      'Active',
      '',
    ]);
  });

  it('cells that already read as the roster says are left exactly as they were', () => {
    const tabs = demo();
    set(tabs, 'Mechs', 'Gunnery', 2, '3');
    set(tabs, 'Mechs', 'Pilot status', 2, '');
    set(tabs, 'Mechs', 'Wakes after', 2, null);
    const result = settle(tabs, false);
    expect(mechRow(result.tabs, ['Gunnery', 'Pilot status', 'Wakes after'], 2)).toEqual(['3', '', null]);
  });

  it('the Mechs row of a pilot who died is left as it is: Resolve will not field them', () => {
    const tabs = demo();
    set(tabs, 'Pilots', 'Gunnery', 2, 2);
    set(tabs, 'Mechs', 'Pilot status', 2, 'Dead');
    const result = settle(tabs, false);
    expect(mechRow(result.tabs, ['Gunnery', 'Pilot status'], 2)).toEqual([3, 'Dead']);
  });

  it('the Mechs tab it is given is not changed: the update is a new grid', () => {
    const tabs = set(demo(), 'Pilots', 'Gunnery', 2, 2);
    const next = cloneTabs(tabs).Mechs;
    const copy = cloneTabs({ next }).next;
    const result = rosterAfterBattle(tabs, next, NO_SERVICE, RATES, false);
    expect(next).toEqual(copy);
    expect(result.ok && get(result.updates, 'Mechs', 'Gunnery', 2)).toBe(2);
  });
});

describe('R-16.1: what the roster needs', () => {
  it('a sheet without a Mechs tab has nobody to credit: the GM is told', () => {
    const tabs = demo();
    delete tabs.Mechs;
    const result = rosterAfterBattle(tabs, [], NO_SERVICE, RATES, false);
    expect(result.ok ? [] : result.problems.map((p) => p.message)).toEqual([
      'Mechs: the tab is missing; Set up campaign creates it',
    ]);
  });

  it('a sheet without a Pilots tab changes nothing', () => {
    const tabs = demo();
    delete tabs.Pilots;
    expect(rosterAfterBattle(tabs, tabs.Mechs, NO_SERVICE, RATES, true)).toEqual({
      ok: true,
      updates: {},
      credits: [],
      returned: [],
    });
  });
});
