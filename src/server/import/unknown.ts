/**
 * Equipment Gator does not know, as the import report lists it (docs/importing-mechs.md):
 * once per item of each mech, with how many the mech carries and where, so four Clan ER medium
 * lasers are one line `CLERMediumLaser ×4`, not four.
 */
import type { UnknownEquipment } from '../../rules/data/mtfEquipment';
import type { Location } from '../../rules/model/location';

/** One kind of equipment a mech carries that the catalog does not know. */
export interface UnknownItemView {
  readonly mech: string;
  /** As the file names it: `CLERMediumLaser`. */
  readonly name: string;
  /** How many the mech carries: each mounting counts (an item of one slot is one a slot). */
  readonly count: number;
  /** Where the first one is. */
  readonly location: Location;
  /** Where they all are, each location once, in file order. */
  readonly locations: readonly Location[];
  /** `Testbed.mtf line 52`, or `Testbed.mtf lines 52, 60` for several. */
  readonly where: string;
  /** Added as `Other: name` Equipment rows (one a mounting). */
  readonly added: boolean;
}

/**
 * The unknown equipment of one unit read from `source` (`Testbed.mtf`), one entry per name in
 * the order they first appear.
 *
 * @example unknownItems('Kit Fox', 'Kit Fox.mtf', [ERML in LA line 30, ERML in RA line 41], false)
 * // [{ name: 'CLERMediumLaser', count: 2, locations: ['LA', 'RA'], where: 'Kit Fox.mtf lines 30, 41', … }]
 */
export function unknownItems(
  mech: string,
  source: string,
  unknown: readonly UnknownEquipment[],
  added: boolean,
): UnknownItemView[] {
  const byName = new Map<string, UnknownEquipment[]>();
  for (const u of unknown) byName.set(u.name, [...(byName.get(u.name) ?? []), u]);
  return Array.from(byName, ([name, all]) => {
    const locations = all.map((u) => u.location).filter((l, i, ls) => ls.indexOf(l) === i);
    const lines = all.map((u) => u.line);
    const where = lines.length === 1 ? `${source} line ${lines[0]}` : `${source} lines ${lines.join(', ')}`;
    return { mech, name, count: all.length, location: locations[0], locations, where, added };
  });
}
