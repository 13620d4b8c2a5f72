// R-V.1, R-V.2 a cool-down check replaces the mech's movement, and an overheating mech attacks only after one.
import { describe, expect, it } from 'vitest';
import type { MoveDeclaration } from '../../../src/rules/model/declarations';
import { overheatingAttackProblem, planCoolDownMove } from '../../../src/rules/round/heat/coolDownPlan';
import { defaultRules, makeMech } from '../../support/mechs';
import { hex } from '../round/seedBattle';

const coolRules = defaultRules({ heatModel: 'cooldown' });
const cool = (more: Partial<MoveDeclaration> = {}): MoveDeclaration => ({
  mech: 'Hot',
  mode: 'stand',
  coolDown: true,
  ...more,
});
// 50 t: Size 2, so heat 4 is overheating.
const hot = () => makeMech({ id: 'Hot', position: '0505', heat: 4 });

describe('R-V.2 a cool-down check goes with no destination', () => {
  it('a Move to one column over in the same row is a destination, and refused', () => {
    expect(planCoolDownMove(hot(), cool({ to: hex('0605') }))).toEqual({
      problem: {
        code: 'move/cool_down_moves',
        mech: 'Hot',
        message: 'Hot makes a cool-down check instead of moving (R-V.2), so it cannot also declare a destination.',
      },
    });
  });

  it("a mech not on the map with a Move to is refused as on the map: only the GM's Position places it (R-2.4)", () => {
    const offMap = makeMech({ id: 'Hot', position: null, heat: 4 });
    expect(planCoolDownMove(offMap, cool({ to: hex('0505') }))).toEqual({
      problem: {
        code: 'move/cool_down_moves',
        mech: 'Hot',
        message: 'Hot makes a cool-down check instead of moving (R-V.2), so it cannot also declare a destination.',
      },
    });
    expect('move' in planCoolDownMove(offMap, cool())).toBe(true);
  });

  it('a Move to naming its own hex is no destination: the check is planned', () => {
    const r = planCoolDownMove(hot(), cool({ to: hex('0505') }));
    expect('move' in r && r.move.coolDown).toBe(true);
  });
});

describe('R-V.1 an overheating mech with no movement line cannot attack', () => {
  it('heat 4 over size 2, no cool-down check declared: the attack is refused, saying how to cool down', () => {
    expect(overheatingAttackProblem(hot(), coolRules, undefined)).toEqual({
      code: 'attack/overheating',
      mech: 'Hot',
      message:
        'Hot is overheating (heat 4 over size 2) and cannot attack: it must cool down first — a cool-down check in the movement step, or one instead of attacking (R-V.1, R-V.2).',
    });
  });
});
