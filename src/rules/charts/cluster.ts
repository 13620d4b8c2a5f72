/**
 * The Cluster Hits Table (reference §1, R-8.3): how many missiles of a salvo hit,
 * by salvo size and 2d6 roll. Kept as MegaMek stores it, one row per size with the
 * hits for 2d6 = 2, 3, …, 12; the reference prints it transposed.
 */

/** Eleven entries: the hits for 2d6 = 2 … 12. */
type ClusterRow = readonly [number, number, number, number, number, number, number, number, number, number, number];

/** Reference §1, sizes 1–30 and 40 (MegaMek `Compute.clusterHitsTable`). */
export const CLUSTER_HITS_TABLE = {
  1: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  2: [1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2],
  3: [1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3],
  4: [1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4],
  5: [1, 2, 2, 3, 3, 3, 3, 4, 4, 5, 5],
  6: [2, 2, 3, 3, 4, 4, 4, 5, 5, 6, 6],
  7: [2, 2, 3, 4, 4, 4, 4, 6, 6, 7, 7],
  8: [2, 3, 3, 4, 4, 5, 5, 6, 7, 8, 8],
  9: [3, 3, 4, 5, 5, 5, 5, 7, 7, 9, 9],
  10: [3, 3, 4, 6, 6, 6, 6, 8, 8, 10, 10],
  11: [4, 4, 5, 7, 7, 7, 7, 9, 9, 11, 11],
  12: [4, 4, 5, 8, 8, 8, 8, 10, 10, 12, 12],
  13: [4, 4, 5, 8, 8, 8, 8, 11, 11, 13, 13],
  14: [5, 5, 6, 9, 9, 9, 9, 11, 11, 14, 14],
  15: [5, 5, 6, 9, 9, 9, 9, 12, 12, 15, 15],
  16: [5, 5, 7, 10, 10, 10, 10, 13, 13, 16, 16],
  17: [5, 5, 7, 10, 10, 10, 10, 14, 14, 17, 17],
  18: [6, 6, 8, 11, 11, 11, 11, 14, 14, 18, 18],
  19: [6, 6, 8, 11, 11, 11, 11, 15, 15, 19, 19],
  20: [6, 6, 9, 12, 12, 12, 12, 16, 16, 20, 20],
  21: [7, 7, 9, 13, 13, 13, 13, 17, 17, 21, 21],
  22: [7, 7, 9, 14, 14, 14, 14, 18, 18, 22, 22],
  23: [7, 7, 10, 15, 15, 15, 15, 19, 19, 23, 23],
  24: [8, 8, 10, 16, 16, 16, 16, 20, 20, 24, 24],
  25: [8, 8, 10, 16, 16, 16, 16, 21, 21, 25, 25],
  26: [9, 9, 11, 17, 17, 17, 17, 21, 21, 26, 26],
  27: [9, 9, 11, 17, 17, 17, 17, 22, 22, 27, 27],
  28: [9, 9, 11, 17, 17, 17, 17, 23, 23, 28, 28],
  29: [10, 10, 12, 18, 18, 18, 18, 23, 23, 29, 29],
  30: [10, 10, 12, 18, 18, 18, 18, 24, 24, 30, 30],
  40: [12, 12, 18, 24, 24, 24, 24, 32, 32, 40, 40],
} as const satisfies Readonly<Record<number, ClusterRow>>;

type ClusterSize = keyof typeof CLUSTER_HITS_TABLE;

/** The salvo sizes the table has a column for, ascending: 1…30 and 40. */
export const CLUSTER_SIZES: readonly number[] = Object.freeze(Object.keys(CLUSTER_HITS_TABLE).map(Number));

/** Whether the cluster hits table has a column for this salvo size (reference §1). */
export function isClusterSize(size: number): size is ClusterSize {
  return Object.prototype.hasOwnProperty.call(CLUSTER_HITS_TABLE, size) && Number.isInteger(size);
}

/**
 * Missiles that hit, from the salvo size and the 2d6 roll (reference §1, R-8.3).
 * Throws for a size without a column or a roll outside 2–12: callers validate first,
 * so either is a bug.
 *
 * @example clusterHits(15, 9) // 12 — the seed's LRM-15 example
 */
export function clusterHits(size: number, roll: number): number {
  if (!isClusterSize(size)) throw new Error(`clusterHits: no cluster table column for size ${size}`);
  if (!Number.isInteger(roll) || roll < 2 || roll > 12) throw new Error(`clusterHits: ${roll} is not a 2d6 roll`);
  return CLUSTER_HITS_TABLE[size][roll - 2];
}
