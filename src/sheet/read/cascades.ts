/**
 * One mistake often shows on many rows: a mech renamed on the Mechs tab leaves every Equipment
 * and Attacks row naming it behind (15 rows for the demo's Griffin); an emptied Mechs tab, every
 * one of them (55). The GM gets such repeats as one problem naming its rows. Its message starts
 * with the first cell — or the block of cells, when they follow each other down one column — so
 * the sidebar's button selects them, and the list stays short enough to read.
 */
import type { Problem } from '../../rules/model/problem';
import { nearest } from '../../rules/text/nearest';
import { a1, a1Range } from '../tab/cells';
import type { LocatedProblem } from '../tab/problems';

const UNKNOWN_MECH = 'sheet/unknown_mech';

/** `A`, `A and B`, `A, B and C`. */
function andList(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * Row numbers (0-based in) as the GM counts them, runs joined: `2–16`, `3 and 4`, `3, 5 and 9`, `2–4, 7, 9, 11, 13 and
 * 12 more`.
 */
export function rowList(rows: readonly number[]): string {
  const sorted = Array.from(new Set(rows)).sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    // Two rows side by side read better as `3 and 4` than as a run.
    if (j === i + 1) j = i;
    runs.push(j === i ? String(sorted[i] + 1) : `${sorted[i] + 1}–${sorted[j] + 1}`);
    i = j + 1;
  }
  const SHOWN = 5;
  if (runs.length > SHOWN + 1) return `${runs.slice(0, SHOWN).join(', ')} and ${runs.length - SHOWN} more`;
  return andList(runs);
}

/** `Equipment!A2:A16` when the cells run down one column without a gap, else the first, `Attacks!A3`. */
function cellsOf(group: readonly LocatedProblem[]): string {
  const first = group[0];
  const tab = first.tab;
  const row = first.row as number;
  const col = first.col as number;
  const rows = group.map((p) => p.row as number);
  const oneColumn = group.every((p) => p.col === col);
  const contiguous = rows.every((r, i) => r === row + i);
  return oneColumn && contiguous ? a1Range(tab, row, col, group.length, 1) : a1(tab, row, col);
}

/** The mech all of a group's problems are about, if they share one. */
function sharedMech(group: readonly LocatedProblem[]): { mech?: string } {
  const mech = group[0].problem.mech;
  return mech !== undefined && group.every((p) => p.problem.mech === mech) ? { mech } : {};
}

function rowsWord(tab: string, group: readonly LocatedProblem[]): string {
  const rows = new Set(group.map((p) => p.row));
  return `${rows.size} ${tab} row${rows.size === 1 ? '' : 's'} (${rowList(group.map((p) => p.row as number))})`;
}

/**
 * What the rows should do: name the mech on the tab spelt close to theirs (a typo, or the mech renamed), or be renamed
 * too.
 */
function renameHint(name: string, mechNames: readonly string[]): string {
  const meant = nearest(name, mechNames);
  return meant === undefined ? 'renamed? Rename them too' : `did you mean ${meant}? Correct them`;
}

function unknownMechGroup(group: readonly LocatedProblem[], mechNames: readonly string[]): Problem {
  const name = group[0].refers as string;
  return {
    code: UNKNOWN_MECH,
    message: `${cellsOf(group)}: ${rowsWord(group[0].tab, group)} name ${name}, which is not on the Mechs tab — ${renameHint(name, mechNames)}, or add ${name} to the Mechs tab`,
    ...sharedMech(group),
  };
}

function repeatGroup(group: readonly LocatedProblem[]): Problem {
  return {
    code: group[0].problem.code,
    message: `${cellsOf(group)}: ${rowsWord(group[0].tab, group)}: ${group[0].text}`,
    ...sharedMech(group),
  };
}

/** Every unknown-mech problem, when the Mechs tab has no mech at all: one message for the lot. */
function emptyMechsTab(unknown: readonly LocatedProblem[], firstMechCell: string): Problem {
  const names: string[] = [];
  for (const p of unknown) if (names.indexOf(p.refers as string) < 0) names.push(p.refers as string);
  const tabs: string[] = [];
  for (const p of unknown) if (tabs.indexOf(p.tab) < 0) tabs.push(p.tab);
  const counts = tabs.map((tab) =>
    rowsWord(
      tab,
      unknown.filter((p) => p.tab === tab),
    ).replace(/ \(.*\)$/, ''),
  );
  const shown = names.length > 6 ? `${names.slice(0, 5).join(', ')} and ${names.length - 5} more` : andList(names);
  // One row alone names them; any more rows name them.
  const oneRow = new Set(unknown.map((p) => `${p.tab}\u0000${p.row}`)).size === 1;
  return {
    code: 'sheet/no_mechs',
    message: `${firstMechCell}: the Mechs tab has no mech, yet ${andList(counts)} ${oneRow ? 'names' : 'name'} ${shown} — fill in the Mechs tab, one row per mech`,
  };
}

/**
 * How repeats are told apart: an unknown mech by tab and name, any other problem by its cell's column and its words.
 */
function keyOf(p: LocatedProblem): string | undefined {
  if (p.row === undefined || p.row === 0) return undefined;
  if (p.problem.code === UNKNOWN_MECH && p.refers !== undefined)
    return `${p.tab}\u0000${p.refers.trim().toLowerCase()}`;
  return `${p.tab}\u0000${p.col}\u0000${p.problem.code}\u0000${p.problem.mech ?? ''}\u0000${p.text}`;
}

/**
 * The problems as the GM reads them, in the order found: repeats of one mistake (the same
 * unknown mech, the same words in one column for one mech) as one problem at the first's
 * place. With no mech on the Mechs tab (`mechNames` empty), every reference to a mech becomes
 * one problem at `firstMechCell` (the Mechs tab's first Name cell).
 */
export function groupCascades(
  located: readonly LocatedProblem[],
  mechNames: readonly string[],
  firstMechCell?: string,
): Problem[] {
  const mechsOnTab = mechNames.length;
  const unknown = located.filter((p) => p.problem.code === UNKNOWN_MECH && p.refers !== undefined);
  const emptied = mechsOnTab === 0 && firstMechCell !== undefined && unknown.length > 0;
  const groups = new Map<string, LocatedProblem[]>();
  for (const p of located) {
    const key = keyOf(p);
    if (key === undefined) continue;
    const group = groups.get(key);
    if (group) group.push(p);
    else groups.set(key, [p]);
  }
  const out: Problem[] = [];
  let emptiedShown = false;
  for (const p of located) {
    if (emptied && unknown.indexOf(p) >= 0) {
      if (!emptiedShown) out.push(emptyMechsTab(unknown, firstMechCell as string));
      emptiedShown = true;
      continue;
    }
    const key = keyOf(p);
    const group = key === undefined ? undefined : groups.get(key);
    if (!group || group.length < 2) out.push(p.problem);
    else if (group[0] === p)
      out.push(p.problem.code === UNKNOWN_MECH ? unknownMechGroup(group, mechNames) : repeatGroup(group));
  }
  return out;
}
