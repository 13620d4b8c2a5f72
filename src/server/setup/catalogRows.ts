/**
 * Set up's repair of an existing Catalog tab: a row for every standard weapon it lacks (R-18.1:
 * the advanced and Clan weapons, in a campaign set up before them), below the rows in use — the
 * GM's own rows and changed values untouched.
 */
import { STANDARD_WEAPONS } from '../../rules/charts/weapons';
import { planWrites } from '../../sheet/write/cellValue';
import { withMissingWeapons } from '../../sheet/setup/missingWeapons';
import { TAB } from '../../sheet/schema/columns';
import type { TabReport } from '../../gas/setupTabs';
import { growTab } from '../../gas/tabGrids';
import type { Workbook } from '../../gas/workbook';
import type { SetupTabReport } from './settings';

/** Adds the Catalog's missing standard weapons (one read; a write only when one is missing); their names. */
function addMissingWeapons(wb: Workbook): readonly string[] {
  const before = wb.readTabs([TAB.catalog]);
  const values = before[TAB.catalog];
  const plan = values ? withMissingWeapons(values, STANDARD_WEAPONS) : undefined;
  if (!plan) return [];
  growTab(wb, TAB.catalog, plan.grid.length, values.length);
  wb.write(planWrites(before, { [TAB.catalog]: plan.grid }, wb.readFormulas([TAB.catalog])));
  return plan.added;
}

/** `report` with the Catalog's missing standard weapons added, when it is an existing Catalog tab Set up could read. */
export function withCatalogRepaired(wb: Workbook, report: TabReport): SetupTabReport {
  if (report.created || report.problems.length > 0) return report;
  const added = addMissingWeapons(wb);
  return added.length > 0 ? { ...report, addedRows: added } : report;
}

/** The standard weapons Set up added to a Catalog, for its report: `107 standard weapons (ER Small Laser …)`. */
export function rowsWords(report: SetupTabReport): string[] {
  const rows = report.addedRows ?? [];
  if (rows.length === 0) return [];
  return [`${rows.length} standard ${rows.length === 1 ? 'weapon' : 'weapons'} (${rows[0]} …)`];
}
