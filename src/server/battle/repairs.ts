/**
 * Repairs between battles (R-16.6; docs/campaign.md, Repairs). **Repair list** writes the Repairs tab — each damaged
 * mech's repairs, read from its record, priced by the tab's price table — for the GM to tick; **Start a new battle**
 * mends what is ticked (or everything, when the GM repairs every mech fully), says what it cost, and lists again what
 * carries over. The list is a worksheet of the GM's: writing it is not a move Undo takes back; the new battle's
 * write of it is.
 */
import { repairLines, type FullBin, type RepairLine } from '../../sheet/setup/repairList';
import {
  binOf,
  mendLines,
  readPrices,
  repairKey,
  repairedText,
  repairsGrid,
  tickedRepairs,
} from '../../sheet/setup/repairPlan';
import { TAB } from '../../sheet/schema/columns';
import { REPAIRS } from '../../sheet/schema/repairsTab';
import type { Problem } from '../../rules/model/problem';
import { SheetProblems } from '../../sheet/tab/problems';
import { findTab, type Tabs } from '../../sheet/tab/tabs';
import { planWrites } from '../../sheet/write/cellValue';
import { withDocumentLock } from '../../gas/lock';
import { tabsUserCannotEdit } from '../../gas/protection';
import type { Services } from '../../gas/services';
import { RuleBook, setUpTable } from '../../gas/setupTabs';
import { Workbook } from '../../gas/workbook';
import { busy, notAllowed } from '../reply/messages';
import { failure, jsonSafe, type Failure } from '../reply/responses';
import { fullBinOf, type Rearming } from './rearm';

type Grid = unknown[][];

interface RepairListed {
  readonly ok: true;
  /** `Griffin: LA armor, 6 points, cost 6, 0 hours`, one a line. */
  readonly lines: readonly string[];
  readonly message: string;
}

/** Writes the Repairs tab (made the first time) from the mechs' record; see the file's comment. */
export function listRepairs(services: Services): RepairListed | Failure {
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  return jsonSafe(withDocumentLock<RepairListed | Failure>(services, () => listLocked(services, wb), busy));
}

function listLocked(services: Services, wb: Workbook): RepairListed | Failure {
  const blocked = tabsUserCannotEdit(services, wb, [TAB.mechs, TAB.repairs]);
  if (blocked.length > 0) return notAllowed(services, blocked, 'list the repairs');
  const before = wb.readTabs([TAB.mechs, TAB.equipment, TAB.catalog, TAB.repairs]);
  const problems = new SheetProblems();
  const prices = readPrices(before, problems);
  const lines = repairLines(before, problems, fullBinOf(before));
  if (problems.list.length > 0) return failure(...problems.list);
  const old = findTab(before, TAB.repairs);
  const grid = repairsGrid(old ?? [], lines, prices);
  if (old) wb.write(planWrites(before, { [TAB.repairs]: grid }, wb.readFormulas([TAB.repairs])));
  else setUpTable(services, wb, REPAIRS, grid, {}, new RuleBook(services));
  const words = lines.map(
    (l, i) => `${l.mech}: ${l.repair}, ${l.points} points, cost ${grid[i + 1][4]}, ${grid[i + 1][5]} hours`,
  );
  const message =
    lines.length === 0
      ? 'No mech needs repairs: the Repairs tab lists none.'
      : `The Repairs tab lists ${lines.length} ${lines.length === 1 ? 'repair' : 'repairs'}: tick Repair it for each one to make at Start a new battle; what is not ticked carries over.`;
  return { ok: true, lines: words, message };
}

/** The menu item: the outcome in an alert. */
export function listRepairsMenu(services: Services): void {
  const r = listRepairs(services);
  const ui = services.SpreadsheetApp.getUi();
  const text = r.ok ? r.message : r.problems.map((p) => p.message).join('\n');
  ui.alert(r.ok ? 'Gator: repairs' : 'Gator: repairs not listed', text, ui.ButtonSet.OK);
}

type NewBattleRepairs =
  | {
      readonly ok: true;
      /** The Mechs, Equipment and Repairs tabs as the new battle leaves them (absent: unchanged). */
      readonly updates: Record<string, Grid>;
      /** What was repaired and what it cost, for the message and the Record; undefined when nothing was. */
      readonly repaired?: string;
      /** The bins refilled as ticked and those carried over; undefined without a Repairs tab or when `full`. */
      readonly rearm?: Rearming;
    }
  | { readonly ok: false; readonly problems: readonly Problem[] };

/**
 * The new battle's repairs, on top of `planned` (the tabs as the new battle writes them so far). Without a Repairs
 * tab, nothing (a full repair, and every bin refilled, are already in `planned`). With one: every line when `full`,
 * else the ticked lines — a ticked bin refilled to `fullBin`'s shots, an unticked one carried over — mended; what it
 * cost; and the tab listing what carries over. A bad price, or a ticked mech whose record cannot be read, refuses the
 * new battle.
 */
export function newBattleRepairs(
  before: Tabs,
  planned: Record<string, Grid>,
  full: boolean,
  fullBin: FullBin,
): NewBattleRepairs {
  const old = findTab(before, TAB.repairs);
  if (!old) return { ok: true, updates: {} };
  const problems = new SheetProblems();
  const prices = readPrices(before, problems);
  const ticked = tickedRepairs(before, problems);
  const readErrors = new SheetProblems();
  const all = repairLines(before, readErrors, fullBin);
  const chosen = full ? all : all.filter((l) => ticked.has(repairKey(l.mech, l.repair)));
  if (!full && ticked.size > 0) problems.list.push(...readErrors.list);
  if (problems.list.length > 0) return { ok: false, problems: problems.list };
  const grids: Record<string, Grid> = {};
  for (const tab of [TAB.mechs, TAB.equipment]) {
    const grid = planned[tab] ?? findTab(before, tab);
    if (grid) grids[tab] = grid.map((row) => row.slice());
  }
  if (!full) mendLines(grids, chosen, all);
  const left: RepairLine[] = full ? [] : repairLines({ ...before, ...grids }, new SheetProblems(), fullBin);
  return {
    ok: true,
    updates: { ...grids, [TAB.repairs]: repairsGrid(old, left, prices) },
    repaired: chosen.length > 0 ? repairedText(chosen, prices) : undefined,
    ...(full
      ? {}
      : {
          rearm: {
            refilled: chosen.filter((l) => l.kind === 'ammo').length,
            carried: left.filter((l) => l.kind === 'ammo').map(carriedBin),
          },
        }),
  };
}

/** `Rifleman's Ammo (AC/5) (RT), 9 of 20 shots left`: a bin carried over below full. */
function carriedBin(l: RepairLine): string {
  return `${l.mech}'s ${binOf(l)}, ${l.repair.slice(binOf(l).length + 2)}`;
}
