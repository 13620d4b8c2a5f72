import type { BattleMap } from '../rules/model/map';
import type { MoveMode, Side } from '../rules/model/mech';
import type { RangeBand } from '../rules/targeting/range';

/*
 * What the map picture shows, as plain JSON (labels, numbers, arrays: no Map, no class), so it
 * crosses `google.script.run` unchanged and the dialog can list it as text. Built from a Battle
 * by `buildMapView` (view.ts), drawn by `renderMapSvg` (svg.ts). Hexes are `CCRR` labels.
 */

/** A mech on the map. `hex` is null for a mech not on the map (it is listed, not drawn). */
export interface MapToken {
  readonly id: string;
  /** The text drawn on the token (the mech's name on the Mechs tab). */
  readonly label: string;
  readonly side: Side;
  readonly hex: string | null;
  readonly destroyed?: boolean;
  /** Destroyed but standing as impassable terrain (R-V.3). */
  readonly wreck?: boolean;
  readonly prone?: boolean;
  readonly shutdown?: boolean;
  /** Heat over Size under the cool-down heat model (R-V.1): it cannot move or attack until it cools down. */
  readonly overheating?: boolean;
}

/** A hex the selected mech can reach, with the MP its cheapest path costs. */
export interface ReachableHex {
  readonly hex: string;
  readonly cost: number;
}

/**
 * Where the selected mech can move this round, per mode, the start hex left out.
 * Walk and run list every hex whose cheapest path fits the mode's current MP; jump lists every
 * hex within Jump MP in a straight line, cost = distance (R-2.4: jumping ignores terrain).
 */
export interface Reachable {
  readonly mp: { readonly walk: number; readonly run: number; readonly jump: number };
  readonly walk: readonly ReachableHex[];
  readonly run: readonly ReachableHex[];
  readonly jump: readonly ReachableHex[];
  /** Why a mode is empty or limited: `prone: it must stand up this round (R-10.2)`. */
  readonly notes: readonly string[];
}

/** One weapon's range band to a target; identical weapons are counted once. */
export interface WeaponBand {
  readonly weapon: string;
  /** How many working weapons of this name the mech carries. */
  readonly count: number;
  readonly band: RangeBand | 'out';
  /** The range terms' total (band + minimum range); null when out of range. */
  readonly modifier: number | null;
  /**
   * The range terms in the TN breakdown's words, `+0 short range`, `+1 inside minimum range 6`; empty when out of
   * range.
   */
  readonly terms: readonly string[];
}

/** A hex a shot crosses, with the to-hit modifier it adds. */
interface CrossedHex {
  readonly hex: string;
  readonly modifier: number;
}

/** The line of fire from the selected mech to one enemy, as the attack step will see it. */
export interface LineOfFireView {
  readonly target: string;
  readonly from: string;
  readonly to: string;
  readonly distance: number;
  /** Every hex on the line, the target's included and the attacker's not. */
  readonly hexes: readonly CrossedHex[];
  /** The terrain part of Other. */
  readonly total: number;
  readonly weapons: readonly WeaponBand[];
}

/** A declared move this round, drawn as an arrow (R-14 step 2). */
export interface MoveArrow {
  readonly id: string;
  readonly mode: MoveMode;
  readonly from: string;
  readonly to: string;
}

export interface MapSelection {
  readonly id: string;
  /** Absent when the mech is not on the map. */
  readonly reachable?: Reachable;
  readonly linesOfFire: readonly LineOfFireView[];
}

/** Everything the map picture draws. */
export interface MapView {
  readonly map: BattleMap;
  readonly round: number;
  readonly tokens: readonly MapToken[];
  readonly moves?: readonly MoveArrow[];
  readonly selected?: MapSelection;
}
