/**
 * The TN column of the Attacks tab (docs/sheet-layout.md), computed from the tabs themselves: what the
 * ATTACKTN custom function returns, one cell per attack row.
 */
import type { Problem } from '../rules/model/problem';
import { cellText, isBlank, normalize } from '../sheet/tab/cells';
import { readCampaignParts, type HeldBack } from '../sheet/read/campaign';
import { isHoldFire } from '../sheet/read/attacks';
import { ATTACKS } from '../sheet/schema/playTabs';
import { TAB } from '../sheet/schema/columns';
import { openTab, type TabReader } from '../sheet/tab/tabReader';
import { SheetProblems } from '../sheet/tab/problems';
import type { Tabs } from '../sheet/tab/tabs';
import { attackPreviews } from './preview';
import { lineCell } from './tnCell';
import { givenOrders, movePending } from './orders';

/** Rows below the header holding anything: where a tab that cannot be read says why. */
function filledRows(values: readonly (readonly unknown[])[]): number[] {
  const rows: number[] = [];
  for (let r = 1; r < values.length; r++) if ((values[r] ?? []).some((cell) => !isBlank(cell))) rows.push(r);
  return rows;
}

/** The first problem a held-back attacker or target of the row carries, if any. */
function heldBackProblem(table: TabReader, row: number, heldBack: readonly HeldBack[]): Problem | undefined {
  for (const key of ['attacker', 'target']) {
    const name = normalize(cellText(table.get(row, key)));
    const held = heldBack.find((h) => normalize(h.mech) === name);
    if (held) return held.problem;
  }
  return undefined;
}

/**
 * The TN column of the Attacks tab, computed from the tabs themselves. A line whose
 * cells break a rule or show an error value (`#NAME?`) shows that cell's message; a line whose
 * attacker or target has a problem on its own rows shows that problem; every other line is
 * computed: one typo never blinds the GM. A problem every TN depends on — the
 * Rules, Catalog or Map tab, a missing tab or header — is shown on every line; when the
 * Attacks tab's own header cannot be read, on every filled row (or the first). A line whose attacker has no move
 * yet says its TNs are worked out as if it stands.
 */
export function attackTnColumn(tabs: Tabs): (number | string)[][] {
  const attacks = tabs[TAB.attacks];
  const out: (number | string)[][] = [];
  for (let r = 1; r < attacks.length; r++) out.push(['']);
  const read = readCampaignParts(tabs);
  const table = openTab(tabs, ATTACKS, new SheetProblems(), true);
  if (!table) {
    const why = read.located.find((p) => p.tab === TAB.attacks)?.problem ?? read.blocking;
    const rows = filledRows(attacks);
    if (why && out.length > 0) for (const row of rows.length > 0 ? rows : [1]) out[row - 1] = [why.message];
    return toLastLine(out, attacks);
  }
  const own = new Map<number, string>();
  for (const p of read.located)
    if (p.tab === TAB.attacks && p.row !== undefined && p.row > 0 && !own.has(p.row)) own.set(p.row, p.problem.message);
  const lineOf = new Map<number, number>();
  read.attackRows.forEach((row, line) => lineOf.set(row, line));
  const previews = read.campaign ? attackPreviews(read.campaign) : [];
  const given = givenOrders(tabs);
  for (const row of table.dataRows()) {
    const mine = own.get(row);
    const line = lineOf.get(row);
    const held = read.blocking ?? heldBackProblem(table, row, read.heldBack);
    if (mine !== undefined) out[row - 1] = [mine];
    else if (line !== undefined)
      out[row - 1] = [lineCell(previews[line], !movePending(given(previews[line].attacker)))];
    else if (held) out[row - 1] = [`Fix ${held.message}`];
    // The explicit "I do not attack": no TN to show, and nothing to fix.
    else if (isHoldFire(table.get(row, 'target'))) out[row - 1] = ['Holds fire'];
  }
  return toLastLine(out, attacks);
}

/**
 * The column cut after the tab's last line (a row holding anything), or the last cell it has
 * words for: no blank rows below it, so the array it spills is no longer than the lines — on
 * Google an array's blank cells commonly count for `getLastRow`. At least one cell.
 */
function toLastLine(out: (number | string)[][], attacks: readonly (readonly unknown[])[]): (number | string)[][] {
  let last = filledRows(attacks).pop() ?? 0;
  for (let r = out.length; r > last; r--) {
    if (out[r - 1][0] !== '') {
      last = r;
      break;
    }
  }
  return last === 0 ? [['']] : out.slice(0, last);
}
