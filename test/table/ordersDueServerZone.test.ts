// Orders due is read on the spreadsheet's wall clock, never the server's (src/table/ordersDue.ts): Apps
// Script runs in the script's own zone, so a spreadsheet zone the runtime does not know is read as UTC — not as
// wherever the server happens to be.
import { afterEach, describe, expect, it } from 'vitest';
import { readOrdersDue } from '../../src/sheet/read/orders';
import { dueInstant } from '../../src/table/ordersDue';

const serverZone = process.env.TZ;

afterEach(() => {
  if (serverZone === undefined) delete process.env.TZ;
  else process.env.TZ = serverZone;
});

describe("R-15.4: a zone no runtime knows is read as UTC, whatever the server's own zone", () => {
  it('on a server in Tokyo (UTC+9), "2026-06-01 20:00" in "Mars/Olympus_Mons" is 20:00 UTC', () => {
    process.env.TZ = 'Asia/Tokyo';
    const due = readOrdersDue('2026-06-01 20:00');
    if (due === null || 'error' in due) throw new Error('not read as a deadline');
    expect(new Date(dueInstant(due, 'Mars/Olympus_Mons')).toISOString()).toBe('2026-06-01T20:00:00.000Z');
  });
});
