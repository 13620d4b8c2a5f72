// R-0.5a Who owns a roll: whose player may type it, and the refusal of a roll typed on another mech's rows.
import { describe, expect, it } from 'vitest';
import { ownerRefusal, rollOwner } from '../../../src/rules/dice/owner';
import { rollKey, type RollRequest } from '../../../src/rules/dice/requests';
import { TypedDice } from '../../../src/rules/dice/typed';

const toHit: RollRequest = {
  purpose: 'attack',
  mech: 'Rifleman',
  target: 'Griffin',
  weapon: 'Large Laser',
  shot: 1,
  dice: '2d6',
};

describe("R-0.5a Who owns a roll: an attack's rolls are the attacker's, a check the mech's own, detonation and wrecks the GM's", () => {
  it("an attack's to-hit, cluster and hit-location rolls are the attacker's", () => {
    expect(rollOwner(toHit)).toEqual({ kind: 'mech', mech: 'Rifleman', as: 'attacker' });
    expect(
      rollOwner({ purpose: 'cluster', mech: 'Griffin', target: 'Rifleman', weapon: 'LRM-5', shot: 1, dice: '2d6' }),
    ).toEqual({ kind: 'mech', mech: 'Griffin', as: 'attacker' });
    expect(
      rollOwner({ purpose: 'hitLocation', mech: 'Griffin', target: 'Rifleman', weapon: 'PPC', dice: '2d6' }),
    ).toEqual({ kind: 'mech', mech: 'Griffin', as: 'attacker' });
  });

  it("a critical on the target is the attacker's when its attack caused it, the mech's own when a fall did", () => {
    expect(
      rollOwner({ purpose: 'critConfirm', mech: 'Rifleman', about: 'Left Torso', owner: 'Griffin', dice: '2d6' }),
    ).toEqual({ kind: 'mech', mech: 'Griffin', as: 'attacker' });
    expect(rollOwner({ purpose: 'critEffect', mech: 'Rifleman', about: 'Left Torso', dice: '1d6' })).toEqual({
      kind: 'mech',
      mech: 'Rifleman',
      as: 'own',
    });
  });

  it("piloting, consciousness, waking, cool-down, life support and shutdown rolls are the mech's own", () => {
    for (const purpose of ['piloting', 'consciousness', 'wake', 'coolDown', 'lifeSupport', 'shutdown'] as const) {
      expect(rollOwner({ purpose, mech: 'Blackjack', dice: '2d6' })).toEqual({
        kind: 'mech',
        mech: 'Blackjack',
        as: 'own',
      });
    }
  });

  it("engine detonation and wreck rolls are the GM's", () => {
    expect(rollOwner({ purpose: 'engineDetonation', mech: 'Locust', dice: '2d6' })).toEqual({ kind: 'gm' });
    expect(rollOwner({ purpose: 'wreck', mech: 'Locust', dice: '1d6' })).toEqual({ kind: 'gm' });
  });

  it("a roll typed on its owner's rows, or on a row of no mech, counts", () => {
    expect(ownerRefusal('Rifleman', 'Rolls!B2', toHit, rollKey(toHit))).toBeUndefined();
    expect(ownerRefusal('rifleman', 'Rolls!B2', toHit, rollKey(toHit))).toBeUndefined();
    expect(ownerRefusal(undefined, 'Rolls!B2', toHit, rollKey(toHit))).toBeUndefined();
  });

  it("a roll typed on another mech's rows is refused, naming the cell and whose roll it is", () => {
    const dice = new TypedDice([
      { for: { key: rollKey(toHit) }, total: 9, cell: 'Rolls!B9', text: '9', rowOf: 'Griffin' },
    ]);
    let refused: unknown;
    try {
      dice.answer(toHit);
    } catch (e) {
      refused = e;
    }
    expect((refused as { problem?: { message: string } }).problem?.message).toBe(
      "Rolls!B9: Rifleman: Large Laser #1 at Griffin — to-hit is Rifleman's (the attacker's) roll (R-0.5a), typed on Griffin's rows: type it on Rifleman's rows, or the GM types it",
    );
    const wreck: RollRequest = { purpose: 'wreck', mech: 'Locust', dice: '1d6' };
    expect(ownerRefusal('Locust', 'Rolls!B3', wreck, rollKey(wreck))?.message).toBe(
      "Rolls!B3: Locust: wreck roll is the GM's roll (R-0.5a), typed on Locust's rows: the GM types it on a row of no mech",
    );
  });

  it("a mech's own check typed on another mech's rows is refused as that mech's own roll", () => {
    const piloting: RollRequest = { purpose: 'piloting', mech: 'Griffin', dice: '2d6' };
    expect(ownerRefusal('Rifleman', 'Rolls!B4', piloting, rollKey(piloting))?.message).toBe(
      "Rolls!B4: Griffin: piloting check is Griffin's own roll (R-0.5a), typed on Rifleman's rows: type it on Griffin's rows, or the GM types it",
    );
  });
});
