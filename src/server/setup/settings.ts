/**
 * Set up's repair of an existing Rules tab: a row for every setting it lacks (Round length,
 * in a campaign set up before it existed), at its default, with its note — written
 * around every cell already there, the heat scale beside the settings included.
 */
import { planWrites } from '../../sheet/write/cellValue';
import { withMissingSettings } from '../../sheet/setup/missingSettings';
import { TAB } from '../../sheet/schema/columns';
import type { TabReport } from '../../gas/setupTabs';
import type { Workbook } from '../../gas/workbook';

/** What Set up did to a tab, with the settings it gave a row on the Rules tab. */
export interface SetupTabReport extends TabReport {
  /** Settings added to an existing Rules tab: `Round length`. */
  readonly addedSettings?: readonly string[];
  /** Standard weapons added to an existing Catalog tab: `ER Medium Laser`, `Clan ER PPC`. */
  readonly addedRows?: readonly string[];
}

/** Adds the Rules tab's missing settings (one read; a write only when one is missing); their names. */
export function addMissingSettings(wb: Workbook): readonly string[] {
  const before = wb.readTabs([TAB.rules]);
  const values = before[TAB.rules];
  const plan = values ? withMissingSettings(values) : undefined;
  if (!plan) return [];
  const updates = { [TAB.rules]: plan.grid };
  wb.write(planWrites(before, updates, wb.readFormulas([TAB.rules])));
  return plan.added;
}

/** `report` with the Rules tab's missing settings added, when it is an existing Rules tab Set up could read. */
export function withSettingsRepaired(wb: Workbook, report: TabReport): SetupTabReport {
  if (report.created || report.problems.length > 0) return report;
  const added = addMissingSettings(wb);
  return added.length > 0 ? { ...report, addedSettings: added } : report;
}
