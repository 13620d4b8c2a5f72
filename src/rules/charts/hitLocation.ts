import type { MeleeAngle } from '../model/declarations';
import type { HitLocation, Location, Torso } from '../model/location';

/**
 * The column of the 2d6 hit location table. The seed ignores facing, so it is `front` unless an outflank gives rear
 * hits.
 */
export type HitArc = 'front' | 'rear' | 'left' | 'right';

export const HIT_ARCS: readonly HitArc[] = Object.freeze(['front', 'left', 'right', 'rear'] as const);

/** A 2d6 total. */
type Total2d6 = 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

type HitLocationTable = Readonly<Record<Total2d6, HitLocation>>;

/** A front-armor hit. */
function at(location: Location): HitLocation {
  return Object.freeze({ location, rear: false });
}

/** A rear-armor hit; only torsos have rear armor, so arms, legs and head on the rear table use `at`. */
function rearOf(location: Torso): HitLocation {
  return Object.freeze({ location, rear: true });
}

/** Reference §2a, the biped 'Mech tables (MegaMek `Mek.innerRollHitLocation`). */
const HIT_LOCATION_TABLES: Readonly<Record<HitArc, HitLocationTable>> = Object.freeze({
  front: Object.freeze({
    2: at('CT'),
    3: at('RA'),
    4: at('RA'),
    5: at('RL'),
    6: at('RT'),
    7: at('CT'),
    8: at('LT'),
    9: at('LL'),
    10: at('LA'),
    11: at('LA'),
    12: at('HD'),
  }),
  left: Object.freeze({
    2: at('LT'),
    3: at('LL'),
    4: at('LA'),
    5: at('LA'),
    6: at('LL'),
    7: at('LT'),
    8: at('CT'),
    9: at('RT'),
    10: at('RA'),
    11: at('RL'),
    12: at('HD'),
  }),
  right: Object.freeze({
    2: at('RT'),
    3: at('RL'),
    4: at('RA'),
    5: at('RA'),
    6: at('RL'),
    7: at('RT'),
    8: at('CT'),
    9: at('LT'),
    10: at('LA'),
    11: at('LL'),
    12: at('HD'),
  }),
  rear: Object.freeze({
    2: rearOf('CT'),
    3: at('RA'),
    4: at('RA'),
    5: at('RL'),
    6: rearOf('RT'),
    7: rearOf('CT'),
    8: rearOf('LT'),
    9: at('LL'),
    10: at('LA'),
    11: at('LA'),
    12: at('HD'),
  }),
});

/** The 2d6 hit location table of one arc, rows 2–12 (reference §2a). */
export function hitLocationTable(arc: HitArc): HitLocationTable {
  const table = HIT_LOCATION_TABLES[arc];
  if (!table) throw new Error(`hitLocationTable: unknown arc ${String(arc)}`);
  return table;
}

/**
 * Where a damage group lands, from a 2d6 roll on one arc's table (reference §2a, R-8.2).
 * Throws for a roll outside 2–12 (a bug in the caller).
 *
 * @example hitLocation2d6(6, 'rear') // { location: 'RT', rear: true }
 */
export function hitLocation2d6(roll: number, arc: HitArc): HitLocation {
  if (!Number.isInteger(roll) || roll < 2 || roll > 12) throw new Error(`hitLocation2d6: ${roll} is not a 2d6 roll`);
  return hitLocationTable(arc)[roll as Total2d6];
}

/** A hit-location roll of 2 is a critical trigger even through intact armor (R-9.1, reference §2a TAC). */
export function isThroughArmorCritical(roll: number): boolean {
  return roll === 2;
}

/**
 * The seed's 1d6 melee tables ("Melee Combat"), not MegaMek's punch and kick tables:
 * High 1 RA, 2 RT, 3 CT, 4 LT, 5 LA, 6 HD; Low 1–3 RL, 4–6 LL. The tables give front-armor hits;
 * after an outflank won by 3 or more a melee torso hit strikes rear armor instead (R-4.2,
 * `applyHit`'s `rearArmor`).
 */
const MELEE_HIT_TABLES: Readonly<Record<MeleeAngle, readonly HitLocation[]>> = Object.freeze({
  high: Object.freeze([at('RA'), at('RT'), at('CT'), at('LT'), at('LA'), at('HD')]),
  low: Object.freeze([at('RL'), at('RL'), at('RL'), at('LL'), at('LL'), at('LL')]),
});

/**
 * Where a melee damage group lands, from 1d6 and the attack's angle (seed "Melee Combat",
 * Throws for a roll outside 1–6 (a bug in the caller).
 *
 * @example meleeHitLocation(4, 'high') // { location: 'LT', rear: false } — seed melee example 1
 */
export function meleeHitLocation(roll1d6: number, angle: MeleeAngle): HitLocation {
  if (!Number.isInteger(roll1d6) || roll1d6 < 1 || roll1d6 > 6)
    throw new Error(`meleeHitLocation: ${roll1d6} is not a 1d6 roll`);
  const table = MELEE_HIT_TABLES[angle];
  if (!table) throw new Error(`meleeHitLocation: unknown angle ${String(angle)}`);
  return table[roll1d6 - 1];
}
