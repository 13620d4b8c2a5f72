import { BATTLE_MARK, IMPORT_MARK, STEPS_MARK } from './stack';
import type { UndoSnapshot } from './snapshot';

/** Most characters a cell holds (Sheets allows 50,000). */
const CELL_LIMIT = 45000;

/**
 * A snapshot as one row of the hidden undo tab: the round (or `Import: …`) in column A, then the JSON in
 * chunks small enough for a cell. Dates survive as `{"$date": milliseconds}`.
 */
export function snapshotToRow(snapshot: UndoSnapshot): (string | number)[] {
  // The replacer only ever changes Dates: without one it is left out, as calling it for every
  // cell of a 72-mech round cost more than the rest of the snapshot.
  const json = mayHoldDate(snapshot) ? JSON.stringify(snapshot, keepDates) : JSON.stringify(snapshot);
  // Column A: the round, read alone by the sidebar (lastSnapshotRound); an import is text, so it is never taken for a
  // round.
  const row: (string | number)[] = [columnAOf(snapshot)];
  for (let i = 0; i < json.length; i += CELL_LIMIT) row.push(json.slice(i, i + CELL_LIMIT));
  return row;
}

/**
 * Column A of a snapshot's row: a round's number; an import's or a new battle's mark and label (text, never taken for a
 * round).
 */
function columnAOf(snapshot: UndoSnapshot): string | number {
  if (snapshot.kind === 'import') return `${IMPORT_MARK}${snapshot.label ?? ''}`;
  if (snapshot.kind === 'battle') return `${BATTLE_MARK}${snapshot.label ?? ''}`;
  if (snapshot.kind === 'steps') return `${STEPS_MARK}${snapshot.label ?? ''}`;
  return snapshot.round;
}

/** The replacer sees a Date already turned to text; `this[key]` is the Date itself. */
function keepDates(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  return raw instanceof Date ? { $date: raw.getTime() } : value;
}

/**
 * Whether `JSON.stringify` could meet a Date in `value`: one is there, or an object whose own
 * `toJSON` may make one. False means `keepDates` would change nothing.
 */
function mayHoldDate(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (value instanceof Date || typeof (value as { toJSON?: unknown }).toJSON === 'function') return true;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (mayHoldDate(value[i])) return true;
    return false;
  }
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) if (mayHoldDate((value as Record<string, unknown>)[keys[i]])) return true;
  return false;
}

/** Reads a row of the undo tab back; undefined when it is not a snapshot. */
export function snapshotFromRow(row: readonly unknown[]): UndoSnapshot | undefined {
  const json = row
    .slice(1)
    .map((c) => (typeof c === 'string' ? c : ''))
    .join('');
  if (json === '') return undefined;
  try {
    const parsed = JSON.parse(json, (_key, value: unknown) => {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const keys = Object.keys(value);
        const ms = (value as { $date?: unknown }).$date;
        if (keys.length === 1 && typeof ms === 'number') return new Date(ms);
      }
      return value;
    }) as UndoSnapshot;
    return parsed && parsed.version === 1 && Array.isArray(parsed.ranges) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
