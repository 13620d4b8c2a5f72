import type { RoundContext } from '../engine/context';
import { mechById } from '../engine/context';
import { applyHit } from '../damage/apply';
import { splitIntoGroups } from '../damage/groups';
import { woundPilot } from './wounds';

/** Falling damage: the mech's tonnage ÷ 10, rounded down (seed; ). */
export function fallDamage(tonnage: number): number {
  return Math.floor(tonnage / 10);
}

/**
 * A mech falls: FallEvent, then floor(tonnage / 10) damage in groups of 5, each rolling
 * its own Front hit location (a fall is not an attack, so no roll-of-12 critical, but a group
 * that damages structure still has its critical chance, and a 2 is still a through-armor chance),
 * then one wound. The mech is prone and marked as fallen this round (no knockdown check
 * after a fall, R-10.1). A destroyed mech does not fall.
 * Example: the Blackjack (45 t) fails its DFA check: 4 damage and its pilot's second wound.
 */
export function fallDown(ctx: RoundContext, mechId: string, reason: string): void {
  const mech = mechById(ctx, mechId);
  if (mech.destroyed) return;
  const damage = fallDamage(mech.tonnage);
  mech.prone = true;
  ctx.fellThisRound[mechId] = true;
  ctx.events.push({ type: 'fall', mech: mechId, reason, damage });
  applyHit(ctx, mechId, splitIntoGroups(damage), { source: 'fall', table: 'front' });
  woundPilot(ctx, mechId, 'fall');
}
