/**
 * Every action of the deadline clock is a row of the Record (docs/fair-play.md): when, who (the
 * GM whose trigger ran it), what it did (Details) and why (Reason) — read back by the sidebar to
 * show what the clock did since the GM last looked.
 */
import { appendRecord, readRecord, stamp } from '../../gas/recordTab';
import type { Services } from '../../gas/services';
import type { Workbook } from '../../gas/workbook';
import { RECORD_EVENT, RECORD_HEADERS, recordTime } from '../../sheet/play/recordTab';
import type { ClockMoment } from './moment';

/** Appends the clock's row: what it did, and why. */
export function recordClock(services: Services, wb: Workbook, m: ClockMoment, did: string, why: string): void {
  appendRecord(services, wb, [
    { ...stamp(services), what: RECORD_EVENT.clock, battle: m.battle, round: m.round, details: did, reason: why },
  ]);
}

/** One thing the clock did, as the sidebar lists it. */
export interface ClockAction {
  readonly when: string;
  readonly did: string;
  readonly why: string;
}

/** The clock's rows of the Record after `since` (milliseconds since 1970), oldest first. */
export function clockActionsSince(wb: Workbook, since: number): ClockAction[] {
  const rows = readRecord(wb);
  const header = (rows[0] ?? []).map((h) => String(h));
  const col = (name: (typeof RECORD_HEADERS)[number]) => {
    const i = header.indexOf(name);
    return i >= 0 ? i : RECORD_HEADERS.indexOf(name);
  };
  const after = recordTime(new Date(since));
  return rows
    .slice(1)
    .filter((r) => r[col('What')] === RECORD_EVENT.clock && String(r[col('When (UTC)')]) > after)
    .map((r) => ({
      when: String(r[col('When (UTC)')]),
      did: String(r[col('Details')] ?? ''),
      why: String(r[col('Reason')] ?? ''),
    }));
}
