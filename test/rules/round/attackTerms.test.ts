import { describe, expect, it } from 'vitest';
import { STANDARD_CATALOG } from '../../../src/rules/charts/weapons';
import type { MoveDeclaration } from '../../../src/rules/model/declarations';
import { attackTargetNumber } from '../../../src/rules/round/attacks/attackTargetNumber';
import type { AttackTargetNumberResult } from '../../../src/rules/round/attacks/attackTargetNumber';
import { defaultRules } from '../../support/mechs';
import type { MechOptions } from '../../support/mechs';
import { duel, move } from './helpers';
import { hex } from './seedBattle';

const rules = defaultRules();

/** Hunter's Medium Laser (right arm) at Prey, seen before the round. */
function preview(hunter: MechOptions, prey: MechOptions = {}, moves: MoveDeclaration[] = []): AttackTargetNumberResult {
  const b = duel(hunter, prey);
  return attackTargetNumber(b, moves, 'Hunter', 'Prey', STANDARD_CATALOG['Medium Laser'], {
    rules,
    equipmentLocation: 'RA',
  });
}
const otherTerms = (r: AttackTargetNumberResult) =>
  r.ok ? r.tn.modifiers.filter((m) => m.source === 'actuators' || m.source === 'sensors') : r.problem.message;

describe("R-3.1 the attacker's damage in Other, term by term", () => {
  it('one actuator hit in the firing arm, one sensor hit', () => {
    const r = preview({});
    const b = duel({});
    b.mechs[0].crits.actuatorHits.RA = 1;
    b.mechs[0].crits.sensorHits = 1;
    const one = attackTargetNumber(b, [], 'Hunter', 'Prey', STANDARD_CATALOG['Medium Laser'], {
      rules,
      equipmentLocation: 'RA',
    });
    expect(otherTerms(r)).toEqual([]);
    expect(otherTerms(one)).toEqual([
      { source: 'sensors', value: 2, label: 'sensor hit' },
      { source: 'actuators', value: 1, label: 'RA actuator hit' },
    ]);
  });

  it('two actuator hits, two sensor hits', () => {
    const b = duel({});
    b.mechs[0].crits.actuatorHits.RA = 2;
    b.mechs[0].crits.sensorHits = 2;
    const two = attackTargetNumber(b, [], 'Hunter', 'Prey', STANDARD_CATALOG['Medium Laser'], {
      rules,
      equipmentLocation: 'RA',
    });
    expect(otherTerms(two)).toEqual([
      { source: 'sensors', value: 4, label: '2 sensor hits' },
      { source: 'actuators', value: 2, label: 'RA actuator hits' },
    ]);
  });
});

describe('R-11.2 an unconscious target out of range either way', () => {
  const unconscious = { pilotStatus: 'unconscious' as const, wounds: 2, position: '0515' };

  it('running further off: the distance it would stand at if it stays out is given beside', () => {
    const r = preview({}, unconscious, [move('Prey', 'run', { to: hex('0516') })]);
    expect(otherTerms(r)).toBe('Hunter cannot fire Medium Laser at Prey: 11 hexes is beyond its long range of 9.');
    expect(r.ifTargetStaysOut && otherTerms(r.ifTargetStaysOut.attack)).toBe(
      'Hunter cannot fire Medium Laser at Prey: 10 hexes is beyond its long range of 9.',
    );
  });

  it('moving to where it stands: the same refusal either way, nothing beside it', () => {
    const r = preview({}, unconscious, [move('Prey', 'walk', { to: hex('0515') })]);
    expect([otherTerms(r), r.ifTargetStaysOut]).toEqual([
      'Hunter cannot fire Medium Laser at Prey: 10 hexes is beyond its long range of 9.',
      undefined,
    ]);
  });
});
