/**
 * The checks of Undo on the newest snapshot, whatever kind of write it holds, without writing:
 * the tabs it would write still there and editable by the user, the kind's own check, the Rules
 * tab at the round the write left, its rows and columns where it left them. Read-only: the
 * preview calls it outside the lock; Undo calls it inside, then writes.
 */
import { readRules } from '../../sheet/read/rules';
import { TAB } from '../../sheet/schema/columns';
import { SheetProblems } from '../../sheet/tab/problems';
import { editedCells } from '../../sheet/undo/guard';
import type { Services } from '../../gas/services';
import type { StoredSnapshot } from '../../gas/undoStore';
import type { Workbook } from '../../gas/workbook';
import { sentence } from '../../wording/undo';
import { refuse, type Failure } from '../reply/responses';
import { kindOf, undoKind, writeOf, type UndoPlan } from './kinds';
import { undoTabsRefusal } from './tabs';

/** What undoing `stored` would do, or the refusal Undo would give. */
export function planUndo(services: Services, wb: Workbook, stored: StoredSnapshot): UndoPlan | Failure {
  const { snapshot } = stored;
  const kind = undoKind(kindOf(snapshot));
  const w = writeOf(snapshot);
  const the = kind.words.the(w);
  const also = kind.alsoWrites(snapshot);
  if ('ok' in also) return also;
  // The tabs its ranges are on, the cells an import checks, what the kind writes besides, the undo tab itself.
  const wrote = [...snapshot.ranges.map((r) => r.tab), ...(snapshot.check ?? []).map((c) => c.tab)];
  const refused = undoTabsRefusal(
    services,
    wb,
    [...new Set([...wrote, ...also, TAB.undo])],
    sentence(the),
    kind.words.action,
  );
  if (refused) return refused;
  const early = kind.beforeRead(wb, snapshot, w);
  if (early) return early;

  // One read per tab it wrote: the guard is checked against these values. The Log is not read whole.
  const now = wb.readTabs([...new Set([...wrote, TAB.rules])]);
  const sheetRound = readRules(now, new SheetProblems()).round;
  const round = kind.roundNow(snapshot);
  if (sheetRound !== round) {
    return refuse(
      'undo/round_mismatch',
      `The Rules tab says round ${sheetRound}, but undoing ${the} expects round ${round} there: the round was changed by hand since. Nothing was undone; set Round back to ${round} to undo ${the}.`,
    );
  }
  const moved = kind.moved(snapshot, now, w);
  if (moved) return moved;
  return { ok: true, stored, write: w, now, edited: editedCells(snapshot, now) };
}
