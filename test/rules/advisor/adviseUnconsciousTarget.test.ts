import { describe, expect, it } from 'vitest';
import { adviseTargets } from '../../../src/rules/advisor/adviseTargets';
import { hitChance } from '../../../src/rules/dice/probability';
import type { MoveDeclaration } from '../../../src/rules/model/declarations';
import type { EquipmentInput } from '../../support/mechs';
import { defaultRules } from '../../support/mechs';
import { duel, move } from '../round/helpers';

const rules = defaultRules({ playersAdvantage: false });
const ML = { name: 'Medium Laser', location: 'RA' } as const;
const ULTRA = { name: 'Ultra AC/5', location: 'RA' } as const;
const bin = (weapon: string, shots: number) =>
  ({ name: `Ammo (${weapon})`, location: 'LT', ammoFor: weapon, shots }) as const;

/** Prey's pilot is unconscious (2 wounds: wake TN 5, 30 of 36) and declares a run, so it wakes and runs, or stays still. */
function adviceAgainstSleeper(equipment: EquipmentInput[], at = '0508') {
  const b = duel({ equipment }, { pilotStatus: 'unconscious', wounds: 2, position: at });
  const moves: MoveDeclaration[] = [move('Prey', 'run')];
  const r = adviseTargets(b, moves, 'Hunter', rules);
  if (!r.ok) throw new Error(r.problem.message);
  return r.targets[0];
}

describe('R-11.2, R-18.2 advice against a target that may not wake', () => {
  it('an Ultra AC in ultra mode jams on a natural 2 whether the target wakes or not: 1 in 36', () => {
    const t = adviceAgainstSleeper([ML, ULTRA, bin('Ultra AC/5', 20)]);
    const ultra = t.weapons.find((w) => w.name === 'Ultra AC/5')!;
    expect(ultra.ifTargetStaysOut).toBeDefined();
    expect(ultra.modes[0].jamChance).toBeCloseTo(1 / 36, 12);
  });

  it('the chance to hit weighs the wake roll: 30/36 at the running target, 6/36 at the one standing still', () => {
    const t = adviceAgainstSleeper([ML]);
    // TN 3 gunnery − 1 stood still + 1 TMM = 3 if it runs; 2 if it stays.
    expect(t.weapons[0].chance).toBeCloseTo((30 / 36) * hitChance(3) + (6 / 36) * hitChance(2), 12);
  });

  it('the best set names its weapon modes by the weapon in that mode', () => {
    const t = adviceAgainstSleeper([ML, ULTRA, bin('Ultra AC/5', 20)]);
    expect(Object.keys(t.best.modes)).toEqual(['Ultra AC/5']);
  });

  it('the wake roll is shown when any weapon would fare differently, even if another would not', () => {
    // 10 hexes off, running in place: beyond the Medium Laser's reach either way, not the Large Laser's.
    const t = adviceAgainstSleeper([ML, { name: 'Large Laser', location: 'RT' }], '0515');
    expect(t.weapons.map((w) => w.ifTargetStaysOut !== undefined)).toEqual([false, true]);
    expect(t.targetStaysOut).toEqual({ tn: 5, chance: 30 / 36 });
  });
});
