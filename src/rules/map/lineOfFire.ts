import type { Hex } from '../model/hex';
import type { BattleMap, HexTerrain } from '../model/map';
import { hexLine } from '../hex/line';
import { terrainAt } from './terrain';

/** One hex the shot crosses, with what it adds to the target number. */
interface LineOfFireHex {
  readonly hex: Hex;
  readonly terrain: HexTerrain;
  readonly modifier: number;
}

/**
 * The terrain between attacker and target: every hex the shot crosses, the
 * count of light and heavy woods hexes, and their total to-hit modifier.
 */
export interface LineOfFire {
  readonly hexes: readonly LineOfFireHex[];
  readonly light: number;
  readonly heavy: number;
  readonly total: number;
}

/** Woods modifier of one hex: light woods/jungle +1, heavy +2, anything else 0. */
function woodsModifier(terrain: HexTerrain): number {
  if (terrain.woods === 'heavy') return 2;
  if (terrain.woods === 'light') return 1;
  return 0;
}

/**
 * The line of fire from `from` to `to`: the hexes on the hex line, never
 * the attacker's own hex, always the target's; light woods add +1 per hex and heavy woods
 * +2 per hex. Where the line runs along a hex edge, the candidate with the higher modifier
 * counts (the target's benefit); on a tie, the first in label order. With no map, or the
 * attacker in the target's hex, there is nothing in between and the total is 0.
 *
 * @example
 * // Seed example 2 on DEMO_MAP: Griffin 0609 → Rifleman 0415
 * lineOfFire(DEMO_MAP, griffin, rifleman) // { light: 1, heavy: 1, total: 3, hexes: [7 hexes] }
 */
export function lineOfFire(map: BattleMap | undefined, from: Hex, to: Hex): LineOfFire {
  const hexes: LineOfFireHex[] = [];
  let light = 0;
  let heavy = 0;
  let total = 0;
  for (const step of hexLine(from, to)) {
    let best: LineOfFireHex | undefined;
    for (const hex of step.hexes) {
      const terrain = terrainAt(map, hex);
      const modifier = woodsModifier(terrain);
      if (!best || modifier > best.modifier) best = { hex, terrain, modifier };
    }
    // hexLine never returns an empty step; the guard only satisfies the compiler.
    if (!best) continue;
    hexes.push(best);
    total += best.modifier;
    if (best.terrain.woods === 'light') light++;
    if (best.terrain.woods === 'heavy') heavy++;
  }
  return { hexes, light, heavy, total };
}

/**
 * The terrain part of a TN's "Other" as a label: `1 light woods, 1 heavy woods`,
 * `2 heavy woods`, or `''` when the line crosses no woods.
 */
export function describeLineOfFire(lof: LineOfFire): string {
  const parts: string[] = [];
  if (lof.light > 0) parts.push(`${lof.light} light woods`);
  if (lof.heavy > 0) parts.push(`${lof.heavy} heavy woods`);
  return parts.join(', ');
}
