import { protectForGm } from '../../gas/protection';
import type { Services } from '../../gas/services';
import { RuleBook, setUpTable } from '../../gas/setupTabs';
import type { Workbook } from '../../gas/workbook';
import { TAB, headerRow } from '../../sheet/schema/columns';
import { LOG } from '../../sheet/schema/playTabs';

/**
 * The Log renamed to `archive` and a fresh Log, as Set up makes one, right after it — so the
 * archives line up in the order the battles were fought. A protected Log leaves the fresh one
 * protected for the same GM (`gm`; undefined when the Log is not protected). `done` records
 * each step for the rollback.
 */
export function archiveLog(
  services: Services,
  wb: Workbook,
  archive: string,
  gm: string | undefined,
  done: { renamed: boolean; inserted: boolean },
): void {
  const old = wb.sheet(TAB.log) as GoogleAppsScript.Spreadsheet.Sheet;
  wb.renameSheet(TAB.log, archive);
  done.renamed = true;
  // getIndex is 1-based; insertSheet's index 0-based: the same number puts the new tab right after.
  const fresh = wb.insertSheetAt(TAB.log, old.getIndex());
  done.inserted = true;
  setUpTable(services, wb, LOG, [headerRow(LOG)], {}, new RuleBook(services));
  if (gm !== undefined) protectForGm(fresh, gm);
}
