import type { BattleMap } from '../model/map';

/**
 * The seed's example battlefield, 16 columns × 17 rows: Griffin 0609, Rifleman 0415,
 * Blackjack 0111, Locust 1516 (the seed's picture is lost, so the terrain is ours).
 *
 * Laid out so the seed's attack examples come out as written (R-1.3, R-3.1):
 * - 0609 → 0415 (example 2) crosses 0610 0511 0512 0513 0514 0414: light woods at 0511 and
 *   heavy woods at 0513, Other +3;
 * - 0609 → 0111 (example 1, via 0510 0410 0310 0210) and 0609 → 1516 (example 3, via 0710 0810
 *   0811 0912 1012 1113 1213 1314 1315 1415) cross no woods, Other 0.
 * The rest is scenery off those lines: the woods' edges, a hill in the north-west, a lake in
 * the north-east, rubble in the middle, a hill by the Locust and a stream in the south.
 */
export const DEMO_MAP: BattleMap = {
  cols: 16,
  rows: 17,
  terrain: {
    // The woods between the Griffin and the Rifleman.
    '0511': { woods: 'light' },
    '0412': { woods: 'light' },
    '0311': { woods: 'light' },
    '0513': { woods: 'heavy' },
    '0613': { woods: 'heavy' },
    '0614': { woods: 'light' },
    // A hill in the north-west: level 1 around a level-2 top.
    '0203': { elevation: 1 },
    '0303': { elevation: 1 },
    '0304': { elevation: 1 },
    '0204': { elevation: 2 },
    '0205': { elevation: 1 },
    // A small lake in the north-east: deep in the middle.
    '1303': { water: 2 },
    '1203': { water: 1 },
    '1302': { water: 1 },
    '1403': { water: 1 },
    '1304': { water: 1 },
    // A ruined building in the middle of the field.
    '1006': { rubble: true },
    '1007': { rubble: true },
    // A wooded hill east of the Locust's approach.
    '1409': { elevation: 1 },
    '1509': { elevation: 2, woods: 'light' },
    '1510': { elevation: 1 },
    // A stream in the south-west.
    '0216': { water: 1 },
    '0317': { water: 1 },
  },
};
