/**
 * How an attack line fires an Ultra or Rotary autocannon: `(ultra)` fires two shots, a
 * Rotary declares 1–6 (`(4 shots)`). A line that says no mode fires the weapon once, as the
 * autocannon of its size.
 */
import type { WeaponSpec } from './weapon';

export type WeaponMode = { readonly kind: 'ultra' } | { readonly kind: 'rotary'; readonly shots: number };

/** The most shots a Rotary autocannon declares. */
export const ROTARY_MAX_SHOTS = 6;

/** Shots a mode fires: each takes a shot of ammunition and makes the weapon's heat. */
export function modeShots(mode: WeaponMode | undefined): number {
  if (!mode) return 1;
  return mode.kind === 'ultra' ? 2 : mode.shots;
}

/** The mode as the attack line writes it: `(ultra)`, `(4 shots)`, `(1 shot)`. */
export function modeWords(mode: WeaponMode): string {
  if (mode.kind === 'ultra') return '(ultra)';
  return `(${mode.shots} ${mode.shots === 1 ? 'shot' : 'shots'})`;
}

/** `Ultra AC/5 (ultra)`: a weapon's name with its mode, or the name alone. */
export function namedWithMode(name: string, mode: WeaponMode | undefined): string {
  return mode ? `${name} ${modeWords(mode)}` : name;
}

/**
 * The weapon as its mode fires it: heat for every shot, and one attack roll whose hit rolls
 * the cluster table's column for the shots fired, each shot that hits a full-damage hit with its own
 * hit location — a cluster weapon of that many 1-shot "missiles". Its name stays the Catalog's, so
 * its bins and its Equipment rows still find it.
 */
export function firedInMode(spec: WeaponSpec, mode: WeaponMode | undefined): WeaponSpec {
  const shots = modeShots(mode);
  if (!mode || shots === 1) return spec;
  return { ...spec, heat: spec.heat * shots, cluster: { size: shots, missilesPerGroup: 1 } };
}
