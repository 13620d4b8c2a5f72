/**
 * How an attack line fires a weapon that has modes, written after its name in the Weapons cell:
 * an Ultra autocannon `(ultra)` fires two shots, a Rotary declares 1–6 (`(4 shots)`); an
 * LB-X fires `(cluster)` ammunition; an SRM launcher `(inferno)` warheads. A line
 * that says no mode fires the weapon as the plain weapon of its size.
 */
import type { WeaponSpec } from './weapon';

export type WeaponMode =
  | { readonly kind: 'ultra' }
  | { readonly kind: 'rotary'; readonly shots: number }
  | { readonly kind: 'cluster' }
  | { readonly kind: 'inferno' };

/** The most shots a Rotary autocannon declares. */
export const ROTARY_MAX_SHOTS = 6;

/** LB-X cluster ammunition is −1 to hit. */
const CLUSTER_TO_HIT = -1;

/** Shots a mode fires: each takes a shot of ammunition and makes the weapon's heat. */
export function modeShots(mode: WeaponMode | undefined): number {
  if (!mode) return 1;
  if (mode.kind === 'ultra') return 2;
  return mode.kind === 'rotary' ? mode.shots : 1;
}

/** The mode as the attack line writes it: `(ultra)`, `(4 shots)`, `(1 shot)`, `(cluster)`, `(inferno)`. */
export function modeWords(mode: WeaponMode): string {
  if (mode.kind === 'rotary') return `(${mode.shots} ${mode.shots === 1 ? 'shot' : 'shots'})`;
  return `(${mode.kind})`;
}

/** `Ultra AC/5 (ultra)`: a weapon's name with its mode, or the name alone. */
export function namedWithMode(name: string, mode: WeaponMode | undefined): string {
  return mode ? `${name} ${modeWords(mode)}` : name;
}

/** Whether a weapon fires inferno warheads: an SRM launcher's salvo, not a Streak's. */
export function firesInferno(spec: WeaponSpec): boolean {
  return spec.cluster !== undefined && spec.rule !== 'Streak' && /\bSRM\b/i.test(spec.name);
}

/**
 * The weapon as its mode fires it, its name still the Catalog's so its bins and Equipment rows find it.
 * Ultra and Rotary: heat for every shot, and one attack roll whose hit rolls the cluster
 * table's column for the shots fired, each shot a full-damage hit with its own location — a cluster
 * weapon of that many 1-shot "missiles". LB-X cluster: −1 to hit, no targeting computer
 * the column of its size, each pellet 1 damage with its own location. Inferno: a
 * hit heats the target 1d6 (the attack does no damage: see `fireWeapon`).
 */
export function firedInMode(spec: WeaponSpec, mode: WeaponMode | undefined): WeaponSpec {
  if (!mode) return spec;
  if (mode.kind === 'cluster')
    return {
      ...spec,
      damage: 1,
      cluster: { size: spec.damage, missilesPerGroup: 1 },
      toHit: (spec.toHit ?? 0) + CLUSTER_TO_HIT,
      directFire: false,
    };
  if (mode.kind === 'inferno') return { ...spec, heatsTarget: true };
  const shots = modeShots(mode);
  if (shots === 1) return spec;
  return { ...spec, heat: spec.heat * shots, cluster: { size: shots, missilesPerGroup: 1 } };
}

/** Whether a hit in this mode does no damage, only heat (R-18.8: inferno). */
export function heatsOnly(mode: WeaponMode | undefined): boolean {
  return mode?.kind === 'inferno';
}
