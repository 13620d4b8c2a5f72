/**
 * The finished battle's service record (R-16.2–; docs/campaign.md), for Start a new battle: the Log read once,
 * its kills and assists credited (src/log/credits.ts), each pilot's record, status and wounds on the roster, and
 * each mech given its pilot's skills and wounds. What it writes goes into the new battle's one write, so Undo of the
 * new battle takes it back with the rest.
 */
import { creditBattle, type BattleCredits, type CitedRow } from '../../log/credits';
import type { LogRow } from '../../log/rows';
import type { Problem } from '../../rules/model/problem';
import { readAdvancement } from '../../sheet/read/advancement';
import { LOG } from '../../sheet/schema/playTabs';
import { MECHS } from '../../sheet/schema/mechsTab';
import { TAB } from '../../sheet/schema/columns';
import { rosterAfterBattle, type MechService, type PilotCredit } from '../../sheet/setup/rosterAfterBattle';
import { SheetProblems } from '../../sheet/tab/problems';
import { openTab } from '../../sheet/tab/tabReader';
import type { Tabs } from '../../sheet/tab/tabs';
import type { Workbook } from '../../gas/workbook';

export type CampaignCredit =
  | {
      readonly ok: true;
      /** The Pilots and Mechs tabs as the new battle leaves them (empty without a Pilots tab). */
      readonly updates: Record<string, unknown[][]>;
      /** For the GM and the Record: each pilot's battle, every credit citing its Log row. */
      readonly lines: readonly string[];
    }
  | { readonly ok: false; readonly problems: readonly Problem[] };

/** The Log's rows under its header, each with its sheet row, read by header (a GM's column is skipped). */
export function citedLogRows(log: readonly (readonly unknown[])[] | undefined): CitedRow[] {
  const table = log ? openTab({ [TAB.log]: log }, LOG, new SheetProblems(), false) : undefined;
  if (!table) return [];
  const keys = LOG.columns.map((c) => c.key);
  const out: CitedRow[] = [];
  for (let r = 1; r < table.values.length; r++) {
    const cells = keys.map((k) => table.get(r, k));
    out.push({ row: r + 1, log: cells.map((c) => (typeof c === 'number' ? c : String(c))) as unknown as LogRow });
  }
  return out;
}

/** Each mech's kills, assists and damage; a kill of a mech of its own side counts for nobody. */
export function serviceByMech(credits: BattleCredits): Map<string, MechService> {
  const out = new Map<string, { kills: number; assists: number; dealt: number; taken: number }>();
  const of = (mech: string) => {
    let s = out.get(mech);
    if (!s) out.set(mech, (s = { kills: 0, assists: 0, dealt: 0, taken: 0 }));
    return s;
  };
  for (const k of credits.kills) if (k.killer !== undefined && !k.sameSide) of(k.killer).kills++;
  for (const a of credits.assists) of(a.mech).assists++;
  for (const [mech, d] of credits.damage) {
    of(mech).dealt += d.dealt;
    of(mech).taken += d.taken;
  }
  return out;
}

/** Each mech's side on the Mechs tab. */
function sides(before: Tabs): (mech: string) => string | undefined {
  const table = openTab(before, MECHS, new SheetProblems(), false);
  const out = new Map<string, string>();
  if (table)
    for (const r of table.dataRows()) out.set(String(table.get(r, 'name')).trim(), String(table.get(r, 'side')));
  return (mech) => out.get(mech);
}

/**
 * The roster after the battle whose Log is the Log tab (read here, once) and whose end is `before`; `mechsNext` the
 * Mechs tab as the new battle leaves it so far; `archive` the tab the Log will be kept in, for the citations.
 */
export function creditFinishedBattle(
  wb: Workbook,
  before: Tabs,
  mechsNext: unknown[][],
  heal: boolean,
  archive: string,
): CampaignCredit {
  if (!before[TAB.pilots]) return { ok: true, updates: {}, lines: [] };
  const problems = new SheetProblems();
  const advancement = readAdvancement(before, problems);
  if (problems.list.length > 0) return { ok: false, problems: problems.list };
  const credits = creditBattle(citedLogRows(before[TAB.log] ?? wb.readTabs([TAB.log])[TAB.log]), {
    assistDamage: advancement.assistDamage,
    sideOf: sides(before),
  });
  const roster = rosterAfterBattle(before, mechsNext, serviceByMech(credits), advancement, heal);
  if (!roster.ok) return roster;
  return { ok: true, updates: roster.updates, lines: reportLines(roster.credits, roster.returned, credits, archive) };
}

/**
 * `Sir Percival (Griffin): +5 XP, Active; kill Rifleman (Log — battle 1 row 88); assist Locust (row 120)`, a line a
 * pilot, then the destroyed mechs nobody is credited with, and the pilots back from recovering.
 */
function reportLines(
  pilots: readonly PilotCredit[],
  returned: readonly string[],
  credits: BattleCredits,
  archive: string,
): string[] {
  const at = (row: number) => `${archive} row ${row}`;
  const lines = pilots.map((p) => {
    const kills = credits.kills
      .filter((k) => k.killer === p.mech && !k.sameSide)
      .map((k) => `kill ${k.victim} (${at(k.row)})`);
    const assists = credits.assists.filter((a) => a.mech === p.mech).map((a) => `assist ${a.victim} (${at(a.row)})`);
    const damage = `${p.service.dealt} damage dealt, ${p.service.taken} taken`;
    return [`${p.pilot} (${p.mech}): +${p.xp} XP, ${p.status}`, damage, ...kills, ...assists].join('; ');
  });
  for (const k of credits.kills) {
    if (k.killer === undefined) lines.push(`${k.victim}: destroyed by nobody's attack, ${k.how} (${at(k.row)})`);
    else if (k.sameSide) lines.push(`${k.victim}: destroyed by its own side's ${k.killer}, no kill (${at(k.row)})`);
  }
  if (returned.length > 0) lines.push(`Back from recovering, with no wounds: ${returned.join(', ')}`);
  return lines;
}
