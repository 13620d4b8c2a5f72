import { throwRoll } from '../../dice/dice';
import { checkDice, type RollRequest } from '../../dice/requests';
import type { RoundContext } from '../../engine/context';
import { mechById } from '../../engine/context';
import { binLabel, noShotsMessage, returnShot } from '../../mech/ammo';
import type { MechState } from '../../model/mech';
import type { WeaponSpec } from '../../model/weapon';
import { applyHit } from '../../damage/apply';
import { weaponDamageGroups } from '../../damage/groups';
import { tnTotal } from '../../model/targetNumber';
import type { MountedWeapon } from '../../mech/weapons';
import type { AttackTargetNumberResult } from './attackTargetNumber';
import { heatsOnly, modeShots, modeWords, namedWithMode } from '../../model/weaponMode';
import { jamsOn, takeShots } from './modeFire';
import { antiMissileModifier } from './antiMissile';
import { ANTI_MISSILE_SYSTEM } from '../../charts/equipmentList';

/** Adds heat generated this round to a mech's list. */
export function addHeat(ctx: RoundContext, mechId: string, label: string, value: number): void {
  if (value <= 0) return;
  (ctx.heatGenerated[mechId] = ctx.heatGenerated[mechId] ?? []).push({ label, value });
}

/** Logs an attack that is not made: out of range, TN 13+, attacker unable. No roll, no heat. */
export function impossibleAttack(
  ctx: RoundContext,
  attacker: string,
  target: string,
  weapon: string,
  reason: string,
  tn?: AttackTargetNumberResult,
): void {
  ctx.events.push({
    type: 'attack',
    attacker,
    target,
    weapon,
    outcome: 'impossible',
    ...(tn && tn.ok ? { tn: tn.tn } : {}),
    reason,
  });
}

/**
 * Which attack a to-hit roll is, for typed dice: the line, and the weapon's number at that target this round.
 */
export interface AttackShot {
  readonly line: number;
  /** 1-based: the second LRM-5 the attacker fires at this target this round is shot 2. */
  readonly shot: number;
}

/** The to-hit roll of a weapon fired with `tn` (which must be rollable). */
export function weaponToHitRequest(
  attacker: string,
  target: string,
  weapon: MountedWeapon,
  tn: Extract<AttackTargetNumberResult, { ok: true }>,
  at: AttackShot,
): RollRequest {
  return {
    purpose: 'attack',
    mech: attacker,
    target,
    weapon: weapon.spec.name,
    shot: at.shot,
    line: at.line,
    weaponIndex: weapon.index,
    dice: checkDice(tn.mode),
    mode: tn.mode,
    tn: tnTotal(tn.tn),
  };
}

/** The 1d6 of external heat a hit by a weapon that heats its target gives. */
export function externalHeatRequest(attacker: string, target: string, weapon: string, shot: number): RollRequest {
  return { purpose: 'externalHeat', mech: attacker, target, weapon, shot, dice: '1d6' };
}

/** Logs the shot a weapon took from its bin, after the attack it was fired for. */
function ammoSpent(
  ctx: RoundContext,
  mech: MechState,
  spec: WeaponSpec,
  shot: { readonly index: number; readonly left: number },
): void {
  const bin = mech.equipment[shot.index];
  ctx.events.push({
    type: 'ammo',
    mech: mech.id,
    weapon: spec.name,
    bin: binLabel(mech, shot.index),
    location: bin.location,
    left: shot.left,
  });
}

/** The weapon's damage at the range it was fired at (Snub-Nose PPC, Heavy Gauss Rifle: by bracket). */
function damageAtRange(weapon: MountedWeapon, tn: Extract<AttackTargetNumberResult, { ok: true }>): number {
  const bands = weapon.spec.damageByBand;
  return bands ? bands[tn.band === 'short' ? 0 : tn.band === 'medium' ? 1 : 2] : weapon.spec.damage;
}

/**
 * Fires one weapon. A weapon that cannot be fired (out of
 * range, TN 13+) is reported and makes no heat; a fired one makes its heat, hit or miss.
 * A freebie hits without a roll, so no roll-of-12 critical; a rolled natural 12 gives
 * the hit's first group a critical chance. Hits land on the Front table, or the Rear
 * one after an outflank won by 3+ (R-4.2, R-8.2). A weapon that heats its target (Flamer) adds
 * 1d6 external heat on a hit. A weapon fed by bins takes its shot from the first bin with
 * shots left, whether it hits or misses; with none left it is not fired. A Streak
 * that misses did not fire: no heat, no shot; a launcher's Artemis IV adds +2 to its
 * cluster roll. An Ultra or Rotary fired in a mode comes as the weapon that mode fires
 * (see `firedInMode`): its heat per shot, its hits by the cluster table; it takes a shot of
 * ammunition per shot fired, and a natural 2 on its roll jams it. The first missile hit on a
 * mech with a working anti-missile system rolls its cluster −4.
 */
export function fireWeapon(
  ctx: RoundContext,
  attacker: string,
  target: string,
  weapon: MountedWeapon,
  tn: AttackTargetNumberResult,
  opts: {
    readonly freebie: boolean;
    readonly rear: boolean;
    readonly at: AttackShot;
    readonly freebieInstead?: string;
    /** Its launcher's Artemis IV, working when the step began: +2 to its cluster roll. */
    readonly clusterBonus?: number;
  },
): void {
  const spec = weapon.spec;
  if (!tn.ok) {
    impossibleAttack(ctx, attacker, target, spec.name, tn.problem.message);
    return;
  }
  if (!opts.freebie && !tn.rollable) {
    impossibleAttack(ctx, attacker, target, spec.name, `TN ${tn.total}: 13 or more cannot hit (R-0.1)`, tn);
    return;
  }
  const mech = mechById(ctx, attacker);
  const shots = takeShots(mech, spec, modeShots(weapon.mode));
  if (shots === 'empty') {
    impossibleAttack(ctx, attacker, target, spec.name, noShotsMessage(mech, spec), tn);
    return;
  }
  // a Streak that misses did not fire: no heat, and its shot goes back to its bin.
  const streak = spec.rule === 'Streak';
  if (!streak || opts.freebie) addHeat(ctx, attacker, spec.name, spec.heat);
  let critical = false;
  const mode = weapon.mode ? { mode: modeWords(weapon.mode) } : {};
  if (opts.freebie) {
    ctx.events.push({
      type: 'attack',
      attacker,
      target,
      weapon: spec.name,
      outcome: 'freebie',
      ...mode,
      tn: tn.tn,
      reason: "Players' Advantage: hits without a roll",
      ...(opts.freebieInstead ? { freebieInstead: opts.freebieInstead } : {}),
    });
    if (shots !== 'not counted') for (const shot of shots) ammoSpent(ctx, mech, spec, shot);
  } else {
    const roll = throwRoll(ctx.dice, weaponToHitRequest(attacker, target, weapon, tn, opts.at));
    const total = tnTotal(tn.tn);
    const hit = roll.total >= total;
    critical = hit && roll.total === 12;
    // fired in a mode, a natural 2 jams the weapon for the rest of the battle.
    const jammed = jamsOn(roll, weapon.mode);
    if (jammed) mech.equipment[weapon.index].jammed = true;
    ctx.events.push({
      type: 'roll',
      step: ctx.step,
      purpose: 'attack',
      mech: attacker,
      target,
      weapon: spec.name,
      ...(weapon.mode ? { firedAs: modeWords(weapon.mode) } : {}),
      ...(jammed ? { jammed } : {}),
      roll,
      mode: tn.mode,
      tn: tn.tn,
      success: hit,
      result: hit ? (critical ? 'hit (12: critical chance)' : 'hit') : 'miss',
    });
    ctx.events.push({
      type: 'attack',
      attacker,
      target,
      weapon: spec.name,
      outcome: hit ? 'hit' : 'miss',
      ...mode,
      tn: tn.tn,
      ...(jammed ? { jammed } : {}),
      ...(!hit && streak ? { reason: 'Streak: did not fire (no heat)' } : {}),
    });
    if (!hit && streak) {
      if (shots !== 'not counted') for (const shot of shots) returnShot(mech, shot);
      return;
    }
    if (shots !== 'not counted') for (const shot of shots) ammoSpent(ctx, mech, spec, shot);
    if (!hit) return;
    if (streak) addHeat(ctx, attacker, spec.name, spec.heat);
  }
  const at = opts.at.shot;
  // an inferno salvo that hits does no damage; its 1d6 heat follows.
  const ams = heatsOnly(weapon.mode) ? 0 : antiMissileModifier(ctx, target, spec);
  const groups = heatsOnly(weapon.mode)
    ? []
    : weaponDamageGroups(ctx, attacker, target, spec, at, {
        bonus: (opts.clusterBonus ?? 0) + ams,
        damage: damageAtRange(weapon, tn),
        ...(ams !== 0 ? { reason: `${target}'s ${ANTI_MISSILE_SYSTEM} ${ams}` } : {}),
      });
  if (groups.length > 0)
    applyHit(ctx, target, groups, {
      source: spec.name,
      table: opts.rear ? 'rear' : 'front',
      attackRollCritical: critical,
      attacker,
      shot: at,
    });
  if (spec.heatsTarget) {
    const roll = throwRoll(ctx.dice, externalHeatRequest(attacker, target, spec.name, at));
    ctx.externalHeat[target] = (ctx.externalHeat[target] ?? 0) + roll.total;
    ctx.events.push({
      type: 'roll',
      step: ctx.step,
      purpose: 'externalHeat',
      mech: attacker,
      target,
      weapon: spec.name,
      roll,
      result: `+${roll.total} heat`,
      reason: `hit by a ${namedWithMode(spec.name, weapon.mode)}`,
    });
  }
}
