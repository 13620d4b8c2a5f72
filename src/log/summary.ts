import type { MechStatusEvent, PilotEvent, RoundEvent, RoundStep } from '../rules/model/events';
import { hitLocationName, LOCATIONS } from '../rules/model/location';
import type { Location } from '../rules/model/location';
import { tnTotal } from '../rules/model/targetNumber';
import { attackBlocks, blockOutcome } from './attackBlocks';

/** Damage one location (front or rear armor) took this round, and what is left of it. */
interface LocationDamage {
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

interface CriticalSummary {
  readonly location: Location;
  readonly effect: string;
  readonly detail: string;
}

/** A cool-down check (R-V.2), made instead of moving or instead of attacking. */
export interface CoolDownSummary {
  /** `movement` (instead of moving) or `attacks` (instead of attacking). */
  readonly step: RoundStep;
  /** The 2d6 total; null when the TN was 13 or more and nothing was rolled. */
  readonly rolled: number | null;
  readonly tn: number;
  readonly success: boolean;
  /** `heat 4 → 2`, `critical hit`, `no effect`, `cannot succeed (TN 13+)`. */
  readonly result: string;
}

/** A wreck's 1d6 at the heat phase (R-V.3). */
interface WreckRollSummary {
  readonly rolled: number;
  /** `explodes (2 ≤ 3 critical hits)`, `stays a wreck (5 > 2 critical hits)`. */
  readonly result: string;
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
  /*
   * The heat-phase variant (R-V). Each field is there only when the round gave it
   * something, so a round under the standard rules summarises as before — but for `exploded`,
   * which an engine detonation or a heat ammo explosion also sets.
   */
  /** Cool-down checks, in the order made (R-V.2). */
  readonly coolDowns?: readonly CoolDownSummary[];
  /** Its last `overheating` or `cooled` line of the round (R-V.1): the state it ends the round in. */
  readonly heatStatus?: { readonly status: 'overheating' | 'cooled'; readonly reason: string };
  /** Its wreck rolls (R-V.3). */
  readonly wreckRolls?: readonly WreckRollSummary[];
  /** It was left standing as a wreck this round (R-V.3). */
  readonly wreck?: true;
  /** It exploded this round (R-V.3, R-9.4, R-13.4): removed from the battlefield. */
  readonly exploded?: true;
}

/** The variant's fields, gathered apart so the summary only carries those that happened. */
interface VariantWorking {
  coolDowns: CoolDownSummary[];
  heatStatus: { status: 'overheating' | 'cooled'; reason: string } | null;
  wreckRolls: WreckRollSummary[];
  wreck: boolean;
  exploded: boolean;
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
  variant: VariantWorking;
}

/**
 * Per mech, what the round did to it (R-8.4 damage, R-9 criticals, R-11 wounds, R-13 heat,
 * R-10 falls; R-V.1–R-V.3 cool-down checks, overheating, wreck rolls, explosions), in the
 * order the mechs first appear in the log. Every mech named by an event
 * is listed, even one nothing happened to.
 */
export function roundSummary(events: readonly RoundEvent[]): MechRoundSummary[] {
  // A Map, not an object: a mech may be called `__proto__` or `constructor`.
  const byMech = new Map<string, Working>();
  const get = (mech: string): Working => {
    let w = byMech.get(mech);
    if (!w) {
      w = {
        mech,
        hitsTaken: 0,
        damageTaken: 0,
        locations: new Map(),
        criticals: [],
        woundsTaken: 0,
        woundsTotal: null,
        pilotStatus: null,
        heatBefore: null,
        heatAfter: null,
        fell: false,
        destroyed: false,
        variant: { coolDowns: [], heatStatus: null, wreckRolls: [], wreck: false, exploded: false },
      };
      byMech.set(mech, w);
    }
    return w;
  };
  // Index loops: a 72-mech round has a thousand events.
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    const named = mechsOf(e);
    for (let n = 0; n < named.length; n++) get(named[n]);
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
        variantStatus(get(e.mech).variant, e);
        break;
      case 'roll': {
        const v = get(e.mech).variant;
        if (e.purpose === 'coolDown') {
          v.coolDowns.push({
            step: e.step,
            rolled: e.roll.faces.length > 0 ? e.roll.total : null,
            tn: e.tn ? tnTotal(e.tn) : 0,
            success: e.success === true,
            result: e.result ?? '',
          });
        } else if (e.purpose === 'wreck') {
          v.wreckRolls.push({ rolled: e.roll.total, result: e.result ?? '' });
        }
        break;
      }
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
  byMech.forEach(({ variant, ...w }) =>
    summaries.push({ ...w, locations: sortLocations(w.locations), ...variantFields(variant) }),
  );
  return summaries;
}

function variantStatus(v: VariantWorking, e: MechStatusEvent): void {
  if (e.status === 'overheating' || e.status === 'cooled') v.heatStatus = { status: e.status, reason: e.reason };
  else if (e.status === 'wreck') v.wreck = true;
  else if (e.status === 'exploded') v.exploded = true;
}

function variantFields(v: VariantWorking): Partial<MechRoundSummary> {
  return {
    ...(v.coolDowns.length > 0 ? { coolDowns: v.coolDowns } : {}),
    ...(v.heatStatus ? { heatStatus: v.heatStatus } : {}),
    ...(v.wreckRolls.length > 0 ? { wreckRolls: v.wreckRolls } : {}),
    ...(v.wreck ? { wreck: true as const } : {}),
    ...(v.exploded ? { exploded: true as const } : {}),
  };
}

function sortLocations(locations: Map<string, LocationDamage>): LocationDamage[] {
  const sorted: LocationDamage[] = [];
  for (const location of LOCATIONS) {
    const front = locations.get(location);
    const rear = locations.get(`${location}R`);
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
