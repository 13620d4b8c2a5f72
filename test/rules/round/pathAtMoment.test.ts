// A move is planned with every mech where it was to go; it is made with every mech where it is
// (R-2.8a, R-2.8b). Scenario tests on scripted dice, asserting where the mechs end, the hexes
// moved, the rolls made against them and the log's words.
import { describe, expect, it } from 'vitest';
import { describeEvent } from '../../../src/log/describe';
import type { Dice } from '../../../src/rules/dice/dice';
import { describeTargetNumber } from '../../../src/rules/model/targetNumber';
import { defaultRules, makeBattle, makeMech } from '../../support/mechs';
import { codesOf, fire, mechOf, move, npcRules, of, rolls, run } from './helpers';
import { hex } from './seedBattle';

const laser = [{ name: 'Medium Laser', location: 'RA' as const }];

/**
 * No map. Hunter (PC) in 0505; Prey (NPC) in 0508, its pilot unconscious, planning to walk
 * off to 0608 — it fails its wake roll and stays; then the `mover`, which moves after the Prey.
 */
function preyStaysPut(mover: { id: string; side: 'PC' | 'NPC'; position: string }) {
  return makeBattle([
    makeMech({ id: 'Hunter', side: 'PC', position: '0505', equipment: laser }),
    makeMech({ id: 'Prey', side: 'NPC', position: '0508', pilotStatus: 'unconscious', equipment: laser }),
    makeMech({ ...mover, equipment: laser }),
  ]);
}
const preyLeaves = move('Prey', 'walk', { to: hex('0608') });
/** The Prey's wake roll: 1 + 1 = 2, under 3 — it stays out, and in 0508. */
const staysOut = [1, 1];

describe('R-2.8a A path through a mech that did not leave', () => {
  it("R-2.8a: an enemy still on the planned path is gone around when the cheapest legal path fits the MP: hexes moved is that path's length, and the log says around whom", () => {
    // Straight down from 0511 to 0506 is 5 hexes through 0508; round the Prey it is 6, the Scout's Run MP.
    const b = preyStaysPut({ id: 'Scout', side: 'PC', position: '0511' });
    const decl = { moves: [preyLeaves, move('Scout', 'run', { to: hex('0506') })] };
    expect(codesOf(b, decl, npcRules)).toEqual([]);
    const r = run(b, decl, staysOut, npcRules);
    expect(mechOf(r, 'Prey').position).toEqual(hex('0508'));
    expect(mechOf(r, 'Scout').position).toEqual(hex('0506'));
    const [scout] = of(r, 'move');
    expect(scout.hexes).toBe(6);
    expect(describeEvent(scout)).toBe('Scout ran 6 hexes from 0511 to 0506, around Prey in 0508 (R-2.8a)');
    expect(of(r, 'heat').find((h) => h.mech === 'Scout')!.generated).toEqual([{ label: 'ran', value: 2 }]);
  });

  it('R-2.8a: with no legal path that fits the MP, the mover is blocked and stands still exactly as when its end hex is held, and the log says by whom', () => {
    // Walking 4 from 0511 to 0507 goes through 0508; round the Prey costs 5.
    const b = preyStaysPut({ id: 'Scout', side: 'PC', position: '0511' });
    const decl = { moves: [preyLeaves, move('Scout', 'walk', { to: hex('0507') })] };
    expect(codesOf(b, decl, npcRules)).toEqual([]);
    const r = run(b, decl, staysOut, npcRules);
    expect(mechOf(r, 'Scout').position).toEqual(hex('0511'));
    const [scout] = of(r, 'move');
    expect(scout).toMatchObject({
      to: hex('0511'),
      hexes: 0,
      blocked: { by: 'Prey', at: hex('0508'), destination: hex('0507') },
    });
    expect(describeEvent(scout)).toBe(
      'Scout stood still in 0511: it was to walk to 0507 through 0508, where Prey still stands, and no other way fits its MP (R-2.8a)',
    );
    expect(of(r, 'heat').find((h) => h.mech === 'Scout')!.generated).toEqual([]);
  });

  it('R-2.8a: a blocked mover counts as standing still: −1 on its own attacks, no TMM against it', () => {
    const b = preyStaysPut({ id: 'Scout', side: 'PC', position: '0511' });
    b.mechs.push(makeMech({ id: 'Raider', side: 'NPC', position: '0711', equipment: laser }));
    const decl = {
      moves: [preyLeaves, move('Scout', 'walk', { to: hex('0507') })],
      attacks: [fire('Scout', 'Raider', ['Medium Laser']), fire('Raider', 'Scout', ['Medium Laser'])],
    };
    // Both lasers at 2 hexes hit (7) the Center Torso (7).
    const r = run(b, decl, [...staysOut, 3, 4, 3, 4, 3, 4, 3, 4], npcRules);
    expect(rolls(r, 'attack').map((a) => [a.mech, describeTargetNumber(a.tn!)])).toEqual([
      ['Scout', '3 gunnery - 1 stood still = 2'],
      ['Raider', '3 gunnery - 1 stood still = 2'],
    ]);
  });

  it('R-2.8a: a friendly mech that did not leave lets the mover by on its planned path', () => {
    const b = preyStaysPut({ id: 'Wingman', side: 'NPC', position: '0511' });
    const r = run(b, { moves: [preyLeaves, move('Wingman', 'walk', { to: hex('0507') })] }, staysOut, npcRules);
    expect(mechOf(r, 'Wingman').position).toEqual(hex('0507'));
    const [wingman] = of(r, 'move');
    expect(wingman.hexes).toBe(4);
    expect(describeEvent(wingman)).toBe('Wingman walked 4 hexes from 0511 to 0507');
  });

  it('R-2.8a: positions are those at the moment of the move: a Prey that woke and left frees the path', () => {
    const b = preyStaysPut({ id: 'Scout', side: 'PC', position: '0511' });
    // Wake roll 6 ≥ 3: the Prey walks off to 0608 before the Scout moves.
    const r = run(b, { moves: [preyLeaves, move('Scout', 'walk', { to: hex('0507') })] }, [3, 3], npcRules);
    expect(of(r, 'move').map(describeEvent)).toEqual([
      'Prey walked 1 hex from 0508 to 0608',
      'Scout walked 4 hexes from 0511 to 0507',
    ]);
  });

  it('R-2.8a: a jump flies over what stands on the way', () => {
    const b = preyStaysPut({ id: 'Scout', side: 'PC', position: '0511' });
    b.mechs[2] = makeMech({ id: 'Scout', side: 'PC', position: '0511', jumpMP: 4, equipment: laser });
    const r = run(b, { moves: [preyLeaves, move('Scout', 'jump', { to: hex('0507') })] }, staysOut, npcRules);
    expect(describeEvent(of(r, 'move')[0])).toBe('Scout jumped 4 hexes from 0511 to 0507');
  });
});

describe('R-2.8b A blocked mover keeps its stance', () => {
  /**
   * The Raider (NPC) planned an evasive walk to the Prey's hex 0508; the Prey stays, so the Raider stands still in
   * 0511, 6 hexes from the Hunter.
   */
  const raider = { id: 'Raider', side: 'NPC' as const, position: '0511' };
  const evasiveToPrey = move('Raider', 'walk', { to: hex('0508'), evasive: true });

  it('R-2.8b: attacks against a blocked evasive mover roll with Disadvantage; it stood still for TMM and heat, and the log says evasive', () => {
    const b = preyStaysPut(raider);
    const decl = { moves: [preyLeaves, evasiveToPrey], attacks: [fire('Hunter', 'Raider', ['Medium Laser'])] };
    // Medium Laser at 6 hexes: 3 − 1 stood still + 2 medium range = 4, 3d6 keep the lowest two:
    // 6, 5, 1 → 5 + 1 = 6, a hit; hit location 3 + 4 = 7, Center Torso.
    const r = run(b, decl, [...staysOut, 6, 5, 1, 3, 4], npcRules);
    const [shot] = rolls(r, 'attack');
    expect(describeTargetNumber(shot.tn!)).toBe('3 gunnery - 1 stood still + 2 medium range = 4');
    expect(shot.roll).toMatchObject({ faces: [6, 5, 1], kept: [5, 1], total: 6 });
    const [moved] = of(r, 'move');
    expect(describeEvent(moved)).toBe(
      'Raider stood still in 0511: it was to walk to 0508, where Prey still stands (R-2.8), evasive',
    );
    expect(of(r, 'heat').find((h) => h.mech === 'Raider')!.generated).toEqual([]);
  });

  it('R-2.8b: the automatic freebie weighs the Disadvantage — a sure thing elsewhere gains less than a shot at the blocked evasive mover', () => {
    // Two Medium Lasers at TN 4 (6 hexes, medium range), one at the Scout (stood still by choice),
    // one at the Raider (blocked, evasive). Without the stance the two would tie and the first
    // line, at the Scout, would take the freebie; with it, the Raider's laser gains more.
    const b = preyStaysPut(raider);
    b.mechs[0] = makeMech({
      id: 'Hunter',
      side: 'PC',
      position: '0505',
      equipment: [...laser, { name: 'Medium Laser', location: 'LA' }],
    });
    b.mechs.push(makeMech({ id: 'Scout', side: 'NPC', position: '1005', equipment: laser }));
    const decl = {
      moves: [preyLeaves, evasiveToPrey],
      attacks: [fire('Hunter', 'Scout', ['Medium Laser']), fire('Hunter', 'Raider', ['Medium Laser'])],
    };
    const queue = [...staysOut];
    const dice: Dice = { d6: () => queue.shift() ?? 3 };
    const r = run(b, decl, dice, defaultRules());
    expect(of(r, 'attack').map((a) => [a.target, a.outcome])).toEqual([
      ['Scout', 'hit'],
      ['Raider', 'freebie'],
    ]);
  });
});
