// The TN of one weapon attack as the TN column, the sidebar and the advisor see it before the
// round (attackTargetNumber, beforeTheRoundProblem) and as the round rolls it (weaponTargetNumber):
// the rulings at its edges — a TN of exactly 12, Advantage, who rolls to wake, the Evasive stance,
// and each term of Other with its reason.
import { describe, expect, it } from 'vitest';
import { STANDARD_CATALOG } from '../../../src/rules/charts/weapons';
import { hitChance } from '../../../src/rules/dice/probability';
import type { Battle } from '../../../src/rules/model/battle';
import type { MoveDeclaration } from '../../../src/rules/model/declarations';
import { describeTargetNumber } from '../../../src/rules/model/targetNumber';
import type {
  AttackTargetNumberOptions,
  AttackTargetNumberResult,
} from '../../../src/rules/round/attacks/attackTargetNumber';
import {
  attackTargetNumber,
  beforeTheRoundProblem,
  weaponTargetNumber,
} from '../../../src/rules/round/attacks/attackTargetNumber';
import { movementsFromDeclarations } from '../../../src/rules/round/movement/movements';
import { defaultRules, makeBattle } from '../../support/mechs';
import { duel, move, npcRules } from './helpers';
import { hex } from './seedBattle';

const rules = npcRules;
const laser = STANDARD_CATALOG['Medium Laser'];

/** Hunter's Medium Laser (right arm) at Prey, 3 hexes away, seen before the round. */
function preview(
  battle: Battle,
  moves: MoveDeclaration[] = [],
  opts: Partial<AttackTargetNumberOptions> = {},
): AttackTargetNumberResult {
  return attackTargetNumber(battle, moves, 'Hunter', 'Prey', laser, { rules, equipmentLocation: 'RA', ...opts });
}

/** Hunter's Medium Laser at Prey as the round rolls it, from the movements the declarations describe. */
function asRolled(battle: Battle, moves: MoveDeclaration[] = []): AttackTargetNumberResult {
  const movements = movementsFromDeclarations(battle, moves, rules);
  const [hunter, prey] = battle.mechs;
  return weaponTargetNumber(battle, movements, hunter, prey, laser, { rules, equipmentLocation: 'RA' });
}

const breakdown = (r: AttackTargetNumberResult) => (r.ok ? describeTargetNumber(r.tn) : r.problem.message);

describe('R-0.1 a TN of 12 is rolled, 13 is not', () => {
  it('TN 12: rolled, one roll in 36 (a double six) hits', () => {
    const r = preview(duel(), [], { gmOther: 10 });
    expect(r.ok && [r.total, r.rollable, r.chance]).toEqual([12, true, 1 / 36]);
  });

  it('TN 13: never rolled, no chance', () => {
    const r = preview(duel(), [], { gmOther: 11 });
    expect(r.ok && [r.total, r.rollable, r.chance]).toEqual([13, false, 0]);
  });
});

describe('R-4.1, R-4.2 Advantage from a won outflank', () => {
  it('the attack is rolled with Advantage: at TN 7 about 81 % instead of 58 %', () => {
    const r = preview(duel(), [], { gmOther: 5, advantage: true });
    if (!r.ok) throw new Error(r.problem.message);
    expect([r.total, r.mode, r.chance]).toEqual([7, 'advantage', hitChance(7, 'advantage')]);
    expect(Math.round(r.chance * 100)).toBe(81);
  });

  it('Advantage against an Evasive target: a plain 2d6', () => {
    const r = preview(duel(), [move('Prey', 'stand', { evasive: true })], { gmOther: 5, advantage: true });
    expect(r.ok && [r.mode, r.chance]).toEqual(['normal', hitChance(7)]);
  });

  it('no outflank: a plain 2d6', () => {
    const r = preview(duel(), [], { gmOther: 5 });
    expect(r.ok && [r.mode, r.chance]).toEqual(['normal', 21 / 36]);
  });
});

describe('R-11.2, R-9.8 an attack made only if the pilot wakes', () => {
  it('an awake pilot: the TN stands alone, with no wake roll beside it', () => {
    const r = preview(duel());
    expect(r.ok).toBe(true);
    expect(r).not.toHaveProperty('onlyIfWakes');
  });

  it('an unconscious pilot whose target is out of range: only the refusal, no wake roll beside it', () => {
    const r = preview(duel({ pilotStatus: 'unconscious', wounds: 1 }, { position: '0515' }));
    expect(r).toEqual({
      ok: false,
      problem: {
        code: 'attack/out_of_range',
        mech: 'Hunter',
        message: 'Hunter cannot fire Medium Laser at Prey: 10 hexes is beyond its long range of 9.',
      },
    });
  });

  it('R-9.8: a pilot knocked out by life support for a round that is over wakes by itself and fires, no roll asked', () => {
    const b = makeBattle(duel({ pilotStatus: 'unconscious' }).mechs, { round: 3 });
    b.mechs[0].pilot.unconsciousUntilRound = 2;
    const r = preview(b);
    expect(r.ok && [describeTargetNumber(r.tn), r.rollable]).toEqual(['3 gunnery - 1 stood still = 2', true]);
    expect(r).not.toHaveProperty('onlyIfWakes');
  });
});

describe('R-2.3 an Evasive mech fires no weapons (but may fight hand to hand)', () => {
  const evasive = [move('Hunter', 'stand', { evasive: true })];

  it('seen before the round: refused for its weapons, not for melee', () => {
    const b = duel();
    const movements = movementsFromDeclarations(b, evasive, rules);
    expect(beforeTheRoundProblem(b.mechs[0], movements, b.round, rules)).toEqual({
      code: 'attack/while_evasive',
      mech: 'Hunter',
      message: 'Hunter is moving evasively and cannot fire weapons this round.',
    });
    expect(beforeTheRoundProblem(b.mechs[0], movements, b.round, rules, 'melee')).toBeUndefined();
  });

  it('as the round rolls it: the weapon is refused for moving evasively', () => {
    expect(breakdown(asRolled(duel(), evasive))).toBe('Hunter is moving evasively and cannot fire weapons this round.');
  });

  it('as the round rolls it: a mech that sprinted makes no attack', () => {
    expect(breakdown(asRolled(duel(), [move('Hunter', 'sprint', { to: hex('0503') })]))).toBe(
      'Hunter sprinted this round and cannot attack.',
    );
  });

  it('a pilot who may wake, declared Evasive: refused for the stance, not for being unconscious', () => {
    expect(breakdown(asRolled(duel({ pilotStatus: 'unconscious', wounds: 1 }), evasive))).toBe(
      'Hunter is moving evasively and cannot fire weapons this round.',
    );
  });

  it('R-13.4: a shut-down mech that restarts, declared Evasive: refused for the stance, not for being shut down', () => {
    expect(breakdown(asRolled(duel({ shutdown: true, heat: 0 }), evasive))).toBe(
      'Hunter is moving evasively and cannot fire weapons this round.',
    );
  });
});

describe('R-3.1 Other, term by term, each with its reason (R-3.4)', () => {
  it('R-0.3: one wound is +1 "wound"', () => {
    const r = preview(duel({ wounds: 1 }));
    expect(breakdown(r)).toBe('3 gunnery - 1 stood still + 1 wound = 3');
    expect(r.ok && r.tn.modifiers.find((m) => m.value === 1)).toEqual({ source: 'wounds', value: 1, label: 'wound' });
  });

  it('R-0.3: two wounds are +2 "wounds"', () => {
    expect(breakdown(preview(duel({ wounds: 2 })))).toBe('3 gunnery - 1 stood still + 2 wounds = 4');
  });

  it('R-13.4: the heat term names the heat', () => {
    const r = preview(duel({ heat: 8 }));
    expect(r.ok && r.tn.modifiers.filter((m) => m.source === 'heat')).toEqual([
      { source: 'heat', value: 1, label: 'heat 8' },
    ]);
  });

  it("the GM's number", () => {
    const r = preview(duel(), [], { gmOther: 2 });
    expect(r.ok && r.tn.modifiers.filter((m) => m.source === 'other')).toEqual([
      { source: 'other', value: 2, label: 'GM other' },
    ]);
  });

  it('R-1.3: heavy woods alone read "woods (1 heavy)", +2', () => {
    const map = { cols: 10, rows: 10, terrain: { '0508': { woods: 'heavy' as const } } };
    const r = preview(makeBattle(duel().mechs, { map }));
    expect(breakdown(r)).toBe('3 gunnery - 1 stood still + 2 woods (1 heavy) = 4');
    expect(r.ok && r.tn.modifiers.filter((m) => m.source === 'terrain')).toEqual([
      { source: 'terrain', value: 2, label: 'woods (1 heavy)' },
    ]);
  });

  it('actuator hits count in the arm carrying the weapon only: a leg-mounted weapon takes none for hits in its leg', () => {
    const b = duel();
    b.mechs[0].crits.actuatorHits.LL = 2;
    const r = attackTargetNumber(b, [], 'Hunter', 'Prey', laser, { rules: defaultRules(), equipmentLocation: 'LL' });
    expect(breakdown(r)).toBe('3 gunnery - 1 stood still = 2');
  });
});
