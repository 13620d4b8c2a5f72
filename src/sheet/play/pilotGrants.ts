/**
 * The Pilots tab's cells a player types in: their pilot's Step asked, theirs as their orders are when the GM
 * protects the campaign (docs/fair-play.md). A pilot's player is the roster row's Player account.
 */
import { isBlank } from '../tab/cells';
import { PILOTS } from '../schema/pilotsTab';
import { SheetProblems } from '../tab/problems';
import { openTab } from '../tab/tabReader';
import type { Tabs } from '../tab/tabs';
import type { Grant } from './orderBlocks';

/** One grant a roster row with an account: its Step asked cell. None without the tab or the columns. */
export function pilotGrants(tabs: Tabs): Grant[] {
  const table = openTab(tabs, PILOTS, new SheetProblems(), false);
  if (!table || !table.has('stepAsked') || !table.has('playerAccount')) return [];
  const out: Grant[] = [];
  for (const row of table.dataRows()) {
    const account = table.get(row, 'playerAccount');
    const name = table.get(row, 'name');
    if (isBlank(account) || isBlank(name)) continue;
    out.push({
      mech: String(name).trim(),
      account: String(account).trim(),
      cells: { tab: PILOTS.name, row, col: table.col('stepAsked'), rows: 1, cols: 1 },
    });
  }
  return out;
}
