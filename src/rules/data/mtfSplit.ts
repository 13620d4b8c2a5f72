/**
 * A weapon split across two locations (`(Split)` slots: a King Crab's AC/20 with slots in the
 * right arm and the right torso) is one weapon. MegaMek's `MtfFile.parseCrits` reads the
 * locations from the outside in (legs, arms, side torsos, center torso, head); a mounting left
 * short in one location is continued by the same item in the next location inwards (an arm or a
 * leg into its side torso, a side torso into the center torso, the center torso into the head),
 * and the weapon is placed in the location with the narrower firing arc of the two
 * (`Mek.mostRestrictiveLoc`: arms, then side torsos, then the center torso, then head and legs).
 */
import type { Location } from '../model/location';

/** A run of slots read as one mounting, before it becomes an Equipment row or an unknown item. */
export interface SlotRun {
  readonly key: string;
  location: Location;
  /** The line of its first slot in `location`. */
  line: number;
  filled: number;
  /** Slots one mounting fills; undefined when Gator does not know its size (a run is then one mounting). */
  readonly size: number | undefined;
  /** The locations it was read from, when split across two. */
  split?: readonly [Location, Location];
}

/** The order MegaMek reads the location blocks in: outermost first. */
const READ_ORDER: readonly Location[] = ['LL', 'RL', 'LA', 'RA', 'LT', 'RT', 'CT', 'HD'];

/**
 * Where the rest of a split item may continue (MegaMek `Mek.getInnerLocation`, and the head after the center torso).
 */
const CONTINUES_IN: Readonly<Partial<Record<Location, Location>>> = {
  LL: 'LT',
  LA: 'LT',
  RL: 'RT',
  RA: 'RT',
  LT: 'CT',
  RT: 'CT',
  CT: 'HD',
};

/** How narrow a location's firing arc is (MegaMek `Mek.restrictScore`): the split item goes to the narrower. */
function narrowness(location: Location): number {
  if (location === 'LA' || location === 'RA') return 0;
  if (location === 'LT' || location === 'RT') return 1;
  if (location === 'CT') return 2;
  return 3;
}

function isShort(run: SlotRun): boolean {
  return run.size !== undefined && run.filled < run.size;
}

/**
 * Joins each run left short in one location with a short run of the same item in the next
 * location inwards, when together they fill no more than one mounting: the pair becomes one
 * run, at the narrower location, and the inner part is dropped. Runs are changed in place;
 * the runs that remain are returned in their given order.
 *
 * @example joinSplits([AC/20 ×6 in RA, AC/20 ×4 in RT]) // [AC/20 ×10 in RT, split RA and RT]
 */
export function joinSplits<R extends SlotRun>(runs: readonly R[]): R[] {
  const order = (r: R) => READ_ORDER.indexOf(r.location);
  const byReading = runs.filter(isShort).sort((a, b) => order(a) - order(b) || a.line - b.line);
  const open: R[] = [];
  const joined = new Set<R>();
  for (const run of byReading) {
    const outer = open.find(
      (o) => o.key === run.key && CONTINUES_IN[o.location] === run.location && o.filled + run.filled <= (o.size ?? 0),
    );
    if (!outer) {
      open.push(run);
      continue;
    }
    outer.split = [outer.location, run.location];
    outer.filled += run.filled;
    if (narrowness(run.location) > narrowness(outer.location)) {
      outer.location = run.location;
      outer.line = run.line;
    }
    joined.add(run);
    if (!isShort(outer)) open.splice(open.indexOf(outer), 1);
  }
  return runs.filter((r) => !joined.has(r));
}
