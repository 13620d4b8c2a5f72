import type { PilotEvent, RoundEvent } from '../rules/model/events';
import { hitLocationName, LOCATIONS } from '../rules/model/location';
import type { Location } from '../rules/model/location';
import { attackBlocks, blockOutcome } from './attackBlocks';

/** Damage one location (front or rear armor) took this round, and what is left of it. */
export interface LocationDamage {
  readonly location: Location;
  readonly rear: boolean;
  /** `Left Torso`, `Center Torso (rear)`. */
  readonly name: string;
  readonly damage: number;
  /** Damage groups that landed here, transfers included. */
  readonly groups: number;
  readonly armorLeft: number;
  readonly structureLeft: number;
  /** Some damage reached the internal structure this round. */
  readonly structureHit: boolean;
  readonly destroyed: boolean;
}

export interface CriticalSummary {
  readonly location: Location;
  readonly effect: string;
  readonly detail: string;
}

/** What happened to one mech this round, for the sidebar. */
export interface MechRoundSummary {
  readonly mech: string;
  /** Attacks that hit it, freebies included (one LRM salvo is one hit). */
  readonly hitsTaken: number;
  /** All damage it took (armor and structure lost): weapons, melee, falls, explosions. */
  readonly damageTaken: number;
  /** Locations damaged, in record-sheet order, front before rear. */
  readonly locations: readonly LocationDamage[];
  readonly criticals: readonly CriticalSummary[];
  /** Wounds taken this round. */
  readonly woundsTaken: number;
  /** The pilot's wounds after the last wound this round; null when none was taken. */
  readonly woundsTotal: number | null;
  /** The pilot's last change of status this round (unconscious, awake, dead, out, ejected), or null. */
  readonly pilotStatus: PilotEvent['status'] | null;
  /** Heat at the start and end of the round; null when the log has no heat line for it. */
  readonly heatBefore: number | null;
  readonly heatAfter: number | null;
  readonly fell: boolean;
  readonly destroyed: boolean;
}

interface Working {
  mech: string;
  hitsTaken: number;
  damageTaken: number;
  locations: Map<string, LocationDamage>;
  criticals: CriticalSummary[];
  woundsTaken: number;
  woundsTotal: number | null;
  pilotStatus: PilotEvent['status'] | null;
  heatBefore: number | null;
  heatAfter: number | null;
  fell: boolean;
  destroyed: boolean;
}

/**
 * Per mech, what the round did to it (R-8.4 damage, R-9 criticals, R-11 wounds, R-13 heat,
 * R-10 falls), in the order the mechs first appear in the log. Every mech named by an event
 * is listed, even one nothing happened to.
 */
export function roundSummary(events: readonly RoundEvent[]): MechRoundSummary[] {
  // A Map, not an object: a mech may be called `__proto__` or `constructor`.
  const byMech = new Map<string, Working>();
  const get = (mech: string): Working => {
    let w = byMech.get(mech);
    if (!w) {
      w = {
        mech, hitsTaken: 0, damageTaken: 0, locations: new Map(), criticals: [], woundsTaken: 0, woundsTotal: null,
        pilotStatus: null, heatBefore: null, heatAfter: null, fell: false, destroyed: false,
      };
      byMech.set(mech, w);
    }
    return w;
  };
  for (const e of events) {
    for (const name of mechsOf(e)) get(name);
    switch (e.type) {
      case 'damage': {
        const w = get(e.mech);
        // Counted from the record's change, not `amount`: a group that destroys a location and
        // carries on inward is then counted once, whichever way the engine splits it.
        const dealt = e.armorBefore - e.armorAfter + (e.structureBefore - e.structureAfter);
        w.damageTaken += dealt;
        const key = e.hit.location + (e.hit.rear ? 'R' : '');
        const old = w.locations.get(key);
        w.locations.set(key, {
          location: e.hit.location,
          rear: e.hit.rear,
          name: hitLocationName(e.hit),
          damage: (old?.damage ?? 0) + dealt,
          groups: (old?.groups ?? 0) + 1,
          armorLeft: e.armorAfter,
          structureLeft: e.structureAfter,
          structureHit: (old?.structureHit ?? false) || e.structureAfter < e.structureBefore,
          destroyed: (old?.destroyed ?? false) || e.locationDestroyed,
        });
        break;
      }
      case 'critical':
        get(e.mech).criticals.push({ location: e.location, effect: e.effect, detail: e.detail });
        break;
      case 'wound': {
        const w = get(e.mech);
        w.woundsTaken++;
        w.woundsTotal = e.wounds;
        break;
      }
      case 'pilot':
        get(e.mech).pilotStatus = e.status;
        break;
      case 'fall':
        get(e.mech).fell = true;
        break;
      case 'status':
        if (e.status === 'destroyed' || e.status === 'exploded') get(e.mech).destroyed = true;
        break;
      case 'heat': {
        const w = get(e.mech);
        if (w.heatBefore === null) w.heatBefore = e.before;
        w.heatAfter = e.after;
        break;
      }
      default:
        break;
    }
  }
  for (const block of attackBlocks(events)) {
    const outcome = blockOutcome(block);
    if (block.target && (outcome === 'hit' || outcome === 'freebie')) get(block.target).hitsTaken++;
  }
  const summaries: MechRoundSummary[] = [];
  byMech.forEach((w) => summaries.push({ ...w, locations: sortLocations(w.locations) }));
  return summaries;
}

function sortLocations(locations: Map<string, LocationDamage>): LocationDamage[] {
  const sorted: LocationDamage[] = [];
  for (const location of LOCATIONS) {
    const front = locations.get(location);
    const rear = locations.get(location + 'R');
    if (front) sorted.push(front);
    if (rear) sorted.push(rear);
  }
  return sorted;
}

/** The mechs an event names. */
export function mechsOf(e: RoundEvent): string[] {
  switch (e.type) {
    case 'roll':
      return e.target !== undefined ? [e.mech, e.target] : [e.mech];
    case 'attack':
      return [e.attacker, e.target];
    case 'problem':
      return e.problem.mech !== undefined ? [e.problem.mech] : [];
    default:
      return [e.mech];
  }
}
