import type { BattleMap } from './map';
import type { MechState } from './mech';
import type { WeaponSpec } from './weapon';

/** Everything the round engine reads: the mechs in sheet order, the map, the round number, the weapon catalog. */
export interface Battle {
  /** The round about to be resolved (1 for the first). */
  round: number;
  mechs: MechState[];
  map?: BattleMap;
  /** Catalog weapons by name (standard ones plus the GM's house weapons). */
  catalog: Readonly<Record<string, WeaponSpec>>;
}
