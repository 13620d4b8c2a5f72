// Charts embedded in a sheet, as Apps Script shows them (src/fakes/charts.ts): built by a builder, drawn only when
// inserted, changed only by updateChart, owned by their sheet; Charts.ChartType; every call counted.
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../src/fakes';

function sheetOf() {
  const fake = createFakeServices();
  const ss = fake.SpreadsheetApp.getActiveSpreadsheet();
  const sheet = ss.insertSheet('T');
  sheet.getRange('A1:B3').setValues([
    ['Pilot', 'Luck'],
    ['Jake', 1],
    ['Ana', -1],
  ]);
  return { fake, ss, sheet };
}

/** A bar chart of T!A1:B3 titled `title`. */
function barChart(
  sheet: GoogleAppsScript.Spreadsheet.Sheet,
  fake: ReturnType<typeof createFakeServices>,
  title = 'Mine',
) {
  return sheet
    .newChart()
    .setChartType(fake.Charts.ChartType.BAR)
    .addRange(sheet.getRange('A1:B3'))
    .setOption('title', title)
    .setPosition(2, 4, 0, 0)
    .build();
}

// https://developers.google.com/apps-script/reference/spreadsheet/embedded-chart-builder#build()
describe('build() draws nothing: a chart is on the sheet only once insertChart adds it', () => {
  it('a built chart has no id and the sheet no chart; inserted, it has an id and is the sheet’s one chart', () => {
    const { fake, sheet } = sheetOf();
    const chart = barChart(sheet, fake);
    expect(chart.getChartId()).toBeNull();
    expect(sheet.getCharts()).toHaveLength(0);
    sheet.insertChart(chart);
    const [on] = sheet.getCharts();
    expect(sheet.getCharts()).toHaveLength(1);
    expect(on.getChartId()).toEqual(expect.any(Number));
    expect(on.getOptions().get('title')).toBe('Mine');
    expect(on.getRanges().map((r) => r.getA1Notation())).toEqual(['A1:B3']);
    expect([on.getContainerInfo().getAnchorRow(), on.getContainerInfo().getAnchorColumn()]).toEqual([2, 4]);
  });

  it('an option never set reads as null (ChartOptions.get)', () => {
    const { fake, sheet } = sheetOf();
    sheet.insertChart(barChart(sheet, fake));
    expect(sheet.getCharts()[0].getOptions().get('legend')).toBeNull();
  });
});

// https://developers.google.com/apps-script/reference/spreadsheet/embedded-chart-builder#addRange(Range)
describe('addRange: "Does not add the range if it has already been added to the chart"', () => {
  it('the same range twice is one range; a range of another tab of the spreadsheet is kept as given', () => {
    const { fake, ss, sheet } = sheetOf();
    const other = ss.insertSheet('U');
    const chart = sheet
      .newChart()
      .setChartType(fake.Charts.ChartType.COLUMN)
      .addRange(sheet.getRange('A1:B3'))
      .addRange(sheet.getRange('A1:B3'))
      .addRange(other.getRange('C1:C3'))
      .build();
    sheet.insertChart(chart);
    expect(
      sheet
        .getCharts()[0]
        .getRanges()
        .map((r) => `${r.getSheet().getName()}!${r.getA1Notation()}`),
    ).toEqual(['T!A1:B3', 'U!C1:C3']);
  });
});

// https://developers.google.com/apps-script/reference/spreadsheet/embedded-chart#modify()
// https://developers.google.com/apps-script/reference/spreadsheet/sheet#updateChart(EmbeddedChart)
describe('modify(): changes "are not saved until Sheet.updateChart(chart) is called on the rebuilt chart"', () => {
  it('a rebuilt chart leaves the sheet’s chart as it was; updateChart gives it the new ranges, same id, same title', () => {
    const { fake, sheet } = sheetOf();
    sheet.insertChart(barChart(sheet, fake));
    const [on] = sheet.getCharts();
    const rebuilt = on.modify().clearRanges().addRange(sheet.getRange('A1:A3')).build();
    expect(
      sheet
        .getCharts()[0]
        .getRanges()
        .map((r) => r.getA1Notation()),
    ).toEqual(['A1:B3']);
    sheet.updateChart(rebuilt);
    const [after] = sheet.getCharts();
    expect(after.getChartId()).toBe(on.getChartId());
    expect(after.getRanges().map((r) => r.getA1Notation())).toEqual(['A1:A3']);
    expect(after.getOptions().get('title')).toBe('Mine');
    expect(fake.book.sheet('T').getCharts()[0].peekType()).toBe('BAR');
  });

  it('updateChart of a chart never inserted is refused', () => {
    const { fake, sheet } = sheetOf();
    expect(() => sheet.updateChart(barChart(sheet, fake))).toThrow('not on this sheet');
  });
});

// https://developers.google.com/apps-script/reference/spreadsheet/sheet#removeChart(EmbeddedChart)
describe('removeChart removes that chart from its sheet, and no other', () => {
  it('of two charts, the one removed is gone and the other stays', () => {
    const { fake, sheet } = sheetOf();
    sheet.insertChart(barChart(sheet, fake, 'A'));
    sheet.insertChart(barChart(sheet, fake, 'B'));
    sheet.removeChart(sheet.getCharts()[0]);
    expect(sheet.getCharts().map((c) => c.getOptions().get('title'))).toEqual(['B']);
  });
});

// https://developers.google.com/apps-script/reference/spreadsheet/embedded-chart: "Represents a chart that has been
// embedded into a spreadsheet" — it lives on its sheet.
describe('a chart belongs to its sheet: deleting the sheet deletes its charts', () => {
  it('a tab made again under the same name has no chart', () => {
    const { fake, ss, sheet } = sheetOf();
    sheet.insertChart(barChart(sheet, fake));
    ss.insertSheet('Keep');
    ss.deleteSheet(sheet);
    expect(ss.insertSheet('T').getCharts()).toHaveLength(0);
  });

  it('a chart is inserted, updated or removed only on the sheet it was built for', () => {
    const { fake, ss, sheet } = sheetOf();
    expect(() => ss.insertSheet('U').insertChart(barChart(sheet, fake))).toThrow('not on this sheet');
  });
});

// https://developers.google.com/apps-script/reference/charts/chart-type
describe('Charts.ChartType: the reference’s chart types', () => {
  it('COLUMN, BAR, LINE, PIE … and no other', () => {
    const { fake, sheet } = sheetOf();
    expect(Object.keys(fake.Charts.ChartType)).toEqual(
      expect.arrayContaining(['AREA', 'BAR', 'COLUMN', 'LINE', 'PIE', 'SCATTER', 'TABLE', 'HISTOGRAM']),
    );
    expect(() => sheet.newChart().setChartType('DONUT' as never)).toThrow('Invalid argument');
  });
});

// https://developers.google.com/apps-script/reference/spreadsheet/embedded-chart-builder (the builder only assembles)
describe('every chart call is counted; the builder’s are builder calls, insertChart reaches the spreadsheet', () => {
  it('Sheet.newChart and EmbeddedChartBuilder.* are not spreadsheet calls; Sheet.insertChart is', () => {
    const { fake, sheet } = sheetOf();
    const chart = barChart(sheet, fake);
    fake.log.reset();
    sheet.insertChart(chart);
    expect(fake.log.spreadsheetCalls()).toBe(1);
    fake.log.reset();
    barChart(sheet, fake);
    expect(fake.log.count('EmbeddedChartBuilder.build')).toBe(1);
    expect(fake.log.spreadsheetCalls()).toBe(1); // sheet.getRange for the range
  });
});

// https://developers.google.com/apps-script/reference/spreadsheet/protection
describe('a chart is an edit of its sheet: a protection that leaves the user out refuses it', () => {
  it('a player may not insert a chart on a sheet only the GM may edit', () => {
    const fake = createFakeServices({ editors: ['player@example.com'] });
    const ss = fake.SpreadsheetApp.getActiveSpreadsheet();
    const sheet = ss.insertSheet('T');
    sheet.protect().removeEditors(['player@example.com']);
    fake.setUser('player@example.com');
    const chart = sheet.newChart().setChartType(fake.Charts.ChartType.BAR).addRange(sheet.getRange('A1:B2')).build();
    expect(() => sheet.insertChart(chart)).toThrow();
    expect(fake.book.sheet('T').getCharts()).toHaveLength(0);
  });
});
