// Orders due typed in the hour around a clock change is read in the right hour: the
// spreadsheet's wall clock, on the day it jumps, whatever the zone of the machine.
import { describe, expect, it } from 'vitest';
import { readOrdersDue } from '../../src/sheet/read/orders';
import { dueInstant, dueView } from '../../src/table/ordersDue';

const NEW_YORK = 'America/New_York';

/** The instant of a deadline typed as `text` in a spreadsheet in `zone`, as ISO text (UTC). */
function instantOf(text: string, zone: string): string {
  const due = readOrdersDue(text);
  if (due === null || 'error' in due) throw new Error(`"${text}" was not read as a deadline`);
  return new Date(dueInstant(due, zone)).toISOString();
}

describe('R-15.4 a deadline typed around a clock change is read in the right hour', () => {
  // New York springs forward on Sunday 8 March 2026: 02:00 EST (UTC−5) becomes 03:00 EDT (UTC−4), at 07:00 UTC.
  it('New York, "2026-03-08 03:30": the first half hour of summer time, 03:30 EDT = 07:30 UTC', () => {
    expect(instantOf('2026-03-08 03:30', NEW_YORK)).toBe('2026-03-08T07:30:00.000Z');
  });

  it('and the hours either side of it: 01:30 EST = 06:30 UTC, 04:30 EDT = 08:30 UTC, 03:00 EDT = 07:00 UTC', () => {
    expect(instantOf('2026-03-08 01:30', NEW_YORK)).toBe('2026-03-08T06:30:00.000Z');
    expect(instantOf('2026-03-08 03:00', NEW_YORK)).toBe('2026-03-08T07:00:00.000Z');
    expect(instantOf('2026-03-08 04:30', NEW_YORK)).toBe('2026-03-08T08:30:00.000Z');
  });

  it('the board shows it as typed, "Sun 8 Mar 03:30", and it has passed only from 07:30 UTC', () => {
    const due = readOrdersDue('2026-03-08 03:30');
    if (due === null || 'error' in due) throw new Error('not read');
    const at = Date.UTC(2026, 2, 8, 7, 30);
    expect(dueView(due, NEW_YORK, at - 60_000)).toMatchObject({ at, label: 'Sun 8 Mar 03:30', passed: false });
    expect(dueView(due, NEW_YORK, at)?.passed).toBe(true);
  });

  it('Berlin springs forward on 29 March 2026 (02:00 CET becomes 03:00 CEST, at 01:00 UTC): "2026-03-29 03:30" is 01:30 UTC', () => {
    expect(instantOf('2026-03-29 03:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
  });
});
