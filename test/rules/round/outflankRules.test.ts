import { describe, expect, it } from 'vitest';
import type { MechState } from '../../../src/rules/model/mech';
import type { Movements } from '../../../src/rules/round/movement/movements';
import { outflankTargetNumber, rollOutflanks, validateOutflanks } from '../../../src/rules/round/movement/outflank';
import type { PlannedMove } from '../../../src/rules/round/sequence/plan';
import { makeContext, makeMech, rollsOf } from '../../support/mechs';
import { hex } from './seedBattle';
import { askingDice } from '../../support/recordedRolls';
import { stay } from './plannedMoves';

// Hunter (PC) at 0505 declares an outflank of Prey (NPC) at 0508, three hexes down the same column.
const hunter = (more: Parameters<typeof makeMech>[0] = {}) =>
  makeMech({ id: 'Hunter', side: 'PC', position: '0505', ...more });
const prey = (more: Parameters<typeof makeMech>[0] = {}) =>
  makeMech({ id: 'Prey', side: 'NPC', position: '0508', ...more });
const buddy = (at: string | null, more: Parameters<typeof makeMech>[0] = {}) =>
  makeMech({ id: 'Buddy', side: 'PC', position: at, ...more });

function codes(mechs: MechState[], target = 'Prey', moves: Record<string, PlannedMove> = {}): string[] {
  return validateOutflanks(mechs, { Hunter: stay(mechs[0], target), ...moves }).map((p) => p.code);
}

describe('R-4.2, R-1.5 who may declare an outflank', () => {
  it('a friendly mech one hex beyond the enemy, on the line through it, is on the opposite side', () => {
    expect(codes([hunter(), prey(), buddy('0509')])).toEqual([]);
  });

  it("a friendly mech in the enemy's own hex is not on its opposite side", () => {
    expect(codes([hunter(), prey(), buddy('0508')])).toEqual(['outflank/not_in_position']);
  });

  it('another enemy on the opposite side does not help', () => {
    const otherEnemy = makeMech({ id: 'Other', side: 'NPC', position: '0511' });
    expect(codes([hunter(), prey(), otherEnemy])).toEqual(['outflank/not_in_position']);
  });

  it('a destroyed friendly mech on the opposite side does not help', () => {
    expect(codes([hunter(), prey(), buddy('0511', { destroyed: true })])).toEqual(['outflank/not_in_position']);
  });

  it('a friendly mech off the map does not help, and is no error', () => {
    expect(codes([hunter(), prey(), buddy(null)])).toEqual(['outflank/not_in_position']);
  });

  it("the friend's planned destination counts, not where it stands now", () => {
    const b = buddy('0506');
    const moved = { ...stay(b), mode: 'walk' as const, to: hex('0511'), hexes: 5 };
    expect(codes([hunter(), prey(), b], 'Prey', { Buddy: moved })).toEqual([]);
  });

  it("an outflanker planning to end in the enemy's hex is not in position, whoever stands beyond", () => {
    const h = hunter();
    const into = { ...stay(h, 'Prey'), mode: 'walk' as const, to: hex('0508'), hexes: 3 };
    expect(codes([h, prey(), buddy('0511')], 'Prey', { Hunter: into })).toEqual(['outflank/not_in_position']);
  });

  it('an outflanker off the map is not in position', () => {
    const problems = validateOutflanks([hunter({ position: null }), prey()], { Hunter: stay(hunter(), 'Prey') });
    expect(problems.map((p) => p.code)).toEqual(['outflank/not_in_position']);
  });

  it('an enemy off the map cannot be outflanked', () => {
    expect(codes([hunter(), prey({ position: null }), buddy('0511')])).toEqual(['outflank/not_in_position']);
  });

  it('a mech cannot outflank itself or a friend: only an enemy', () => {
    const problems = validateOutflanks([hunter(), prey(), buddy('0506')], {
      Hunter: stay(hunter(), 'Hunter'),
      Buddy: stay(buddy('0506'), 'Hunter'),
    });
    expect(problems).toEqual([
      {
        code: 'outflank/not_enemy',
        mech: 'Hunter',
        message: 'Hunter cannot outflank Hunter: only an enemy can be outflanked.',
      },
      {
        code: 'outflank/not_enemy',
        mech: 'Buddy',
        message: 'Buddy cannot outflank Hunter: only an enemy can be outflanked.',
      },
    ]);
  });

  it('the refusal names the rule and where to stand', () => {
    expect(validateOutflanks([hunter(), prey()], { Hunter: stay(hunter(), 'Prey') })).toEqual([
      {
        code: 'outflank/not_in_position',
        mech: 'Hunter',
        message:
          "Hunter cannot outflank Prey: it must end its move adjacent to Prey, or with a friendly mech on Prey's opposite side (R-4.2).",
      },
    ]);
  });
});

/** Movements of a round where Prey ran (TMM 2) and Hunter moved by `hunterMode`. */
function movements(hunterMode: 'walk' | 'jump' = 'walk'): Movements {
  return {
    Hunter: { mode: hunterMode, evasive: false, position: hex('0505'), tmm: { source: 'tmm', value: 1, label: 'x' } },
    Prey: { mode: 'run', evasive: false, position: hex('0508'), tmm: { source: 'tmm', value: 2, label: 'target TMM' } },
  };
}

describe('R-4.2 the outflank target number', () => {
  it('4 + target TMM + wounds (plural), −2 after a jump, each term with its source', () => {
    expect(outflankTargetNumber(hunter({ wounds: 2 }), movements('jump'), 'Prey').modifiers).toEqual([
      { source: 'base', value: 4, label: 'outflank' },
      { source: 'tmm', value: 2, label: 'target TMM' },
      { source: 'wounds', value: 2, label: 'wounds' },
      { source: 'jump', value: -2, label: 'jumped' },
    ]);
  });

  it('one wound reads "wound"; a target with no movement gives TMM 0', () => {
    expect(outflankTargetNumber(hunter({ wounds: 1 }), {}, 'Prey').modifiers).toEqual([
      { source: 'base', value: 4, label: 'outflank' },
      { source: 'tmm', value: 0, label: 'target TMM' },
      { source: 'wounds', value: 1, label: 'wound' },
    ]);
  });
});

function roll(mechs: MechState[], faces: number[], moves: Record<string, PlannedMove> = {}) {
  const dice = askingDice(faces);
  const ctx = makeContext({ round: 1, mechs, catalog: {} }, dice);
  ctx.step = 'outflank';
  const won = rollOutflanks(ctx, { Hunter: stay(mechs[0], 'Prey'), ...moves }, movements());
  return { won, events: rollsOf(ctx, 'outflank'), requests: dice.requests };
}

describe('R-4.2 the outflank roll after movement', () => {
  it('a roll equal to the TN succeeds; the roll is asked for as an outflank on 2d6', () => {
    // TN 4 + 2 = 6; faces 3 + 3.
    const r = roll([hunter({ position: '0507' }), prey()], [3, 3]);
    expect(r.won).toEqual({ Hunter: { target: 'Prey', rear: false } });
    expect([r.events[0].success, r.events[0].result]).toEqual([true, 'advantage']);
    expect(r.requests).toEqual([{ purpose: 'outflank', mech: 'Hunter', target: 'Prey', dice: '2d6' }]);
  });

  it('one short of the TN fails', () => {
    const r = roll([hunter({ position: '0507' }), prey()], [2, 3]);
    expect([r.won, r.events[0].result]).toEqual([{}, 'failed']);
  });

  it('a friendly mech on the opposite side puts a distant outflanker in position when the roll comes', () => {
    const r = roll([hunter(), prey(), buddy('0511')], [5, 4]);
    expect([r.won, r.events[0].result]).toEqual([{ Hunter: { target: 'Prey', rear: true } }, 'advantage, rear hits']);
  });

  it('an outflanker off the map, or one whose target is off it, is not in position: no roll', () => {
    for (const mechs of [
      [hunter({ position: null }), prey(), buddy('0511')],
      [hunter(), prey({ position: null }), buddy('0511')],
    ]) {
      const r = roll(mechs, []);
      expect([r.won, r.events.map((e) => e.result), r.requests]).toEqual([{}, ['not in position'], []]);
    }
  });

  it('a target destroyed before the outflank step is not rolled against, nor logged', () => {
    const r = roll([hunter({ position: '0507' }), prey({ destroyed: true })], []);
    expect([r.won, r.events]).toEqual([{}, []]);
  });

  it('a target that has left the battle is not rolled against', () => {
    const r = roll([hunter({ position: '0507' })], []);
    expect([r.won, r.events]).toEqual([{}, []]);
  });

  it('R-0.1: TN 13 is not rolled, TN 12 is', () => {
    // 4 + 2 TMM + 7 wounds = 13; with 6 wounds, 12 and double six succeeds.
    const no = roll([hunter({ position: '0507', wounds: 7 }), prey()], []);
    expect([no.won, no.events[0].result, no.requests]).toEqual([{}, 'cannot succeed (TN 13+)', []]);
    const yes = roll([hunter({ position: '0507', wounds: 6 }), prey()], [6, 6]);
    expect([yes.won, yes.events[0].result]).toEqual([{ Hunter: { target: 'Prey', rear: false } }, 'advantage']);
  });
});
