/** Woods or jungle density in a hex. */
export type Woods = 'light' | 'heavy';

/**
 * What stands in one hex of the battle map. Absent fields mean clear ground at level 0.
 * Terrain costs and line-of-fire modifiers are read from this.
 */
export interface HexTerrain {
  readonly woods?: Woods;
  readonly rubble?: boolean;
  /** Water depth in levels; 0 or absent is dry. */
  readonly water?: number;
  /** Ground level; negative is a depression. */
  readonly elevation?: number;
  readonly fire?: boolean;
  readonly lava?: boolean;
}

/**
 * The battle map: its size in columns × rows (labels 0101 … CCRR) and the terrain of
 * every hex that is not clear. Keys are four-digit labels (`0609`).
 */
export interface BattleMap {
  readonly cols: number;
  readonly rows: number;
  readonly terrain: Readonly<Record<string, HexTerrain>>;
}
