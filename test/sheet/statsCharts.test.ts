// The two Stats charts (docs/sheet-layout.md, Stats): damage per round by pilot as columns, luck by pilot as bars, each
// drawing the per-pilot summary with its header row as the series' names, placed four columns past the summary.
import { describe, expect, it } from 'vitest';
import { statsChartPlans } from '../../src/sheet/setup/statsCharts';

describe('the Stats charts draw the per-pilot summary', () => {
  it('a summary in N–P with three pilots: damage from N1:O4, luck from N1:N4 and P1:P4, both anchored at column R', () => {
    expect(statsChartPlans({ col: 13, rows: 4 })).toEqual([
      { title: 'Gator: damage per round by pilot', type: 'COLUMN', ranges: ['N1:O4'], anchorRow: 1, anchorCol: 18 },
      { title: 'Gator: luck by pilot', type: 'BAR', ranges: ['N1:N4', 'P1:P4'], anchorRow: 21, anchorCol: 18 },
    ]);
  });

  it('a summary the GM moved to column B follows it', () => {
    expect(statsChartPlans({ col: 1, rows: 2 }).map((c) => [c.ranges, c.anchorCol])).toEqual([
      [['B1:C2'], 6],
      [['B1:B2', 'D1:D2'], 6],
    ]);
  });
});
