import { describe, expect, it } from 'vitest';
import { facesForTotals } from '../../../src/rules/dice/scripted';
import { applyDamageGroup, applyHit } from '../../../src/rules/damage/apply';
import type { MechOptions } from '../../support/mechs';
import { eventsOf, makeBattle, makeContext, makeMech, rollsOf, scriptedDiceOf } from '../../support/mechs';

const ML = { name: 'Medium Laser', location: 'RA' as const };

function setup(opts: MechOptions, faces: number[] = []) {
  const mech = makeMech({ id: 'Target', tonnage: 45, ...opts });
  const ctx = makeContext(makeBattle([mech]), faces);
  return { mech, ctx };
}

describe('R-8.4 armor, then structure', () => {
  it('R-8.4: a group smaller than the armor only strikes armor, and rolls no critical', () => {
    const { mech, ctx } = setup({ armor: { CT: 18 } });
    applyDamageGroup(ctx, 'Target', { location: 'CT', rear: false }, 8, { source: 'Large Laser', critChance: false });
    expect(mech.armor.CT).toBe(10);
    expect(mech.structure.CT).toBe(14);
    expect(eventsOf(ctx, 'damage')).toEqual([
      expect.objectContaining({
        hit: { location: 'CT', rear: false },
        amount: 8,
        armorBefore: 18,
        armorAfter: 10,
        structureBefore: 14,
        structureAfter: 14,
        locationDestroyed: false,
      }),
    ]);
    expect(rollsOf(ctx, 'critConfirm')).toHaveLength(0);
  });

  it('R-8.4: what exceeds the armor strikes the structure', () => {
    const { mech, ctx } = setup({ armor: { RT: 3 } }, facesForTotals(2));
    applyDamageGroup(ctx, 'Target', { location: 'RT', rear: false }, 5, { source: 'Medium Laser', critChance: false });
    expect(mech.armor.RT).toBe(0);
    expect(mech.structure.RT).toBe(9);
  });

  it('R-10.1: every group adds to the damage the mech took this round', () => {
    const { ctx } = setup({}, [1, 1]);
    applyHit(ctx, 'Target', [5, 5], { source: 'Strong attack', table: 'high' });
    expect(ctx.damageTaken.Target).toBe(10);
  });
});

describe('R-8.4 transfer inward', () => {
  it('R-8.4: arm → side torso → center torso, each location starting on its armor', () => {
    const { mech, ctx } = setup({ armor: { LA: 0, LT: 0, CT: 18 } }, facesForTotals(2));
    applyDamageGroup(ctx, 'Target', { location: 'LA', rear: false }, 20, { source: 'AC/20', critChance: false });
    // LA: 7 structure, then LT: 11 structure, then 2 on CT armor.
    expect(mech.structure.LA).toBe(0);
    expect(mech.structure.LT).toBe(0);
    expect(mech.armor.CT).toBe(16);
    expect(mech.destroyedLocations).toEqual(['LA', 'LT']);
    const damage = eventsOf(ctx, 'damage');
    expect(damage.map((d) => [d.hit.location, d.amount, d.transferredFrom, d.locationDestroyed])).toEqual([
      ['LA', 20, undefined, true],
      ['LT', 13, 'LA', true],
      ['CT', 2, 'LT', false],
    ]);
    expect(mech.destroyed).toBe(false);
  });

  it('R-8.4: leg → side torso → center torso', () => {
    const { mech, ctx } = setup({ armor: { RL: 0, RT: 0, CT: 0 } }, facesForTotals(2));
    applyDamageGroup(ctx, 'Target', { location: 'RL', rear: false }, 25, { source: 'AC/20 + more', critChance: false });
    // RL 11, RT 11, CT 3 of 14 structure.
    expect(mech.destroyedLocations).toEqual(['RL', 'RT', 'RA']);
    expect(mech.structure.CT).toBe(11);
  });

  it('R-8.4: destroying a side torso destroys its arm and the equipment in both', () => {
    const { mech, ctx } = setup(
      {
        armor: { RT: 0 },
        equipment: [ML, { name: 'Heat Sink', location: 'RT' }, { name: 'Medium Laser', location: 'LA' }],
      },
      facesForTotals(2),
    );
    applyDamageGroup(ctx, 'Target', { location: 'RT', rear: false }, 11, { source: 'AC/10', critChance: false });
    expect(mech.destroyedLocations).toEqual(['RT', 'RA']);
    expect(mech.armor.RA).toBe(0);
    expect(mech.structure.RA).toBe(0);
    expect(mech.equipment.map((e) => e.destroyed)).toEqual([true, true, false]);
    expect(eventsOf(ctx, 'damage')[0]).toMatchObject({ locationDestroyed: true, alsoDestroyed: ['RA'] });
  });

  it('R-8.4: a hit on a destroyed location goes inward', () => {
    const { mech, ctx } = setup({ destroyedLocations: ['LA'], armor: { LA: 0, LT: 15 }, structure: { LA: 0 } });
    applyDamageGroup(ctx, 'Target', { location: 'LA', rear: false }, 5, { source: 'Medium Laser', critChance: false });
    expect(mech.armor.LT).toBe(10);
    expect(eventsOf(ctx, 'damage')).toEqual([
      expect.objectContaining({ hit: { location: 'LT', rear: false }, transferredFrom: 'LA', amount: 5 }),
    ]);
  });

  it('R-8.4: a destroyed center torso destroys the mech; the excess is lost', () => {
    const { mech, ctx } = setup({ armor: { CT: 0 } }, []);
    applyDamageGroup(ctx, 'Target', { location: 'CT', rear: false }, 20, { source: 'AC/20', critChance: false });
    expect(mech.destroyed).toBe(true);
    expect(eventsOf(ctx, 'damage')[0]).toMatchObject({ structureAfter: 0, locationDestroyed: true, lost: 6 });
    expect(eventsOf(ctx, 'status')).toEqual([expect.objectContaining({ mech: 'Target', status: 'destroyed' })]);
    // A destroyed mech rolls no critical.
    expect(rollsOf(ctx, 'critConfirm')).toHaveLength(0);
  });

  it('R-8.4: damage to a destroyed mech is recorded and lost', () => {
    const { mech, ctx } = setup({ destroyed: true }, facesForTotals(7));
    applyHit(ctx, 'Target', [10], { source: 'AC/10', table: 'front' });
    expect(mech.armor.CT).toBe(mech.maxArmor.CT);
    expect(eventsOf(ctx, 'damage')).toEqual([
      expect.objectContaining({ amount: 10, lost: 10, armorBefore: mech.armor.CT, armorAfter: mech.armor.CT }),
    ]);
    expect(ctx.damageTaken.Target).toBe(10);
    expect(eventsOf(ctx, 'status')).toHaveLength(0);
  });
});

describe('R-8.2 rear hits', () => {
  it('R-8.2: a rear-table 7 strikes the center torso rear armor, not the front', () => {
    const { mech, ctx } = setup({ armor: { CT: 18 }, rearArmor: { CT: 9 } }, facesForTotals(7));
    applyHit(ctx, 'Target', [5], { source: 'Medium Laser', table: 'rear', attacker: 'Griffin' });
    expect(mech.rearArmor.CT).toBe(4);
    expect(mech.armor.CT).toBe(18);
    expect(rollsOf(ctx, 'hitLocation')[0]).toMatchObject({
      mech: 'Griffin',
      target: 'Target',
      result: 'Center Torso (rear)',
    });
  });

  it('R-8.4: a rear side-torso hit carries into the center torso rear armor', () => {
    const { mech, ctx } = setup({ rearArmor: { LT: 0, CT: 9 }, armor: { CT: 18 } }, facesForTotals(2));
    applyDamageGroup(ctx, 'Target', { location: 'LT', rear: true }, 15, { source: 'AC/20', critChance: false });
    expect(mech.destroyedLocations).toEqual(['LT', 'LA']);
    expect(mech.rearArmor.CT).toBe(5);
    expect(mech.armor.CT).toBe(18);
  });

  it('R-8.2: arms on the rear table use their only armor', () => {
    const { mech, ctx } = setup({ armor: { RA: 12 } }, facesForTotals(3));
    applyHit(ctx, 'Target', [5], { source: 'Medium Laser', table: 'rear' });
    expect(mech.armor.RA).toBe(7);
  });
});

describe('R-8.5 head hits wound the pilot', () => {
  it('R-8.5: every group that strikes the head is one wound', () => {
    const { mech, ctx } = setup({}, [
      ...facesForTotals(12),
      ...facesForTotals(6),
      ...facesForTotals(12),
      ...facesForTotals(8),
    ]);
    applyHit(ctx, 'Target', [1, 1], { source: 'LRM-10', table: 'front' });
    expect(mech.pilot.wounds).toBe(2);
    expect(eventsOf(ctx, 'wound').map((w) => w.wounds)).toEqual([1, 2]);
    expect(rollsOf(ctx, 'consciousness').map((r) => r.success)).toEqual([true, true]);
    expect(scriptedDiceOf(ctx).remaining).toBe(0);
  });

  it('R-8.4/R-9.9: a destroyed head destroys the mech and kills an NPC pilot', () => {
    const { mech, ctx } = setup({ armor: { HD: 0 } });
    applyDamageGroup(ctx, 'Target', { location: 'HD', rear: false }, 5, { source: 'Medium Laser', critChance: false });
    expect(mech.destroyed).toBe(true);
    expect(mech.pilot.status).toBe('dead');
    expect(eventsOf(ctx, 'pilot')).toEqual([expect.objectContaining({ status: 'dead' })]);
    expect(eventsOf(ctx, 'wound')).toHaveLength(0);
  });

  it('R-9.9: a PC whose head is destroyed ejects unless the player allowed death', () => {
    const pc = setup({ side: 'PC', armor: { HD: 0 } });
    applyDamageGroup(pc.ctx, 'Target', { location: 'HD', rear: false }, 5, {
      source: 'Medium Laser',
      critChance: false,
    });
    expect(pc.mech.pilot.status).toBe('out');
    expect(eventsOf(pc.ctx, 'pilot')[0].status).toBe('ejected');

    const willing = setup({ side: 'PC', allowsDeath: true, armor: { HD: 0 } });
    applyDamageGroup(willing.ctx, 'Target', { location: 'HD', rear: false }, 5, {
      source: 'Medium Laser',
      critChance: false,
    });
    expect(willing.mech.pilot.status).toBe('dead');
  });
});

describe('R-9.1 critical triggers', () => {
  it('R-9.1: a hit-location 2 is a through-armor critical chance on intact armor', () => {
    const { mech, ctx } = setup({}, [...facesForTotals(2), ...facesForTotals(8), 6]);
    applyHit(ctx, 'Target', [5], { source: 'Medium Laser', table: 'front' });
    expect(rollsOf(ctx, 'hitLocation')[0].result).toBe('Center Torso (critical chance)');
    expect(mech.structure.CT).toBe(14);
    expect(rollsOf(ctx, 'critConfirm')[0]).toMatchObject({ success: true, reason: 'Center Torso' });
    expect(eventsOf(ctx, 'critical')).toEqual([
      expect.objectContaining({ location: 'CT', effect: 'Major Engine Hit' }),
    ]);
    expect(mech.crits.engineHits).toBe(2);
  });

  it('R-9.2: a critical chance confirmed below 8 does nothing', () => {
    const { mech, ctx } = setup({}, [...facesForTotals(2), ...facesForTotals(7)]);
    applyHit(ctx, 'Target', [5], { source: 'Medium Laser', table: 'front' });
    expect(rollsOf(ctx, 'critConfirm')[0].success).toBe(false);
    expect(eventsOf(ctx, 'critical')).toHaveLength(0);
    expect(mech.crits.count).toBe(0);
  });

  it('R-9.1: an attack roll of 12 gives the first group, and only the first, a critical chance', () => {
    const { ctx } = setup({}, [...facesForTotals(7), ...facesForTotals(4), ...facesForTotals(7)]);
    applyHit(ctx, 'Target', [5, 5], { source: 'LRM-10', table: 'front', attackRollCritical: true });
    expect(rollsOf(ctx, 'critConfirm')).toHaveLength(1);
    expect(ctx.events.map((e) => (e.type === 'roll' ? e.purpose : e.type))).toEqual([
      'hitLocation',
      'damage',
      'critConfirm',
      'hitLocation',
      'damage',
    ]);
  });

  it('R-9.1: the group that strips the last armor and reaches the structure gets a critical chance', () => {
    const { mech, ctx } = setup({ armor: { LT: 3 }, equipment: [{ name: 'Medium Laser', location: 'LT' }] }, [
      ...facesForTotals(8),
      ...facesForTotals(9),
      3,
    ]);
    applyHit(ctx, 'Target', [5], { source: 'Medium Laser', table: 'front' });
    expect(mech.structure.LT).toBe(9);
    expect(eventsOf(ctx, 'critical')).toEqual([
      expect.objectContaining({ location: 'LT', effect: 'Weapon Destroyed', detail: 'Medium Laser destroyed' }),
    ]);
    expect(mech.equipment[0].destroyed).toBe(true);
  });

  it('R-9.1: a group that exactly strips the armor has no critical chance', () => {
    const { ctx } = setup({ armor: { LT: 5 } }, facesForTotals(8));
    applyHit(ctx, 'Target', [5], { source: 'Medium Laser', table: 'front' });
    expect(rollsOf(ctx, 'critConfirm')).toHaveLength(0);
    expect(scriptedDiceOf(ctx).remaining).toBe(0);
  });

  it('R-9.1: a group meeting several triggers still gets one critical chance', () => {
    const { ctx } = setup({ armor: { CT: 0 } }, [...facesForTotals(2), ...facesForTotals(5)]);
    applyHit(ctx, 'Target', [5], { source: 'Medium Laser', table: 'front', attackRollCritical: true });
    expect(rollsOf(ctx, 'critConfirm')).toHaveLength(1);
    expect(scriptedDiceOf(ctx).remaining).toBe(0);
  });

  it('R-9.1: the critical lands where the group last damaged structure (a destroyed arm carrying into the torso)', () => {
    const { ctx } = setup({ armor: { RA: 0, RT: 0 } }, [...facesForTotals(9), 1]);
    applyDamageGroup(ctx, 'Target', { location: 'RA', rear: false }, 10, { source: 'AC/10', critChance: false });
    expect(eventsOf(ctx, 'critical')).toEqual([
      expect.objectContaining({ location: 'RT', effect: 'Equipment Destroyed' }),
    ]);
  });
});

describe('R-9.1a: no critical chance in a location the group destroyed', () => {
  it('R-9.1a: a group that destroys an arm and stops there rolls no critical chance (nothing left to hit)', () => {
    // 45 t: Right Arm structure 7. A bare arm takes 7 exactly: destroyed, nothing carried inward.
    const { mech, ctx } = setup({ armor: { RA: 0 } });
    applyDamageGroup(ctx, 'Target', { location: 'RA', rear: false }, 7, { source: 'Medium Laser', critChance: false });
    expect(mech.destroyedLocations).toEqual(['RA']);
    expect(rollsOf(ctx, 'critConfirm')).toHaveLength(0);
    expect(scriptedDiceOf(ctx).remaining).toBe(0);
  });

  it('R-9.1a: a critical trigger the group carries (a through-armor 2) is rolled where its transfer lands, not in the arm it destroyed', () => {
    // The trigger travels with the group (critChance): the arm goes, the 2 left over land on the
    // Right Torso's armor, and the critical chance is rolled there (not confirmed: 7).
    const { mech, ctx } = setup({ armor: { RA: 0, RT: 9 } }, facesForTotals(7));
    applyDamageGroup(ctx, 'Target', { location: 'RA', rear: false }, 9, { source: 'AC/10', critChance: true });
    expect(mech.destroyedLocations).toEqual(['RA']);
    expect(mech.armor.RT).toBe(7);
    expect(rollsOf(ctx, 'critConfirm').map((r) => r.reason)).toEqual(['Right Torso']);
  });

  it("R-9.1a: transfer damage that reaches the next location's structure can still trigger a critical there", () => {
    const { ctx } = setup({ armor: { RA: 0, RT: 0 } }, [...facesForTotals(9), 1]);
    applyDamageGroup(ctx, 'Target', { location: 'RA', rear: false }, 10, { source: 'AC/10', critChance: false });
    expect(rollsOf(ctx, 'critConfirm').map((r) => [r.reason, r.success])).toEqual([['Right Torso', true]]);
  });

  it('R-9.1a: a group that destroys the side torso it landed on, with nothing carried on, gets no critical chance', () => {
    // 45 t: side torso structure 11. Bare torso, 11 damage exactly: the torso (and its arm) go, no excess.
    const { mech, ctx } = setup({ armor: { LT: 0 } });
    applyDamageGroup(ctx, 'Target', { location: 'LT', rear: false }, 11, { source: 'Large Laser', critChance: false });
    expect(mech.destroyedLocations).toEqual(expect.arrayContaining(['LT', 'LA']));
    expect(mech.destroyed).toBe(false);
    expect(rollsOf(ctx, 'critConfirm')).toHaveLength(0);
  });
});
