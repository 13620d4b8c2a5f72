// Where the mechs stand, round by round: moving in place, one mech a hex, and
// attacks measured where the mechs stand when they are resolved. Scenario tests on
// scripted dice, asserting the numbers and the log's words.
import { describe, expect, it } from 'vitest';
import { describeEvent } from '../../../src/log/describe';
import { describeTargetNumber } from '../../../src/rules/model/targetNumber';
import { defaultRules, makeBattle, makeMech } from '../../support/mechs';
import { codesOf, duel, fire, mechOf, move, npcRules, of, problemsOf, rolls, run } from './helpers';
import { hex } from './seedBattle';

const pcRules = defaultRules();

describe('R-2.7: Walk or Run with no new hex is that mode in place', () => {
  it('R-2.7: the Prey runs in place: +1 ran on its own attack, its full TMM against it, 2 heat, and the log says "ran in place in 0508"', () => {
    // Prey walks 4, runs 6: TMM 1 running. Hunter's laser: 3 gunnery − 1 stood still + 1 TMM = 3, rolls 7 (hit, CT).
    // Prey's laser: 3 gunnery + 1 ran = 4, rolls 3: a miss.
    const r = run(
      duel(),
      {
        moves: [move('Prey', 'run')],
        attacks: [fire('Hunter', 'Prey', ['Medium Laser']), fire('Prey', 'Hunter', ['Medium Laser'])],
      },
      [3, 4, 3, 4, 1, 2],
      npcRules,
    );
    const [hunterShot, preyShot] = rolls(r, 'attack');
    expect(describeTargetNumber(hunterShot.tn!)).toBe('3 gunnery - 1 stood still + 1 target TMM = 3');
    expect(describeTargetNumber(preyShot.tn!)).toBe('3 gunnery + 1 ran = 4');
    const moved = of(r, 'move');
    expect(moved.map((m) => [m.mech, m.mode, m.hexes])).toEqual([['Prey', 'run', 0]]);
    expect(describeEvent(moved[0])).toBe('Prey ran in place in 0508');
    expect(of(r, 'heat').find((h) => h.mech === 'Prey')!.generated).toEqual([
      { label: 'ran', value: 2 },
      { label: 'Medium Laser', value: 3 },
    ]);
  });

  it('R-2.7: walking in place is Walk: TMM one less than running (here 0), 1 heat, "walked in place"', () => {
    const r = run(
      duel(),
      { moves: [move('Prey', 'walk')], attacks: [fire('Hunter', 'Prey', ['Medium Laser'])] },
      [1, 2, 3, 4],
      npcRules,
    );
    expect(describeTargetNumber(rolls(r, 'attack')[0].tn!)).toBe('3 gunnery - 1 stood still = 2');
    expect(describeEvent(of(r, 'move')[0])).toBe('Prey walked in place in 0508');
    expect(of(r, 'heat').find((h) => h.mech === 'Prey')!.generated).toEqual([{ label: 'walked', value: 1 }]);
  });

  it("R-2.7: a Move to naming the mech's own hex is the same as none: in place", () => {
    const r = run(duel(), { moves: [move('Prey', 'run', { to: hex('0508') })] }, [], npcRules);
    expect(describeEvent(of(r, 'move')[0])).toBe('Prey ran in place in 0508');
  });

  it('R-2.7: a Jump needs a new hex at least 1 away; the problem says so and points to the Move to', () => {
    const problems = problemsOf(duel({ jumpMP: 4 }), { moves: [move('Hunter', 'jump')] });
    expect(problems.map((p) => [p.code, p.message])).toEqual([
      [
        'move/jump_in_place',
        'Hunter jumps but stays in 0505: a jump must land in a new hex at least 1 away — give it a Move to, or walk or run in place (R-2.7).',
      ],
    ]);
  });
});

/** Three mechs in a column with no map: Hunter (PC) 0505, Prey (NPC) 0508, and a third at `third`. */
function column(third: { id: string; side: 'PC' | 'NPC'; position: string }) {
  return makeBattle([
    makeMech({ id: 'Hunter', side: 'PC', position: '0505', equipment: [{ name: 'Medium Laser', location: 'RA' }] }),
    makeMech({ id: 'Prey', side: 'NPC', position: '0508', equipment: [{ name: 'Medium Laser', location: 'RA' }] }),
    makeMech({ ...third, equipment: [{ name: 'Medium Laser', location: 'RA' }] }),
  ]);
}

describe('R-2.8: one mech a hex', () => {
  it('R-2.8: a move may not end where another mech stands; the problem names the hex and the mech', () => {
    const problems = problemsOf(duel(), { moves: [move('Hunter', 'walk', { to: hex('0508') })] });
    expect(problems.map((p) => [p.code, p.mech, p.message])).toEqual([
      [
        'move/occupied',
        'Hunter',
        'Hunter cannot end its move in 0508: Prey stands there when Hunter moves (R-2.8: one mech a hex).',
      ],
    ]);
  });

  it('R-2.8: "at that moment": a mech that moved earlier has left its hex; one that moves later has not', () => {
    // Mechs move in Mechs-tab order: Hunter first, then Prey.
    expect(
      codesOf(duel(), {
        moves: [move('Hunter', 'walk', { to: hex('0506') }), move('Prey', 'walk', { to: hex('0505') })],
      }),
    ).toEqual([]);
    expect(
      codesOf(duel(), {
        moves: [move('Hunter', 'walk', { to: hex('0508') }), move('Prey', 'walk', { to: hex('0509') })],
      }),
    ).toEqual(['move/occupied']);
    // The order of the lines does not matter, only the order the mechs move in.
    expect(
      codesOf(duel(), {
        moves: [move('Prey', 'walk', { to: hex('0505') }), move('Hunter', 'walk', { to: hex('0506') })],
      }),
    ).toEqual([]);
  });

  it('R-2.8: a path may pass through a friendly mech but not an enemy', () => {
    // Walk 4 from 0505 straight down to 0509 passes 0506–0508. A friend on 0507 lets the Hunter by;
    // the enemy Prey on 0508 does not: going round costs 5 MP, one more than it has.
    const friend = column({ id: 'Friend', side: 'PC', position: '0507' });
    friend.mechs[1].position = hex('0510');
    expect(codesOf(friend, { moves: [move('Hunter', 'walk', { to: hex('0509') })] })).toEqual([]);
    const foe = column({ id: 'Foe', side: 'NPC', position: '0507' });
    foe.mechs[1].position = hex('0510');
    const problems = problemsOf(foe, { moves: [move('Hunter', 'walk', { to: hex('0509') })] });
    expect(problems.map((p) => [p.code, p.message])).toEqual([
      ['move/too_far', 'Hunter cannot walk to 0509: the cheapest path costs 5 MP and it has 4.'],
    ]);
  });

  it('R-2.8: a jump only needs a free hex to land in', () => {
    expect(codesOf(duel({ jumpMP: 4 }), { moves: [move('Hunter', 'jump', { to: hex('0509') })] })).toEqual([]);
    expect(codesOf(duel({ jumpMP: 4 }), { moves: [move('Hunter', 'jump', { to: hex('0508') })] })).toEqual([
      'move/occupied',
    ]);
  });

  it('R-2.8: a destroyed mech is gone and leaves its hex free', () => {
    expect(codesOf(duel({}, { destroyed: true }), { moves: [move('Hunter', 'walk', { to: hex('0508') })] })).toEqual(
      [],
    );
  });

  it('R-2.8: a mech planned to leave a hex whose pilot stays out keeps it; the mech meant to end there stands still, and the log says why', () => {
    // Prey (unconscious) plans to walk away from 0508; the Third, moving after it, plans to end in 0508.
    const b = column({ id: 'Third', side: 'NPC', position: '0511' });
    b.mechs[1].pilot.status = 'unconscious';
    const decl = { moves: [move('Prey', 'walk', { to: hex('0608') }), move('Third', 'walk', { to: hex('0508') })] };
    expect(codesOf(b, decl, npcRules)).toEqual([]);
    // Prey's wake roll: 2 < 3, still out.
    const r = run(b, decl, [1, 1], npcRules);
    expect(mechOf(r, 'Prey').position).toEqual(hex('0508'));
    expect(mechOf(r, 'Third').position).toEqual(hex('0511'));
    const moved = of(r, 'move');
    expect(moved.map(describeEvent)).toEqual([
      'Third stood still in 0511: it was to walk to 0508, where Prey still stands (R-2.8)',
    ]);
    expect(of(r, 'heat').find((h) => h.mech === 'Third')!.generated).toEqual([]);
  });
});

describe('R-5.3: attacks are measured where the mechs stand when they are resolved', () => {
  /**
   * Hunter (PC) in 0501 with a Large Laser and a Medium Laser; Prey (NPC) in 0512, 11 hexes off, its pilot unconscious.
   */
  function apart(extra: ReturnType<typeof makeMech>[] = []) {
    return makeBattle([
      makeMech({
        id: 'Hunter',
        side: 'PC',
        position: '0501',
        equipment: [
          { name: 'Large Laser', location: 'RA' },
          { name: 'Medium Laser', location: 'LA' },
        ],
      }),
      makeMech({
        id: 'Prey',
        side: 'NPC',
        position: '0512',
        pilotStatus: 'unconscious',
        equipment: [{ name: 'Medium Laser', location: 'RA' }],
      }),
      ...extra,
    ]);
  }
  // Prey declared a walk to 0508, 7 hexes from the Hunter: in Medium Laser range (9) as planned.
  const preyComesClose = move('Prey', 'walk', { to: hex('0508') });

  it('R-5.3: a named freebie out of range from where the mechs stand falls back to the automatic pick — the PC keeps its freebie', () => {
    const decl = {
      moves: [preyComesClose],
      attacks: [fire('Hunter', 'Prey', ['Large Laser', 'Medium Laser'], { freebie: 'Medium Laser' })],
    };
    expect(codesOf(apart(), decl, pcRules)).toEqual([]);
    // Prey's wake roll fails (2 < 3): it never moves and stays 11 hexes away. The Large Laser's hit location: 7.
    const r = run(apart(), decl, [1, 1, 3, 4], pcRules);
    expect(mechOf(r, 'Prey').position).toEqual(hex('0512'));
    const attacks = of(r, 'attack');
    expect(attacks.map((a) => [a.weapon, a.outcome])).toEqual([
      ['Large Laser', 'freebie'],
      ['Medium Laser', 'impossible'],
    ]);
    expect(attacks[1].reason).toBe('Hunter cannot fire Medium Laser at Prey: 11 hexes is beyond its long range of 9.');
    expect(describeEvent(attacks[0])).toBe(
      "Hunter's freebie: Large Laser hits Prey automatically (Players' Advantage; the named Medium Laser could not hit from where the mechs stand, R-5.3)",
    );
    expect(rolls(r, 'attack')).toEqual([]);
  });

  it('R-5.3: "All" is shared out again from where the mechs stand: the Medium Laser that no longer reaches the Prey fires at the next target', () => {
    const near = makeMech({
      id: 'Near',
      side: 'NPC',
      position: '0503',
      equipment: [{ name: 'Medium Laser', location: 'RA' }],
    });
    const decl = { moves: [preyComesClose], attacks: [fire('Hunter', 'Prey', 'all'), fire('Hunter', 'Near', 'all')] };
    // Wake fails (2); the Large Laser at the Prey, 11 hexes: 3 − 1 + 0 + 4 long = 6, rolls 7, hits CT (7);
    // the Medium Laser at the Near, 2 hexes: 3 − 1 + 0 = 2, rolls 7, hits CT (7).
    const r = run(apart([near]), decl, [1, 1, 3, 4, 3, 4, 3, 4, 3, 4], npcRules);
    expect(rolls(r, 'attack').map((a) => [a.weapon, a.target, describeTargetNumber(a.tn!)])).toEqual([
      ['Large Laser', 'Prey', '3 gunnery - 1 stood still + 4 long range = 6'],
      ['Medium Laser', 'Near', '3 gunnery - 1 stood still = 2'],
    ]);
    expect(of(r, 'attack').filter((a) => a.outcome === 'impossible')).toEqual([]);
  });

  it('R-5.3: what reaches none of the targets from where they stand is reported, not fired, and makes no heat', () => {
    const decl = { moves: [preyComesClose], attacks: [fire('Hunter', 'Prey', 'all')] };
    const r = run(apart(), decl, [1, 1, 3, 4, 3, 4], npcRules);
    const impossible = of(r, 'attack').filter((a) => a.outcome === 'impossible');
    expect(impossible.map((a) => [a.weapon, a.reason])).toEqual([
      ['Medium Laser', "Medium Laser reaches none of Hunter's targets"],
    ]);
    expect(of(r, 'heat').find((h) => h.mech === 'Hunter')!.generated).toEqual([{ label: 'Large Laser', value: 8 }]);
  });

  it('R-5.3: adjacency for melee is measured after movement: a punch at a target that never came close is not made', () => {
    const b = duel({ position: '0505' }, { position: '0508', pilotStatus: 'unconscious' });
    const decl = {
      moves: [move('Prey', 'walk', { to: hex('0506') })],
      attacks: [fire('Hunter', 'Prey', [], { melee: { kind: 'fast', angle: 'high' } })],
    };
    expect(codesOf(b, decl, npcRules)).toEqual([]);
    const r = run(b, decl, [1, 1], npcRules);
    expect(of(r, 'attack').map((a) => [a.weapon, a.outcome, a.reason])).toEqual([
      [
        'Fast attack',
        'impossible',
        'Hunter cannot make a Fast attack on Prey: melee needs an adjacent target and it is 3 hexes away.',
      ],
    ]);
  });
});
