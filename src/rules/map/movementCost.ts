import type { Hex } from '../model/hex';
import type { BattleMap, HexTerrain } from '../model/map';
import { hexDistance, hexNeighbors, isAdjacent, sameHex } from '../hex/distance';
import { hexLabel, isOnMap } from '../hex/label';
import { hexLine } from '../hex/line';
import { MinHeap } from './minHeap';
import { terrainAt } from './terrain';

/** Limits on a path search. */
interface PathOptions {
  /** Paths costing more MP than this are not searched; beyond it there is no path. */
  readonly maxCost?: number;
  /** Hexes that cannot be entered (e.g. wrecks). Never asked about the start hex. */
  readonly blocked?: (hex: Hex) => boolean;
}

/**
 * A path and its MP cost. `path` lists the hexes entered, in order: the start hex is not in
 * it, the destination is last, so `path.length` is the hexes moved. Staying put is
 * `{ cost: 0, path: [] }`.
 */
export interface MovePath {
  readonly cost: number;
  readonly path: Hex[];
}

/** The most levels a walking or running mech can climb or drop between two hexes. */
const MAX_LEVEL_CHANGE = 2;

/**
 * Where to search when there is no map: labels stop at 99, so the board is at most
 * 99 × 99; without a map every hex of it is clear.
 */
const NO_MAP_BOARD = { cols: 99, rows: 99 };

/** Ground level of a hex: its `elevation`, 0 when absent. Water depth does not change it. */
function hexLevel(terrain: HexTerrain): number {
  return terrain.elevation ?? 0;
}

/**
 * Extra MP to enter a hex for what stands in it: +1 each for rubble, light woods or
 * jungle, depth-1 water; +2 for heavy woods or jungle and water of depth 2 or more.
 * Features in the same hex add up. Fire and lava cost nothing extra (the seed gives no cost).
 */
function terrainExtraCost(terrain: HexTerrain): number {
  let extra = 0;
  if (terrain.rubble) extra += 1;
  if (terrain.woods === 'light') extra += 1;
  if (terrain.woods === 'heavy') extra += 2;
  const depth = terrain.water ?? 0;
  if (depth >= 2) extra += 2;
  else if (depth >= 1) extra += 1;
  return extra;
}

/**
 * MP to step from `fromHex` into the adjacent `toHex`: 1, plus the terrain of the hex
 * entered, plus 1 per level climbed or dropped. A change of more than 2 levels cannot be
 * walked or run: `undefined`. Also `undefined` when the hexes are not adjacent or `toHex` is
 * off the map. With no map every step costs 1.
 *
 * @example enterCost(map, 0101, 0102) // 3 when 0102 is heavy woods on level ground
 */
export function enterCost(map: BattleMap | undefined, fromHex: Hex, toHex: Hex): number | undefined {
  if (!isAdjacent(fromHex, toHex)) return undefined;
  if (map && !isOnMap(toHex, map)) return undefined;
  const to = terrainAt(map, toHex);
  const change = Math.abs(hexLevel(to) - hexLevel(terrainAt(map, fromHex)));
  if (change > MAX_LEVEL_CHANGE) return undefined;
  return 1 + terrainExtraCost(to) + change;
}

/**
 * The cheapest walk or run from `from` to `to`, over the map's hexes and
 * around `opts.blocked` ones; `undefined` when no path exists within `opts.maxCost`, or an
 * end is off the map. With no map, cost = distance and the path is the straight hex line
 * (stepping around blocked hexes if there are any on it).
 *
 * @example cheapestPath(undefined, 0609, 0111) // { cost: 5, path: [0510, 0410, 0310, 0210, 0111] }
 */
export function cheapestPath(
  map: BattleMap | undefined,
  from: Hex,
  to: Hex,
  opts: PathOptions = {},
): MovePath | undefined {
  const board = map ?? NO_MAP_BOARD;
  if (!isOnMap(from, board) || !isOnMap(to, board)) return undefined;
  if (sameHex(from, to)) return { cost: 0, path: [] };
  const maxCost = opts.maxCost ?? Infinity;
  const blocked = opts.blocked ?? (() => false);
  if (blocked(to)) return undefined;
  if (!map) {
    const straight = straightPath(from, to, blocked);
    if (straight) return straight.length <= maxCost ? { cost: straight.length, path: straight } : undefined;
  }
  return search(map, board, from, to, maxCost, blocked);
}

/** The hex line from `from` to `to` as a walk, picking unblocked candidates; undefined if blocked. */
function straightPath(from: Hex, to: Hex, blocked: (hex: Hex) => boolean): Hex[] | undefined {
  const path: Hex[] = [];
  let last = from;
  for (const step of hexLine(from, to)) {
    const next = step.hexes.find((h) => !blocked(h) && isAdjacent(last, h));
    if (!next) return undefined;
    path.push(next);
    last = next;
  }
  return path;
}

function key(hex: Hex): number {
  return hex.col * 1000 + hex.row;
}

/** A* (Dijkstra guided by distance, which never overestimates since every step costs ≥ 1). */
function search(
  map: BattleMap | undefined,
  board: { readonly cols: number; readonly rows: number },
  from: Hex,
  to: Hex,
  maxCost: number,
  blocked: (hex: Hex) => boolean,
): MovePath | undefined {
  const best = new Map<number, number>([[key(from), 0]]);
  const previous = new Map<number, Hex>();
  const done = new Set<number>();
  const heap = new MinHeap<Hex>();
  heap.push(hexDistance(from, to), from);
  for (let current = heap.pop(); current; current = heap.pop()) {
    const k = key(current);
    if (done.has(k)) continue;
    done.add(k);
    const cost = best.get(k) ?? 0;
    if (sameHex(current, to)) return { cost, path: walkBack(previous, from, to) };
    for (const next of hexNeighbors(current)) {
      const nk = key(next);
      if (!isOnMap(next, board) || done.has(nk) || blocked(next)) continue;
      const step = enterCost(map, current, next);
      if (step === undefined) continue;
      const total = cost + step;
      if (total > maxCost || total >= (best.get(nk) ?? Infinity)) continue;
      best.set(nk, total);
      previous.set(nk, current);
      heap.push(total + hexDistance(next, to), next);
    }
  }
  return undefined;
}

function walkBack(previous: Map<number, Hex>, from: Hex, to: Hex): Hex[] {
  const path: Hex[] = [];
  for (let hex: Hex | undefined = to; hex && !sameHex(hex, from); hex = previous.get(key(hex))) path.push(hex);
  return path.reverse();
}

/**
 * Every hex a mech in `from` can reach walking or running with `mp` movement points
 * keyed by label, with the cheapest cost; the start hex is included at 0.
 * For the map view. Blocked hexes are neither entered nor listed.
 *
 * @example reachableHexes(undefined, 0609, 1) // 0609 → 0, and its six neighbours → 1
 */
export function reachableHexes(
  map: BattleMap | undefined,
  from: Hex,
  mp: number,
  opts: Pick<PathOptions, 'blocked'> = {},
): Map<string, number> {
  const board = map ?? NO_MAP_BOARD;
  const reached = new Map<string, number>();
  if (!isOnMap(from, board)) return reached;
  const blocked = opts.blocked ?? (() => false);
  const best = new Map<number, number>([[key(from), 0]]);
  const heap = new MinHeap<Hex>();
  heap.push(0, from);
  for (let current = heap.pop(); current; current = heap.pop()) {
    const label = hexLabel(current);
    if (reached.has(label)) continue;
    const cost = best.get(key(current)) ?? 0;
    reached.set(label, cost);
    for (const next of hexNeighbors(current)) {
      if (!isOnMap(next, board) || blocked(next)) continue;
      const step = enterCost(map, current, next);
      if (step === undefined) continue;
      const total = cost + step;
      const nk = key(next);
      if (total > mp || total >= (best.get(nk) ?? Infinity)) continue;
      best.set(nk, total);
      heap.push(total, next);
    }
  }
  return reached;
}

/**
 * Whether a jump from `from` lands on `to`: straight-line distance ≤ Jump MP.
 * Jumping ignores terrain and elevation.
 */
export function jumpReachable(from: Hex, to: Hex, jumpMP: number): boolean {
  return hexDistance(from, to) <= jumpMP;
}

/** Whether a mech in this hex stands in water, so it cannot run or jump this turn. */
export function startsInWater(map: BattleMap | undefined, hex: Hex): boolean {
  return (terrainAt(map, hex).water ?? 0) > 0;
}
