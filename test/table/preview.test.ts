// The attack preview and problem locating (src/table/preview.ts, locate.ts): the numbers the sidebar
// shows before any die is rolled, on the demo campaign of the seed.
import { describe, expect, it } from 'vitest';
import { readCampaign } from '../../src/sheet/read/campaign';
import { demoTabs } from '../../src/sheet/setup/demo';
import { locateProblems, problemCell, sheetIndex } from '../../src/table/locate';
import { attackPreviews } from '../../src/table/preview';
import { getSidebarState } from '../../src/server/sidebar/state';
import { problemView } from '../../src/table/problems';
import { seededDemoTabs, servicesWithTabs, setCell } from '../sidebar/fixtures';

function demoPreview() {
  const tabs = demoTabs();
  const read = readCampaign(tabs);
  if (!read.ok) throw new Error(read.problems.map((p) => p.message).join('\n'));
  return attackPreviews(read.value, sheetIndex(tabs));
}

describe("attack preview: every declared attack's TN with its breakdown (R-3 G.A.T.O.R.)", () => {
  it('R-3, seed example 2: the Griffin at the Rifleman through the woods — LRM-5 8, Large Laser 10, Medium Laser 12', () => {
    const griffin = demoPreview()[0];
    expect(griffin).toMatchObject({ attacker: 'Griffin', target: 'Rifleman', cell: 'Attacks!A2', line: 0 });
    const byName = (name: string) => griffin.weapons.filter((w) => w.name === name);
    expect(byName('LRM-5').map((w) => w.tn.ok && w.tn.total)).toEqual([8, 8]);
    expect(byName('Large Laser').map((w) => w.tn.ok && w.tn.total)).toEqual([10]);
    expect(byName('Medium Laser').map((w) => w.tn.ok && w.tn.total)).toEqual([12, 12]);
    const text = (name: string) => {
      const tn = byName(name)[0].tn;
      return tn.ok ? tn.breakdown : tn.reason;
    };
    expect(text('LRM-5')).toBe('3 gunnery + 1 ran + 1 target TMM + 3 woods (1 light, 1 heavy) = 8');
    expect(text('Large Laser')).toBe(
      '3 gunnery + 1 ran + 1 target TMM + 3 woods (1 light, 1 heavy) + 2 medium range = 10',
    );
    expect(text('Medium Laser')).toBe(
      '3 gunnery + 1 ran + 1 target TMM + 3 woods (1 light, 1 heavy) + 4 long range = 12',
    );
  });

  it('R-0.1: the hit chance is the exact 2d6 odds of meeting the TN (8 → 15/36, 10 → 6/36, 12 → 1/36)', () => {
    const griffin = demoPreview()[0];
    const chance = (name: string) => griffin.weapons.find((w) => w.name === name)!.tn;
    expect(chance('LRM-5')).toMatchObject({ mode: 'normal', rollable: true, chance: 15 / 36 });
    expect(chance('Large Laser')).toMatchObject({ chance: 6 / 36 });
    expect(chance('Medium Laser')).toMatchObject({ chance: 1 / 36 });
  });

  it('R-5.1: the Large Laser the Griffin names as its freebie is marked, and only it', () => {
    const griffin = demoPreview()[0];
    expect(griffin.weapons.filter((w) => w.freebie).map((w) => w.name)).toEqual(['Large Laser']);
  });

  it('R-14: every attack line is previewed in sheet order, each with its Attacks row', () => {
    const all = demoPreview();
    expect(all.map((a) => `${a.attacker}→${a.target} ${a.cell}`)).toEqual([
      'Griffin→Rifleman Attacks!A2',
      'Rifleman→Griffin Attacks!A3',
      'Blackjack→Griffin Attacks!A4',
    ]);
    expect(all[1].weapons.map((w) => w.name)).toEqual(['Large Laser', 'Large Laser', 'AC/5', 'AC/5']);
  });

  it('R-4.1: attacks on an evasive target are previewed with disadvantage (3d6 keep the lowest two)', () => {
    const tabs = demoTabs();
    setCell(tabs, 'Mechs', 'Evasive', (r) => r[0] === 'Rifleman', 'Yes');
    setCell(tabs, 'Attacks', 'Weapons', (r) => r[0] === 'Rifleman', '');
    setCell(tabs, 'Attacks', 'Attacker', (r) => r[0] === 'Rifleman', '');
    setCell(tabs, 'Attacks', 'Target', (r) => r[1] === 'Griffin' && r[0] === '', '');
    const read = readCampaign(tabs);
    if (!read.ok) throw new Error(read.problems.map((p) => p.message).join('\n'));
    const lrm = attackPreviews(read.value)[0].weapons.find((w) => w.name === 'LRM-5')!;
    expect(lrm.tn).toMatchObject({ ok: true, total: 8, mode: 'disadvantage' });
    expect(lrm.tn.ok && lrm.tn.chance).toBeLessThan(15 / 36);
  });
});

describe('problems placed on their cells, for a button that selects the offending cell', () => {
  it('a sheet problem keeps the cell its message starts with (Mechs!F2 for a bad Gunnery)', () => {
    const tabs = demoTabs();
    setCell(tabs, 'Mechs', 'Gunnery', (r) => r[0] === 'Griffin', 'three');
    const read = readCampaign(tabs);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    const located = locateProblems(read.problems.map(problemView), sheetIndex(tabs));
    expect(located.map((p) => p.cell)).toContain('Mechs!F2');
  });

  it("R-2.4: a rule problem (attacking after a sprint) lands on the attack's Weapons cell", () => {
    const index = sheetIndex(demoTabs(), [1, 2, 3]);
    expect(
      problemCell(
        { code: 'attack/after_sprint', mech: 'Griffin', message: 'Griffin sprinted this round and cannot attack.' },
        index,
      ),
    ).toBe('Attacks!C2');
    expect(
      problemCell(
        {
          code: 'attack/unknown_mech',
          message: 'Attack line 3 names "Nobody", but there is no such mech on the Mechs tab.',
        },
        index,
      ),
    ).toBe('Attacks!A4');
    expect(problemCell({ code: 'move/off_map', mech: 'Locust', message: 'Locust cannot move to 3030.' }, index)).toBe(
      'Mechs!Q5',
    );
    expect(problemCell({ code: 'pilot/whatever', mech: 'Blackjack', message: 'Blackjack …' }, index)).toBe('Mechs!A4');
    expect(
      problemCell(
        { code: 'sheet/missing_header', message: 'Attacks!1:1: no column headed "Target"', cell: 'Attacks!1:1' },
        index,
      ),
    ).toBe('Attacks!A1');
    expect(problemCell({ code: 'rules/x', message: 'nothing to point at' }, index)).toBeUndefined();
  });

  it('getSidebarState: a Griffin declared to Sprint gets its problem with the cell to select', () => {
    const tabs = seededDemoTabs();
    setCell(tabs, 'Mechs', 'Move', (r) => r[0] === 'Griffin', 'Sprint');
    const state = getSidebarState(servicesWithTabs(tabs));
    const sprint = state.status.problems.find((p) => p.code === 'attack/after_sprint');
    expect(sprint).toMatchObject({ mech: 'Griffin', cell: 'Attacks!C2' });
    // The preview still shows why each weapon cannot fire.
    const griffin = state.attacks[0];
    expect(griffin.weapons.every((w) => !w.tn.ok)).toBe(true);
  });
});
