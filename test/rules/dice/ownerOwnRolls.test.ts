// R-0.5a: which rolls naming another mech are still the rolling mech's own, and a critical's
// effect roll owned like its check.
import { describe, expect, it } from 'vitest';
import { rollOwner } from '../../../src/rules/dice/owner';
import { hitLocationRequest } from '../../../src/rules/damage/apply';

describe("R-0.5a: a roll is the attacker's only when it names another mech as its target", () => {
  it("a fall's hit location names the mech as both roller and target: its own roll", () => {
    const fall = hitLocationRequest('Griffin', { source: 'fall', table: 'front' }, undefined);
    expect(fall).toMatchObject({ purpose: 'hitLocation', mech: 'Griffin', target: 'Griffin' });
    expect(rollOwner(fall)).toEqual({ kind: 'mech', mech: 'Griffin', as: 'own' });
  });

  it("an outflank check names the mech outflanked, yet is the outflanking mech's own check", () => {
    expect(rollOwner({ purpose: 'outflank', mech: 'Locust', target: 'Atlas', dice: '2d6' })).toEqual({
      kind: 'mech',
      mech: 'Locust',
      as: 'own',
    });
  });
});

describe("R-0.5a: a critical effect caused by an attack is the attacker's roll, as its check is", () => {
  it("the effect of a critical Griffin's attack caused on the Rifleman is Griffin's (the attacker's)", () => {
    expect(
      rollOwner({ purpose: 'critEffect', mech: 'Rifleman', about: 'Left Torso', owner: 'Griffin', dice: '1d6' }),
    ).toEqual({ kind: 'mech', mech: 'Griffin', as: 'attacker' });
  });
});
