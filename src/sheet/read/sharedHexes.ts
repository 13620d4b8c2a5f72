import type { Hex } from '../../rules/model/hex';
import { hexLabel } from '../../rules/hex/label';
import { a1 } from '../tab/cells';
import type { SheetProblems } from '../tab/problems';
import type { TabReader } from '../tab/tabReader';

/** Where a Mechs row puts its mech: a mech on the field (not destroyed, or a wreck, R-V.3) with a Position read. */
export interface RowPlace {
  readonly mech: string;
  readonly row: number;
  readonly hex: Hex;
}

/** `A`, `A and B`, `A, B and C`. */
function andList(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The mechs whose Position cells name one hex, each group in Mechs-tab order. */
export function sharedHexes(places: readonly RowPlace[]): RowPlace[][] {
  const byHex = new Map<string, RowPlace[]>();
  for (const p of places) {
    const key = hexLabel(p.hex);
    const here = byHex.get(key);
    if (here) here.push(p);
    else byHex.set(key, [p]);
  }
  return Array.from(byHex.values()).filter((group) => group.length > 1);
}

/**
 * One mech a hex holds at the start of a round too: mechs whose Position cells name the
 * same hex — typed there, or an import or a library insert that put one on the other — are one
 * problem naming every cell and every mech, `Mechs!Q2 and Mechs!Q5: Griffin and Atlas both
 * stand in 0609 — one mech a hex; move one of them`, placed on the first mech's Position
 * cell. It names no mech of its own: it holds back nobody's orders (the map draws every token in
 * the hex), it only stops the round until one of them is moved.
 */
export function reportSharedHexes(table: TabReader, places: readonly RowPlace[], problems: SheetProblems): void {
  const col = table.col('position');
  for (const group of sharedHexes(places)) {
    const cells = andList(group.map((p) => a1(table.name, p.row, col)));
    const names = andList(group.map((p) => p.mech));
    const them = group.length === 2 ? 'both' : 'all';
    const fix = group.length === 2 ? 'move one of them' : 'move all but one of them';
    const text = `${names} ${them} stand in ${hexLabel(group[0].hex)} — one mech a hex (R-2.8); ${fix}`;
    // The message starts with every cell, not the first alone: SheetProblems.cell would name one.
    const problem = { code: 'sheet/shared_hex', message: `${cells}: ${text}` };
    problems.list.push(problem);
    problems.located.push({ problem, tab: table.name, row: group[0].row, col, text });
  }
}
