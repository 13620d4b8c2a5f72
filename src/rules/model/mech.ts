import type { Hex } from './hex';
import type { Limb, Location, Torso } from './location';

export type Side = 'PC' | 'NPC';

/** Movement modes of docs/rules.md §2. Evasive is a stance on top of a mode. */
export type MoveMode = 'stand' | 'walk' | 'run' | 'jump' | 'sprint';

export type EquipmentKind = 'weapon' | 'ammo' | 'heatSink' | 'jumpJet' | 'other';

/** One line of the Equipment tab: an item mounted in a location. List order matters. */
export interface Equipment {
  /** Catalog weapon name, `Heat Sink`, `Double Heat Sink`, `Jump Jet`, `Ammo (LRM-5)`, … */
  readonly name: string;
  readonly kind: EquipmentKind;
  readonly location: Location;
  destroyed: boolean;
  /** An Ultra or Rotary autocannon jammed by a natural 2: it cannot fire for the rest of the battle. */
  jammed?: boolean;
  /** For ammunition: the weapon name it feeds (`LRM-5`). */
  readonly ammoFor?: string;
  /** For ammunition: a half-ton bin, `Ammo (Machine Gun) (half)`: half the shots of a ton. */
  readonly half?: boolean;
  /**
   * For ammunition: shots left in the bin, taken one a shot by the weapons it feeds.
   * Absent = not counted: a bin of a weapon with no shots per ton in the Catalog never runs out.
   */
  shots?: number;
  /** For heat sinks: points of heat it sinks (single 1, double 2). */
  readonly capacity?: number;
}

/** Critical damage the seed's table leaves on a mech (section 9). */
interface CriticalState {
  sensorHits: number;
  lifeSupport: boolean;
  gyroHits: number;
  /** Minor engine hits; a major hit counts two. */
  engineHits: number;
  actuatorHits: Record<Limb, number>;
  /** Every critical effect suffered so far (the wreck roll of R-V.3 counts them). */
  count: number;
}

/** active; unconscious; dead; out = ejected or out of the battle by consent. */
export type PilotStatus = 'active' | 'unconscious' | 'dead' | 'out';

export interface Pilot {
  name: string;
  gunnery: number;
  piloting: number;
  wounds: number;
  status: PilotStatus;
  /** Life support knock-outs last one round: the round after which the pilot wakes by itself. */
  unconsciousUntilRound?: number;
  /** The player has given explicit permission for this PC to die. */
  allowsDeath: boolean;
}

/**
 * A mech's record and its current state. Armor and structure are what is left;
 * `max*` are the record sheet's full values (for display and for sanity checks).
 */
export interface MechState {
  /** Unique name on the Mechs tab; attacks refer to mechs by it. */
  readonly id: string;
  side: Side;
  pilot: Pilot;
  tonnage: number;
  /** Record Walk MP; current Walk MP follows heat and legs. */
  walkMP: number;
  /** Record Jump MP (jump jets); destroyed jets lower it. */
  jumpMP: number;
  /** Heat sunk per round with every sink working (the record's heat-sink capacity). */
  heatSinks: number;
  /** Size 0–5 for the heat-phase variant (R-V.1); absent = default from tonnage. */
  size?: number;
  armor: Record<Location, number>;
  rearArmor: Record<Torso, number>;
  structure: Record<Location, number>;
  readonly maxArmor: Readonly<Record<Location, number>>;
  readonly maxRearArmor: Readonly<Record<Torso, number>>;
  readonly maxStructure: Readonly<Record<Location, number>>;
  /** Locations destroyed (structure gone, blown off, or lost with their side torso). */
  destroyedLocations: Location[];
  equipment: Equipment[];
  crits: CriticalState;
  heat: number;
  position: Hex | null;
  prone: boolean;
  shutdown: boolean;
  destroyed: boolean;
  /** Heat-phase variant: destroyed but left on the field as impassable terrain (R-V.3). */
  wreck?: boolean;
}

export function emptyCriticalState(): CriticalState {
  return {
    sensorHits: 0,
    lifeSupport: false,
    gyroHits: 0,
    engineHits: 0,
    actuatorHits: { LA: 0, RA: 0, LL: 0, RL: 0 },
    count: 0,
  };
}
