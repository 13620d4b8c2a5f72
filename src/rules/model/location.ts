/**
 * The eight locations of a biped 'Mech record sheet, and the torsos that
 * also carry rear armor. Order is the record sheet's, head first.
 */
export const LOCATIONS = ['HD', 'CT', 'LT', 'RT', 'LA', 'RA', 'LL', 'RL'] as const;
export type Location = (typeof LOCATIONS)[number];

export const TORSOS = ['CT', 'LT', 'RT'] as const;
export type Torso = (typeof TORSOS)[number];

export const LIMBS = ['LA', 'RA', 'LL', 'RL'] as const;
export type Limb = (typeof LIMBS)[number];
export type Arm = 'LA' | 'RA';
export type Leg = 'LL' | 'RL';

export const LOCATION_NAMES: Readonly<Record<Location, string>> = {
  HD: 'Head',
  CT: 'Center Torso',
  LT: 'Left Torso',
  RT: 'Right Torso',
  LA: 'Left Arm',
  RA: 'Right Arm',
  LL: 'Left Leg',
  RL: 'Right Leg',
};

/** Where one damage group lands: a location, and whether it strikes the rear armor (torsos only). */
export interface HitLocation {
  readonly location: Location;
  readonly rear: boolean;
}

export function isTorso(location: Location): location is Torso {
  return location === 'CT' || location === 'LT' || location === 'RT';
}

export function isArm(location: Location): location is Arm {
  return location === 'LA' || location === 'RA';
}

/** The display name of a hit: `Center Torso (rear)` for a rear torso hit. */
export function hitLocationName(hit: HitLocation): string {
  return LOCATION_NAMES[hit.location] + (hit.rear && isTorso(hit.location) ? ' (rear)' : '');
}

/** Parses `CT`, `Center Torso`, `center torso (rear)`, `CTR`, `CT (rear)`; undefined when unknown. */
export function parseHitLocation(text: string): HitLocation | undefined {
  const cleaned = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const rearMatch = /^(.*?)\s*(\(rear\)|rear)$/.exec(cleaned);
  const body = rearMatch ? rearMatch[1] : cleaned;
  const rear = rearMatch !== null;
  for (const location of LOCATIONS) {
    if (body === location.toLowerCase() || body === LOCATION_NAMES[location].toLowerCase()) {
      if (rear && !isTorso(location)) return undefined;
      return { location, rear };
    }
  }
  if (/^(ct|lt|rt)r$/.test(body) && !rear) return { location: body.slice(0, 2).toUpperCase() as Torso, rear: true };
  return undefined;
}
