/**
 * The import's last check before writing: the sheet with the new rows must read
 * without any problem it did not already have. Problems already on the sheet (a half-typed
 * order, say) are the round's business and do not stop an import; a new one means the new
 * rows are wrong, and nothing is written.
 */
import type { Problem } from '../../rules/model/problem';
import { readCampaign } from '../../sheet/read/campaign';
import type { Tabs } from '../../sheet/tab/tabs';

function problemsOf(tabs: Tabs): readonly Problem[] {
  const read = readCampaign(tabs);
  return read.ok ? [] : read.problems;
}

/** The problems `readCampaign` finds with `updates` laid over `before` and not without them. */
export function newProblems(before: Tabs, updates: Tabs): Problem[] {
  const old = new Set(problemsOf(before).map((p) => p.message));
  return problemsOf({ ...before, ...updates }).filter((p) => !old.has(p.message));
}
