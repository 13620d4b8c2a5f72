// What one edit costs the players' formulas (the fakes' edit-cost probe, src/fakes/formula/editCost.ts):
// which of Gator's custom-function formulas Sheets runs again, and the cells their calls receive —
// counts, not times, on campaigns made by Set up and the library. Sheets makes one server call per
// custom function a formula calls again, each handed all its ranges' cells.
import type { EditCost } from '../src/fakes';
import { ATTACKS } from '../src/sheet/schema/playTabs';
import { MECHS } from '../src/sheet/schema/mechsTab';
import { type } from '../test/server/harness';
import { libraryCampaign, ORDER_CELL, ROLL_CELL } from '../test/server/libraryCampaign';
import type { BenchLine } from './functions';

/** `3 calls, 12,345 cells (ATTACKTN 1 × 5,000; MECHCARDS 1 × 7,345)`. */
function words(cost: EditCost): string {
  const byFn = new Map<string, { calls: number; cells: number }>();
  for (const call of cost.reruns.flatMap((r) => r.calls)) {
    const known = byFn.get(call.fn) ?? { calls: 0, cells: 0 };
    byFn.set(call.fn, { calls: known.calls + 1, cells: known.cells + call.cells });
  }
  const detail = [...byFn]
    .map(([fn, n]) => `${fn} ${n.calls} call${n.calls === 1 ? '' : 's'}, ${n.cells.toLocaleString('en')} cells`)
    .join('; ');
  return `${cost.calls} calls, ${cost.cells.toLocaleString('en')} cells${detail ? ` (${detail})` : ''}`;
}

export function benchEditCost(): BenchLine[] {
  const lines: BenchLine[] = [];
  for (const mechs of [4, 24, 72]) {
    const c = libraryCampaign(mechs);
    const order = c.fake.book.editCost(() => type(c.fake, MECHS, ORDER_CELL, 'Walk'));
    const roll = c.fake.book.editCost(() => type(c.fake, ATTACKS, ROLL_CELL, '7'));
    lines.push({ label: `${mechs} mechs: a Mechs order cell (Move) typed`, value: words(order) });
    lines.push({ label: `${mechs} mechs: a roll typed in the Attacks Roll column`, value: words(roll) });
  }
  return lines;
}
