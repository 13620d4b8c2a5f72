// One melee attack in the attack step (meleeAttack, section 12 of docs/rules.md): the rolls a
// player typing dice is asked for, what the Log says, the damage dealt and the piloting
// checks owed for the end of the round.
import { describe, expect, it } from 'vitest';
import type { Dice } from '../../../src/rules/dice/dice';
import type { RoundContext } from '../../../src/rules/engine/context';
import type { MeleeDeclaration, MoveDeclaration } from '../../../src/rules/model/declarations';
import { meleeAttack } from '../../../src/rules/round/melee/meleeAttack';
import { meleeTargetNumber } from '../../../src/rules/round/melee/meleeTargetNumber';
import { movementsFromDeclarations } from '../../../src/rules/round/movement/movements';
import type { AttackShot } from '../../../src/rules/round/attacks/rangedAttack';
import { eventsOf, makeContext } from '../../support/mechs';
import { RecordingDice } from '../../support/recordedRolls';
import { duel, move } from './helpers';
import { hex } from './seedBattle';

/** Every die a 4: each to-hit 8, each 1d6 High location 4 (Left Torso); full armor keeps every hit off the structure. */
const fours: Dice = { d6: () => 4 };

/**
 * Hunter (50 t, Piloting 4) makes `melee` on Prey, both standing side by side (0505, 0506) unless
 * `moves` say otherwise; the rolls are recorded with the words a player would type them for.
 */
function strike(
  melee: MeleeDeclaration,
  opts: { moves?: MoveDeclaration[]; at?: AttackShot; dice?: Dice; preyPosition?: string } = {},
): { ctx: RoundContext; keys: string[]; dice: RecordingDice } {
  const battle = duel({}, { position: opts.preyPosition ?? '0506' });
  const dice = new RecordingDice(opts.dice ?? fours);
  const ctx = makeContext(battle, dice, { playersAdvantage: false });
  ctx.step = 'attacks';
  const movements = movementsFromDeclarations(battle, opts.moves ?? [], ctx.rules);
  const [hunter, prey] = battle.mechs;
  const tn = meleeTargetNumber(movements, hunter, prey, melee.kind, { rules: ctx.rules });
  meleeAttack(ctx, 'Hunter', 'Prey', melee, tn, opts.at ? { at: opts.at } : {});
  return { ctx, keys: dice.rolls.map((r) => r.key), dice };
}

describe('R-12.2, R-0.5 each Fast attack is asked for by its number', () => {
  it('two Fast attacks, the first of the round at Prey: #1 and #2, each with its hit location', () => {
    const { keys } = strike({ kind: 'fast', angle: 'high', count: 2 });
    expect(keys).toEqual([
      'Hunter: Fast attack #1 at Prey — to-hit',
      'Hunter: Fast attack #1 at Prey — hit location',
      'Hunter: Fast attack #2 at Prey — to-hit',
      'Hunter: Fast attack #2 at Prey — hit location',
    ]);
  });

  it("a Fast attack on the attack line 4, after one made on an earlier line: #2 and #3, each to-hit on line 4's Roll cell", () => {
    const { keys, dice } = strike({ kind: 'fast', angle: 'low', count: 2 }, { at: { line: 4, shot: 2 } });
    expect(keys).toEqual([
      'Hunter: Fast attack #2 at Prey — to-hit',
      'Hunter: Fast attack #2 at Prey — hit location',
      'Hunter: Fast attack #3 at Prey — to-hit',
      'Hunter: Fast attack #3 at Prey — hit location',
    ]);
    expect(dice.rolls.filter((r) => r.request.purpose === 'melee').map((r) => r.request.line)).toEqual([4, 4]);
  });

  it('a Strong attack is made once a round: its rolls carry no number', () => {
    const { keys, ctx } = strike({ kind: 'strong', angle: 'high' }, { at: { line: 1, shot: 1 } });
    // 50 t: 10 damage, two groups of 5, each its own location.
    expect(keys).toEqual([
      'Hunter: Strong attack at Prey — to-hit',
      'Hunter: Strong attack at Prey — hit location, group 1',
      'Hunter: Strong attack at Prey — hit location, group 2',
    ]);
    expect(eventsOf(ctx, 'roll').map((e) => [e.purpose, e.result])).toEqual([
      ['melee', 'hit'],
      ['hitLocation', 'Left Torso'],
      ['hitLocation', 'Left Torso'],
    ]);
  });
});

describe('R-12.2 a Strong attack that misses', () => {
  it('the Log says "miss", no damage is dealt, and the attacker owes the piloting check', () => {
    // TN 3 (4 piloting - 1 stood still + 0 Strong): a 2 misses.
    const { ctx } = strike({ kind: 'strong', angle: 'low' }, { dice: { d6: () => 1 } });
    expect(eventsOf(ctx, 'roll').map((e) => [e.purpose, e.roll.total, e.result])).toEqual([['melee', 2, 'miss']]);
    expect(eventsOf(ctx, 'damage')).toEqual([]);
    expect(ctx.owedPilotingChecks).toEqual([{ mech: 'Hunter', reason: 'missed a Strong attack', modifiers: [] }]);
  });
});

describe('R-12.1 a melee attack that cannot be made', () => {
  it('two Fast attacks on a mech 2 hexes away: both impossible, saying why; no roll, no heat', () => {
    const { ctx, keys } = strike({ kind: 'fast', angle: 'high', count: 2 }, { preyPosition: '0507' });
    const why = 'Hunter cannot make a Fast attack on Prey: melee needs an adjacent target and it is 2 hexes away.';
    expect(eventsOf(ctx, 'attack').map((e) => [e.weapon, e.outcome, e.reason])).toEqual([
      ['Fast attack', 'impossible', why],
      ['Fast attack', 'impossible', why],
    ]);
    expect(keys).toEqual([]);
    expect(ctx.heatGenerated.Hunter).toBeUndefined();
  });
});

describe('R-12.3 Death from Above', () => {
  const jumped = [move('Hunter', 'jump', { to: hex('0507') })];
  const preyAt = '0508';

  it('a hit: the attacker takes a Fast attack on its own legs, the target twice a Strong attack (50 t: 20) on High', () => {
    const { ctx } = strike({ kind: 'dfa', angle: 'high' }, { moves: jumped, preyPosition: preyAt });
    const damage = eventsOf(ctx, 'damage').map((d) => [d.mech, d.source, d.amount]);
    expect(damage).toEqual([
      ['Hunter', 'Death from Above (own legs)', 5],
      ['Prey', 'Death from Above', 5],
      ['Prey', 'Death from Above', 5],
      ['Prey', 'Death from Above', 5],
      ['Prey', 'Death from Above', 5],
    ]);
  });

  it('both owe a piloting check at +2 "Death from Above", each with its reason', () => {
    const { ctx } = strike({ kind: 'dfa', angle: 'high' }, { moves: jumped, preyPosition: preyAt });
    const dfa = { source: 'dfa', value: 2, label: 'Death from Above' };
    expect(ctx.owedPilotingChecks).toEqual([
      { mech: 'Hunter', reason: 'made a Death from Above', modifiers: [dfa] },
      { mech: 'Prey', reason: "hit by Hunter's Death from Above", modifiers: [dfa] },
    ]);
  });
});
