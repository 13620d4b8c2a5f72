import { hexDistance } from '../rules/hex/distance';
import { hexLabel, isOnMap, parseHexLabel } from '../rules/hex/label';
import { jumpReachable, reachableHexes, startsInWater } from '../rules/map/movementCost';
import type { Battle } from '../rules/model/battle';
import type { MoveDeclaration } from '../rules/model/declarations';
import type { Hex } from '../rules/model/hex';
import type { BattleMap } from '../rules/model/map';
import type { MechState } from '../rules/model/mech';
import type { RulesOptions } from '../rules/model/rules';
import { isImmobile } from '../rules/mech/condition';
import { currentJumpMP, currentRunMP, currentWalkMP } from '../rules/mech/speed';
import { heatOverSize, isOverheating } from '../rules/round/heat/overheating';
import { occupancyWhenMoving, staysShutDown } from '../rules/round/movement/validateMoves';
import type { MapSelection, MapToken, MapView, MoveArrow, Reachable, ReachableHex } from './mapView';

import { linesOfFireFrom } from './linesOfFire';

export type * from './mapView';

export interface MapViewOptions {
  /** The mech to select (its name on the Mechs tab); unknown names select nothing. */
  readonly selected?: string;
  /** This round's movement lines: drawn as arrows, and lines of fire start and end where they lead. */
  readonly moves?: readonly MoveDeclaration[];
  /**
   * The campaign's options, for current MP (heat-scale reduction, R-2.1) and whether a
   * shut-down mech stays down. Without them heat is taken to cost no MP and any
   * shut-down mech to stay down; leg damage and immobility still count.
   */
  readonly rules?: RulesOptions;
}

/** Heat costs no MP when the campaign's options are not given (see MapViewOptions.rules). */
const NO_HEAT_RULES: RulesOptions = {
  playersAdvantage: true,
  defaultGunnery: 4,
  defaultPiloting: 5,
  heatScale: [],
  heatModel: 'standard',
  wrecks: false,
};

/** The map drawn when the battle has none: clear ground, the demo map's size or large enough for every mech. */
function fallbackMap(mechs: readonly MechState[]): BattleMap {
  let cols = 16;
  let rows = 17;
  for (const m of mechs) {
    if (!m.position) continue;
    cols = Math.max(cols, Math.min(99, m.position.col + 2));
    rows = Math.max(rows, Math.min(99, m.position.row + 2));
  }
  return { cols, rows, terrain: {} };
}

/**
 * Overheating (R-V.1) needs the campaign's heat model: without the rules no mech is. A destroyed mech has no heat
 * phase.
 */
function overheating(mech: MechState, rules: RulesOptions | undefined): boolean {
  return rules !== undefined && !mech.destroyed && isOverheating(mech, rules);
}

function tokenOf(mech: MechState, rules: RulesOptions | undefined): MapToken {
  return {
    id: mech.id,
    label: mech.id,
    side: mech.side,
    hex: mech.position ? hexLabel(mech.position) : null,
    ...(mech.destroyed ? { destroyed: true } : {}),
    ...(mech.wreck ? { wreck: true } : {}),
    ...(mech.prone ? { prone: true } : {}),
    ...(mech.shutdown ? { shutdown: true } : {}),
    ...(overheating(mech, rules) ? { overheating: true } : {}),
  };
}

/** Where each mech stands for the attack step: its declared destination, else its hex. */
function attackPositions(moves: readonly MoveDeclaration[]): (mech: MechState) => Hex | null {
  const to: Record<string, Hex> = {};
  for (const m of moves) if (m.to) to[m.mech] = m.to;
  return (mech) => (Object.prototype.hasOwnProperty.call(to, mech.id) && mech.position ? to[mech.id] : mech.position);
}

function arrowsOf(battle: Battle, moves: readonly MoveDeclaration[]): MoveArrow[] {
  const arrows: MoveArrow[] = [];
  for (const m of moves) {
    const mech = battle.mechs.find((x) => x.id === m.mech);
    if (!mech || !mech.position || !m.to) continue;
    if (mech.position.col === m.to.col && mech.position.row === m.to.row) continue;
    arrows.push({ id: mech.id, mode: m.mode, from: hexLabel(mech.position), to: hexLabel(m.to) });
  }
  return arrows;
}

function sortedReach(reached: Map<string, number>, start: string): ReachableHex[] {
  const out: ReachableHex[] = [];
  reached.forEach((cost, hex) => {
    if (hex !== start) out.push({ hex, cost });
  });
  return out.sort((a, b) => (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : 0));
}

/**
 * Why the mech cannot move at all this round — the refusals of validateMoves (R-9.5, R-9.6,
 * or undefined when it can.
 */
function cannotMove(mech: MechState, rules: RulesOptions | undefined): string | undefined {
  if (mech.destroyed) return 'destroyed: it cannot move';
  if (mech.pilot.status === 'dead' || mech.pilot.status === 'out')
    return `no pilot (${mech.pilot.status}): the mech does not move`;
  // R-V.1: moving is refused (move/overheating) until a cool-down check, made instead of moving, brings heat to Size.
  if (overheating(mech, rules)) return `overheating: cannot move until it cools down (${heatOverSize(mech)}, R-V.1)`;
  if (mech.shutdown && (rules ? staysShutDown(mech, rules) : true))
    return 'shut down: it does not move this round (R-13.4)';
  if (mech.prone) return 'prone: it must stand up this round (R-10.2)';
  if (isImmobile(mech)) return 'immobile: it may only stand still (R-9.5, R-9.6)';
  return undefined;
}

/**
 * Walk / run / jump reach from the mech's hex, as the movement step checks
 * it: one mech a hex asks the engine who stands where when this mech moves — the mechs
 * before it on the Mechs tab having made their declared moves — so no hex another mech (or a
 * wreck, R-V.3) stands in is offered, and walk and run paths pass friends but not enemies or wrecks.
 */
function reachOf(battle: Battle, map: BattleMap, mech: MechState, from: Hex, opts: MapViewOptions): Reachable {
  const rules = opts.rules;
  const speedRules = rules ?? NO_HEAT_RULES;
  const mp = { walk: currentWalkMP(mech, speedRules), run: currentRunMP(mech, speedRules), jump: currentJumpMP(mech) };
  const none: ReachableHex[] = [];
  const stuck = cannotMove(mech, rules);
  if (stuck) return { mp, walk: none, run: none, jump: none, notes: [stuck] };
  const notes: string[] = [];
  if (mech.pilot.status === 'unconscious')
    notes.push('pilot unconscious: the mech does nothing unless the pilot wakes at the start of the round (R-11.2)');
  if (!rules) notes.push('heat not counted: current MP from the record and leg damage only');
  const field = occupancyWhenMoving(battle, opts.moves ?? [], speedRules, mech.id);
  const passable = { blocked: field.impassable(mech) };
  const free = (r: ReachableHex) => {
    const h = parseHexLabel(r.hex);
    return h !== undefined && field.standing(h, mech.id) === undefined;
  };
  const start = hexLabel(from);
  // The engine searches the battle's own map, or a clear 99 × 99 board when there is none.
  const searchMap = battle.map;
  const drawn = (r: ReachableHex) => {
    const h = parseHexLabel(r.hex);
    return h !== undefined && isOnMap(h, map);
  };
  const keep = (list: ReachableHex[]) => list.filter((r) => free(r) && (battle.map !== undefined || drawn(r)));
  const walk = keep(sortedReach(reachableHexes(searchMap, from, mp.walk, passable), start));
  let run = none;
  let jump = none;
  if (startsInWater(searchMap, from)) {
    notes.push('starts in water: it cannot run or jump this round (R-2.4)');
  } else {
    run = keep(sortedReach(reachableHexes(searchMap, from, mp.run, passable), start));
    // A jump needs no path, as the engine checks it: it may only not land where a mech stands.
    jump = jumpHexes(map, from, mp.jump, (hex) => field.standing(hex, mech.id) !== undefined);
  }
  return { mp, walk, run, jump, notes };
}

/**
 * Every hex a jump can land on: straight-line distance 1…Jump MP, no mech or wreck standing there (R-2.8,
 * R-V.3).
 */
function jumpHexes(map: BattleMap, from: Hex, jumpMP: number, taken: (hex: Hex) => boolean): ReachableHex[] {
  const out: ReachableHex[] = [];
  if (jumpMP <= 0) return out;
  const c0 = Math.max(1, from.col - jumpMP);
  const c1 = Math.min(map.cols, from.col + jumpMP);
  const r0 = Math.max(1, from.row - jumpMP - 1);
  const r1 = Math.min(map.rows, from.row + jumpMP + 1);
  for (let col = c0; col <= c1; col++) {
    for (let row = r0; row <= r1; row++) {
      const to = { col, row };
      const distance = hexDistance(from, to);
      if (distance === 0 || !jumpReachable(from, to, jumpMP) || taken(to)) continue;
      out.push({ hex: hexLabel(to), cost: distance });
    }
  }
  return out.sort((a, b) => (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : 0));
}

function selectionOf(
  battle: Battle,
  map: BattleMap,
  mech: MechState,
  opts: MapViewOptions,
  at: (m: MechState) => Hex | null,
): MapSelection {
  if (!mech.position) return { id: mech.id, linesOfFire: [] };
  const reachable = reachOf(battle, map, mech, mech.position, opts);
  // A mech gone from the field shoots at nobody; a wreck neither (R-V.3).
  const linesOfFire = mech.destroyed ? [] : linesOfFireFrom(battle, mech, at);
  return { id: mech.id, reachable, linesOfFire };
}

/**
 * What the map picture shows for a battle (docs/battle-map.md): every mech as a token, this round's declared
 * moves, and for the selected mech its reachable hexes per mode and its lines of fire to every
 * enemy still on the field — all computed by the rules core's own functions (`reachableHexes`,
 * `jumpReachable`, `lineOfFire`, `rangeModifiers`, current MP from `mech/speed`), so the picture
 * and the round engine cannot disagree.
 *
 * Reach is from the mech's hex now; it ends in no hex where another mech or a wreck
 * stands when the mech moves, and walks and runs pass friends but not enemies or wrecks (R-2.8,
 * R-V.3, the engine's `occupancyWhenMoving`); a mech in water cannot run
 * or jump; a destroyed, prone, shut-down, immobile or — under the cool-down heat model,
 * given `rules` — overheating mech (R-V.1) reaches nothing, with a note; an overheating token is
 * marked `overheating`.
 * Lines of fire run between the hexes the attack step uses: each mech's declared destination
 * when `moves` gives one, else its hex. Weapons are the selected mech's working weapons
 * found in the catalog; range bands.
 *
 * @example
 * const view = buildMapView(battle, { selected: 'Griffin', moves, rules });
 * view.selected?.linesOfFire.find((l) => l.target === 'Rifleman')?.total // 3 on the demo map
 */
export function buildMapView(battle: Battle, opts: MapViewOptions = {}): MapView {
  const map = battle.map ?? fallbackMap(battle.mechs);
  const moves = opts.moves ?? [];
  const tokens = battle.mechs.map((m) => tokenOf(m, opts.rules));
  const arrows = arrowsOf(battle, moves);
  const selectedMech = opts.selected !== undefined ? battle.mechs.find((m) => m.id === opts.selected) : undefined;
  const selected = selectedMech ? selectionOf(battle, map, selectedMech, opts, attackPositions(moves)) : undefined;
  return {
    map,
    round: battle.round,
    tokens,
    ...(arrows.length > 0 ? { moves: arrows } : {}),
    ...(selected ? { selected } : {}),
  };
}
