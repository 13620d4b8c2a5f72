// One weapon fired in the attack step (fireWeapon): what the Log and the forum post say of it,
// and the rolls a player typing dice is asked for.
import { describe, expect, it } from 'vitest';
import { findWeapon, STANDARD_CATALOG } from '../../../src/rules/charts/weapons';
import type { Dice } from '../../../src/rules/dice/dice';
import { ScriptedDice } from '../../../src/rules/dice/scripted';
import type { Battle } from '../../../src/rules/model/battle';
import type { AttackTargetNumberOptions } from '../../../src/rules/round/attacks/attackTargetNumber';
import { attackTargetNumber } from '../../../src/rules/round/attacks/attackTargetNumber';
import { fireWeapon } from '../../../src/rules/round/attacks/rangedAttack';
import { describeEvent } from '../../../src/log/describe';
import type { MechOptions } from '../../support/mechs';
import { eventsOf, makeContext } from '../../support/mechs';
import { RecordingDice } from '../../support/recordedRolls';
import { duel } from './helpers';

/** Hunter fires the first weapon of its Equipment rows at Prey (3 hexes away) on `faces`, no freebie. */
function fireFirst(
  battle: Battle,
  faces: readonly number[] | Dice,
  opts: Partial<AttackTargetNumberOptions> = {},
  before: (b: Battle) => void = () => {},
) {
  const hunter = battle.mechs[0];
  const item = hunter.equipment[0];
  const spec = findWeapon(STANDARD_CATALOG, item.name);
  if (!spec) throw new Error(`no weapon ${item.name}`);
  const rules = { playersAdvantage: false };
  const ctx = makeContext(battle, faces, rules);
  const tn = attackTargetNumber(battle, [], 'Hunter', 'Prey', spec, {
    rules: ctx.rules,
    equipmentLocation: item.location,
    ...opts,
  });
  before(battle);
  ctx.step = 'attacks';
  fireWeapon(ctx, 'Hunter', 'Prey', { index: 0, location: item.location, spec }, tn, {
    freebie: false,
    rear: false,
    at: { line: 0, shot: 1 },
  });
  return ctx;
}

const words = (ctx: ReturnType<typeof fireFirst>) => ctx.events.map(describeEvent);

function gunner(hunter: MechOptions) {
  return duel({ position: '0507', ...hunter });
}

describe('R-0.1 a TN of 13 or more is not rolled, and the Log shows the TN that stopped it', () => {
  it('Medium Laser at TN 13: impossible, with its breakdown; no roll, no heat', () => {
    const ctx = fireFirst(duel(), [], { gmOther: 11 });
    expect(words(ctx)).toEqual([
      'Hunter cannot attack Prey with Medium Laser: TN 13: 13 or more cannot hit (R-0.1) — TN 13 (3 gunnery - 1 stood still + 11 GM other)',
    ]);
    expect(ctx.heatGenerated.Hunter).toBeUndefined();
  });
});

describe('R-19.2 no shots, no fire: a bin found empty when the weapon fires', () => {
  it('the AC/20 is not fired: the Log names its empty bins and the TN it would have rolled; no roll, no heat', () => {
    const battle = duel({
      equipment: [
        { name: 'AC/20', location: 'RA' },
        { name: 'Ammo (AC/20)', location: 'RT', ammoFor: 'AC/20', shots: 1 },
      ],
    });
    // The last shot gone before this weapon's turn (an earlier weapon of the step took it).
    const ctx = fireFirst(battle, [], {}, (b) => {
      b.mechs[0].equipment[1].shots = 0;
    });
    expect(words(ctx)).toEqual([
      "Hunter cannot attack Prey with AC/20: Hunter's AC/20: no shots left in its bins (R-19.2) — TN 2 (3 gunnery - 1 stood still)",
    ]);
    expect(ctx.heatGenerated.Hunter).toBeUndefined();
    expect(battle.mechs[0].equipment[1].shots).toBe(0);
  });
});

describe('R-9.1 the attack roll in the Log: hit, miss, and the natural 12', () => {
  const rolled = (faces: number[]) => eventsOf(fireFirst(duel(), faces), 'roll');

  it('a natural 12 hits with a critical chance: the critical check follows the hit location', () => {
    // To-hit 12, hit location 7, critical check 2 (not confirmed).
    const r = rolled([6, 6, 3, 4, 1, 1]);
    expect(r.map((e) => [e.purpose, e.result])).toEqual([
      ['attack', 'hit (12: critical chance)'],
      ['hitLocation', 'Center Torso'],
      ['critConfirm', 'no critical'],
    ]);
  });

  it('any other roll meeting the TN is a plain hit, with no critical check', () => {
    expect(rolled([5, 6, 3, 4]).map((e) => [e.purpose, e.result])).toEqual([
      ['attack', 'hit'],
      ['hitLocation', 'Center Torso'],
    ]);
  });

  it('under the TN: a miss', () => {
    expect(eventsOf(fireFirst(duel(), [1, 2], { gmOther: 5 }), 'roll')[0].result).toBe('miss');
  });
});

describe('R-13.2 a Flamer hit: the 1d6 of heat is its own roll, typed as "heat"', () => {
  it("the rolls asked, in order: to-hit, hit location, the target's heat", () => {
    const dice = new RecordingDice(new ScriptedDice([3, 4, 3, 4, 4]));
    const ctx = fireFirst(gunner({ equipment: [{ name: 'Flamer', location: 'RA' }] }), dice);
    expect(dice.rolls.map((r) => r.key)).toEqual([
      'Hunter: Flamer #1 at Prey — to-hit',
      'Hunter: Flamer #1 at Prey — hit location',
      'Hunter: Flamer #1 at Prey — heat',
    ]);
    expect(ctx.externalHeat.Prey).toBe(4);
  });
});

describe('R-18.6 the cluster roll names an anti-missile system only when the target has one', () => {
  it('LRM-5 at a mech without one: the cluster roll reads plainly', () => {
    const battle = duel(
      { position: '0501', equipment: [{ name: 'LRM-5', location: 'LT' }] },
      { equipment: [{ name: 'Medium Laser', location: 'RA' }] },
    );
    // To-hit 7, cluster 8 → 3 missiles, one hit location.
    const ctx = fireFirst(battle, [3, 4, 4, 4, 3, 4]);
    const cluster = eventsOf(ctx, 'roll').filter((e) => e.purpose === 'cluster');
    expect(cluster.map(describeEvent)).toEqual(['Cluster: LRM-5 rolls 8 (4+4) → 3 missiles']);
    expect(cluster[0]).not.toHaveProperty('reason');
  });
});
