// Start a new battle, the tabs it changes (docs/sheet-layout.md, Start a new battle): the orders cleared, the round
// back to 1, and — only as the GM chose — every mech repaired to its record and every living pilot healed; every
// ammunition bin refilled. A cell already reading as its new value is left exactly as it was.
import { describe, expect, it } from 'vitest';
import { newBattleUpdates } from '../../src/sheet/setup/newBattle';
import { cloneTabs, colOf, demo, get, set, type Sheets } from './fixtures';

type Choices = Parameters<typeof newBattleUpdates>[1];

const NONE: Choices = { repair: false, heal: false, next: 2 };
const REPAIR: Choices = { ...NONE, repair: true };
const HEAL: Choices = { ...NONE, heal: true };

/** The tabs the new battle writes, as the sheet would then read (tabs not written stay as they were). */
function started(tabs: Sheets, choices: Choices): Sheets {
  const result = newBattleUpdates(tabs, choices);
  if (!result.ok) return expect.fail(result.problems.map((p) => p.message).join('\n'));
  return { ...tabs, ...result.updates };
}

function updatedTabs(tabs: Sheets, choices: Choices): string[] {
  const result = newBattleUpdates(tabs, choices);
  if (!result.ok) return expect.fail(result.problems.map((p) => p.message).join('\n'));
  return Object.keys(result.updates).sort();
}

function refilled(tabs: Sheets, choices: Choices): number {
  const result = newBattleUpdates(tabs, choices);
  if (!result.ok) return expect.fail(result.problems.map((p) => p.message).join('\n'));
  return result.refilled;
}

function problemMessages(tabs: Sheets, choices: Choices): string[] {
  const result = newBattleUpdates(tabs, choices);
  return result.ok ? [] : result.problems.map((p) => p.message);
}

const ARMOR = ['HD Armor', 'CT Armor', 'LT Armor', 'RT Armor', 'LA Armor', 'RA Armor', 'LL Armor', 'RL Armor'];
const REAR = ['CT Rear', 'LT Rear', 'RT Rear'];
const IS = ['HD IS', 'CT IS', 'LT IS', 'RT IS', 'LA IS', 'RA IS', 'LL IS', 'RL IS'];
const CRITS = [
  'Sensor hits',
  'Gyro hits',
  'Engine hits',
  'LA actuator hits',
  'RA actuator hits',
  'LL actuator hits',
  'RL actuator hits',
  'Crits total',
];
const row = (tabs: Sheets, tab: string, headers: string[], r: number): unknown[] =>
  headers.map((h) => get(tabs, tab, h, r));

/** The demo Griffin (Mechs row 2, 55 tons, Full armor HD 9, CT 20+7, …) after a hard battle, its pilot hurt. */
function battered(): Sheets {
  const tabs = demo();
  for (const h of [...ARMOR, ...REAR, ...IS]) set(tabs, 'Mechs', h, 2, 1);
  for (const h of CRITS) set(tabs, 'Mechs', h, 2, 2);
  set(tabs, 'Mechs', 'Life support', 2, 'Damaged');
  set(tabs, 'Mechs', 'Status', 2, 'Shutdown');
  set(tabs, 'Mechs', 'Prone', 2, 'Yes');
  set(tabs, 'Mechs', 'Heat', 2, 14);
  set(tabs, 'Mechs', 'Wounds', 2, 3);
  set(tabs, 'Mechs', 'Pilot status', 2, 'Unconscious');
  set(tabs, 'Mechs', 'Wakes after', 2, 4);
  set(tabs, 'Equipment', 'Status', 2, 'Destroyed');
  return tabs;
}

describe('repairing every mech fully puts it back to its record', () => {
  it('armor and rear armor from Full armor, structure from the tonnage, no criticals, OK, Active, standing, cold', () => {
    const after = started(battered(), REPAIR);
    expect(row(after, 'Mechs', ARMOR, 2)).toEqual([9, 20, 20, 20, 14, 14, 18, 18]);
    expect(row(after, 'Mechs', REAR, 2)).toEqual([7, 6, 6]);
    // The standard internal structure of a 55-ton mech.
    expect(row(after, 'Mechs', IS, 2)).toEqual([3, 18, 13, 13, 9, 9, 13, 13]);
    expect(row(after, 'Mechs', CRITS, 2)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(row(after, 'Mechs', ['Life support', 'Status', 'Prone', 'Heat'], 2)).toEqual(['OK', 'Active', 'No', 0]);
  });

  it("repairing leaves the pilot's wounds: only healing mends them", () => {
    const after = started(battered(), REPAIR);
    expect(row(after, 'Mechs', ['Wounds', 'Pilot status', 'Wakes after'], 2)).toEqual([3, 'Unconscious', 4]);
  });

  it('without repairing, the damage, criticals, heat and a destroyed weapon stay for the next battle', () => {
    const before = battered();
    const after = started(cloneTabs(before), HEAL);
    for (const h of [...ARMOR, ...REAR, ...IS, ...CRITS, 'Life support', 'Status', 'Prone', 'Heat'])
      expect(get(after, 'Mechs', h, 2)).toBe(get(before, 'Mechs', h, 2));
    expect(get(after, 'Equipment', 'Status', 2)).toBe('Destroyed');
  });

  it('repairing makes every Equipment Status OK', () => {
    const tabs = battered();
    set(tabs, 'Equipment', 'Status', 3, 'Jammed');
    const after = started(tabs, REPAIR);
    expect([get(after, 'Equipment', 'Status', 2), get(after, 'Equipment', 'Status', 3)]).toEqual(['OK', 'OK']);
  });

  it('a blank Life support, Status or Equipment Status already reads OK or Active, so repairing leaves it blank', () => {
    const tabs = battered();
    set(tabs, 'Mechs', 'Life support', 2, '');
    set(tabs, 'Mechs', 'Status', 2, '');
    set(tabs, 'Equipment', 'Status', 2, '');
    const after = started(tabs, REPAIR);
    expect(row(after, 'Mechs', ['Life support', 'Status'], 2)).toEqual(['', '']);
    expect(get(after, 'Equipment', 'Status', 2)).toBe('');
  });
});

describe('healing brings every living pilot back to the cockpit', () => {
  it('no wounds, Active, no wake-up round', () => {
    const after = started(battered(), HEAL);
    expect(row(after, 'Mechs', ['Wounds', 'Pilot status', 'Wakes after'], 2)).toEqual([0, 'Active', '']);
  });

  it('a dead pilot stays dead, with the wounds they died of', () => {
    const tabs = battered();
    set(tabs, 'Mechs', 'Pilot status', 2, 'Dead');
    set(tabs, 'Mechs', 'Wounds', 2, 6);
    set(tabs, 'Mechs', 'Wakes after', 2, '');
    const after = started(tabs, { ...REPAIR, heal: true });
    expect(row(after, 'Mechs', ['Wounds', 'Pilot status'], 2)).toEqual([6, 'Dead']);
  });

  it('without healing, the wounded stay wounded', () => {
    const after = started(battered(), NONE);
    expect(row(after, 'Mechs', ['Wounds', 'Pilot status', 'Wakes after'], 2)).toEqual([3, 'Unconscious', 4]);
  });

  it('a blank Pilot status already reads Active, so healing leaves it blank', () => {
    const tabs = battered();
    set(tabs, 'Mechs', 'Pilot status', 2, '');
    expect(get(started(tabs, HEAL), 'Mechs', 'Pilot status', 2)).toBe('');
  });

  it('a Wakes after that is already empty is left exactly as it was, however the sheet gave it', () => {
    const tabs = demo();
    const col = colOf(tabs, 'Mechs', 'Wakes after');
    tabs.Mechs[2][col] = null;
    // A row the sheet gave short, ending before Wakes after (its cells after Wounds empty).
    tabs.Mechs[3] = tabs.Mechs[3].slice(0, col);
    const after = started(tabs, HEAL);
    expect(after.Mechs[2][col]).toBeNull();
    expect(after.Mechs[3]).toHaveLength(col);
  });
});

describe('every ammunition bin is refilled for the new battle (R-19.4)', () => {
  // The demo Griffin's bin: Equipment row 7, Ammo (LRM-5), 24 shots a full bin.
  const fullBin = (item: string): number | undefined => (item === 'Ammo (LRM-5)' ? 24 : undefined);

  function bins(): Sheets {
    const tabs = demo();
    expect(get(tabs, 'Equipment', 'Item', 7)).toBe('Ammo (LRM-5)');
    tabs.Equipment.push(['Griffin', 'Ammo (LRM-5)', 'LT', 'OK', 5]);
    tabs.Equipment.push(['Griffin', 'Ammo (LRM-5)', 'LT', 'OK', '']);
    // Shots on a row that is no counted bin is not ammunition to refill.
    tabs.Equipment.push(['Griffin', 'Medium Laser', 'LT', 'OK', 3]);
    return tabs;
  }

  it('a spent bin goes back to full; a full one, a blank one (full already) and a weapon are left as they were', () => {
    const tabs = bins();
    const n = tabs.Equipment.length;
    const after = started(tabs, { ...NONE, fullBin });
    expect([7, n - 2, n - 1, n].map((r) => get(after, 'Equipment', 'Shots', r))).toEqual([24, 24, '', 3]);
    expect(refilled(tabs, { ...NONE, fullBin })).toBe(1);
  });

  it('without the Catalog to say what a full bin holds, nothing is refilled', () => {
    const tabs = bins();
    expect(refilled(tabs, NONE)).toBe(0);
    expect(get(started(tabs, NONE), 'Equipment', 'Shots', tabs.Equipment.length - 2)).toBe(5);
  });

  it('an Equipment tab without a Shots column has no bins to refill', () => {
    const tabs = bins();
    const col = colOf(tabs, 'Equipment', 'Shots');
    tabs.Equipment = tabs.Equipment.map((r) => r.filter((_, i) => i !== col));
    expect(refilled(tabs, { ...NONE, fullBin })).toBe(0);
  });
});

describe('the tabs a new battle writes', () => {
  it('the orders are cleared on Mechs and on Attacks, where a player-played mech keeps its Attacker row', () => {
    const after = started(demo(), NONE);
    expect(get(after, 'Mechs', 'Move', 2)).toBe('');
    expect(after.Attacks.slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['Griffin', '', ''],
      ['', '', ''],
      ['', '', ''],
    ]);
    expect(get(after, 'Rules', 'Value', 2)).toBe(1);
  });

  it('only the tabs whose cells change are written', () => {
    const tabs = demo();
    // Nothing to clear, nothing to repair: only the Rules tab's Battle moves on.
    const clear = started(tabs, NONE);
    tabs.Mechs = clear.Mechs;
    tabs.Attacks = clear.Attacks;
    expect(updatedTabs(tabs, NONE)).toEqual(['Rules']);
    expect(updatedTabs(demo(), NONE)).toEqual(['Attacks', 'Mechs', 'Rules']);
  });

  it('the tabs it was given are not changed: the updates are new values', () => {
    const tabs = battered();
    const before = cloneTabs(tabs);
    newBattleUpdates(tabs, { ...REPAIR, heal: true, fullBin: () => 99 });
    expect(tabs).toEqual(before);
  });

  it('a campaign without Equipment or Attacks tabs still starts its battle', () => {
    const tabs = battered();
    delete tabs.Equipment;
    delete tabs.Attacks;
    expect(updatedTabs(tabs, { ...REPAIR, heal: true, fullBin: () => 99 })).toEqual(['Mechs', 'Rules']);
  });

  it('without a Mechs tab there is no battle to start', () => {
    const tabs = demo();
    delete tabs.Mechs;
    expect(problemMessages(tabs, NONE)).toEqual(['Mechs: the tab is missing; Set up campaign creates it']);
  });
});

describe('repairing names the mech whose record cannot be read', () => {
  const at57 = (name: unknown): string[] =>
    problemMessages(set(set(demo(), 'Mechs', 'Tons', 3, 57), 'Mechs', 'Name', 3, name), REPAIR);

  it('the name as the GM sees it, without the spaces around it', () => {
    expect(at57('  Rifleman  ')).toEqual([
      expect.stringMatching(/^Mechs!\w+3: Rifleman weighs 57 tons, which has no standard internal structure/),
    ]);
  });

  it('a name of only spaces, or not text at all, is no name: the mech is named by its row', () => {
    for (const name of ['   ', 7])
      expect(at57(name)).toContainEqual(
        expect.stringMatching(/^Mechs!\w+3: the mech on row 3 weighs 57 tons, which has no standard internal/),
      );
  });

  it('a missing Full armor column is the one problem told: the rows are not read past it', () => {
    const tabs = set(demo(), 'Mechs', 'Tons', 3, 57);
    const col = colOf(tabs, 'Mechs', 'Full armor');
    tabs.Mechs = tabs.Mechs.map((r) => r.filter((_, i) => i !== col));
    expect(problemMessages(tabs, REPAIR)).toEqual([expect.stringMatching(/^Mechs!1:1: no column headed "Full armor"/)]);
  });
});
