/**
 * Start a new battle, the roster's side (R-16.4, R-16.5; docs/campaign.md): each pilot who fought the finished
 * battle is credited with it — a battle, kills, assists, damage, XP — and leaves it Active with their wounds, Dead,
 * or Recovering; a pilot who sat it out recovering comes back with no wounds. Then every Mechs row whose Pilot is on
 * the roster takes that pilot's Gunnery, Piloting and Wounds: the roster is the one record of a pilot, the Mechs
 * row the battle's copy of it. Pure: tabs in, tabs out; only the schema's columns are written.
 */
import type { Problem } from '../../rules/model/problem';
import { battleXp, type XpRates } from '../../rules/pilot/experience';
import { choice, isBlank } from '../tab/cells';
import { MECH_STATUSES, PILOT_STATUSES } from '../schema/choices';
import { MECHS } from '../schema/mechsTab';
import { PILOTS, ROSTER_STATUSES } from '../schema/pilotsTab';
import { TAB } from '../schema/columns';
import { pilotKey, readRoster, type RecordKey, type RosterPilot, type RosterStatus } from '../play/roster';
import { SheetProblems } from '../tab/problems';
import { openTab, type TabReader } from '../tab/tabReader';
import type { Tabs } from '../tab/tabs';
import { among, num, put } from '../write/put';

type Grid = unknown[][];

/** What one mech did in the battle, as its Log tells (src/log/credits.ts). */
export interface MechService {
  readonly kills: number;
  readonly assists: number;
  readonly dealt: number;
  readonly taken: number;
}

/** One pilot's part in the finished battle, for the new battle's report. */
export interface PilotCredit {
  readonly pilot: string;
  readonly mech: string;
  readonly status: RosterStatus;
  readonly xp: number;
  readonly service: MechService;
}

type RosterUpdate =
  | {
      readonly ok: true;
      /** The Pilots and Mechs tabs as they will be; a tab left out is unchanged. */
      readonly updates: Record<string, Grid>;
      readonly credits: readonly PilotCredit[];
      /** Pilots back from recovering. */
      readonly returned: readonly string[];
    }
  | { readonly ok: false; readonly problems: readonly Problem[] };

const NONE: MechService = { kills: 0, assists: 0, dealt: 0, taken: 0 };

/** how a pilot leaves a battle, from their Mechs row at its end. */
function statusAfter(mechs: TabReader, row: number): RosterStatus {
  const pilot = choice(mechs.get(row, 'pilotStatus'), PILOT_STATUSES) ?? 'Active';
  const mech = choice(mechs.get(row, 'status'), MECH_STATUSES) ?? 'Active';
  if (pilot === 'Dead') return 'Dead';
  if (pilot === 'Out') return 'Recovering';
  if (pilot === 'Unconscious' && (mech === 'Destroyed' || mech === 'Wreck')) return 'Recovering';
  return 'Active';
}

/**
 * The roster after the finished battle, and the Mechs tab (`mechsNext`: as the new battle leaves it so far) with
 * each roster pilot's skills and wounds. `before` is the sheet at the battle's end; `service` what each mech did;
 * `heal`: the GM heals every pilot (wounds 0, but for the dead). No Pilots tab: nothing to do.
 */
export function rosterAfterBattle(
  before: Tabs,
  mechsNext: Grid,
  service: ReadonlyMap<string, MechService>,
  rates: XpRates,
  heal: boolean,
): RosterUpdate {
  const problems = new SheetProblems();
  const roster = readRoster(before, problems);
  const mechs = openTab(before, MECHS, problems, true);
  const pilotsTab = openTab(before, PILOTS, problems, false);
  if (problems.list.length > 0) return { ok: false, problems: problems.list };
  if (!roster || !mechs || !pilotsTab) return { ok: true, updates: {}, credits: [], returned: [] };
  const grid = pilotsTab.values.map((r) => r.slice());
  const set = (p: RosterPilot, key: string, value: string | number, parse: (c: unknown) => unknown) => {
    if (pilotsTab.has(key)) put(grid, p.row, pilotsTab.col(key), value, parse);
  };
  const byKey = new Map(roster.map((p) => [pilotKey(p.name), p]));
  const fought = new Set<string>();
  const credits: PilotCredit[] = [];
  for (const row of mechs.dataRows()) {
    const p = byKey.get(pilotKey(String(mechs.get(row, 'pilot'))));
    if (!p || fought.has(pilotKey(p.name)) || p.status !== 'Active') continue;
    fought.add(pilotKey(p.name));
    const mech = String(mechs.get(row, 'name')).trim();
    const s = service.get(mech) ?? NONE;
    const status = statusAfter(mechs, row);
    const xp = battleXp(rates, { kills: s.kills, assists: s.assists, survived: status !== 'Dead' });
    const wounds = num(0)(mechs.get(row, 'wounds'));
    const record: Record<RecordKey, number> = {
      ...p.record,
      xpEarned: p.record.xpEarned + xp,
      battles: p.record.battles + 1,
      kills: p.record.kills + s.kills,
      assists: p.record.assists + s.assists,
      damageDealt: p.record.damageDealt + s.dealt,
      damageTaken: p.record.damageTaken + s.taken,
    };
    for (const key of Object.keys(record) as RecordKey[]) set(p, key, record[key], num(0));
    set(p, 'xpAvailable', record.xpEarned - record.xpSpent, num(0));
    set(p, 'status', status, among(ROSTER_STATUSES, 'Active'));
    set(p, 'wounds', heal && status !== 'Dead' ? 0 : typeof wounds === 'number' ? wounds : p.wounds, num(0));
    credits.push({ pilot: p.name, mech, status, xp, service: s });
  }
  const returned: string[] = [];
  for (const p of roster) {
    if (fought.has(pilotKey(p.name))) continue;
    // a pilot who sat this battle out recovering is back, with no wounds.
    if (p.status === 'Recovering') {
      set(p, 'status', 'Active', among(ROSTER_STATUSES, 'Active'));
      set(p, 'wounds', 0, num(0));
      returned.push(p.name);
    } else if (heal && p.status !== 'Dead') set(p, 'wounds', 0, num(0));
  }
  const after = readRoster({ [TAB.pilots]: grid }, new SheetProblems()) ?? [];
  return {
    ok: true,
    updates: { [TAB.pilots]: grid, [TAB.mechs]: mechsWithRoster(mechs, mechsNext, after) },
    credits,
    returned,
  };
}

/**
 * The Mechs tab with each row whose Pilot is an Active roster pilot given their Gunnery, Piloting and Wounds
 * (blank skills stay blank: the Rules tab's default), and the pilot in the cockpit (Active, no wake-up round). A row
 * whose pilot is not Active is left as it is: Resolve refuses to field them.
 */
function mechsWithRoster(mechs: TabReader, next: Grid, roster: readonly RosterPilot[]): Grid {
  const grid = next.map((r) => r.slice());
  const byKey = new Map(roster.map((p) => [pilotKey(p.name), p]));
  const set = (row: number, key: string, value: string | number, parse: (c: unknown) => unknown) => {
    if (mechs.has(key)) put(grid, row, mechs.col(key), value, parse);
  };
  const skill = (c: unknown) => (isBlank(c) ? '' : num()(c));
  for (const row of mechs.dataRows()) {
    const p = byKey.get(pilotKey(String(mechs.get(row, 'pilot'))));
    if (!p || p.status !== 'Active') continue;
    set(row, 'gunnery', p.gunnery ?? '', skill);
    set(row, 'piloting', p.piloting ?? '', skill);
    set(row, 'wounds', p.wounds, num(0));
    set(row, 'pilotStatus', 'Active', among(PILOT_STATUSES, 'Active'));
    set(row, 'wakesAfter', '', (c) => (isBlank(c) ? '' : c));
  }
  return grid;
}
