import type { Location } from '../model/location';

/**
 * Internal structure of a biped 'Mech with standard structure (reference §5, MegaMek
 * `Mek.autoSetInternal`): tons, head, center torso, each side torso, each arm, each leg.
 */
const STRUCTURE_ROWS = [
  [20, 3, 6, 5, 3, 4],
  [25, 3, 8, 6, 4, 6],
  [30, 3, 10, 7, 5, 7],
  [35, 3, 11, 8, 6, 8],
  [40, 3, 12, 10, 6, 10],
  [45, 3, 14, 11, 7, 11],
  [50, 3, 16, 12, 8, 12],
  [55, 3, 18, 13, 9, 13],
  [60, 3, 20, 14, 10, 14],
  [65, 3, 21, 15, 10, 15],
  [70, 3, 22, 15, 11, 15],
  [75, 3, 23, 16, 12, 16],
  [80, 3, 25, 17, 13, 17],
  [85, 3, 27, 18, 14, 18],
  [90, 3, 29, 19, 15, 19],
  [95, 3, 30, 20, 16, 20],
  [100, 3, 31, 21, 17, 21],
] as const;

/** The tonnages the table covers: 20–100 in steps of 5. */
export const STRUCTURE_TONNAGES: readonly number[] = Object.freeze(STRUCTURE_ROWS.map((r) => r[0]));

/**
 * Full internal structure per location for a tonnage (reference §5); undefined for a
 * tonnage the table lacks (not 20–100 in steps of 5). Returns a fresh record each call.
 *
 * @example internalStructure(55) // { HD: 3, CT: 18, LT: 13, RT: 13, LA: 9, RA: 9, LL: 13, RL: 13 }
 */
export function internalStructure(tonnage: number): Record<Location, number> | undefined {
  for (const [tons, head, center, side, arm, leg] of STRUCTURE_ROWS) {
    if (tons === tonnage) return { HD: head, CT: center, LT: side, RT: side, LA: arm, RA: arm, LL: leg, RL: leg };
  }
  return undefined;
}
