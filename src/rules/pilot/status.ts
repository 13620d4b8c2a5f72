import type { RoundContext } from '../engine/context';
import { mechById } from '../engine/context';
import type { MechState } from '../model/mech';

/**
 * Marks a mech destroyed and logs it once; destroying a
 * destroyed mech again does nothing, so every cause can call it without checking.
 */
export function destroyMech(ctx: RoundContext, mechId: string, reason: string): void {
  const mech = mechById(ctx, mechId);
  if (mech.destroyed) return;
  mech.destroyed = true;
  ctx.events.push({ type: 'status', mech: mechId, status: 'destroyed', reason });
}

/**
 * A mech acts (moves, attacks, checks to cool down) only when it stands, its pilot is awake and it runs (R-11.2,
 *
 */
export function canAct(mech: MechState): boolean {
  return !mech.destroyed && !mech.shutdown && mech.pilot.status === 'active';
}

/**
 * Takes the pilot out of the battle: `dead`, or `out` / `ejected` (both leave the pilot
 * status `out`, the event says which). A pilot already dead or out stays as they are.
 *
 */
export function pilotOut(ctx: RoundContext, mechId: string, kind: 'dead' | 'out' | 'ejected', reason: string): void {
  const pilot = mechById(ctx, mechId).pilot;
  if (pilot.status === 'dead' || pilot.status === 'out') return;
  pilot.status = kind === 'dead' ? 'dead' : 'out';
  pilot.unconsciousUntilRound = undefined;
  ctx.events.push({ type: 'pilot', mech: mechId, status: kind, reason });
}

/**
 * Whatever would kill the pilot (a destroyed head or cockpit, a failed ammo-explosion
 * check, a fifth wound): an NPC, or a PC whose player has allowed death, dies; any
 * other PC survives as `pcFate` instead — ejected from a cockpit hit, out of
 * the battle from wounds. Returns the fate applied.
 */
export function killPilot(
  ctx: RoundContext,
  mechId: string,
  reason: string,
  pcFate: 'out' | 'ejected',
): 'dead' | 'out' | 'ejected' {
  const fate = pilotFate(mechById(ctx, mechId), pcFate);
  pilotOut(ctx, mechId, fate, reason);
  return fate;
}

/** What killing this pilot would do: `dead` for an NPC or a PC who allowed death, else `pcFate`. */
export function pilotFate(mech: MechState, pcFate: 'out' | 'ejected'): 'dead' | 'out' | 'ejected' {
  return mech.side === 'NPC' || mech.pilot.allowsDeath ? 'dead' : pcFate;
}
