import type { Roll } from '../dice/dice';
import { throwRoll } from '../dice/dice';
import type { RollRequest } from '../dice/requests';
import type { RoundContext } from '../engine/context';
import { mechById } from '../engine/context';
import { rollCriticalChance } from '../criticals/confirm';
import { resolveCritical } from '../criticals/effects';
import type { ApplyHitOptions, PendingHit } from './hit';
import type { HitLocation, Location } from '../model/location';
import { hitLocationName, isTorso } from '../model/location';
import type { MechState } from '../model/mech';
import { woundPilot } from '../pilot/wounds';
import { hitLocation2d6, meleeHitLocation } from '../charts/hitLocation';
import { INWARD, armorAt, destroyLocation, isLocationDestroyed, locationsLostWith, setArmorAt } from './locations';

interface DamageGroupOptions {
  readonly source: string;
  /** A critical trigger other than structure damage: hit-location 2 (TAC) or attack roll 12. */
  readonly critChance: boolean;
  /**
   * The attacker whose hit this is: its critical rolls are the attacker's (R-0.5a); absent for falls and explosions.
   */
  readonly attacker?: string;
  /** Past the armor, straight to internal structure. */
  readonly internal?: boolean;
}

/**
 * Lands one hit on `target`: each group rolls its own hit location (2d6 Front/Rear, or 1d6
 * High/Low for melee; RollEvent `hitLocation`) and is applied by `applyDamageGroup`.
 * A 2 on the 2d6 tables is a through-armor critical chance; a natural 12 on the attack roll gives
 * the first group one. With `rearArmor`, melee torso hits strike rear armor.
 * Example: DFA on the Blackjack, groups [5, 5, 5, 5, 2], High rolls 1, 3, 3, 2, 6 →
 * RA 5, CT 10, RT 5, HD 2 and a wound.
 */
export function applyHit(ctx: RoundContext, target: string, groups: readonly number[], opts: ApplyHitOptions): void {
  groups.forEach((amount, i) => {
    const { hit, tac } = opts.at
      ? { hit: opts.at, tac: false }
      : rollHitLocation(ctx, target, opts, groupNumber(groups.length, i));
    const critChance = tac || (i === 0 && opts.attackRollCritical === true);
    applyDamageGroup(ctx, target, hit, amount, {
      source: opts.source,
      critChance,
      ...(opts.internal ? { internal: true } : {}),
      ...(opts.attacker !== undefined && opts.attacker !== target ? { attacker: opts.attacker } : {}),
    });
  });
}

/** The hit-location roll of one damage group of a hit (`group` when the hit lands several, R-8.1). */
export function hitLocationRequest(
  target: string,
  opts: Pick<ApplyHitOptions, 'attacker' | 'source' | 'shot' | 'table'>,
  group: number | undefined,
): RollRequest {
  const melee = opts.table === 'high' || opts.table === 'low';
  return {
    purpose: 'hitLocation',
    mech: opts.attacker ?? target,
    target,
    weapon: opts.source,
    ...(opts.shot !== undefined ? { shot: opts.shot } : {}),
    ...(group !== undefined ? { group } : {}),
    dice: melee ? '1d6' : '2d6',
  };
}

/** The group's number in its hit, when the hit lands several groups. */
export function groupNumber(groups: number, i: number): number | undefined {
  return groups > 1 ? i + 1 : undefined;
}

function rollHitLocation(
  ctx: RoundContext,
  target: string,
  opts: ApplyHitOptions,
  group: number | undefined,
): { hit: HitLocation; tac: boolean } {
  const roll = throwRoll(ctx.dice, hitLocationRequest(target, opts, group));
  if (opts.table === 'high' || opts.table === 'low') {
    const landed = meleeHitLocation(roll.total, opts.table);
    const hit =
      opts.rearArmor === true && isTorso(landed.location) ? { location: landed.location, rear: true } : landed;
    logHitLocation(ctx, target, opts, roll, hitLocationName(hit));
    return { hit, tac: false };
  }
  const hit = hitLocation2d6(roll.total, opts.table);
  const tac = roll.total === 2;
  logHitLocation(ctx, target, opts, roll, hitLocationName(hit) + (tac ? ' (critical chance)' : ''));
  return { hit, tac };
}

function logHitLocation(ctx: RoundContext, target: string, opts: ApplyHitOptions, roll: Roll, result: string): void {
  ctx.events.push({
    type: 'roll',
    step: ctx.step,
    purpose: 'hitLocation',
    mech: opts.attacker ?? target,
    target,
    weapon: opts.source,
    roll,
    result,
  });
}

/**
 * Applies one damage group to one hit location: armor first (rear armor for a rear torso
 * hit), then internal structure; what exceeds the structure destroys the location and carries on
 * inward (arm/leg → side torso → center torso, keeping the rear flag), starting again on that
 * location's armor. A hit on a destroyed location goes inward the same way. Damage with nowhere
 * left to go, or landing on a destroyed mech, is lost (DamageEvent `lost`) — on a wreck, with Wrecks
 * on, the group is a critical hit instead (R-V.3, no confirmation roll). One DamageEvent per
 * location the group reaches. Then: a group that struck the head wounds the pilot; a group
 * that damaged internal structure, or carries `critChance`, gets one critical chance (R-9.1/9.2) in
 * the last location whose structure it damaged and left standing (else the location it landed on);
 * none in a location it destroyed, nor when it ends in one (R-9.1a). Adds `amount` to
 * `ctx.damageTaken[target]`.
 */
export function applyDamageGroup(
  ctx: RoundContext,
  target: string,
  hit: HitLocation,
  amount: number,
  opts: DamageGroupOptions,
): void {
  if (amount <= 0) return;
  const mech = mechById(ctx, target);
  ctx.damageTaken[target] = (ctx.damageTaken[target] ?? 0) + amount;
  if (mech.destroyed) {
    const armor = armorAt(mech, hit.location, hit.rear);
    const structure = mech.structure[hit.location];
    ctx.events.push({
      type: 'damage',
      mech: target,
      source: opts.source,
      hit,
      amount,
      armorBefore: armor,
      armorAfter: armor,
      structureBefore: structure,
      structureAfter: structure,
      locationDestroyed: false,
      lost: amount,
    });
    // R-V.3: with Wrecks on, every hit on a wreck is a critical hit — no confirmation roll —
    // in the location it struck; its damage is lost all the same.
    if (ctx.rules.wrecks && mech.wreck === true)
      applyPendingHits(ctx, resolveCritical(ctx, target, hit.location, opts.attacker));
    return;
  }

  let location: Location = hit.location;
  let from: Location | undefined;
  let remaining = amount;
  let landed: Location = location;
  let critLocation: Location | undefined;
  for (;;) {
    if (isLocationDestroyed(mech, location) && INWARD[location] !== null) {
      from = location;
      location = INWARD[location] as Location;
      continue;
    }
    const step = strike(mech, location, hit.rear, remaining, opts.internal === true);
    landed = location;
    // R-9.1a: a location this group destroys has nothing left to hit; only one it damaged and left standing can take
    // the critical.
    if (step.structureBefore > step.structureAfter && !step.destroyed) critLocation = location;
    const next = step.destroyed && step.excess > 0 ? INWARD[location] : null;
    const lost = step.excess > 0 && next === null ? step.excess : 0;
    const alsoDestroyed = step.destroyed ? locationsLostWith(mech, location) : [];
    ctx.events.push({
      type: 'damage',
      mech: target,
      source: opts.source,
      hit: { location, rear: hit.rear && isTorso(location) },
      amount: remaining,
      armorBefore: step.armorBefore,
      armorAfter: step.armorAfter,
      structureBefore: step.structureBefore,
      structureAfter: step.structureAfter,
      ...(from ? { transferredFrom: from } : {}),
      locationDestroyed: step.destroyed,
      ...(alsoDestroyed.length > 0 ? { alsoDestroyed } : {}),
      ...(lost > 0 ? { lost } : {}),
    });
    if (step.destroyed) destroyLocation(ctx, target, location, opts.source);
    if (next === null || mech.destroyed) break;
    from = location;
    location = next;
    remaining = step.excess;
  }

  if (hit.location === 'HD') woundPilot(ctx, target, `${opts.source}: head hit`);
  const critAt = critLocation ?? landed;
  if (!mech.destroyed && (opts.critChance || critLocation !== undefined) && !isLocationDestroyed(mech, critAt)) {
    applyPendingHits(ctx, rollCriticalChance(ctx, target, critAt, opts.attacker));
  }
}

/**
 * Lands the damage a critical caused (an engine's blast, R-9.4), in order, each hit with all it
 * causes in turn before the next: the order of events and dice is that of the rules. A target
 * destroyed before its turn is not hit.
 */
export function applyPendingHits(ctx: RoundContext, hits: readonly PendingHit[]): void {
  for (const pending of hits) {
    if (mechById(ctx, pending.target).destroyed) continue;
    applyHit(ctx, pending.target, pending.groups, pending.opts);
  }
}

interface Strike {
  armorBefore: number;
  armorAfter: number;
  structureBefore: number;
  structureAfter: number;
  /** Damage beyond armor and structure. */
  excess: number;
  /** The damage went through the structure. */
  destroyed: boolean;
}

/** Armor, then structure, of one standing location; changes the record, not the destroyed list. */
function strike(mech: MechState, location: Location, rear: boolean, amount: number, internal: boolean): Strike {
  const armorBefore = armorAt(mech, location, rear);
  const toArmor = internal ? 0 : Math.min(armorBefore, amount);
  setArmorAt(mech, location, rear, armorBefore - toArmor);
  const structureBefore = mech.structure[location];
  const through = amount - toArmor;
  const toStructure = Math.min(structureBefore, through);
  mech.structure[location] = structureBefore - toStructure;
  return {
    armorBefore,
    armorAfter: armorBefore - toArmor,
    structureBefore,
    structureAfter: structureBefore - toStructure,
    excess: through - toStructure,
    destroyed: through > 0 && structureBefore - toStructure === 0,
  };
}
