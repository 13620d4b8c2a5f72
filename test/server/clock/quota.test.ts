// The deadline clock against Google's quotas (docs/deadline-clock.md, Limits), through the BUILT
// bundle: its one trigger runs 96 times a day, and a run with nothing to do reads only the clock's
// state and the Rules tab — what keeps 96 runs a day a small share of a consumer account's 90
// minutes of trigger run time.
import { describe, expect, it } from 'vitest';
import { cellsRead, reset } from '../harness';
import { HOUR, playersCampaign, runErrors } from './clockHarness';

describe('Quotas: 96 runs a day, each idle one a few calls', () => {
  it('every 15 minutes: 96 runs in 24 hours, none failing', () => {
    const c = playersCampaign();
    c.gas.startDeadlineClock();
    const runs = c.fake.advanceClock(24 * HOUR);
    expect(runs).toHaveLength(96);
    expect(runErrors(runs)).toEqual([]);
  });

  it("a run with nothing to do: the clock's state, who runs it, the Rules tab and its time zone — 9 calls, nothing written", () => {
    const c = playersCampaign();
    c.gas.startDeadlineClock();
    reset(c.fake);
    expect(c.fake.advanceClock(15 * 60_000)).toHaveLength(1);
    expect(c.fake.log.calls).toEqual({
      'PropertiesService.getDocumentProperties': 1,
      'Properties.getProperty': 1,
      'Session.getEffectiveUser': 1,
      'User.getEmail': 1,
      'SpreadsheetApp.getActiveSpreadsheet': 1,
      'Spreadsheet.getSheetByName': 1,
      'Sheet.getDataRange': 1,
      'Range.getValues': 1,
      'Spreadsheet.getSpreadsheetTimeZone': 1,
    });
    expect(cellsRead(c.fake)).toBe(
      c.fake.book.sheet('Rules').getDataRange().getNumRows() *
        c.fake.book.sheet('Rules').getDataRange().getNumColumns(),
    );
  });
});
