import type { RoundContext } from '../engine/context';
import { mechById } from '../engine/context';
import { consciousnessCheck } from './checks';
import { killPilot } from './status';

/** Wounds that end a pilot's battle. */
export const FATAL_WOUNDS = 5;

/**
 * One wound (R-11.1: a head group, a fall, an internal explosion): wounds + 1 and a WoundEvent;
 * the fifth wound kills an NPC or a PC who allowed death, and takes any other PC out of the
 * battle; otherwise an active pilot rolls to stay conscious. A pilot already
 * dead or out (ejected) is no longer in the cockpit and takes no wound; an unconscious one is
 * wounded but rolls no consciousness check.
 * Example: the Blackjack's pilot, hit in the head, takes wound 1 and rolls 6 ≥ 3: conscious.
 */
export function woundPilot(ctx: RoundContext, mechId: string, cause: string): void {
  const pilot = mechById(ctx, mechId).pilot;
  if (pilot.status === 'dead' || pilot.status === 'out') return;
  pilot.wounds += 1;
  ctx.events.push({ type: 'wound', mech: mechId, cause, wounds: pilot.wounds });
  if (pilot.wounds >= FATAL_WOUNDS) {
    killPilot(ctx, mechId, `${pilot.wounds} wounds`, 'out');
    return;
  }
  consciousnessCheck(ctx, mechId, 'consciousness');
}
