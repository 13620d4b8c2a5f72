import type { RoundContext } from '../../engine/context';
import type { MechState } from '../../model/mech';
import { mod } from '../../model/targetNumber';
import { lifeSupportCheck, pilotingCheck } from '../../pilot/checks';
import { fallDown } from '../../pilot/fall';
import type { HeatModel } from './variants';
import { WRECK_PHASE } from './variants';

/** Damage in one round above which a mech checks to stay standing. */
const KNOCKDOWN_THRESHOLD = 20;

/**
 * The knockdown modifier for a round's damage: +0 for 21–40, +2 for 41–60, +4 for
 * 61–80, … — 2 × (ceil(damage / 20) − 2). Undefined at 20 or less: no check.
 * @example knockdownModifier(41) === 2
 */
export function knockdownModifier(damage: number): number | undefined {
  if (damage <= KNOCKDOWN_THRESHOLD) return undefined;
  return 2 * (Math.ceil(damage / KNOCKDOWN_THRESHOLD) - 2);
}

/**
 * The end of the round. In sheet order, each mech makes the piloting checks melee
 * left it owing, then its knockdown check; a failure is a fall
 * and a mech that already fell this round checks no more. Checks to stay upright
 * count leg actuator hits (R-10.3: they are about the legs). Damage can still land after a
 * mech's check — a later mech's fall may set off its engine — so the knockdown checks
 * are then run again, in sheet order, until no mech's round damage calls for a harder check than
 * the one it made. Then life support, the heat phase of the chosen heat model (R-13.3 or
 * R-V.1) and, with wrecks on, the wreck step (R-V.3).
 */
export function endOfRound(ctx: RoundContext, heat: HeatModel): void {
  ctx.step = 'end';
  // The knockdown modifier each mech has checked at this round.
  const checkedAt: Record<string, number> = {};
  for (const mech of ctx.battle.mechs) {
    owedChecks(ctx, mech);
    knockdownCheck(ctx, mech, checkedAt);
  }
  for (let again = true; again; ) {
    again = false;
    for (const mech of ctx.battle.mechs) if (knockdownCheck(ctx, mech, checkedAt)) again = true;
  }
  for (const mech of ctx.battle.mechs) lifeSupportCheck(ctx, mech.id);
  heat.endOfRound(ctx);
  if (ctx.rules.wrecks && WRECK_PHASE) WRECK_PHASE(ctx);
}

function stillUp(ctx: RoundContext, mech: MechState): boolean {
  return !mech.destroyed && !ctx.fellThisRound[mech.id];
}

function owedChecks(ctx: RoundContext, mech: MechState): void {
  for (const owed of ctx.owedPilotingChecks) {
    if (owed.mech !== mech.id || !stillUp(ctx, mech)) continue;
    if (!pilotingCheck(ctx, mech.id, { reason: owed.reason, modifiers: owed.modifiers, movementRelated: true })) {
      fallDown(ctx, mech.id, owed.reason);
    }
  }
}

/**
 * The knockdown check for the damage the mech has taken this round, unless it fell or
 * already checked at this modifier or a harder one. Returns whether a check was made.
 */
function knockdownCheck(ctx: RoundContext, mech: MechState, checkedAt: Record<string, number>): boolean {
  const damage = ctx.damageTaken[mech.id] ?? 0;
  const extra = knockdownModifier(damage);
  if (extra === undefined || !stillUp(ctx, mech)) return false;
  const before = checkedAt[mech.id];
  if (before !== undefined && extra <= before) return false;
  checkedAt[mech.id] = extra;
  const reason = `knockdown: ${damage} damage this round`;
  const ok = pilotingCheck(ctx, mech.id, {
    reason,
    modifiers: [mod('other', extra, `${damage} damage`)],
    movementRelated: true,
  });
  if (!ok) fallDown(ctx, mech.id, reason);
  return true;
}
