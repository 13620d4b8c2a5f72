/**
 * The first check of every Undo (a round, an import, the start of a battle): the tabs it would
 * write are still there, under the names they had, and the user may edit them all. A refusal
 * writes nothing.
 */
import { tabsUserCannotEdit } from '../../gas/protection';
import type { Services } from '../../gas/services';
import type { Workbook } from '../../gas/workbook';
import { notAllowed } from '../reply/messages';
import { refuse, type Failure } from '../reply/responses';

/**
 * Undefined when Undo may write `tabs`; else the refusal, naming what cannot be undone (`what`:
 * `Round 3`, `The import of Griffin GRF-1S`) and, when the user may not edit, the action refused
 * (`undo a round`).
 */
export function undoTabsRefusal(
  services: Services,
  wb: Workbook,
  tabs: readonly string[],
  what: string,
  action: string,
): Failure | undefined {
  const gone = tabs.filter((t) => !wb.sheet(t));
  if (gone.length > 0) {
    return refuse(
      'undo/tab_missing',
      `${what} cannot be undone: ${gone.join(', ')} no longer exists (renamed or deleted since). Nothing was undone; restore the tab's name to undo.`,
    );
  }
  const blocked = tabsUserCannotEdit(services, wb, tabs);
  return blocked.length > 0 ? notAllowed(services, blocked, action) : undefined;
}
