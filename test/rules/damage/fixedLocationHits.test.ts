import { describe, expect, it } from 'vitest';
import { STANDARD_CATALOG } from '../../../src/rules/charts/weapons';
import { engineDetonation } from '../../../src/rules/criticals/engine';
import { applyHit } from '../../../src/rules/damage/apply';
import { weaponDamageGroups } from '../../../src/rules/damage/groups';
import { eventsOf, makeBattle, makeContext, makeMech, rollsOf } from '../../support/mechs';

describe('R-8.1 a hit at a fixed location rolls no hit location, and so no through-armor critical chance', () => {
  it('5 damage to the right arm: armor only, no dice', () => {
    const mech = makeMech({ id: 'Target' });
    const ctx = makeContext(makeBattle([mech]), []);
    applyHit(ctx, 'Target', [5], { source: 'blast', table: 'front', at: { location: 'RA', rear: false } });
    expect(ctx.events.map((e) => e.type)).toEqual(['damage']);
    expect(mech.armor.RA).toBe(mech.maxArmor.RA - 5);
  });
});

describe('R-9.4 an engine detonation reaches 15 hexes', () => {
  it('a mech 16 hexes off takes no hit at all; one 15 hexes off takes 25', () => {
    const boom = makeMech({ id: 'Boom', position: '0101' });
    const far = makeMech({ id: 'Far', position: '0117' });
    const edge = makeMech({ id: 'Edge', position: '0116' });
    const ctx = makeContext(makeBattle([boom, far, edge]), []);
    expect(engineDetonation(ctx, 'Boom').map((h) => [h.target, h.groups])).toEqual([['Edge', [5, 5, 5, 5, 5]]]);
  });
});

describe('R-18.3 an LB-X cluster that lands one pellet', () => {
  it('says "1 pellet"', () => {
    const lbx = { ...STANDARD_CATALOG['LB 10-X AC'], cluster: { size: 2, missilesPerGroup: 1 } };
    const ctx = makeContext(makeBattle([makeMech({ id: 'Hunter' }), makeMech({ id: 'Prey' })]), [1, 1]);
    expect(weaponDamageGroups(ctx, 'Hunter', 'Prey', lbx)).toHaveLength(1);
    expect(rollsOf(ctx, 'cluster')[0].result).toBe('1 pellet');
    expect(eventsOf(ctx, 'roll')).toHaveLength(1);
  });
});
