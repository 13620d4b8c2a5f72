// The Stats tab's charts on the sheet (src/gas/statsCharts.ts, docs/campaign.md): Gator's own found by title — only
// the first of a title, never a chart the GM made — and of the planned charts, only those that changed are drawn.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';
import { applyStatsCharts, chartChanges, gatorCharts } from '../../src/gas/statsCharts';
import type { StatsChartPlan } from '../../src/sheet/setup/statsCharts';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

function statsTab() {
  const fake = createFakeServices();
  const sheet = fake.SpreadsheetApp.getActiveSpreadsheet().insertSheet('Stats');
  sheet.getRange('A1:D5').setValues([
    ['Pilot', 'Dealt', 'Luck', 'Taken'],
    ['Jake', 10, 1, 4],
    ['Ana', 7, -1, 9],
    ['Kell', 3, 0, 2],
    ['Rin', 1, 2, 0],
  ]);
  return { fake, sheet: sheet as unknown as Sheet };
}

/** Inserts a chart of `ranges` titled `title` (none when null) on `sheet`. */
function insert(fake: ReturnType<typeof statsTab>['fake'], sheet: Sheet, title: string | null, ranges: string[]) {
  let b = sheet.newChart().setChartType(fake.Charts.ChartType.BAR);
  for (const a1 of ranges) b = b.addRange(sheet.getRange(a1));
  if (title !== null) b = b.setOption('title', title);
  sheet.insertChart(b.setPosition(1, 6, 0, 0).build());
}

const rangesOf = (c: GoogleAppsScript.Spreadsheet.EmbeddedChart) => c.getRanges().map((r) => r.getA1Notation());
const titles = (sheet: Sheet) => sheet.getCharts().map((c) => c.getOptions().get('title'));

const plan = (title: string, ranges: string[], anchorRow = 1): StatsChartPlan => ({
  title,
  type: 'COLUMN',
  ranges,
  anchorRow,
  anchorCol: 6,
});

describe("Gator's charts are found by title, and only Gator's", () => {
  it("the GM's own chart and an untitled one are not Gator's; of two charts of one title, the first is", () => {
    const { fake, sheet } = statsTab();
    insert(fake, sheet, 'Mine', ['A1:A5']);
    insert(fake, sheet, null, ['B1:B5']);
    insert(fake, sheet, 'Damage', ['A1:B5']);
    insert(fake, sheet, 'Damage', ['A1:D5']);
    const found = gatorCharts(sheet, ['Damage', 'Luck']);
    expect([...found.keys()]).toEqual(['Damage']);
    expect(rangesOf(found.get('Damage') as GoogleAppsScript.Spreadsheet.EmbeddedChart)).toEqual(['A1:B5']);
  });
});

describe('what the plans would change, for Undo to keep', () => {
  it('a chart missing is to be made (ranges null); one drawn as planned is no change; one redrawn keeps its old ranges', () => {
    const { fake, sheet } = statsTab();
    insert(fake, sheet, 'Damage', ['A1:B5']);
    insert(fake, sheet, 'Luck', ['A1:A5', 'C1:C5']);
    insert(fake, sheet, 'Taken', ['A1:A5']);
    const found = gatorCharts(sheet, ['Damage', 'Luck', 'Taken', 'Kills']);
    expect(
      chartChanges(found, [
        plan('Damage', ['A1:B5']),
        plan('Luck', ['A1:A5', 'D1:D5']),
        plan('Taken', ['A1:A5', 'D1:D5']),
        plan('Kills', ['A1:B5']),
      ]),
    ).toEqual([
      { title: 'Luck', ranges: ['A1:A5', 'C1:C5'] },
      { title: 'Taken', ranges: ['A1:A5'] },
      { title: 'Kills', ranges: null },
    ]);
  });

  it('every chart drawn as planned: no change at all', () => {
    const { fake, sheet } = statsTab();
    insert(fake, sheet, 'Damage', ['A1:B5']);
    expect(chartChanges(gatorCharts(sheet, ['Damage']), [plan('Damage', ['A1:B5'])])).toEqual([]);
  });
});

describe('only the charts that changed are drawn', () => {
  it('a chart redrawn is updated where it is (no second chart); a plan with no change draws nothing', () => {
    const { fake, sheet } = statsTab();
    insert(fake, sheet, 'Damage', ['A1:B5']);
    const found = gatorCharts(sheet, ['Damage', 'Luck']);
    const plans = [plan('Damage', ['A1:B3']), plan('Luck', ['A1:A5', 'C1:C5'], 19)];
    applyStatsCharts(fake as never, sheet, found, plans, [{ title: 'Damage', ranges: ['A1:B5'] }]);
    expect(titles(sheet)).toEqual(['Damage']);
    expect(rangesOf(sheet.getCharts()[0])).toEqual(['A1:B3']);
  });

  it('a missing chart in the changes is made, with its title and ranges, where the plan puts it', () => {
    const { fake, sheet } = statsTab();
    const plans = [plan('Damage', ['A1:B5']), plan('Luck', ['A1:A5', 'C1:C5'], 19)];
    applyStatsCharts(fake as never, sheet, new Map(), plans, [{ title: 'Luck', ranges: null }]);
    expect(titles(sheet)).toEqual(['Luck']);
    const [luck] = sheet.getCharts();
    expect(rangesOf(luck)).toEqual(['A1:A5', 'C1:C5']);
    expect([luck.getContainerInfo().getAnchorRow(), luck.getContainerInfo().getAnchorColumn()]).toEqual([19, 6]);
  });
});
