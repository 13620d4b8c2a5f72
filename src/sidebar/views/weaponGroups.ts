/**
 * The advisor's weapons, each name once (one vocabulary): two Medium Lasers with
 * the same TN are `Medium Laser ×2`, as the TN cell and the set line write them, not the same
 * line twice. Weapons of one name that differ (another TN, not both in the set) stay apart.
 */
interface Grouped<W> {
  readonly weapon: W;
  readonly count: number;
  /** Where each of them is mounted, in order. */
  readonly locations: readonly string[];
}

export function groupWeapons<
  W extends {
    name: string;
    location: string;
    inBestSet: boolean;
    tn: unknown;
    ifTargetStaysOut?: unknown;
    modes?: unknown;
  },
>(weapons: readonly W[]): Grouped<W>[] {
  const out: { weapon: W; count: number; locations: string[]; key: string }[] = [];
  for (const w of weapons) {
    const key = JSON.stringify([w.name, w.inBestSet, w.tn, w.ifTargetStaysOut ?? null, w.modes ?? null]);
    const same = out.find((g) => g.key === key);
    if (same) {
      same.count++;
      same.locations.push(w.location);
    } else out.push({ weapon: w, count: 1, locations: [w.location], key });
  }
  return out.map(({ weapon, count, locations }) => ({ weapon, count, locations }));
}
