// The attack preview and problem locating (src/table/preview.ts, locate.ts): the numbers the sidebar
// shows before any die is rolled, on the demo campaign of the seed.
import { describe, expect, it } from 'vitest';
import { readCampaign } from '../../src/sheet/read/campaign';
import { demoTabs } from '../../src/sheet/setup/demo';
import { locateProblems, problemCell, sheetIndex } from '../../src/table/locate';
import { attackPreviews, targetStaysOutCondition } from '../../src/table/preview';
import { getSidebarState } from '../../src/server/sidebar/state';
import { problemView } from '../../src/table/problems';
import { seededDemoTabs, servicesWithTabs, setCell } from '../sidebar/fixtures';

/** The demo's tabs changed by `change`, previewed. */
function previewOf(change: (tabs: ReturnType<typeof demoTabs>) => void) {
  const tabs = demoTabs();
  change(tabs);
  const read = readCampaign(tabs);
  if (!read.ok) throw new Error(read.problems.map((p) => p.message).join('\n'));
  return attackPreviews(read.value, sheetIndex(tabs));
}

/** The chance that 3d6, keeping the highest two, meets `tn` (R-4.1 Advantage), counted over all 216 rolls. */
function advantageChance(tn: number): number {
  let hits = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) if (a + b + c - Math.min(a, b, c) >= tn) hits++;
  return hits / 216;
}

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

describe('a rule problem lands on the column it is about', () => {
  const index = sheetIndex(demoTabs());
  const griffin = (code: string) => problemCell({ code, mech: 'Griffin', message: `Griffin: ${code}` }, index);

  it("R-12: a melee problem on the line's Melee cell, a freebie problem on its Freebie cell (R-5.1)", () => {
    expect(griffin('melee/not_adjacent')).toBe('Attacks!E2');
    expect(griffin('freebie/not_fired')).toBe('Attacks!D2');
  });

  it('a problem with the target (attacking itself) on the Target cell', () => {
    expect(griffin('attack/self')).toBe('Attacks!B2');
    expect(griffin('attack/target_destroyed')).toBe('Attacks!B2');
  });

  it("R-4.2: an outflank problem on the Mechs row's Outflank cell; another move problem on its Move cell", () => {
    expect(griffin('outflank/not_in_position')).toBe('Mechs!S2');
    expect(griffin('move/shutdown')).toBe('Mechs!P2');
    expect(griffin('move/too_far')).toBe('Mechs!Q2');
  });

  it('with no Attacks tab, a mech has no attack lines and its attack problems fall back to its Mechs row', () => {
    const { Mechs } = demoTabs();
    const mechsOnly = sheetIndex({ Mechs });
    expect(mechsOnly.attackLines('Griffin')).toEqual([]);
    expect(problemCell({ code: 'attack/after_sprint', mech: 'Griffin', message: 'Griffin sprinted.' }, mechsOnly)).toBe(
      'Mechs!A2',
    );
  });
});

describe("R-4.2: an outflank declared on the target shows its chance and each weapon's chance if it succeeds", () => {
  it('the Griffin, standing beside the running Rifleman (TMM 1), outflanks it: TN 4 + 1 = 5, 30/36; each weapon with Advantage (R-4.1)', () => {
    const [griffin] = previewOf((tabs) => {
      setCell(tabs, 'Mechs', 'Position', (r) => r[0] === 'Griffin', '0414');
      setCell(tabs, 'Mechs', 'Move', (r) => r[0] === 'Griffin', 'Stand');
      setCell(tabs, 'Mechs', 'Outflank', (r) => r[0] === 'Griffin', 'Rifleman');
    });
    expect(griffin.outflankChance).toBe(30 / 36);
    const lrm = griffin.weapons.find((w) => w.name === 'LRM-5');
    // Inside the LRM's minimum range: 3 gunnery − 1 stood still + 1 TMM + 5 = 8, 15/36 plain.
    expect(lrm?.tn.ok && [lrm.tn.total, lrm.tn.chance]).toEqual([8, 15 / 36]);
    expect(lrm?.chanceIfOutflanked).toBeCloseTo(advantageChance(8), 12);
    for (const w of griffin.weapons)
      expect(w.chanceIfOutflanked).toBeCloseTo(advantageChance(w.tn.ok ? w.tn.total : 99), 12);
  });

  it('a line at a mech not outflanked shows neither', () => {
    const [, rifleman] = previewOf((tabs) => setCell(tabs, 'Mechs', 'Outflank', (r) => r[0] === 'Griffin', 'Rifleman'));
    expect(rifleman.outflankChance).toBeUndefined();
    expect(rifleman.weapons.some((w) => w.chanceIfOutflanked !== undefined)).toBe(false);
  });
});

describe('R-12, R-11.2: a melee attack at an unconscious target, its TN if the target wakes and if it stays out', () => {
  // The Griffin stands in 0414, beside the Rifleman in 0415, and declares a Fast attack ×2. The Rifleman's pilot
  // (2 wounds) rolls 5 to wake; if it stays out, the Rifleman stands still in 0415 with TMM 0.
  const fastTwice = (tabs: ReturnType<typeof demoTabs>, rifleman: { move: string; to?: string; evasive?: string }) => {
    setCell(tabs, 'Mechs', 'Position', (r) => r[0] === 'Griffin', '0414');
    setCell(tabs, 'Mechs', 'Move', (r) => r[0] === 'Griffin', 'Stand');
    setCell(tabs, 'Mechs', 'Pilot status', (r) => r[0] === 'Rifleman', 'Unconscious');
    setCell(tabs, 'Mechs', 'Wounds', (r) => r[0] === 'Rifleman', 2);
    setCell(tabs, 'Mechs', 'Move', (r) => r[0] === 'Rifleman', rifleman.move);
    setCell(tabs, 'Mechs', 'Move to', (r) => r[0] === 'Rifleman', rifleman.to ?? '');
    setCell(tabs, 'Mechs', 'Evasive', (r) => r[0] === 'Rifleman', rifleman.evasive ?? '');
    setCell(tabs, 'Attacks', 'Melee', (r) => r[0] === 'Griffin', 'Fast x2');
    setCell(tabs, 'Attacks', 'Angle', (r) => r[0] === 'Griffin', 'High');
  };

  it('a Rifleman running in place: Fast attack ×2 at TN 3 if it wakes (TMM 1), TN 2 if it stays out (TMM 0)', () => {
    const [griffin] = previewOf((tabs) => fastTwice(tabs, { move: 'Run' }));
    const melee = griffin.melee;
    expect(melee?.name).toBe('Fast attack ×2');
    expect(melee?.tn.ok && melee.tn.breakdown).toBe('4 piloting - 1 stood still + 1 target TMM - 1 Fast attack = 3');
    expect(melee?.ifTargetStaysOut?.ok && melee.ifTargetStaysOut.breakdown).toBe(
      '4 piloting - 1 stood still - 1 Fast attack = 2',
    );
    expect(griffin.targetStaysOut?.text).toBe(
      "If Rifleman's pilot stays unconscious (wake roll TN 5 fails, 17%), it stands still in 0415 (TMM 0)",
    );
  });

  it('a Rifleman that would stand still anyway: the same TN either way, so none is given for it staying out', () => {
    const [griffin] = previewOf((tabs) => fastTwice(tabs, { move: 'Stand' }));
    expect(griffin.melee?.tn.ok && griffin.melee.tn.total).toBe(2);
    expect(griffin.melee?.ifTargetStaysOut).toBeUndefined();
    expect(griffin.targetStaysOut).toBeUndefined();
  });

  it('R-4.1: the same TN but a different roll — Disadvantage on an evasive Rifleman that wakes, a plain roll if not', () => {
    const [griffin] = previewOf((tabs) => fastTwice(tabs, { move: 'Stand', evasive: 'Yes' }));
    const melee = griffin.melee;
    expect(melee?.tn.ok && [melee.tn.total, melee.tn.mode]).toEqual([2, 'disadvantage']);
    expect(melee?.ifTargetStaysOut?.ok && [melee.ifTargetStaysOut.total, melee.ifTargetStaysOut.mode]).toEqual([
      2,
      'normal',
    ]);
  });

  it('a Rifleman that wakes and runs to 0411 is out of reach; staying out, it is still beside the Griffin', () => {
    const [griffin] = previewOf((tabs) => fastTwice(tabs, { move: 'Run', to: '0411' }));
    expect(griffin.melee?.tn).toEqual({
      ok: false,
      code: 'melee/not_adjacent',
      reason: 'Griffin cannot make a Fast attack on Rifleman: melee needs an adjacent target and it is 3 hexes away.',
    });
    expect(griffin.melee?.ifTargetStaysOut?.ok && griffin.melee.ifTargetStaysOut.total).toBe(2);
  });

  it('out of reach either way, but at different distances: both reasons are given', () => {
    const [griffin] = previewOf((tabs) => {
      fastTwice(tabs, { move: 'Run', to: '0411' });
      setCell(tabs, 'Mechs', 'Position', (r) => r[0] === 'Griffin', '0609');
    });
    expect(griffin.melee?.tn.ok === false && griffin.melee.tn.reason).toMatch(/it is 3 hexes away\.$/);
    const other = griffin.melee?.ifTargetStaysOut;
    expect(other?.ok === false && other.reason).toBe(
      'Griffin cannot make a Fast attack on Rifleman: melee needs an adjacent target and it is 7 hexes away.',
    );
  });

  it('R-2.4: a Griffin that will sprint cannot attack, in the future tense, and the same either way', () => {
    const [griffin] = previewOf((tabs) => {
      fastTwice(tabs, { move: 'Run' });
      setCell(tabs, 'Mechs', 'Move', (r) => r[0] === 'Griffin', 'Sprint');
    });
    expect(griffin.melee).toEqual({
      name: 'Fast attack ×2',
      tn: { ok: false, code: 'attack/after_sprint', reason: 'Griffin will sprint this round and cannot attack.' },
    });
  });

  it('R-12.3: a Death from Above without a jump says how the Griffin will move, before the round', () => {
    const [griffin] = previewOf((tabs) => {
      fastTwice(tabs, { move: 'Run' });
      setCell(tabs, 'Attacks', 'Melee', (r) => r[0] === 'Griffin', 'DFA');
    });
    expect(griffin.melee?.name).toBe('Death from Above');
    expect(griffin.melee?.tn.ok === false && griffin.melee.tn.reason).toBe(
      'Griffin cannot make a Death from Above attack on Rifleman: it must jump this round (it will stand still).',
    );
  });

  it('an illegal move: the melee attack is listed with no TN, saying which move to fix', () => {
    const [griffin] = previewOf((tabs) => {
      fastTwice(tabs, { move: 'Run' });
      setCell(tabs, 'Mechs', 'Move', (r) => r[0] === 'Griffin', 'Walk');
      setCell(tabs, 'Mechs', 'Move to', (r) => r[0] === 'Griffin', '1617');
    });
    // The path's cost is the movement rules' business (R-2); here, that the melee gets the same refusal as the line.
    const why = griffin.illegal?.reason ?? '';
    expect(why).toMatch(
      /^No TN until Griffin's move is fixed: Griffin cannot walk to 1617: the cheapest path costs \d+ MP and it has 5\.$/,
    );
    expect(griffin.melee).toEqual({
      name: 'Fast attack ×2',
      tn: { ok: false, code: 'attack/illegal_move', reason: why },
    });
  });
});

describe('R-11.2: the words for a target whose pilot may stay unconscious', () => {
  it('with no hex to name (the mech is not on the map), it "stands still"', () => {
    expect(targetStaysOutCondition('Griffin', null, 5, 30 / 36).text).toBe(
      "If Griffin's pilot stays unconscious (wake roll TN 5 fails, 17%), it stands still (TMM 0)",
    );
    expect(targetStaysOutCondition('Griffin', '0609', 5, 30 / 36).text).toBe(
      "If Griffin's pilot stays unconscious (wake roll TN 5 fails, 17%), it stands still in 0609 (TMM 0)",
    );
  });
});
