import type { Roll } from '../dice/dice';
import { throwRoll } from '../dice/dice';
import type { RollPurpose } from '../model/events';
import { mod } from '../model/targetNumber';
import type { RoundContext } from './context';

/** A 2d6 check against a number the rules fix (not a skill): confirming a critical, avoiding shutdown. */
interface FixedCheck {
  readonly purpose: RollPurpose;
  readonly tn: number;
  /** The TN's one term, as the log shows it: `critical`, `avoid shutdown at heat 18`. */
  readonly label: string;
  readonly reason: string;
  /** What the log says on success, and on failure. */
  readonly pass: string;
  readonly fail: string;
  /** What the roll is about, in its words for typed rolls: the location of a critical chance. */
  readonly about?: string;
  /** Whose roll it is when not the mech's own (R-0.5a): the attacker whose hit caused a critical chance. */
  readonly owner?: string;
}

/** No dice: a TN of 13 or more cannot be made and is not rolled. */
const NO_ROLL: Roll = { faces: [], kept: [], total: 0 };

/**
 * Rolls 2d6 ≥ `check.tn` for `mechId` and logs it; a TN of 13 or more is
 * logged as not rolled and fails. Returns whether it succeeded.
 */
export function fixedCheck(ctx: RoundContext, mechId: string, check: FixedCheck): boolean {
  const unrollable = check.tn >= 13;
  const roll = unrollable
    ? NO_ROLL
    : throwRoll(ctx.dice, {
        purpose: check.purpose,
        mech: mechId,
        dice: '2d6',
        ...(check.about !== undefined ? { about: check.about } : {}),
        ...(check.owner !== undefined ? { owner: check.owner } : {}),
      });
  const success = !unrollable && roll.total >= check.tn;
  ctx.events.push({
    type: 'roll',
    step: ctx.step,
    purpose: check.purpose,
    mech: mechId,
    roll,
    tn: { modifiers: [mod('base', check.tn, check.label)] },
    success,
    result: `${unrollable ? 'cannot succeed (TN 13+): ' : ''}${success ? check.pass : check.fail}`,
    reason: check.reason,
  });
  return success;
}
