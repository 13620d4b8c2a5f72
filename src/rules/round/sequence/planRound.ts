import type { Battle } from '../../model/battle';
import type { Declarations } from '../../model/declarations';
import type { Problem } from '../../model/problem';
import type { RulesOptions } from '../../model/rules';
import type { MechMovement, Movements } from '../movement/movements';
import { targetMovementTerm } from '../movement/movements';
import { validateOutflanks } from '../movement/outflank';
import type { PlannedMove, RoundPlan } from './plan';
import { validateAttacks } from '../attacks/validateAttacks';
import { validateMoves } from '../movement/validateMoves';
import { variantProblems } from './variants';

/**
 * The movements a plan describes, seen before the round: each mech at its planned
 * destination with its planned mode; TMMs from the mechs' present state (R-3).
 */
function movementsFromPlan(
  battle: Battle,
  moves: Readonly<Record<string, PlannedMove>>,
  rules: RulesOptions,
): Movements {
  const out: Record<string, MechMovement> = {};
  for (const mech of battle.mechs) {
    const move = moves[mech.id];
    const mode = move?.mode ?? 'stand';
    out[mech.id] = {
      mode,
      evasive: move?.evasive === true,
      position: move?.to ?? mech.position,
      tmm: targetMovementTerm(mech, mode, rules),
    };
  }
  return out;
}

/**
 * Checks all of a round's declarations before anything is rolled: every problem,
 * in sheet order — movement lines, then outflanks, then attack lines — or the plan.
 */
export function planRound(
  battle: Battle,
  declarations: Declarations,
  rules: RulesOptions,
): { readonly ok: true; readonly plan: RoundPlan } | { readonly ok: false; readonly problems: readonly Problem[] } {
  const problems: Problem[] = [...variantProblems(rules)];
  const moved = validateMoves(battle, declarations.moves, rules);
  problems.push(...moved.problems);
  problems.push(...validateOutflanks(battle.mechs, moved.moves));
  const movements = movementsFromPlan(battle, moved.moves, rules);
  const attacked = validateAttacks(battle, declarations.attacks, moved.moves, movements, rules);
  problems.push(...attacked.problems);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, plan: { moves: moved.moves, attacks: attacked.attacks } };
}
