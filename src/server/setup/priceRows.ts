/**
 * Set up on a campaign whose Repairs tab is older than a price row (docs/campaign.md, Repairs): the row is added under
 * the price table, every price the GM typed kept. The Repairs tab itself is made by Repair list, never by Set up.
 */
import { withPriceRows } from '../../sheet/setup/repairPlan';
import { TAB } from '../../sheet/schema/columns';
import { planWrites } from '../../sheet/write/cellValue';
import type { Workbook } from '../../gas/workbook';

/** A Repairs tab from before a price row existed gets it (Ammunition shot, R-19.4); nothing without a Repairs tab. */
export function addPriceRows(wb: Workbook): void {
  if (!wb.sheet(TAB.repairs)) return;
  const before = wb.readTabs([TAB.repairs]);
  const grid = withPriceRows(before[TAB.repairs] ?? []);
  if (grid) wb.write(planWrites(before, { [TAB.repairs]: grid }, wb.readFormulas([TAB.repairs])));
}
