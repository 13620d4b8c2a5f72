import type { MechState } from '../../model/mech';
import type { Problem } from '../../model/problem';
import type { RulesOptions } from '../../model/rules';
import type { MechMovement } from '../movement/movements';

/** What kind of attack is being checked: firing weapons, or a melee attack. */
export type AttackKind = 'weapons' | 'melee';

interface AttackerChecks {
  /** Validation before the round: the pilot may still wake at the start. */
  readonly allowUnconscious?: boolean;
  /** Validation before the round: the mech restarts at the start. */
  readonly allowShutdown?: boolean;
}

/**
 * Why this mech cannot make this kind of attack, or undefined when it can:
 * destroyed; pilot unconscious or out; shut down; sprinted — Sprint has no
 * AMM, so no attack at all, melee included (docs/rules.md §2, its table, Total Warfare); evasive fires
 * no weapons but may still fight hand to hand, as the seed's DFA shows "not firing
 * weapons" and melee are different things.
 */
export function attackerProblem(
  attacker: MechState,
  movement: MechMovement | undefined,
  kind: AttackKind,
  checks: AttackerChecks = {},
): Problem | undefined {
  const id = attacker.id;
  if (attacker.destroyed)
    return { code: 'attack/attacker_destroyed', mech: id, message: `${id} is destroyed and cannot attack.` };
  const status = attacker.pilot.status;
  if (status === 'dead' || status === 'out')
    return {
      code: 'attack/no_pilot',
      mech: id,
      message: `${id} cannot attack: its pilot is ${status === 'dead' ? 'dead' : 'out of the battle'}.`,
    };
  if (status === 'unconscious' && !checks.allowUnconscious)
    return { code: 'attack/unconscious', mech: id, message: `${id} cannot attack: its pilot is unconscious.` };
  if (attacker.shutdown && !checks.allowShutdown)
    return { code: 'attack/shutdown', mech: id, message: `${id} is shut down and cannot attack.` };
  if (movement?.mode === 'sprint')
    return { code: 'attack/after_sprint', mech: id, message: `${id} sprinted this round and cannot attack.` };
  if (kind === 'weapons' && movement?.evasive) {
    return {
      code: 'attack/while_evasive',
      mech: id,
      message: `${id} is moving evasively and cannot fire weapons this round.`,
    };
  }
  return undefined;
}

/**
 * Why `target` cannot be attacked by `attacker`, or undefined: a mech cannot attack itself,
 * and a destroyed mech is gone — unless wrecks are on (R-V.3) and it stands as a wreck.
 */
export function targetProblem(attacker: MechState, target: MechState, rules: RulesOptions): Problem | undefined {
  if (attacker.id === target.id)
    return { code: 'attack/self', mech: attacker.id, message: `${attacker.id} cannot attack itself.` };
  if (target.destroyed && !(rules.wrecks && target.wreck)) {
    return {
      code: 'attack/target_destroyed',
      mech: attacker.id,
      message: `${attacker.id} cannot attack ${target.id}: it is already destroyed.`,
    };
  }
  return undefined;
}
