import type { Dice } from '../../dice/dice';
import { RollsNeeded, TypedDice, TypedRollRefused, type NeededRoll } from '../../dice/typed';
import { newRoundContext } from '../../engine/context';
import type { Battle } from '../../model/battle';
import type { Declarations } from '../../model/declarations';
import type { Problem } from '../../model/problem';
import type { RulesOptions } from '../../model/rules';
import { attackPhase } from '../attacks/attackPhase';
import { cloneBattle } from './clone';
import { endOfRound } from './endOfRound';
import { movementPhase, movementsAfter } from '../movement/movementPhase';
import { rollOutflanks } from '../movement/outflank';
import type { RoundPlan } from './plan';
import { planRound } from './planRound';
import { replayBudget, rollsAhead } from './rollsAhead';
import { startOfRound } from './startOfRound';
import type { RoundResult } from './types';
import { HEAT_MODELS } from './variants';

/**
 * Resolves one round (R-14), purely: checks every declaration first and, if any breaks the
 * rules, returns every problem and resolves nothing. Otherwise it works on a deep
 * copy of the battle — the input is never touched — and runs, with every die logged (R-0.4):
 * 1. start: wake rolls, heat effects (R-11.2, R-13.4);
 * 2. movement in sheet order (R-2.x, R-9.6, R-10.2);
 * 3. outflank rolls (R-4.2);
 * 4. attacks in sheet order, simultaneous fire (R-14.4);
 * 5. end: melee and knockdown piloting checks, life support, heat (R-10.1, R-9.8, R-13.3), or
 *    with the Rules tab's variants the cool-down heat phase and the wreck step (R-V.1, R-V.3).
 * Cool-down checks (R-V.2) are made in steps 2 and 4.
 * The new battle's round is one more. Same battle, declarations and seed → the same round.
 *
 * @example resolveRound(battle, { moves: [{ mech: 'Griffin', mode: 'run', to: hex('0610') }], attacks: [] }, rules, new
 * SeededDice(7))
 */
export function resolveRound(battle: Battle, declarations: Declarations, rules: RulesOptions, dice: Dice): RoundResult {
  const planned = planRound(battle, declarations, rules);
  if (!planned.ok) return { ok: false, problems: planned.problems };
  const result = playRound(battle, planned.plan, rules, dice);
  if (result.ok || !result.needed || !(dice instanceof TypedDice)) return result;
  // Typed rolls only: ask at once for what the round will need whatever these rolls come up.
  const needed = [
    ...result.needed,
    ...rollsAhead(
      result.needed,
      (assumed) => replayNeeds(battle, planned.plan, rules, dice.assuming(assumed)),
      replayBudget(battle.mechs.length),
    ),
  ];
  return { ok: false, problems: [rollsNeededProblem(needed)], needed };
}

/** What a replay with more rolls assumed stops for: [] when it resolves, or when the dice cannot assume. */
function replayNeeds(
  battle: Battle,
  plan: RoundPlan,
  rules: RulesOptions,
  dice: Dice | undefined,
): readonly NeededRoll[] {
  if (!dice) return [];
  const r = playRound(battle, plan, rules, dice);
  return r.ok ? [] : (r.needed ?? []);
}

function playRound(battle: Battle, plan: RoundPlan, rules: RulesOptions, dice: Dice): RoundResult {
  const heat = HEAT_MODELS[rules.heatModel];
  // planRound refuses a heat model the engine lacks; this only satisfies the compiler.
  if (!heat) throw new Error(`no heat model ${rules.heatModel}`);
  const ctx = newRoundContext(cloneBattle(battle), rules, dice);
  try {
    startOfRound(ctx, heat);
    const executed = movementPhase(ctx, plan);
    const movements = movementsAfter(ctx, executed);
    ctx.step = 'outflank';
    const outflanks = rollOutflanks(ctx, plan.moves, movements);
    attackPhase(ctx, plan, movements, outflanks);
    endOfRound(ctx, heat);
  } catch (stop) {
    // Typed dice (R-0.5) stop a round they cannot go on with; the half-played copy is dropped.
    if (stop instanceof RollsNeeded)
      return { ok: false, problems: [rollsNeededProblem(stop.needed)], needed: stop.needed };
    if (stop instanceof TypedRollRefused) return { ok: false, problems: [stop.problem] };
    throw stop;
  }
  ctx.battle.round += 1;
  return { ok: true, battle: ctx.battle, events: ctx.events };
}

/** `Rolls needed: Griffin: roll 2d6 for …; …` — what the round waits for, for callers that show only problems. */
function rollsNeededProblem(needed: readonly NeededRoll[]): Problem {
  const n = needed.length;
  const list = needed.map((r) => r.asked).join('; ');
  return {
    code: 'dice/roll_needed',
    message: `${n === 1 ? 'A roll is' : `${n} rolls are`} needed before the round can be resolved (Dice: typed rolls only): ${list}.`,
  };
}
