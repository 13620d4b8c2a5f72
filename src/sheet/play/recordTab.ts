/**
 * The fair-play record (docs/fair-play.md): one row for every resolution of a round, every new
 * battle and every import — and one more for each Undo of them, with who undid it, when and
 * why. Rows are only ever appended: Undo puts the campaign back byte for byte and adds its
 * own row here, so nothing a table saw is ever erased. Pure: the rows and their reading.
 */

export const RECORD_HEADERS = [
  'When (UTC)',
  'Who',
  'What',
  'Battle',
  'Round',
  'Resolution',
  'Dice',
  'Seal',
  'Details',
  'Reason',
] as const;

/** What a row records. */
export const RECORD_EVENT = {
  resolved: 'Round resolved',
  roundUndone: 'Round undone',
  battle: 'New battle',
  battleUndone: 'New battle undone',
  import: 'Import',
  importUndone: 'Import undone',
  /** What the deadline clock did, and why (docs/deadline-clock.md): started, paused, stopped, a reminder, the deadline. */
  clock: 'Deadline clock',
  /** Approve skill steps: the steps granted and the XP spent. */
  steps: 'Skill steps',
  /** Approve skill steps undone: the Pilots cells it wrote back as they were. */
  stepsUndone: 'Skill steps undone',
} as const;

export type RecordEvent = (typeof RECORD_EVENT)[keyof typeof RECORD_EVENT];

export interface RecordEntry {
  /** `2026-12-01 10:05:03`, UTC: one clock for players in every time zone. */
  readonly when: string;
  /** The Google account that did it, or `(unknown)` when Apps Script does not say. */
  readonly who: string;
  readonly what: RecordEvent;
  readonly battle: string;
  readonly round: number;
  /** A round's resolution number: 1, then 2 when it is resolved again after an Undo; '' for the rest. */
  readonly resolution?: number;
  /** The seed, or `typed` when every die was typed by the players. */
  readonly dice?: string;
  /** The seal the round's seed was shown as before the orders, for a sealed round. */
  readonly seal?: string;
  readonly details?: string;
  /** The reason the GM typed in Undo's confirmation. */
  readonly reason?: string;
}

/** The row of an entry, in RECORD_HEADERS order. */
export function recordRow(e: RecordEntry): (string | number)[] {
  return [
    e.when,
    e.who,
    e.what,
    e.battle,
    e.round,
    e.resolution ?? '',
    e.dice ?? '',
    e.seal ?? '',
    e.details ?? '',
    e.reason ?? '',
  ];
}

/** `2026-12-01 10:05:03` for a moment, in UTC. */
export function recordTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** One earlier resolution of a round that was undone, as the record holds it. */
interface UndoneResolution {
  readonly resolution: number;
  readonly reason: string;
}

/** What the record says of a round about to be resolved: its resolution number and the resolutions undone before it. */
interface RoundHistory {
  readonly resolution: number;
  readonly undone: readonly UndoneResolution[];
}

/** The columns of the record's header row (0-based), Gator's order where a header is missing. */
function columnsOf(header: readonly unknown[]): Record<'what' | 'battle' | 'round' | 'resolution' | 'reason', number> {
  const at = (name: string, fallback: number) => {
    const i = header.findIndex((h) => typeof h === 'string' && h.trim().toLowerCase() === name.toLowerCase());
    return i >= 0 ? i : fallback;
  };
  return {
    what: at('What', 2),
    battle: at('Battle', 3),
    round: at('Round', 4),
    resolution: at('Resolution', 5),
    reason: at('Reason', 9),
  };
}

/** The record's history of `round` in `battle`, from the tab's values (header row first). */
export function roundHistory(record: readonly (readonly unknown[])[], battle: string, round: number): RoundHistory {
  const col = columnsOf(record[0] ?? []);
  let resolved = 0;
  const undone: UndoneResolution[] = [];
  for (let r = 1; r < record.length; r++) {
    const row = record[r];
    if (String(row[col.battle] ?? '') !== battle || Number(row[col.round]) !== round) continue;
    if (row[col.what] === RECORD_EVENT.resolved) resolved++;
    if (row[col.what] === RECORD_EVENT.roundUndone)
      undone.push({
        resolution: Number(row[col.resolution]) || undone.length + 1,
        reason: String(row[col.reason] ?? '').trim(),
      });
  }
  return { resolution: resolved + 1, undone };
}

/**
 * The resolution number of the newest resolution of `round` in `battle` (what an Undo of it names); 1 when the record
 * has none.
 */
export function lastResolution(record: readonly (readonly unknown[])[], battle: string, round: number): number {
  return Math.max(1, roundHistory(record, battle, round).resolution - 1);
}

const ORDINAL = ['first', 'second', 'third', 'fourth', 'fifth'];

/** `first`, `second` … `6th`. */
function ordinal(n: number): string {
  return ORDINAL[n - 1] ?? `${n}th`;
}

/** `"wrong target typed"`, or `no reason given`. */
function reasonText(reason: string): string {
  return reason === '' ? 'no reason given' : `"${reason}"`;
}

/**
 * What the round's post header, the Log and the sidebar add for a round resolved again after an
 * Undo: `resolved again; the first resolution was undone: "wrong target typed"`. '' for a first
 * resolution.
 */
export function resolvedAgainText(history: RoundHistory): string {
  if (history.resolution <= 1) return '';
  const undone = history.undone.length > 0 ? history.undone : [{ resolution: history.resolution - 1, reason: '' }];
  const again = history.resolution === 2 ? 'resolved again' : `resolved again (resolution ${history.resolution})`;
  const parts = undone.map((u) => `the ${ordinal(u.resolution)} resolution was undone: ${reasonText(u.reason)}`);
  return `${again}; ${parts.join('; ')}`;
}
