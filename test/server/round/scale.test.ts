// The number of service calls does not grow with the number of mechs: one read and at most
// one write per tab, plus the log.
import { describe, expect, it } from 'vitest';
import { scaledCampaign } from '../scaled';

describe('Service calls of a round do not grow with the number of mechs', () => {
  // Bounds by tab, not by mech: 8 tabs read (the Pilots tab, R-16.5, among them); at most Mechs, Equipment (a bin's
  // shots, R-19.1, change whenever a weapon fed by bins fires), Attacks and Rules written, plus the log, the undo row
  // and the Record's row; a sheet grown at most once each for those two.
  const BOUNDS: Record<string, number> = {
    'Range.getValues': 8,
    'Range.getFormulas': 4,
    'Range.setValues': 7,
    'Sheet.insertRowsAfter': 2,
    'Sheet.getRange': 7,
  };

  it.each([8, 24, 72])('%i mechs: every call within the per-tab bounds, the total within 4 of a 4-mech round', (n) => {
    const small = scaledCampaign(4);
    expect(small.gas.resolveRound(1).ok).toBe(true);
    const big = scaledCampaign(n);
    const r = big.gas.resolveRound(1);
    expect(r.ok).toBe(true);
    expect(r.report.summary.length).toBe(n);
    // One read a tab, the Pilots tab among them.
    expect(big.fake.log.calls['Range.getValues']).toBe(8);
    for (const key of Object.keys(BOUNDS)) expect(big.fake.log.calls[key] ?? 0, key).toBeLessThanOrEqual(BOUNDS[key]);
    expect(big.fake.log.total).toBeLessThanOrEqual(small.fake.log.total + 4);
  });
});
