import type { RoundContext } from '../engine/context';
import type { MechState } from '../model/mech';
import { mod } from '../model/targetNumber';
import { lifeSupportCheck, pilotingCheck } from '../pilot/checks';
import { fallDown } from '../pilot/fall';
import type { HeatModel } from './variants';
import { WRECK_PHASE } from './variants';

/** Damage in one round above which a mech checks to stay standing. */
export const KNOCKDOWN_THRESHOLD = 20;

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
 * count leg actuator hits (R-10.3: they are about the legs). Then life support, the
 * heat phase of the chosen heat model (R-13.3 or R-V.1) and, with wrecks on, the wreck step (R-V.3).
 */
export function endOfRound(ctx: RoundContext, heat: HeatModel): void {
  ctx.step = 'end';
  for (const mech of ctx.battle.mechs) standingChecks(ctx, mech);
  for (const mech of ctx.battle.mechs) lifeSupportCheck(ctx, mech.id);
  heat.endOfRound(ctx);
  if (ctx.rules.wrecks && WRECK_PHASE) WRECK_PHASE(ctx);
}

function standingChecks(ctx: RoundContext, mech: MechState): void {
  const stillUp = () => !mech.destroyed && !ctx.fellThisRound[mech.id];
  for (const owed of ctx.owedPilotingChecks) {
    if (owed.mech !== mech.id || !stillUp()) continue;
    if (!pilotingCheck(ctx, mech.id, { reason: owed.reason, modifiers: owed.modifiers, movementRelated: true })) {
      fallDown(ctx, mech.id, owed.reason);
    }
  }
  const damage = ctx.damageTaken[mech.id] ?? 0;
  const extra = knockdownModifier(damage);
  if (extra === undefined || !stillUp()) return;
  const reason = `knockdown: ${damage} damage this round`;
  const ok = pilotingCheck(ctx, mech.id, { reason, modifiers: [mod('other', extra, `${damage} damage`)], movementRelated: true });
  if (!ok) fallDown(ctx, mech.id, reason);
}
