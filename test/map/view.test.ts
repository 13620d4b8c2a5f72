import { describe, expect, it } from 'vitest';
import { buildMapView, type LineOfFireView } from '../../src/map/view';
import { hexDistance } from '../../src/rules/hex/distance';
import { hexLabel } from '../../src/rules/hex/label';
import { DEMO_MAP } from '../../src/rules/map/demoMap';
import { reachableHexes } from '../../src/rules/map/movementCost';
import type { MoveDeclaration } from '../../src/rules/model/declarations';
import type { BattleMap } from '../../src/rules/model/map';
import type { MechState } from '../../src/rules/model/mech';
import { validateMoves } from '../../src/rules/round/movement/validateMoves';
import { defaultRules, makeBattle, makeCanonicalMech, makeMech } from '../support/mechs';
import { demoCampaign, hex } from './demoBattle';

function lineTo(lines: readonly LineOfFireView[], target: string): LineOfFireView {
  const l = lines.find((x) => x.target === target);
  if (!l) throw new Error(`no line of fire to ${target}`);
  return l;
}

function band(l: LineOfFireView, weapon: string) {
  const w = l.weapons.find((x) => x.weapon === weapon);
  if (!w) throw new Error(`no ${weapon} on the line to ${l.target}`);
  return { band: w.band, modifier: w.modifier, count: w.count };
}

/**
 * reachableHexes as {hex, cost} rows, start hex left out, in label order; the hexes in `taken` (where other mechs
 * stand, R-2.8) left out too.
 */
function coreReach(from: string, mp: number, taken: readonly string[] = []) {
  const rows: { hex: string; cost: number }[] = [];
  reachableHexes(DEMO_MAP, hex(from), mp).forEach((cost, label) => {
    if (label !== from && !taken.includes(label)) rows.push({ hex: label, cost });
  });
  return rows.sort((a, b) => a.hex.localeCompare(b.hex));
}

// The demo's other mechs: the Blackjack (0111) is 5 hexes from the Griffin, the Rifleman (0415)
// within a run of 8; the Locust (1516) is out of reach. No enemy stands on a cheapest path.
const OTHERS = ['0111', '0415', '1516'];

describe('map view: tokens', () => {
  it('lists every mech of the demo battle with its side and hex', () => {
    const { battle } = demoCampaign();
    const view = buildMapView(battle);
    expect(view.round).toBe(battle.round);
    expect(view.map).toEqual(DEMO_MAP);
    expect(view.tokens.map((t) => [t.id, t.side, t.hex])).toEqual([
      ['Griffin', 'PC', '0609'],
      ['Rifleman', 'NPC', '0415'],
      ['Blackjack', 'NPC', '0111'],
      ['Locust', 'NPC', '1516'],
    ]);
    expect(view.selected).toBeUndefined();
  });

  it('marks destroyed, wrecked, prone and shut-down mechs; a mech with no hex has hex null', () => {
    const battle = makeBattle([
      makeMech({ id: 'A', position: '0101', destroyed: true }),
      { ...makeMech({ id: 'B', position: '0102', destroyed: true }), wreck: true },
      makeMech({ id: 'C', position: '0103', prone: true, shutdown: true }),
      makeMech({ id: 'D', position: null }),
    ]);
    expect(buildMapView(battle).tokens).toEqual([
      { id: 'A', label: 'A', side: 'NPC', hex: '0101', destroyed: true },
      { id: 'B', label: 'B', side: 'NPC', hex: '0102', destroyed: true, wreck: true },
      { id: 'C', label: 'C', side: 'NPC', hex: '0103', prone: true, shutdown: true },
      { id: 'D', label: 'D', side: 'NPC', hex: null },
    ]);
  });

  it('an unknown selected name selects nothing', () => {
    expect(buildMapView(demoCampaign().battle, { selected: 'Atlas' }).selected).toBeUndefined();
  });
});

describe("R-2.5: reachable hexes are the core's reachableHexes / jumpReachable", () => {
  const { battle, rules } = demoCampaign();
  const reach = buildMapView(battle, { selected: 'Griffin', rules }).selected?.reachable;

  it('R-2.5, R-2.8: the Griffin running 8 MP from 0609 reaches exactly reachableHexes(DEMO_MAP, 0609, 8), with the same costs, but the hexes the other mechs stand in', () => {
    expect(reach?.mp).toEqual({ walk: 5, run: 8, jump: 5 });
    expect(reach?.run).toEqual(coreReach('0609', 8, OTHERS));
    expect(coreReach('0609', 8).map((r) => r.hex)).toEqual(expect.arrayContaining(['0111', '0415']));
    expect(reach?.run.length).toBeGreaterThan(100);
  });

  it('R-2.4 / R-2.5: walking 5 MP: the light woods at 0511 cost 2 to enter from 0510, heavy woods at 0513 are out of reach', () => {
    expect(reach?.walk).toEqual(coreReach('0609', 5, OTHERS));
    expect(reach?.walk.find((r) => r.hex === '0511')?.cost).toBe(3);
    expect(reach?.run.find((r) => r.hex === '0513')?.cost).toBeGreaterThan(5);
  });

  it('R-2.4 / R-2.5: jumping 5 ignores terrain: every map hex 1–5 hexes away, cost = distance', () => {
    const expected: { hex: string; cost: number }[] = [];
    for (let col = 1; col <= DEMO_MAP.cols; col++) {
      for (let row = 1; row <= DEMO_MAP.rows; row++) {
        const d = hexDistance(hex('0609'), { col, row });
        if (d >= 1 && d <= 5 && !OTHERS.includes(hexLabel({ col, row })))
          expected.push({ hex: hexLabel({ col, row }), cost: d });
      }
    }
    expect(reach?.jump).toEqual(expected.sort((a, b) => a.hex.localeCompare(b.hex)));
  });

  it('R-2.1: heat lowers walk and run (Griffin at heat 5: walk 4, run 6); jump is not lowered', () => {
    const griffin = makeCanonicalMech('GRF-1S', { position: '0609', heat: 5 });
    const r = buildMapView(makeBattle([griffin], { map: DEMO_MAP }), { selected: 'Griffin', rules: defaultRules() })
      .selected?.reachable;
    expect(r?.mp).toEqual({ walk: 4, run: 6, jump: 5 });
    expect(r?.run).toEqual(coreReach('0609', 6));
  });

  it('R-2.4: a mech starting in water may walk but not run or jump, and the note says why', () => {
    const m = makeMech({ id: 'Wader', position: '1303', walkMP: 4, jumpMP: 4 });
    const r = buildMapView(makeBattle([m], { map: DEMO_MAP }), { selected: 'Wader', rules: defaultRules() }).selected
      ?.reachable;
    expect(r?.walk.length).toBeGreaterThan(0);
    expect(r?.run).toEqual([]);
    expect(r?.jump).toEqual([]);
    expect(r?.notes.join(' ')).toContain('starts in water');
  });

  it('R-2.5: with no map every step costs 1: reach is every hex within Walk MP, on a clear map drawn big enough for the mechs', () => {
    const m = makeMech({ id: 'Plain', position: '0101', walkMP: 2, jumpMP: 0 });
    const far = makeMech({ id: 'Far', position: '2030' });
    const view = buildMapView(makeBattle([m, far]), { selected: 'Plain', rules: defaultRules() });
    expect(view.map).toEqual({ cols: 22, rows: 32, terrain: {} });
    expect(view.selected?.reachable?.walk).toEqual([
      { hex: '0102', cost: 1 },
      { hex: '0103', cost: 2 },
      { hex: '0201', cost: 1 },
      { hex: '0202', cost: 2 },
      { hex: '0301', cost: 2 },
      { hex: '0302', cost: 2 },
    ]);
  });

  it('R-10.2: a prone mech reaches nothing: it spends the round standing up', () => {
    const m = makeMech({ id: 'Down', position: '0609', prone: true });
    const r = buildMapView(makeBattle([m], { map: DEMO_MAP }), { selected: 'Down', rules: defaultRules() }).selected
      ?.reachable;
    expect([r?.walk, r?.run, r?.jump]).toEqual([[], [], []]);
    expect(r?.notes).toEqual(['prone: it must stand up this round (R-10.2)']);
  });

  it('R-V.3: a wreck is impassable: neither walked into nor jumped onto', () => {
    const m = makeMech({ id: 'Mover', side: 'PC', position: '0609', walkMP: 1, jumpMP: 1 });
    const wreck = { ...makeMech({ id: 'Hulk', position: '0610', destroyed: true }), wreck: true };
    const r = buildMapView(makeBattle([m, wreck], { map: DEMO_MAP }), { selected: 'Mover', rules: defaultRules() })
      .selected?.reachable;
    expect(r?.walk.map((x) => x.hex)).not.toContain('0610');
    expect(r?.jump.map((x) => x.hex)).not.toContain('0610');
    expect(r?.walk).toHaveLength(5);
  });
});

describe('R-2.8: one mech a hex on the map — the reach offers what the movement step accepts', () => {
  // A corridor one hex wide: every walk runs through 0102, 0103 … in turn.
  const CORRIDOR: BattleMap = { cols: 1, rows: 6, terrain: {} };
  const reachIn = (mechs: MechState[], moves: MoveDeclaration[] = []) => {
    const r = buildMapView(makeBattle(mechs, { map: CORRIDOR }), { selected: 'Mover', rules: defaultRules(), moves })
      .selected?.reachable;
    return { walk: r?.walk.map((x) => `${x.hex}:${x.cost}`), jump: r?.jump.map((x) => x.hex) };
  };
  const mover = () => makeMech({ id: 'Mover', side: 'PC', position: '0101', walkMP: 4, jumpMP: 3 });

  it("R-2.8: a friend's hex is passed through but never offered as the end of a move", () => {
    const friend = makeMech({ id: 'Friend', side: 'PC', position: '0102' });
    expect(reachIn([mover(), friend])).toEqual({ walk: ['0103:2', '0104:3', '0105:4'], jump: ['0103', '0104'] });
  });

  it('R-2.8: an enemy blocks the path: nothing beyond it is walked to; a jump still lands beyond it, not on it', () => {
    const enemy = makeMech({ id: 'Enemy', side: 'NPC', position: '0102' });
    expect(reachIn([mover(), enemy])).toEqual({ walk: [], jump: ['0103', '0104'] });
  });

  it('R-2.8, R-V.3: a wreck of either side blocks the path and is never landed on', () => {
    const wreck = { ...makeMech({ id: 'Hulk', side: 'PC', position: '0103', destroyed: true }), wreck: true };
    expect(reachIn([mover(), wreck])).toEqual({ walk: ['0102:1'], jump: ['0102', '0104'] });
  });

  it('R-2.8, R-14.2: "at that moment": a mech before it on the Mechs tab has made its move — its old hex is free, its new one taken; one after it has not', () => {
    const friend = makeMech({ id: 'Friend', side: 'PC', position: '0103', walkMP: 4 });
    const friendMoves = [{ mech: 'Friend', mode: 'walk' as const, to: hex('0105') }];
    // The Friend moves first: 0103 is free when the Mover moves, 0105 is taken.
    expect(reachIn([friend, mover()], friendMoves).walk).toEqual(['0102:1', '0103:2', '0104:3']);
    // The Friend moves after the Mover: it still stands in 0103.
    expect(reachIn([mover(), friend], friendMoves).walk).toEqual(['0102:1', '0104:3', '0105:4']);
    // A refused move leaves it where it stands (here: more MP than it has).
    const tooFar = [{ mech: 'Friend', mode: 'walk' as const, to: hex('0101') }];
    expect(
      reachIn([makeMech({ id: 'Friend', side: 'PC', position: '0106', walkMP: 1 }), mover()], tooFar).walk,
    ).toEqual(['0102:1', '0103:2', '0104:3', '0105:4']);
  });

  it("R-2.8: on the demo, every hex the Griffin's run reaches is a run the movement step accepts, and every other hex a run it refuses", () => {
    const { battle, rules, declarations } = demoCampaign();
    const moves = declarations.moves.filter((m) => m.mech !== 'Griffin');
    const offered = new Set(
      buildMapView(battle, { selected: 'Griffin', rules, moves }).selected?.reachable?.run.map((r) => r.hex),
    );
    let accepted = 0;
    for (let col = 1; col <= DEMO_MAP.cols; col++) {
      for (let row = 1; row <= DEMO_MAP.rows; row++) {
        const to = { col, row };
        if (hexLabel(to) === '0609') continue;
        const checked = validateMoves(battle, [...moves, { mech: 'Griffin', mode: 'run', to }], rules).problems.filter(
          (p) => p.mech === 'Griffin',
        );
        expect({ hex: hexLabel(to), offered: offered.has(hexLabel(to)) }).toEqual({
          hex: hexLabel(to),
          offered: checked.length === 0,
        });
        if (checked.length === 0) accepted++;
      }
    }
    expect(accepted).toBe(offered.size);
    expect(offered.has('0111') || offered.has('0415')).toBe(false);
  });
});

describe('R-1.3 / R-3.1 / R-3.2: lines of fire from the selected mech to every enemy', () => {
  const { battle, rules } = demoCampaign();
  const lines = buildMapView(battle, { selected: 'Griffin', rules }).selected?.linesOfFire ?? [];

  it('R-1.3 / R-3.1: seed example 2, Griffin 0609 → Rifleman 0415 crosses one light and one heavy woods hex: +3 at 7 hexes', () => {
    const l = lineTo(lines, 'Rifleman');
    expect(l).toMatchObject({ from: '0609', to: '0415', distance: 7, total: 3 });
    expect(l.hexes.filter((h) => h.modifier > 0)).toEqual([
      { hex: '0511', modifier: 1 },
      { hex: '0513', modifier: 2 },
    ]);
    expect(l.hexes).toHaveLength(7);
    expect(l.hexes[l.hexes.length - 1].hex).toBe('0415');
  });

  it('R-3.2 / R-3.3: range bands per weapon at 7 hexes: Large Laser medium +2, Medium Laser ×2 long +4, LRM-5 ×2 short +0', () => {
    const l = lineTo(lines, 'Rifleman');
    expect(band(l, 'Large Laser')).toEqual({ band: 'medium', modifier: 2, count: 1 });
    expect(band(l, 'Medium Laser')).toEqual({ band: 'long', modifier: 4, count: 2 });
    expect(band(l, 'LRM-5')).toEqual({ band: 'short', modifier: 0, count: 2 });
  });

  it("R-3.3: seed example 1, the Blackjack at 5 hexes is inside the LRM-5's minimum range 6: short +1", () => {
    const l = lineTo(lines, 'Blackjack');
    expect(l).toMatchObject({ distance: 5, total: 0 });
    expect(band(l, 'LRM-5')).toEqual({ band: 'short', modifier: 1, count: 2 });
  });

  it("R-3.2: seed example 3, the Locust at 11 hexes is beyond the Medium Laser's long range 9: out", () => {
    const l = lineTo(lines, 'Locust');
    expect(l).toMatchObject({ distance: 11, total: 0 });
    expect(band(l, 'Medium Laser')).toEqual({ band: 'out', modifier: null, count: 2 });
    expect(band(l, 'Large Laser')).toEqual({ band: 'long', modifier: 4, count: 1 });
  });

  it('only enemies get a line: an NPC selected sees the Griffin alone', () => {
    const npc = buildMapView(battle, { selected: 'Rifleman', rules }).selected?.linesOfFire ?? [];
    expect(npc.map((l) => l.target)).toEqual(['Griffin']);
    expect(npc[0].total).toBe(3);
  });

  it('a destroyed weapon is not listed; a destroyed enemy has no line unless it stands as a wreck (R-V.3)', () => {
    const griffin = makeCanonicalMech('GRF-1S', { side: 'PC', position: '0609' });
    griffin.equipment.forEach((e) => {
      if (e.name === 'Large Laser') e.destroyed = true;
    });
    const dead = makeMech({ id: 'Dead', position: '0612', destroyed: true });
    const hulk = { ...makeMech({ id: 'Hulk', position: '0613', destroyed: true }), wreck: true };
    const view = buildMapView(makeBattle([griffin, dead, hulk], { map: DEMO_MAP }), { selected: 'Griffin' });
    const l = view.selected?.linesOfFire ?? [];
    expect(l.map((x) => x.target)).toEqual(['Hulk']);
    expect(l[0].weapons.map((w) => w.weapon)).toEqual(['Medium Laser', 'LRM-5']);
  });

  it('R-14: with declared moves, lines run between the destinations and the move is drawn as an arrow', () => {
    const moves = [{ mech: 'Griffin', mode: 'walk' as const, to: hex('0611') }];
    const view = buildMapView(battle, { selected: 'Griffin', rules, moves });
    const l = lineTo(view.selected?.linesOfFire ?? [], 'Rifleman');
    expect(l.from).toBe('0611');
    expect(l.distance).toBe(hexDistance(hex('0611'), hex('0415')));
    expect(view.moves).toEqual([{ id: 'Griffin', mode: 'walk', from: '0609', to: '0611' }]);
    // Reach is still from where the Griffin stands now.
    expect(view.selected?.reachable?.run).toEqual(coreReach('0609', 8, OTHERS));
  });
});
