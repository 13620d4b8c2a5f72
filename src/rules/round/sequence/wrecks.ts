import { throwRoll } from '../../dice/dice';
import type { RoundContext } from '../../engine/context';
import type { RoundEvent } from '../../model/events';
import { LOCATIONS, TORSOS } from '../../model/location';
import type { MechState } from '../../model/mech';
import { destroyMech } from '../../pilot/status';

/**
 * Whether every point of the mech's armor and structure is gone: every location's armor, every
 * torso's rear armor and every location's structure at 0.
 */
export function allArmorAndStructureGone(mech: MechState): boolean {
  for (const location of LOCATIONS) if (mech.armor[location] > 0 || mech.structure[location] > 0) return false;
  for (const torso of TORSOS) if (mech.rearArmor[torso] > 0) return false;
  return true;
}

/**
 * Whether the mech blew up this round before the heat phase: a status `exploded` (engine
 * detonation, heat ammo explosion) or a Major Ammo Explosion critical with
 * ammunition to explode. The seed removes these at the heat phase.
 */
function explodedThisRound(events: readonly RoundEvent[], mechId: string): boolean {
  return events.some(
    (e) =>
      (e.type === 'status' && e.status === 'exploded' && e.mech === mechId) ||
      (e.type === 'critical' && e.effect === 'Major Ammo Explosion' && e.mech === mechId),
  );
}

/**
 * The wreck step of the heat phase (R-V.3), run at the end of the round when Wrecks is on, in
 * sheet order:
 * 1. a mech that exploded this round (see `explodedThisRound`) is removed from the battlefield:
 *    no hex (`position` null), no wreck; a Major Ammo Explosion gets its `exploded` status line here;
 * 2. a wreck, a destroyed mech, or a mech with all its armor and structure gone, rolls
 *    1d6 (RollEvent `wreck`): at or under its critical hits so far (`crits.count`) it explodes —
 *    status `exploded`, removed as above; otherwise it is destroyed and stays on its hex as a wreck
 *    (`wreck` true, status `wreck` the first time): impassable to movement (`wreckBlocker`), still
 *    a target, every further hit on it a critical hit (`applyDamageGroup`). A wreck rolls again at
 *    every heat phase until it explodes.
 * A mech with no hex is already off the battlefield and rolls nothing.
 *
 * Which mechs roll: R-V.3 says "Wrecks replace 'destroyed = removed'". In the variant's own game a
 * mech is destroyed exactly when all its armor and structure are gone; in ours a mech is destroyed
 * sooner (head or center torso gone, three engine hits), and damage to a destroyed mech is lost, so
 * read literally no mech would ever have every point gone. We read "all armor and structure
 * destroyed" as "destroyed": every destroyed mech that did not explode rolls.
 */
export function wreckPhase(ctx: RoundContext): void {
  for (const mech of ctx.battle.mechs) {
    if (!mech.position) continue;
    if (explodedThisRound(ctx.events, mech.id)) {
      const logged = ctx.events.some((e) => e.type === 'status' && e.status === 'exploded' && e.mech === mech.id);
      if (!logged)
        ctx.events.push({
          type: 'status',
          mech: mech.id,
          status: 'exploded',
          reason: 'Major Ammo Explosion: removed from the battlefield',
        });
      removeFromBattlefield(mech);
      continue;
    }
    if (mech.wreck === true || mech.destroyed || allArmorAndStructureGone(mech)) wreckRoll(ctx, mech);
  }
}

function wreckRoll(ctx: RoundContext, mech: MechState): void {
  const crits = mech.crits.count;
  const roll = throwRoll(ctx.dice, { purpose: 'wreck', mech: mech.id, dice: '1d6' });
  const explodes = roll.total <= crits;
  const hits = `${crits} critical ${crits === 1 ? 'hit' : 'hits'}`;
  ctx.events.push({
    type: 'roll',
    step: ctx.step,
    purpose: 'wreck',
    mech: mech.id,
    roll,
    result: explodes ? `explodes (${roll.total} ≤ ${hits})` : `stays a wreck (${roll.total} > ${hits})`,
    reason: mech.wreck === true ? 'standing wreck' : mech.destroyed ? 'destroyed' : 'all armor and structure gone',
  });
  if (explodes) {
    destroyMech(ctx, mech.id, 'destroyed: its wreck exploded');
    ctx.events.push({
      type: 'status',
      mech: mech.id,
      status: 'exploded',
      reason: `rolled ${roll.total}, at or under its ${hits}: removed from the battlefield`,
    });
    removeFromBattlefield(mech);
    return;
  }
  if (mech.wreck === true) return;
  destroyMech(ctx, mech.id, 'destroyed: left as a wreck');
  mech.wreck = true;
  ctx.events.push({
    type: 'status',
    mech: mech.id,
    status: 'wreck',
    reason: `impassable terrain in its hex; every further hit on it is a critical hit`,
  });
}

/** Off the map for good: no hex, no wreck (R-V.3). */
function removeFromBattlefield(mech: MechState): void {
  mech.position = null;
  if (mech.wreck === true) mech.wreck = false;
}
