import { describe, expect, it } from 'vitest';
import { LOCATIONS } from '../../../src/rules/model/location';
import type { MechState } from '../../../src/rules/model/mech';
import { allArmorAndStructureGone } from '../../../src/rules/round/sequence/wrecks';
import { defaultRules, makeMech } from '../../support/mechs';
import type { MechOptions } from '../../support/mechs';
import { codesOf, duel, fire, mechOf, move, of, rolls, run } from '../round/helpers';
import { hex } from '../round/seedBattle';

const wreckRules = defaultRules({ wrecks: true, playersAdvantage: false });
const zero = { HD: 0, CT: 0, LT: 0, RT: 0, LA: 0, RA: 0, LL: 0, RL: 0 };

/** Prey with every point of armor and structure gone (so destroyed), and `crits` critical hits so far. */
function stripped(_crits: number, more: MechOptions = {}): MechOptions {
  return {
    armor: zero,
    rearArmor: { CT: 0, LT: 0, RT: 0 },
    structure: zero,
    destroyedLocations: [...LOCATIONS],
    destroyed: true,
    ...more,
    id: 'Prey',
  };
}

function withCrits(m: MechState, count: number, wreck?: boolean): MechState {
  m.crits.count = count;
  if (wreck !== undefined) m.wreck = wreck;
  return m;
}

/** A battle whose Prey is a wreck left from an earlier round, with `crits` critical hits. */
function wreckDuel(crits: number) {
  const b = duel({}, { destroyed: true });
  withCrits(b.mechs[1], crits, true);
  return b;
}

describe('R-V.3 the wreck roll at the heat phase', () => {
  it('R-V.3: a mech with all armor and structure gone rolls 1d6 at or under its critical hits: it explodes and is removed', () => {
    const b = duel({}, stripped(3));
    withCrits(b.mechs[1], 3);
    const r = run(b, {}, [3], wreckRules);
    expect(rolls(r, 'wreck')[0]).toMatchObject({
      step: 'end',
      mech: 'Prey',
      roll: { total: 3 },
      result: 'explodes (3 ≤ 3 critical hits)',
      reason: 'destroyed',
    });
    expect(of(r, 'status')).toEqual([expect.objectContaining({ mech: 'Prey', status: 'exploded' })]);
    expect(mechOf(r, 'Prey')).toMatchObject({ destroyed: true, position: null });
    expect(mechOf(r, 'Prey').wreck).not.toBe(true);
  });

  it('R-V.3: over its critical hits it stays on its hex as a wreck', () => {
    const b = duel({}, stripped(3));
    withCrits(b.mechs[1], 3);
    const r = run(b, {}, [4], wreckRules);
    expect(rolls(r, 'wreck')[0].result).toBe('stays a wreck (4 > 3 critical hits)');
    expect(of(r, 'status')).toEqual([expect.objectContaining({ mech: 'Prey', status: 'wreck' })]);
    expect(mechOf(r, 'Prey')).toMatchObject({ destroyed: true, wreck: true, position: hex('0508') });
  });

  it('R-V.3: a wreck rolls again at every heat phase (no new wreck status), until it explodes', () => {
    const r1 = run(wreckDuel(2), {}, [5], wreckRules);
    expect([rolls(r1, 'wreck')[0].reason, of(r1, 'status')]).toEqual(['standing wreck', []]);
    const r2 = run(r1.battle, {}, [2], wreckRules);
    expect(mechOf(r2, 'Prey')).toMatchObject({ position: null, wreck: false });
  });

  it('R-V.3 "wrecks replace destroyed = removed": a mech destroyed with armor left elsewhere (its center torso gone) rolls too', () => {
    const b = duel({}, { destroyed: true, destroyedLocations: ['CT'], structure: { CT: 0 }, armor: { CT: 0 } });
    expect(allArmorAndStructureGone(b.mechs[1])).toBe(false);
    const r = run(b, {}, [2], wreckRules);
    expect(rolls(r, 'wreck')[0]).toMatchObject({
      mech: 'Prey',
      result: 'stays a wreck (2 > 0 critical hits)',
      reason: 'destroyed',
    });
    expect(mechOf(r, 'Prey')).toMatchObject({ wreck: true, position: hex('0508') });
  });

  it('R-V.3: rear armor counts — a mech with rear armor left is not stripped', () => {
    expect(allArmorAndStructureGone(makeMech(stripped(0)))).toBe(true);
    expect(allArmorAndStructureGone(makeMech(stripped(0, { rearArmor: { CT: 1, LT: 0, RT: 0 } })))).toBe(false);
  });

  it('R-V.3: with Wrecks off nothing rolls', () => {
    const b = duel({}, stripped(3));
    withCrits(b.mechs[1], 3);
    const r = run(b, {}, [], defaultRules({ playersAdvantage: false }));
    expect([rolls(r, 'wreck'), mechOf(r, 'Prey').position]).toEqual([[], hex('0508')]);
  });
});

describe('R-V.3 every further hit on a wreck is a critical hit', () => {
  it('R-V.3: a wreck can still be targeted; each group that lands is a critical in the location hit (no confirmation), its damage lost', () => {
    // Laser hits (7 vs TN 2), location 7: Center Torso; effect 3: Minor Engine Hit. Wreck roll 2 > 1: stays.
    const r = run(
      wreckDuel(0),
      { attacks: [fire('Hunter', 'Prey', ['Medium Laser'])] },
      [3, 4, 3, 4, 3, 2],
      wreckRules,
    );
    expect(of(r, 'damage')[0]).toMatchObject({ mech: 'Prey', amount: 5, lost: 5 });
    expect(rolls(r, 'critConfirm')).toEqual([]);
    expect(rolls(r, 'critEffect')[0]).toMatchObject({
      step: 'attacks',
      mech: 'Prey',
      reason: 'Center Torso',
      result: 'Minor Engine Hit',
    });
    expect(mechOf(r, 'Prey').crits).toMatchObject({ engineHits: 1, count: 1 });
  });

  it('R-V.3: the criticals it takes count for the next wreck roll (1 before + 1 now: a 2 explodes it)', () => {
    const r = run(
      wreckDuel(1),
      { attacks: [fire('Hunter', 'Prey', ['Medium Laser'])] },
      [3, 4, 3, 4, 3, 2],
      wreckRules,
    );
    expect(rolls(r, 'wreck')[0].result).toBe('explodes (2 ≤ 2 critical hits)');
    expect(mechOf(r, 'Prey').position).toBeNull();
  });

  it('R-V.3: with Wrecks off a mech marked wreck is just destroyed: no target', () => {
    expect(codesOf(wreckDuel(0), { attacks: [fire('Hunter', 'Prey', ['Medium Laser'])] }, defaultRules())).toEqual([
      'attack/target_destroyed',
    ]);
  });

  it('R-V.3: a wreck is impassable: no move may end in its hex, and paths go around it', () => {
    const b = wreckDuel(0);
    b.mechs[1].position = hex('0506');
    expect(codesOf(b, { moves: [move('Hunter', 'walk', { to: hex('0506') })] }, wreckRules)).toEqual(['move/blocked']);
    // Straight down the column is 2 hexes; around the wreck it is 3, more than Walk 2 allows.
    const slow = duel({ walkMP: 2 }, { destroyed: true, position: '0506' });
    slow.mechs[1].wreck = true;
    expect(codesOf(slow, { moves: [move('Hunter', 'walk', { to: hex('0507') })] }, wreckRules)).toEqual([
      'move/too_far',
    ]);
  });
});

describe('R-V.3 mechs that exploded are removed at the heat phase', () => {
  it('R-V.3: a heat ammo explosion (standard heat model) removes the mech from the battlefield, with no wreck roll', () => {
    const b = duel(
      {},
      { heat: 19, heatSinks: 30, equipment: [{ name: 'Ammo (AC/5)', location: 'LT', ammoFor: 'AC/5' }] },
    );
    // Shutdown avoid: 6 keeps running; ammo avoid: 2 explodes; survival: 8.
    const r = run(b, {}, [3, 3, 1, 1, 4, 4], wreckRules);
    expect(rolls(r, 'wreck')).toEqual([]);
    expect(mechOf(r, 'Prey')).toMatchObject({ destroyed: true, position: null });
  });

  it('R-V.3: a Major Ammo Explosion critical gets its "exploded" line at the heat phase and is removed', () => {
    const b = duel(
      {},
      {
        armor: { LT: 0 },
        equipment: [
          { name: 'Medium Laser', location: 'RA' },
          { name: 'Ammo (AC/5)', location: 'LT', ammoFor: 'AC/5' },
        ],
      },
    );
    // Hit 7; location 8: Left Torso (no armor: structure damage → critical chance); confirm 8; effect 6; survival 7.
    const r = run(b, { attacks: [fire('Hunter', 'Prey', ['Medium Laser'])] }, [3, 4, 4, 4, 4, 4, 6, 3, 4], wreckRules);
    expect(of(r, 'critical')[0]).toMatchObject({ effect: 'Major Ammo Explosion' });
    expect(of(r, 'status').map((s) => [s.status, s.reason])).toEqual([
      ['destroyed', 'Major Ammo Explosion'],
      ['exploded', 'Major Ammo Explosion: removed from the battlefield'],
    ]);
    expect(mechOf(r, 'Prey').position).toBeNull();
  });
});
