/**
 * The menu's Resolve round question: the round, and — when mechs have no
 * orders — who they are and what they will do, so the GM answers knowing whom the round leaves
 * behind. The sidebar asks the same from its board.
 */
import type { CampaignRead, Tabs } from '../../sheet/read/campaign';
import type { Workbook } from '../../gas/workbook';
import { missingOrdersOf, type MissingOrder } from '../../table/orders';
import { problemView } from '../../table/problems';
import { boardOf, waitingText } from './orders';

/** The question, and whether it names mechs without orders (the menu then adds it to the held-back one). */
interface ResolveQuestion {
  readonly text: string;
  readonly waiting: boolean;
  /** The mechs without orders the question names, as Resolve is to be told them when the GM says yes. */
  readonly named: readonly MissingOrder[];
}

/**
 * `Resolve round 2?`, or with orders missing: `Waiting on 2 of 4 — …`, what happens to them, then `Resolve round 2?`.
 */
export function resolveQuestion(wb: Workbook, tabs: Tabs, read: CampaignRead, round: number): ResolveQuestion {
  const board = boardOf(wb, tabs, read, read.problems.map(problemView));
  const waiting = board.waiting;
  if (waiting.length === 0)
    return {
      text: board.allReady ? `All orders are in. Resolve round ${round}?` : `Resolve round ${round}?`,
      waiting: false,
      named: [],
    };
  const who = `Waiting on ${waiting.length} of ${board.entries.length} — ${waitingText(waiting)}.`;
  const named = missingOrdersOf(waiting);
  if (board.missingOrders === 'wait')
    return {
      waiting: true,
      named,
      text: `${who}\n\nThe Rules tab's Missing orders is Wait for the GM: round ${round} is not resolved until every mech has orders. Try anyway?`,
    };
  const when = board.due?.passed
    ? `The deadline (${board.due.label}) has passed: they`
    : board.due
      ? `The deadline is ${board.due.label}. If you resolve now, they`
      : 'If you resolve now, they';
  return {
    waiting: true,
    named,
    text: `${who}\n\n${when} ${board.missingOrders === 'autopilot' ? "stand still and fire on autopilot (the target advisor's first enemy, the weapons that stay cool)" : 'stand still and hold fire'} where they have no orders, and the Log and the forum post say so.\n\nResolve round ${round}?`,
  };
}
