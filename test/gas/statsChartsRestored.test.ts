// Undo of a new battle puts the Stats tab's charts back (src/gas/statsCharts.ts restoreStatsCharts, docs/campaign.md):
// a chart the battle made is removed, one it redrew gets its old ranges back, one the GM deleted since stays deleted,
// and the GM's own chart is never touched.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';
import { restoreStatsCharts } from '../../src/gas/statsCharts';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

function statsTab() {
  const fake = createFakeServices();
  const sheet = fake.SpreadsheetApp.getActiveSpreadsheet().insertSheet('Stats') as unknown as Sheet;
  sheet.getRange('A1:C5').setValues([
    ['Pilot', 'Dealt', 'Taken'],
    ['Jake', 10, 4],
    ['Ana', 7, 9],
    ['Kell', 3, 2],
    ['Rin', 1, 0],
  ]);
  const insert = (title: string, ranges: string[]) => {
    let b = sheet.newChart().setChartType(fake.Charts.ChartType.BAR);
    for (const a1 of ranges) b = b.addRange(sheet.getRange(a1));
    sheet.insertChart(b.setOption('title', title).setPosition(1, 6, 0, 0).build());
  };
  const charts = () =>
    sheet.getCharts().map((c) => [c.getOptions().get('title'), c.getRanges().map((r) => r.getA1Notation())]);
  return { sheet, insert, charts };
}

describe("Undo of a new battle: the Stats tab's charts as they were", () => {
  it('the redrawn Damage chart gets its old ranges, the Taken chart the battle made goes, the Kills chart the GM deleted is skipped, "Mine" stays', () => {
    const { sheet, insert, charts } = statsTab();
    insert('Mine', ['A1:A5']);
    insert('Damage', ['A1:B5']);
    insert('Taken', ['A1:A5', 'C1:C5']);
    restoreStatsCharts(sheet, [
      { title: 'Kills', ranges: null },
      { title: 'Damage', ranges: ['A1:B3'] },
      { title: 'Taken', ranges: null },
    ]);
    expect(charts()).toEqual([
      ['Mine', ['A1:A5']],
      ['Damage', ['A1:B3']],
    ]);
  });

  it('no Stats tab, or nothing saved: nothing to do', () => {
    const { sheet, insert, charts } = statsTab();
    insert('Damage', ['A1:B5']);
    expect(() => restoreStatsCharts(null, [{ title: 'Damage', ranges: null }])).not.toThrow();
    restoreStatsCharts(sheet, []);
    expect(charts()).toEqual([['Damage', ['A1:B5']]]);
  });
});
