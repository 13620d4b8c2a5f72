// what one hit writes in the Log, row by row — each group's hit-location roll, asked for in
// the words that tell it from every other roll of the round, and each damage row with all it says.
import { describe, expect, it } from 'vitest';
import type { Dice } from '../../../src/rules/dice/dice';
import type { RollRequest } from '../../../src/rules/dice/requests';
import { ScriptedDice } from '../../../src/rules/dice/scripted';
import { applyDamageGroup, applyHit, applyPendingHits } from '../../../src/rules/damage/apply';
import type { MechOptions } from '../../support/mechs';
import { eventsOf, makeBattle, makeContext, makeMech, rollsOf, scriptedDiceOf } from '../../support/mechs';

/** Scripted dice that write down every roll asked of them. */
function asking(faces: number[]): { dice: Dice; asked: RollRequest[] } {
  const asked: RollRequest[] = [];
  const dice = Object.assign(new ScriptedDice(faces), {
    answer: (r: RollRequest) => {
      asked.push(r);
      return undefined;
    },
  });
  return { dice, asked };
}

function setup(opts: MechOptions, dice: number[] | Dice) {
  const mech = makeMech({ id: 'Target', tonnage: 45, ...opts });
  const ctx = makeContext(makeBattle([mech, makeMech({ id: 'Griffin', tonnage: 55 })]), dice);
  return { mech, ctx };
}

describe('R-8.1, R-0.5: each damage group rolls its own hit location, asked for by attacker, weapon, shot and group', () => {
  it("two groups of the Griffin's second LRM-10 at the Target: groups 1 and 2, each a 2d6 roll in the Log", () => {
    const { dice, asked } = asking([3, 4, 2, 4]);
    const { ctx } = setup({}, dice);
    ctx.step = 'attacks';
    applyHit(ctx, 'Target', [5, 1], { source: 'LRM-10', table: 'front', attacker: 'Griffin', shot: 2 });
    const request = {
      purpose: 'hitLocation',
      mech: 'Griffin',
      target: 'Target',
      weapon: 'LRM-10',
      shot: 2,
      dice: '2d6',
    };
    expect(asked).toEqual([
      { ...request, group: 1 },
      { ...request, group: 2 },
    ]);
    const row = {
      type: 'roll',
      step: 'attacks',
      purpose: 'hitLocation',
      mech: 'Griffin',
      target: 'Target',
      weapon: 'LRM-10',
    };
    expect(rollsOf(ctx, 'hitLocation')).toEqual([
      { ...row, roll: { faces: [3, 4], kept: [3, 4], total: 7 }, result: 'Center Torso' },
      { ...row, roll: { faces: [2, 4], kept: [2, 4], total: 6 }, result: 'Right Torso' },
    ]);
  });

  it('a hit of one group has no group number; a fall, rolled by the mech itself, names it as the roller', () => {
    const { dice, asked } = asking([3, 4]);
    const { ctx } = setup({}, dice);
    applyHit(ctx, 'Target', [5], { source: 'fall', table: 'front' });
    expect(asked).toEqual([{ purpose: 'hitLocation', mech: 'Target', target: 'Target', weapon: 'fall', dice: '2d6' }]);
    expect(rollsOf(ctx, 'hitLocation')[0]).toMatchObject({ mech: 'Target', target: 'Target', result: 'Center Torso' });
  });

  it('a through-armor 2 reads "(critical chance)" in the Log, and rolls its critical check', () => {
    // Location 2 (CT), then the critical check 1 + 1: no critical.
    const { ctx } = setup({}, [1, 1, 1, 1]);
    applyHit(ctx, 'Target', [5], { source: 'Medium Laser', table: 'front', attacker: 'Griffin' });
    expect(rollsOf(ctx, 'hitLocation').map((r) => r.result)).toEqual(['Center Torso (critical chance)']);
    expect(rollsOf(ctx, 'critConfirm')).toHaveLength(1);
    expect(scriptedDiceOf(ctx).remaining).toBe(0);
  });
});

describe('R-8.2, R-12.2, R-4.2: melee hit locations are 1d6 on the High or Low table; after an outflank won by 3, torso hits strike rear armor', () => {
  it('a Strong attack on the High table rolls 1d6: 3 is the center torso, its front armor', () => {
    const { dice, asked } = asking([3]);
    const { mech, ctx } = setup({}, dice);
    const front = mech.armor.CT;
    applyHit(ctx, 'Target', [9], { source: 'Strong attack', table: 'high', attacker: 'Griffin' });
    expect(asked).toEqual([
      { purpose: 'hitLocation', mech: 'Griffin', target: 'Target', weapon: 'Strong attack', dice: '1d6' },
    ]);
    expect(rollsOf(ctx, 'hitLocation').map((r) => r.result)).toEqual(['Center Torso']);
    expect(mech.armor.CT).toBe(front - 9);
  });

  it('with rear armor, the center torso hit strikes its rear armor; an arm hit strikes the arm as ever', () => {
    const { mech, ctx } = setup({ rearArmor: { CT: 6 } }, [3, 1]);
    const [frontCT, armRA] = [mech.armor.CT, mech.armor.RA];
    applyHit(ctx, 'Target', [4, 4], { source: 'Fast attack', table: 'high', attacker: 'Griffin', rearArmor: true });
    expect(rollsOf(ctx, 'hitLocation').map((r) => r.result)).toEqual(['Center Torso (rear)', 'Right Arm']);
    expect(eventsOf(ctx, 'damage').map((d) => d.hit)).toEqual([
      { location: 'CT', rear: true },
      { location: 'RA', rear: false },
    ]);
    expect([mech.rearArmor.CT, mech.armor.CT, mech.armor.RA]).toEqual([2, frontCT, armRA - 4]);
  });

  it('a Low table never hits a torso: 4 is the left leg', () => {
    const { ctx } = setup({}, [4]);
    applyHit(ctx, 'Target', [4], { source: 'Fast attack', table: 'low', attacker: 'Griffin', rearArmor: true });
    expect(rollsOf(ctx, 'hitLocation').map((r) => r.result)).toEqual(['Left Leg']);
  });
});

describe('R-18.7: damage from inside the mech lands where it starts, past the armor', () => {
  it('an explosion in the right torso: no hit-location roll, the armor untouched, the structure struck', () => {
    // The structure damaged gets its critical check: 1 + 1, no critical.
    const { mech, ctx } = setup({}, [1, 1]);
    const armor = mech.armor.RT;
    const structure = mech.structure.RT;
    applyHit(ctx, 'Target', [3], {
      source: 'Gauss Rifle explosion',
      table: 'front',
      at: { location: 'RT', rear: false },
      internal: true,
    });
    expect(rollsOf(ctx, 'hitLocation')).toEqual([]);
    expect(eventsOf(ctx, 'damage')).toEqual([
      {
        type: 'damage',
        mech: 'Target',
        source: 'Gauss Rifle explosion',
        hit: { location: 'RT', rear: false },
        amount: 3,
        armorBefore: armor,
        armorAfter: armor,
        structureBefore: structure,
        structureAfter: structure - 3,
        locationDestroyed: false,
      },
    ]);
    expect(rollsOf(ctx, 'critConfirm')).toHaveLength(1);
  });
});

describe('R-8.4: each location a group reaches is one damage row, saying where the damage came from and what it destroyed', () => {
  it('an arm shot off carries into its side torso; a side torso shot off takes its arm; what the center torso cannot hold is lost', () => {
    // 45 t: RA structure 7, RT 11, CT 14. Armor: RA 2, RT 3, CT 4.
    const { mech, ctx } = setup({ armor: { RA: 2, RT: 3, CT: 4 }, structure: { RA: 7, RT: 11, CT: 14 } }, []);
    applyDamageGroup(ctx, 'Target', { location: 'RA', rear: false }, 50, { source: 'Arrow IV', critChance: false });
    const row = { type: 'damage', mech: 'Target', source: 'Arrow IV' };
    expect(eventsOf(ctx, 'damage')).toEqual([
      {
        ...row,
        hit: { location: 'RA', rear: false },
        amount: 50,
        armorBefore: 2,
        armorAfter: 0,
        structureBefore: 7,
        structureAfter: 0,
        locationDestroyed: true,
      },
      {
        ...row,
        hit: { location: 'RT', rear: false },
        amount: 41,
        armorBefore: 3,
        armorAfter: 0,
        structureBefore: 11,
        structureAfter: 0,
        transferredFrom: 'RA',
        locationDestroyed: true,
      },
      {
        ...row,
        hit: { location: 'CT', rear: false },
        amount: 27,
        armorBefore: 4,
        armorAfter: 0,
        structureBefore: 14,
        structureAfter: 0,
        transferredFrom: 'RT',
        locationDestroyed: true,
        lost: 9,
      },
    ]);
    expect(mech.destroyed).toBe(true);
    expect(ctx.damageTaken.Target).toBe(50);
  });

  it('a side torso destroyed outright lists the arm lost with it', () => {
    const { ctx } = setup({ armor: { LT: 0 }, structure: { LT: 2 } }, []);
    applyDamageGroup(ctx, 'Target', { location: 'LT', rear: false }, 2, { source: 'Medium Laser', critChance: false });
    expect(eventsOf(ctx, 'damage')).toEqual([
      expect.objectContaining({ hit: { location: 'LT', rear: false }, locationDestroyed: true, alsoDestroyed: ['LA'] }),
    ]);
    expect(eventsOf(ctx, 'damage')[0]).not.toHaveProperty('lost');
  });

  it('a hit on an arm already gone goes to its side torso: the row says it came from the arm', () => {
    const { ctx } = setup({ destroyedLocations: ['LA'], structure: { LA: 0 } }, []);
    applyDamageGroup(ctx, 'Target', { location: 'LA', rear: false }, 2, { source: 'Medium Laser', critChance: false });
    expect(eventsOf(ctx, 'damage')).toEqual([
      expect.objectContaining({ hit: { location: 'LT', rear: false }, amount: 2, transferredFrom: 'LA' }),
    ]);
  });

  it('no damage, no row: a group of 0 leaves the mech and the damage taken as they were', () => {
    const { ctx } = setup({}, []);
    applyDamageGroup(ctx, 'Target', { location: 'CT', rear: false }, 0, { source: 'Medium Laser', critChance: true });
    expect([eventsOf(ctx, 'damage'), ctx.damageTaken.Target]).toEqual([[], undefined]);
  });

  it('R-10.1: damage lost on a mech already destroyed still counts as taken this round', () => {
    const { ctx } = setup({ destroyed: true }, []);
    applyDamageGroup(ctx, 'Target', { location: 'CT', rear: false }, 5, { source: 'Medium Laser', critChance: false });
    applyDamageGroup(ctx, 'Target', { location: 'CT', rear: false }, 4, { source: 'Medium Laser', critChance: false });
    expect(ctx.damageTaken.Target).toBe(9);
    const { armor, structure } = ctx.battle.mechs[0];
    const lost = (amount: number) => ({
      type: 'damage',
      mech: 'Target',
      source: 'Medium Laser',
      hit: { location: 'CT', rear: false },
      amount,
      armorBefore: armor.CT,
      armorAfter: armor.CT,
      structureBefore: structure.CT,
      structureAfter: structure.CT,
      locationDestroyed: false,
      lost: amount,
    });
    expect(eventsOf(ctx, 'damage')).toEqual([lost(5), lost(4)]);
  });

  it('R-V.3: with Wrecks on, a hit on a wreck is a critical hit where it struck, with no critical check; its damage is lost', () => {
    // Critical effect 1d6: 1.
    const { ctx } = setup({ destroyed: true }, []);
    const wreck = makeContext(ctx.battle, [1], { wrecks: true });
    ctx.battle.mechs[0].wreck = true;
    applyDamageGroup(wreck, 'Target', { location: 'LA', rear: false }, 5, {
      source: 'Medium Laser',
      critChance: false,
    });
    expect(eventsOf(wreck, 'damage').map((d) => d.lost)).toEqual([5]);
    expect([rollsOf(wreck, 'critConfirm'), rollsOf(wreck, 'critEffect').map((r) => r.reason)]).toEqual([
      [],
      ['Left Arm'],
    ]);
    expect(scriptedDiceOf(wreck).remaining).toBe(0);
  });

  it('R-V.3: with Wrecks on, a destroyed mech that is no wreck (it blew up) takes no critical', () => {
    const { ctx } = setup({ destroyed: true }, []);
    const wrecks = makeContext(ctx.battle, [], { wrecks: true });
    applyDamageGroup(wrecks, 'Target', { location: 'LA', rear: false }, 5, {
      source: 'Medium Laser',
      critChance: false,
    });
    expect([eventsOf(wrecks, 'damage').map((d) => d.lost), rollsOf(wrecks, 'critEffect')]).toEqual([[5], []]);
  });

  it('R-V.3: with Wrecks off, a mech marked wreck is only destroyed: no critical', () => {
    const { ctx } = setup({ destroyed: true }, []);
    ctx.battle.mechs[0].wreck = true;
    applyDamageGroup(ctx, 'Target', { location: 'LA', rear: false }, 5, { source: 'Medium Laser', critChance: false });
    expect(rollsOf(ctx, 'critEffect')).toEqual([]);
  });
});

describe('R-9.4: damage a critical caused lands in turn, on mechs still standing', () => {
  it('a blast on a standing mech lands; one on a mech destroyed before its turn does not', () => {
    const { ctx } = setup({}, [3, 4]);
    ctx.battle.mechs[1].destroyed = true;
    const blast = { groups: [5], opts: { source: 'Engine explosion', table: 'front' as const } };
    applyPendingHits(ctx, [
      { target: 'Griffin', ...blast },
      { target: 'Target', ...blast },
    ]);
    expect(eventsOf(ctx, 'damage').map((d) => [d.mech, d.hit.location, d.amount])).toEqual([['Target', 'CT', 5]]);
    expect(scriptedDiceOf(ctx).remaining).toBe(0);
  });
});

describe('R-8.5: a group that strikes the head wounds the pilot', () => {
  it('the wound is the head hit of that source, and its consciousness check follows', () => {
    // Consciousness check 6 + 6: stays awake.
    const { mech, ctx } = setup({}, [6, 6]);
    applyDamageGroup(ctx, 'Target', { location: 'HD', rear: false }, 1, { source: 'LRM-10', critChance: false });
    expect(mech.pilot.wounds).toBe(1);
    expect(eventsOf(ctx, 'wound')).toEqual([{ type: 'wound', mech: 'Target', cause: 'LRM-10: head hit', wounds: 1 }]);
    expect(rollsOf(ctx, 'consciousness')).toHaveLength(1);
  });
});

describe("R-0.5a: the critical check a hit causes is the attacker's roll", () => {
  const critCheck = (attacker: string) => {
    // Location 2 (CT, critical chance), then the check 1 + 1: no critical.
    const { dice, asked } = asking([1, 1, 1, 1]);
    const { ctx } = setup({}, dice);
    applyHit(ctx, 'Target', [5], { source: 'Medium Laser', table: 'front', attacker });
    return asked.filter((r) => r.purpose === 'critConfirm');
  };

  it("the Griffin's laser: the Griffin's player rolls the Target's critical check", () => {
    expect(critCheck('Griffin')).toEqual([
      expect.objectContaining({ mech: 'Target', about: 'Center Torso', owner: 'Griffin' }),
    ]);
  });

  it('damage the Target dealt itself (its own Death from Above): the check is its own', () => {
    const [check] = critCheck('Target');
    expect(check).toMatchObject({ mech: 'Target', about: 'Center Torso' });
    expect(check).not.toHaveProperty('owner');
  });
});
