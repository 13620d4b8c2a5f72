/**
 * Reading the Pilots tab (R-16.1): the roster, one pilot a row, each bad cell a problem naming its cell and what
 * was expected. A campaign without the tab has no roster: its Mechs rows' pilots are read from the Mechs tab as
 * before, and Set up campaign makes the tab from them (docs/campaign.md).
 */
import { choice, describeGot, normalize, orList } from '../tab/cells';
import { PILOTS, ROSTER_STATUSES, STEP_CHOICES } from '../schema/pilotsTab';
import { RowReader } from '../tab/rowReader';
import type { SheetProblems } from '../tab/problems';
import { openTab } from '../tab/tabReader';
import type { Tabs } from '../tab/tabs';

export type RosterStatus = (typeof ROSTER_STATUSES)[number];
export type SkillStep = (typeof STEP_CHOICES)[number];

/** The numbers of a pilot's service record, by schema key of the Pilots tab. */
export const RECORD_KEYS = [
  'xpEarned',
  'xpSpent',
  'battles',
  'kills',
  'assists',
  'damageDealt',
  'damageTaken',
] as const;
export type RecordKey = (typeof RECORD_KEYS)[number];

/** One pilot of the roster, as the Pilots tab holds them. */
export interface RosterPilot {
  /** 0-based row of the Pilots tab's values. */
  readonly row: number;
  readonly name: string;
  /** Blank = the Rules tab's default. */
  readonly gunnery: number | undefined;
  readonly piloting: number | undefined;
  readonly wounds: number;
  readonly status: RosterStatus;
  readonly record: Readonly<Record<RecordKey, number>>;
  readonly stepAsked: SkillStep | undefined;
}

/** The key a pilot's name is matched by: case and surrounding spaces do not matter. */
export function pilotKey(name: string): string {
  return normalize(name);
}

/**
 * The roster, or undefined when the campaign has no Pilots tab. Rows with a problem are left out (the problem says
 * why); a name used twice is a problem on its second row.
 */
export function readRoster(tabs: Tabs, problems: SheetProblems): RosterPilot[] | undefined {
  const table = openTab(tabs, PILOTS, problems, false);
  if (!table) return undefined;
  const out: RosterPilot[] = [];
  const seen = new Map<string, number>();
  for (const row of table.dataRows()) {
    const r = new RowReader(table, row, problems);
    if (r.reportErrors()) continue;
    const name = r.requiredText('name');
    if (name === undefined) continue;
    const before = seen.get(pilotKey(name));
    if (before !== undefined) {
      r.report(
        'name',
        'duplicate_pilot',
        `the pilot ${name} is on the roster twice (also on row ${before + 1}); keep one`,
      );
      continue;
    }
    seen.set(pilotKey(name), row);
    const count = problems.list.length;
    const status = pick(r, 'status', ROSTER_STATUSES, 'Active');
    const pilot: RosterPilot = {
      row,
      name,
      gunnery: skill(r, 'gunnery'),
      piloting: skill(r, 'piloting'),
      wounds: r.bounded('wounds', 0) ?? 0,
      status: status ?? 'Active',
      stepAsked: pick(r, 'stepAsked', STEP_CHOICES, undefined),
      record: recordOf(r),
    };
    if (problems.list.length === count) out.push(pilot);
  }
  return out;
}

/** A skill cell: blank = the Rules tab's default (undefined). */
function skill(r: RowReader, key: 'gunnery' | 'piloting'): number | undefined {
  return r.blank(key) ? undefined : r.bounded(key);
}

function recordOf(r: RowReader): Record<RecordKey, number> {
  const out = {} as Record<RecordKey, number>;
  for (const key of RECORD_KEYS) out[key] = r.table.has(key) ? (r.bounded(key, 0) ?? 0) : 0;
  return out;
}

/** A dropdown cell's choice; blank gives `ifBlank`; anything else is a problem naming the choices. */
function pick<T extends string, B extends T | undefined>(
  r: RowReader,
  key: string,
  choices: readonly T[],
  ifBlank: B,
): T | B | undefined {
  if (!r.table.has(key) || r.blank(key)) return ifBlank;
  const found = choice(r.raw(key), choices);
  if (found === undefined)
    r.report(key, 'bad_choice', `${r.label(key)} must be ${orList([...choices])}, got ${describeGot(r.raw(key))}`);
  return found;
}
