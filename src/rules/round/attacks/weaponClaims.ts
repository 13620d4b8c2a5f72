import { hexDistance } from '../../hex/distance';
import type { Battle } from '../../model/battle';
import type { AttackDeclaration } from '../../model/declarations';
import type { Hex } from '../../model/hex';
import type { MechState } from '../../model/mech';
import type { Problem } from '../../model/problem';
import type { WeaponSpec } from '../../model/weapon';
import type { MountedWeapon } from '../../mech/weapons';
import { fireableWeapons, unknownWeapons } from '../../mech/weapons';
import { findWeapon } from '../../charts/weapons';

/** One attack line of an attacker, as the claim step sees it. */
export interface ClaimLine {
  readonly line: number;
  readonly decl: AttackDeclaration;
  readonly target: MechState;
  /** Whether the line's freebie is allowed at all (PC, Players' Advantage on); otherwise it is ignored. */
  readonly freebieAllowed: boolean;
}

/** The weapons a line fires, in equipment order. */
export interface LineClaim {
  readonly weapons: MountedWeapon[];
  readonly unreachable: MountedWeapon[];
  freebieIndex?: number;
}

/**
 * Shares an attacker's working weapons among its attack lines: each weapon fires once a round.
 * Named weapons are taken first, in sheet order (a name twice takes two of them); a named
 * freebie not listed on its line is fired too; then each `all` line takes every weapon
 * still free that reaches its target. Weapons no `all` line can reach are listed on the first
 * `all` line as unreachable: reported, never fired, no heat. Named weapons and freebies must
 * be in range; a TN of 13+ is not a problem here (it is reported, R-0.1).
 */
export function claimWeapons(
  battle: Battle,
  attacker: MechState,
  lines: readonly ClaimLine[],
  positionOf: (m: MechState) => Hex | null,
): { claims: Record<number, LineClaim>; problems: Problem[] } {
  const id = attacker.id;
  const problems: Problem[] = [];
  const fireable = fireableWeapons(attacker, battle.catalog);
  const taken: Record<number, boolean> = {};
  const claims: Record<number, LineClaim> = {};
  const wanted: Record<string, number> = {};

  const distanceTo = (target: MechState): number | undefined => {
    const a = positionOf(attacker);
    const t = positionOf(target);
    return a && t ? hexDistance(a, t) : undefined;
  };
  const take = (spec: WeaponSpec, what: string): MountedWeapon | undefined => {
    const free = fireable.find((w) => w.spec.name === spec.name && !taken[w.index]);
    if (free) {
      taken[free.index] = true;
      return free;
    }
    problems.push(missingWeapon(battle, attacker, spec, fireable, wanted[spec.name] ?? 1, what));
    return undefined;
  };
  const lookup = (name: string, line: ClaimLine, code: string): WeaponSpec | undefined => {
    const spec = findWeapon(battle.catalog, name);
    if (!spec)
      problems.push({
        code,
        mech: id,
        message: `${id}'s attack on ${line.target.id} names "${name}", which is not in the weapon catalog.`,
      });
    return spec;
  };
  const freebieSpecOf = (line: ClaimLine): WeaponSpec | undefined =>
    line.freebieAllowed && line.decl.freebie !== undefined
      ? lookup(line.decl.freebie, line, 'freebie/unknown_weapon')
      : undefined;

  for (const line of lines) {
    if (line.decl.weapons === 'all') continue;
    const claim: LineClaim = { weapons: [], unreachable: [] };
    claims[line.line] = claim;
    for (const name of line.decl.weapons) {
      const spec = lookup(name, line, 'attack/unknown_weapon');
      if (!spec) continue;
      wanted[spec.name] = (wanted[spec.name] ?? 0) + 1;
      const w = take(spec, name);
      if (w) claim.weapons.push(w);
    }
    const freebie = freebieSpecOf(line);
    if (freebie) {
      let w = claim.weapons.find((x) => x.spec.name === freebie.name);
      if (!w) {
        wanted[freebie.name] = (wanted[freebie.name] ?? 0) + 1;
        w = take(freebie, `${freebie.name} (freebie)`);
        if (w) claim.weapons.push(w);
      }
      if (w) claim.freebieIndex = w.index;
    }
    const distance = distanceTo(line.target);
    if (distance === undefined && claim.weapons.length > 0) problems.push(notOnMap(attacker, line.target, positionOf));
    for (const w of claim.weapons) {
      if (distance === undefined || distance <= w.spec.long) continue;
      const isFreebie = w.index === claim.freebieIndex;
      problems.push({
        code: isFreebie ? 'freebie/out_of_range' : 'attack/out_of_range',
        mech: id,
        message: isFreebie
          ? `${id}'s freebie ${w.spec.name} cannot reach ${line.target.id}: ${distance} hexes is beyond its long range of ${w.spec.long} (R-5.1).`
          : `${id} cannot fire ${w.spec.name} at ${line.target.id}: ${distance} hexes is beyond its long range of ${w.spec.long} (R-3.2).`,
      });
    }
  }

  const allLines = lines.filter((l) => l.decl.weapons === 'all');
  for (const line of allLines) {
    const claim: LineClaim = { weapons: [], unreachable: [] };
    claims[line.line] = claim;
    const distance = distanceTo(line.target);
    if (distance === undefined) problems.push(notOnMap(attacker, line.target, positionOf));
    for (const w of fireable) {
      if (taken[w.index] || distance === undefined || distance > w.spec.long) continue;
      taken[w.index] = true;
      claim.weapons.push(w);
    }
    const freebie = freebieSpecOf(line);
    if (freebie) {
      const w = claim.weapons.find((x) => x.spec.name === freebie.name);
      if (w) claim.freebieIndex = w.index;
      else problems.push(freebieNotFired(attacker, line.target, freebie, fireable, distance));
    }
  }
  if (allLines.length > 0) {
    for (const name of unknownWeapons(attacker, battle.catalog)) {
      problems.push({
        code: 'attack/unknown_weapon',
        mech: id,
        message: `${id} carries "${name}", which is not in the weapon catalog, so "all" cannot fire it.`,
      });
    }
    const first = claims[allLines[0].line];
    for (const w of fireable) if (!taken[w.index]) first.unreachable.push(w);
  }
  for (const claim of Object.keys(claims).map((k) => claims[Number(k)]))
    claim.weapons.sort((a, b) => a.index - b.index);
  return { claims, problems };
}

function notOnMap(attacker: MechState, target: MechState, positionOf: (m: MechState) => Hex | null): Problem {
  const who = positionOf(attacker) ? target.id : attacker.id;
  return {
    code: 'attack/no_position',
    mech: attacker.id,
    message: `${attacker.id} cannot fire at ${target.id}: ${who} is not on the map.`,
  };
}

function missingWeapon(
  battle: Battle,
  attacker: MechState,
  spec: WeaponSpec,
  fireable: readonly MountedWeapon[],
  wanted: number,
  what: string,
): Problem {
  const id = attacker.id;
  const carried = attacker.equipment.filter(
    (e) => e.kind === 'weapon' && findWeapon(battle.catalog, e.name)?.name === spec.name,
  ).length;
  const working = fireable.filter((w) => w.spec.name === spec.name).length;
  if (carried === 0)
    return { code: 'attack/not_carried', mech: id, message: `${id} carries no ${spec.name} (declared: ${what}).` };
  if (working === 0) {
    return {
      code: 'attack/weapon_destroyed',
      mech: id,
      message: `${id}'s ${spec.name} cannot fire: destroyed, or in a destroyed or disabled location.`,
    };
  }
  return {
    code: 'attack/weapon_reused',
    mech: id,
    message: `${id} fires ${spec.name} ${wanted} times this round but has ${working} working; each weapon fires once a round.`,
  };
}

function freebieNotFired(
  attacker: MechState,
  target: MechState,
  spec: WeaponSpec,
  fireable: readonly MountedWeapon[],
  distance: number | undefined,
): Problem {
  const id = attacker.id;
  const has = fireable.some((w) => w.spec.name === spec.name);
  if (has && distance !== undefined && distance > spec.long) {
    return {
      code: 'freebie/out_of_range',
      mech: id,
      message: `${id}'s freebie ${spec.name} cannot reach ${target.id}: ${distance} hexes is beyond its long range of ${spec.long} (R-5.1).`,
    };
  }
  return {
    code: 'freebie/not_fired',
    mech: id,
    message: has
      ? `${id}'s freebie ${spec.name} is not among the weapons it fires at ${target.id}.`
      : `${id} has no working ${spec.name} for its freebie.`,
  };
}
