import { fixedCheck } from '../engine/fixedCheck';
import type { RoundContext } from '../engine/context';
import { mechById } from '../engine/context';
import type { PendingHit } from '../damage/hit';
import { NO_PENDING_HITS } from '../damage/hit';
import { splitIntoGroups } from '../damage/groups';
import { hexDistance } from '../hex/distance';
import { destroyMech } from '../pilot/status';
import { countCritical } from './count';

/** Engine hits that destroy the engine, and the mech. */
const ENGINE_DESTROYED_HITS = 3;
/** Gyro hits that immobilise the mech. */
const GYRO_IMMOBILE_HITS = 2;
/** 2d6 needed for a destroyed engine to detonate after a Major Engine Hit. */
const DETONATION_TN = 10;

/** Detonation damage by distance: 100 within 5 hexes, 50 within 6–10, 25 within 11–15. */
const DETONATION_RINGS: readonly { readonly upTo: number; readonly damage: number }[] = [
  { upTo: 5, damage: 100 },
  { upTo: 10, damage: 50 },
  { upTo: 15, damage: 25 },
];

/**
 * The seed's Center Torso table. 1–2 Gyro Damaged (R-9.6: the round engine reads
 * `crits.gyroHits`; the second hit immobilises). 3–5 Minor Engine Hit (+1 engine hit). 6 Major
 * Engine Hit (+2). The third engine hit destroys the mech; when a major hit is what destroyed
 * it, 2d6 ≥ 10 detonates the engine: the blast is returned, still to land.
 */
export function centerTorsoCritical(ctx: RoundContext, mechId: string, face: number): readonly PendingHit[] {
  const mech = mechById(ctx, mechId);
  if (face <= 2) {
    // The count stops where the rule does (the Mechs tab's Gyro hits runs 0–2): a third hit changes nothing.
    const before = mech.crits.gyroHits;
    const hits = Math.min(GYRO_IMMOBILE_HITS, before + 1);
    mech.crits.gyroHits = hits;
    const detail =
      hits >= GYRO_IMMOBILE_HITS
        ? `gyro hits ${hits}: immobilised`
        : `gyro hits ${hits}: piloting check 5 or fall every round it moves`;
    countCritical(ctx, mechId, 'CT', 'Gyro Damaged', detail);
    if (before < GYRO_IMMOBILE_HITS && hits === GYRO_IMMOBILE_HITS)
      ctx.events.push({ type: 'status', mech: mechId, status: 'immobile', reason: 'second gyro hit' });
    return NO_PENDING_HITS;
  }
  const major = face === 6;
  const before = mech.crits.engineHits;
  // The count stops at the hit that destroys the engine (the Mechs tab's Engine hits runs 0–3).
  const after = Math.min(ENGINE_DESTROYED_HITS, before + (major ? 2 : 1));
  mech.crits.engineHits = after;
  const destroyedNow = before < ENGINE_DESTROYED_HITS && after >= ENGINE_DESTROYED_HITS;
  const detail =
    after >= ENGINE_DESTROYED_HITS
      ? `engine hits ${after}: engine destroyed`
      : `engine hits ${after}: +${5 * after} heat every round, cannot sink below ${5 * after}`;
  countCritical(ctx, mechId, 'CT', major ? 'Major Engine Hit' : 'Minor Engine Hit', detail);
  if (!destroyedNow) return NO_PENDING_HITS;
  destroyMech(ctx, mechId, 'engine destroyed');
  return major && rollDetonation(ctx, mechId) ? engineDetonation(ctx, mechId) : NO_PENDING_HITS;
}

function rollDetonation(ctx: RoundContext, mechId: string): boolean {
  return fixedCheck(ctx, mechId, {
    purpose: 'engineDetonation',
    tn: DETONATION_TN,
    label: 'engine detonation',
    reason: 'engine destroyed by a Major Engine Hit',
    pass: 'engine detonates',
    fail: 'no detonation',
  });
}

/** Detonation damage at `distance` hexes; 0 beyond 15. */
function detonationDamage(distance: number): number {
  for (const ring of DETONATION_RINGS) if (distance <= ring.upTo) return ring.damage;
  return 0;
}

/**
 * An engine detonates: every other mech on the map that is not already destroyed, friend
 * or foe, takes 100 / 50 / 25 damage within 5 / 10 / 15 hexes (hex distance), in groups of 5 on the
 * Front table, in sheet order. A mech with no hex is not on the map and is not hit. Logs a status
 * `exploded` for the detonating mech first, and returns the blast's hits for damage application
 * to land (`applyPendingHits`, which passes over a mech an earlier hit of the chain destroyed).
 */
export function engineDetonation(ctx: RoundContext, mechId: string): readonly PendingHit[] {
  const origin = mechById(ctx, mechId).position;
  ctx.events.push({ type: 'status', mech: mechId, status: 'exploded', reason: 'engine detonation' });
  if (!origin) return NO_PENDING_HITS;
  const hits: PendingHit[] = [];
  for (const other of ctx.battle.mechs) {
    if (other.id === mechId || other.destroyed || !other.position) continue;
    const damage = detonationDamage(hexDistance(origin, other.position));
    if (damage === 0) continue;
    hits.push({
      target: other.id,
      groups: splitIntoGroups(damage),
      opts: { source: `${mechId} engine detonation`, table: 'front' },
    });
  }
  return hits;
}
