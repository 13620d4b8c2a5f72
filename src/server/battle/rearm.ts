/** Rearming at a new battle: what a full bin holds, and how the new battle's report says it. */
import { fullShots } from '../../rules/mech/ammo';
import { readCatalog } from '../../sheet/read/catalog';
import { parseItem } from '../../sheet/read/equipment';
import { SheetProblems } from '../../sheet/tab/problems';
import type { Tabs } from '../../sheet/tab/tabs';

/**
 * The shots of a full bin for an Equipment Item, by the campaign's Catalog (R-19.1); undefined for an
 * item that is no counted bin. A Catalog with a problem still gives the standard weapons' shots.
 */
export function fullBinOf(before: Tabs): (item: string) => number | undefined {
  const catalog = readCatalog(before, new SheetProblems());
  return (item) => {
    const parsed = parseItem(item, catalog);
    return parsed.ok ? fullShots({ ...parsed.item, location: 'CT', destroyed: false }, catalog) : undefined;
  };
}

/** `every ammunition bin full (3 bins refilled, R-19.4)`, or `every ammunition bin full` when none was spent. */
export function rearmed(refilled: number): string {
  if (refilled === 0) return 'every ammunition bin full';
  return `every ammunition bin full (${refilled} ${refilled === 1 ? 'bin' : 'bins'} refilled, R-19.4)`;
}
