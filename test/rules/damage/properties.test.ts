import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDamageGroup } from '../../../src/rules/damage/apply';
import { SeededDice } from '../../../src/rules/dice/seeded';
import { LOCATIONS, isTorso } from '../../../src/rules/model/location';
import type { HitLocation } from '../../../src/rules/model/location';
import { STRUCTURE_TONNAGES } from '../../../src/rules/charts/structure';
import { eventsOf, makeBattle, makeContext, makeMech } from '../../support/mechs';

const hitArb: fc.Arbitrary<HitLocation> = fc
  .record({ location: fc.constantFrom(...LOCATIONS), rear: fc.boolean() })
  .map((h) => ({ location: h.location, rear: h.rear && isTorso(h.location) }));

const groupArb = fc.record({ hit: hitArb, amount: fc.integer({ min: 1, max: 30 }), critChance: fc.boolean() });

const scenarioArb = fc.record({
  tonnage: fc.constantFrom(...STRUCTURE_TONNAGES),
  seed: fc.integer({ min: 0, max: 0xffffffff }),
  groups: fc.array(groupArb, { minLength: 1, maxLength: 40 }),
});

type Scenario = { tonnage: number; seed: number; groups: { hit: HitLocation; amount: number; critChance: boolean }[] };

function run(s: Scenario) {
  const mech = makeMech({ id: 'Target', tonnage: s.tonnage });
  const ctx = makeContext(makeBattle([mech]), new SeededDice(s.seed));
  for (const g of s.groups)
    applyDamageGroup(ctx, 'Target', g.hit, g.amount, { source: 'test', critChance: g.critChance });
  return { mech, ctx };
}

describe('R-8.4 properties over random groups (criticals included, seeded dice)', () => {
  it('R-8.4: armor, rear armor and structure never go below 0', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const { mech } = run(s);
        for (const loc of LOCATIONS) {
          expect(mech.armor[loc]).toBeGreaterThanOrEqual(0);
          expect(mech.structure[loc]).toBeGreaterThanOrEqual(0);
        }
        for (const t of ['CT', 'LT', 'RT'] as const) expect(mech.rearArmor[t]).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('R-8.4: damage dealt = armor lost + structure lost + damage lost (to a destroyed mech or past the head / center torso)', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const { ctx } = run(s);
        const dealt = s.groups.reduce((sum, g) => sum + g.amount, 0);
        let accounted = 0;
        for (const d of eventsOf(ctx, 'damage')) {
          accounted += d.armorBefore - d.armorAfter + (d.structureBefore - d.structureAfter) + (d.lost ?? 0);
        }
        expect(accounted).toBe(dealt);
        expect(ctx.damageTaken.Target).toBe(dealt);
      }),
    );
  });

  it('R-8.4: a location is destroyed exactly when its structure is gone, and then holds no armor', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const { mech } = run(s);
        for (const loc of LOCATIONS) {
          const destroyed = mech.destroyedLocations.indexOf(loc) >= 0;
          expect(destroyed).toBe(mech.structure[loc] === 0);
          if (destroyed) expect(mech.armor[loc]).toBe(0);
        }
        if (mech.destroyedLocations.indexOf('CT') >= 0 || mech.destroyedLocations.indexOf('HD') >= 0)
          expect(mech.destroyed).toBe(true);
      }),
    );
  });

  it('R-8.4: with no critical confirmed and no torso destroyed, the record sheet accounts for every point', () => {
    const noCrits = { d6: () => 1 };
    const small = fc.record({ hit: hitArb, amount: fc.integer({ min: 1, max: 10 }), critChance: fc.boolean() });
    fc.assert(
      fc.property(
        fc.constantFrom(...STRUCTURE_TONNAGES),
        fc.array(small, { minLength: 1, maxLength: 15 }),
        (tonnage, groups) => {
          const mech = makeMech({ id: 'Target', tonnage });
          const ctx = makeContext(makeBattle([mech]), noCrits);
          for (const g of groups)
            applyDamageGroup(ctx, 'Target', g.hit, g.amount, { source: 'test', critChance: g.critChance });
          // A destroyed torso also loses its unstruck rear (or front) armor and its arm: not a damage count.
          fc.pre(!mech.destroyedLocations.some((loc) => isTorso(loc)));
          const lost = eventsOf(ctx, 'damage').reduce((sum, d) => sum + (d.lost ?? 0), 0);
          let fromSheet = 0;
          for (const loc of LOCATIONS)
            fromSheet += mech.maxArmor[loc] - mech.armor[loc] + (mech.maxStructure[loc] - mech.structure[loc]);
          for (const t of ['CT', 'LT', 'RT'] as const) fromSheet += mech.maxRearArmor[t] - mech.rearArmor[t];
          expect(fromSheet + lost).toBe(groups.reduce((sum, g) => sum + g.amount, 0));
          expect(mech.crits.count).toBe(0);
        },
      ),
    );
  });
});
