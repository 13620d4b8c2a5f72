import { describe, expect, it } from 'vitest';
import type { AttackDeclaration, MoveDeclaration } from '../../../src/rules/model/declarations';
import {
  overheatingMoveProblem,
  planCoolDownAttacks,
  planCoolDownMove,
} from '../../../src/rules/round/heat/coolDownPlan';
import { defaultRules, makeMech } from '../../support/mechs';
import { hex } from '../round/seedBattle';

const coolRules = defaultRules({ heatModel: 'cooldown' });
const cool = (more: Partial<MoveDeclaration> = {}): MoveDeclaration => ({
  mech: 'Hot',
  mode: 'stand',
  coolDown: true,
  ...more,
});
const hot = (more: Parameters<typeof makeMech>[0] = {}) => makeMech({ id: 'Hot', position: '0505', heat: 4, ...more });

describe('R-V.2 a cool-down check on the movement line', () => {
  it('is planned as standing still in its own hex, with nothing else', () => {
    expect(planCoolDownMove(hot(), cool())).toEqual({
      move: {
        mech: 'Hot',
        mode: 'stand',
        from: hex('0505'),
        to: hex('0505'),
        hexes: 0,
        evasive: false,
        standUp: false,
        declared: true,
        coolDown: true,
      },
    });
  });

  it('a destroyed mech, or one with no pilot, cannot check', () => {
    expect(planCoolDownMove(hot({ destroyed: true }), cool())).toEqual({
      problem: { code: 'move/destroyed', mech: 'Hot', message: 'Hot is destroyed and cannot make a cool-down check.' },
    });
    for (const pilotStatus of ['dead', 'out'] as const) {
      expect(planCoolDownMove(hot({ pilotStatus }), cool())).toEqual({
        problem: { code: 'move/no_pilot', mech: 'Hot', message: 'Hot has no pilot and cannot make a cool-down check.' },
      });
    }
  });

  it('an unconscious pilot may still wake, so the check is planned', () => {
    expect('move' in planCoolDownMove(hot({ pilotStatus: 'unconscious' }), cool())).toBe(true);
  });

  it('it cannot go with a destination, a movement mode, Stand up, Evasive or an outflank', () => {
    const refusal = (decl: MoveDeclaration) => {
      const r = planCoolDownMove(hot(), decl);
      return 'problem' in r ? `${r.problem.code}: ${r.problem.message}` : 'planned';
    };
    const text = (what: string) =>
      `move/cool_down_moves: Hot makes a cool-down check instead of moving (R-V.2), so it cannot also declare ${what}.`;
    expect(refusal(cool({ to: hex('0506') }))).toBe(text('a destination'));
    expect(refusal(cool({ mode: 'walk' }))).toBe(text('a walk'));
    expect(refusal(cool({ mode: 'walk', to: hex('0505') }))).toBe(text('a walk'));
    expect(refusal(cool({ standUp: true }))).toBe(text('Stand up'));
    expect(refusal(cool({ evasive: true }))).toBe(text('Evasive'));
    expect(refusal(cool({ outflank: 'Prey' }))).toBe(text('an outflank'));
    expect(refusal(cool({ to: hex('0505') }))).toBe('planned');
  });
});

describe('R-V.1 an overheating mech cannot move', () => {
  it('a line that only stands still is no problem; an outflank from standing still is', () => {
    expect(overheatingMoveProblem(hot(), { mech: 'Hot', mode: 'stand' }, coolRules, false)).toBeUndefined();
    expect(overheatingMoveProblem(hot(), { mech: 'Hot', mode: 'stand', outflank: 'Prey' }, coolRules, false)).toEqual({
      code: 'move/overheating',
      mech: 'Hot',
      message:
        'Hot is overheating (heat 4 over size 2) and cannot move: it must cool down first — declare a cool-down check instead (R-V.1, R-V.2).',
    });
  });
});

/** Attack lines of Hot (and any others), read as the Attacks tab would hand them over. */
function planLines(attacks: AttackDeclaration[], mechs = [hot(), makeMech({ id: 'Prey', position: '0508' })]) {
  const byId = Object.fromEntries(mechs.map((m) => [m.id, m]));
  const lines = attacks.flatMap((a, i) => (a.coolDown ? [i] : []));
  return planCoolDownAttacks(attacks, lines, byId);
}
const coolLine = (more: Partial<AttackDeclaration> = {}): AttackDeclaration => ({
  attacker: 'Hot',
  target: '',
  weapons: [],
  coolDown: true,
  ...more,
});
const messages = (r: ReturnType<typeof planLines>) => r.problems.map((p) => `${p.code}: ${p.message}`);

describe('R-V.2 a cool-down check instead of attacking', () => {
  it('is planned on its own line with no target and no weapons', () => {
    expect(planLines([{ attacker: 'Prey', target: 'Hot', weapons: ['Medium Laser'] }, coolLine()])).toEqual({
      attacks: [{ line: 1, attacker: 'Hot', target: '', weapons: [], unreachable: [], other: 0, coolDown: true }],
      problems: [],
    });
  });

  it('an unknown mech is named with its 1-based line', () => {
    expect(messages(planLines([coolLine(), coolLine({ attacker: 'Ghost' })]))).toEqual([
      'attack/unknown_mech: Attack line 2 names "Ghost" as the attacker, but there is no such mech on the Mechs tab.',
    ]);
  });

  it('a destroyed mech, or one with no pilot, cannot check', () => {
    expect(messages(planLines([coolLine()], [hot({ destroyed: true })]))).toEqual([
      'attack/attacker_destroyed: Hot is destroyed and cannot make a cool-down check.',
    ]);
    expect(messages(planLines([coolLine()], [hot({ pilotStatus: 'dead' })]))).toEqual([
      'attack/no_pilot: Hot has no pilot and cannot make a cool-down check.',
    ]);
  });

  it('a cool-down line naming only a freebie is refused as an attack', () => {
    expect(messages(planLines([coolLine({ freebie: 'Medium Laser' })]))).toEqual([
      "attack/cool_down_with_attack: Hot's cool-down line (line 1) also names weapons or a melee attack: the check is made instead of attacking (R-V.2).",
    ]);
  });

  it('every other attack line of the mech is listed', () => {
    const attack = { attacker: 'Hot', target: 'Prey', weapons: ['Medium Laser'] };
    expect(messages(planLines([attack, coolLine(), attack]))).toEqual([
      'attack/cool_down_and_attack: Hot cools down instead of attacking (line 2), so it cannot also attack on line 1, 3 (R-V.2).',
    ]);
  });

  it('a second and a third cool-down line are each refused against the first', () => {
    expect(messages(planLines([coolLine(), coolLine(), coolLine()]))).toEqual([
      'attack/cool_down_twice: Hot declares a cool-down check on lines 1 and 2: one a step (R-V.2).',
      'attack/cool_down_twice: Hot declares a cool-down check on lines 1 and 3: one a step (R-V.2).',
    ]);
  });
});
