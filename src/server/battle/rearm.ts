/**
 * Rearming at a new battle: what a full bin holds, and how the new battle's answer and Record say it. Without a
 * Repairs tab (or with *repair every mech fully*) every bin is refilled; with one, the bins ticked there, and
 * the others carry over.
 */
import { fullShots } from '../../rules/mech/ammo';
import { readCatalog } from '../../sheet/read/catalog';
import { parseItem } from '../../sheet/read/equipment';
import { SheetProblems } from '../../sheet/tab/problems';
import { findTab, type Tabs } from '../../sheet/tab/tabs';
import { TAB } from '../../sheet/schema/columns';

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

/**
 * Whether a new battle refills every bin: without a Repairs tab, or repairing every mech fully. With one, the
 * GM ticks the bins to refill there, as any repair.
 */
export function refillsEveryBin(before: Tabs, repairFully: boolean): boolean {
  return repairFully || findTab(before, TAB.repairs) === undefined;
}

/** What a new battle did with the bins. */
export interface Rearming {
  /** Bins whose Shots went back to full. */
  readonly refilled: number;
  /** Bins below full that carry over, not ticked on the Repairs tab: `Rifleman's Ammo (AC/5) (RT), 9 of 20 shots left`. */
  readonly carried: readonly string[];
}

/**
 * `every ammunition bin full (3 bins refilled, R-19.4)`, `every ammunition bin full` when none was spent, or — bins
 * carried over — `1 ammunition bin refilled, 1 carried over: Rifleman's Ammo (AC/5) (RT), 9 of 20 shots left`.
 */
export function rearmed(r: Rearming): string {
  const bins = (n: number) => `${n} ${n === 1 ? 'bin' : 'bins'}`;
  if (r.carried.length > 0)
    return `${r.refilled} ammunition ${r.refilled === 1 ? 'bin' : 'bins'} refilled, ${r.carried.length} carried over (R-19.4): ${r.carried.join('; ')}`;
  if (r.refilled === 0) return 'every ammunition bin full';
  return `every ammunition bin full (${bins(r.refilled)} refilled, R-19.4)`;
}
