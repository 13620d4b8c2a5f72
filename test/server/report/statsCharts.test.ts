// The Stats tab's charts (docs/campaign.md, Where a battle's report is kept) through the built bundle on the fakes:
// Start a new battle writes the per-pilot summary beside the table and keeps two charts over it — damage per round
// and luck by pilot — made once, redrawn as the summary grows, a chart of the GM's never touched; Undo of the new
// battle takes back what it did to them.
import { describe, expect, it } from 'vitest';
import type { FakeEmbeddedChart } from '../../../src/fakes/charts';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { PILOT_SUMMARY_HEADER, STATS, STATS_CHART_TITLE } from '../../../src/sheet/schema/statsTab';
import { TAB, headerRow } from '../../../src/sheet/schema/columns';
import { campaign, cell, mechRow, type, type Campaign } from '../harness';

const DAMAGE = STATS_CHART_TITLE.damage;
const LUCK = STATS_CHART_TITLE.luck;

/** The Stats tab's charts as a GM sees them: title, type, ranges, anchor cell. */
function charts(c: Campaign): { title: unknown; type: unknown; ranges: string[]; anchor: [number, number] }[] {
  const sheet = c.fake.book.getSheetByName(TAB.stats);
  return (sheet?.getCharts() ?? []).map((ch: FakeEmbeddedChart) => ({
    title: ch.getOptions().get('title'),
    type: ch.peekType(),
    ranges: ch.peekRanges(),
    anchor: [ch.getContainerInfo().getAnchorRow(), ch.getContainerInfo().getAnchorColumn()],
  }));
}

/** The per-pilot summary's rows, header first: the three columns under `By pilot`. */
function summary(c: Campaign): unknown[][] {
  const rows = c.fake.book.sheet(TAB.stats).peekValues();
  const at = rows[0].indexOf(PILOT_SUMMARY_HEADER[0]);
  return rows.map((r) => r.slice(at, at + 3)).filter((r) => r[0] !== '');
}

/** The demo after one round of Battle 1, then Battle 2 started: the Stats tab made. */
function afterBattle1(): Campaign {
  const c = campaign();
  expect(c.gas.resolveRound(1).ok).toBe(true);
  expect(c.gas.startNewBattle({ repair: false, heal: false }).ok).toBe(true);
  return c;
}

/** Battle 2 fought one round, the Locust driven by a newcomer, then Battle 3 started. */
function afterBattle2(c: Campaign): void {
  type(c.fake, MECHS, cell(MECHS, 'pilot', mechRow(c.fake, 'Locust')), 'Newcomer');
  expect(c.gas.resolveRound(1).ok).toBe(true);
  expect(c.gas.startNewBattle({ repair: false, heal: false }).ok).toBe(true);
}

describe('Start a new battle keeps two charts on the Stats tab: damage per round and luck by pilot', () => {
  it('after Battle 1: a column chart of damage per round and a bar chart of luck, over the summary, right of it', () => {
    const c = afterBattle1();
    const rows = c.fake.book.sheet(TAB.stats).peekValues();
    // The summary one blank column past the table (M), in N–P.
    expect(rows[0].slice(0, STATS.columns.length + 1)).toEqual([...headerRow(STATS), '']);
    expect(rows[0].slice(13, 16)).toEqual([...PILOT_SUMMARY_HEADER]);
    expect(charts(c)).toEqual([
      { title: DAMAGE, type: 'COLUMN', ranges: ['Stats!N1:O5'], anchor: [1, 18] },
      { title: LUCK, type: 'BAR', ranges: ['Stats!N1:N5', 'Stats!P1:P5'], anchor: [21, 18] },
    ]);
  });

  it('the summary is each pilot’s damage dealt over the rounds fought and their luck summed, from the Stats rows', () => {
    const c = afterBattle1();
    afterBattle2(c);
    const rows = c.fake.book.sheet(TAB.stats).peekValues().slice(1);
    const col = (h: string) => headerRow(STATS).indexOf(h);
    const sum = (pilot: string, h: string) =>
      rows.filter((r) => r[col('Pilot')] === pilot).reduce((n, r) => n + Number(r[col(h)]), 0);
    const lines = summary(c).slice(1);
    expect(lines.map((l) => l[0])).toEqual(['Sir Percival', 'Raider Lead', 'Raider Two', 'Raider Scout', 'Newcomer']);
    for (const [pilot, perRound, luck] of lines) {
      expect(perRound, String(pilot)).toBeCloseTo(sum(String(pilot), 'Damage dealt') / sum(String(pilot), 'Rounds'), 2);
      expect(luck, String(pilot)).toBeCloseTo(sum(String(pilot), 'Luck'), 2);
    }
    expect(lines.some((l) => Number(l[1]) > 0)).toBe(true);
  });

  it('after Battle 2: still two charts, their ranges grown to the pilots of both battles, where they were', () => {
    const c = afterBattle1();
    afterBattle2(c);
    expect(charts(c)).toEqual([
      { title: DAMAGE, type: 'COLUMN', ranges: ['Stats!N1:O6'], anchor: [1, 18] },
      { title: LUCK, type: 'BAR', ranges: ['Stats!N1:N6', 'Stats!P1:P6'], anchor: [21, 18] },
    ]);
  });

  it('a chart the GM inserted is never modified or removed, by a new battle or its Undo', () => {
    const c = afterBattle1();
    const stats = c.fake.SpreadsheetApp.getActiveSpreadsheet().getSheetByName(
      TAB.stats,
    ) as GoogleAppsScript.Spreadsheet.Sheet;
    stats.insertChart(
      stats
        .newChart()
        .setChartType(c.fake.Charts.ChartType.LINE)
        .addRange(stats.getRange('B1:B5'))
        .addRange(stats.getRange('F1:F5'))
        .setOption('title', 'My damage chart')
        .setPosition(30, 1, 5, 5)
        .build(),
    );
    const mine = charts(c)[2];
    afterBattle2(c);
    expect(charts(c)).toHaveLength(3);
    expect(charts(c)[2]).toEqual(mine);
    expect(c.gas.undoLast({ kind: 'battle', expected: 'Battle 3' }).ok).toBe(true);
    expect(charts(c)[2]).toEqual(mine);
  });

  it('the summary never writes over a column of the GM’s: it goes one blank column past the last one used', () => {
    const c = campaign();
    expect(c.gas.resolveRound(1).ok).toBe(true);
    const sheet = c.fake.book.insertSheet(TAB.stats);
    sheet.getRange(1, 1, 2, 14).setValues([
      [...headerRow(STATS), 'GM notes', 'More notes'],
      ['Battle 0', 'Griffin', 'Sir Percival', 'PC', 2, 10, 0, 0, 0, 1, 1, 0, 'mine', 'also mine'],
    ]);
    expect(c.gas.startNewBattle({ repair: false, heal: false }).ok).toBe(true);
    const rows = sheet.peekValues();
    expect(rows[1].slice(12, 14)).toEqual(['mine', 'also mine']);
    expect(rows[0][14]).toBe('');
    expect(rows[0].slice(15, 18)).toEqual([...PILOT_SUMMARY_HEADER]);
    expect(charts(c).map((ch) => ch.ranges)).toEqual([['Stats!P1:Q5'], ['Stats!P1:P5', 'Stats!R1:R5']]);
  });
});

describe('the charts’ cost: a new battle reads Gator’s charts once and redraws only what changed', () => {
  it('charts already right: 10 calls to read them (getCharts, each title, each range), none to write', () => {
    const c = afterBattle1();
    expect(c.gas.resolveRound(1).ok).toBe(true);
    c.fake.log.reset();
    expect(c.gas.startNewBattle({ repair: false, heal: false }).ok).toBe(true);
    const calls = c.fake.log.calls;
    const reads = ['Sheet.getCharts', 'EmbeddedChart.getOptions', 'ChartOptions.get', 'EmbeddedChart.getRanges'];
    expect(reads.map((k) => calls[k] ?? 0)).toEqual([1, 2, 2, 2]);
    expect(calls['Range.getA1Notation']).toBe(3);
    expect(['Sheet.insertChart', 'Sheet.updateChart', 'EmbeddedChart.modify'].map((k) => calls[k] ?? 0)).toEqual([
      0, 0, 0,
    ]);
  });
});

describe('Undo of the new battle takes back what it did to the charts (docs/sheet-layout.md, Undo)', () => {
  it('the battle that made the Stats tab: the tab and its charts are gone', () => {
    const c = afterBattle1();
    expect(charts(c)).toHaveLength(2);
    expect(c.gas.undoLast({ kind: 'battle', expected: 'Battle 2' }).ok).toBe(true);
    expect(c.fake.book.getSheetByName(TAB.stats)).toBeNull();
  });

  it('the battle that made the charts on a Stats tab it found: the charts are gone, the tab and its rows stay', () => {
    const c = campaign();
    expect(c.gas.resolveRound(1).ok).toBe(true);
    const sheet = c.fake.book.insertSheet(TAB.stats);
    sheet.getRange(1, 1, 1, 12).setValues([headerRow(STATS)]);
    expect(c.gas.startNewBattle({ repair: false, heal: false }).ok).toBe(true);
    expect(charts(c).map((ch) => ch.title)).toEqual([DAMAGE, LUCK]);
    expect(c.gas.undoLast({ kind: 'battle', expected: 'Battle 2' }).ok).toBe(true);
    expect(charts(c)).toEqual([]);
    expect(sheet.peekValues()[0].slice(0, 12)).toEqual(headerRow(STATS));
  });

  it('the battle that redrew them: their ranges as they were before it, no chart added or lost', () => {
    const c = afterBattle1();
    const before = charts(c);
    afterBattle2(c);
    expect(c.gas.undoLast({ kind: 'battle', expected: 'Battle 3' }).ok).toBe(true);
    expect(charts(c)).toEqual(before);
  });

  it('a new battle failing after its charts were drawn puts the tab back as it was: no chart left', () => {
    const c = campaign();
    expect(c.gas.resolveRound(1).ok).toBe(true);
    const sheet = c.fake.book.insertSheet(TAB.stats);
    sheet.getRange(1, 1, 1, 12).setValues([headerRow(STATS)]);
    // The Log's archiving, after the Stats cells and charts, fails as a busy Google may.
    const log = c.fake.book.sheet(TAB.log) as unknown as Record<string, unknown>;
    log.setName = () => {
      throw new Error('Exception: Service Spreadsheets timed out while accessing document.');
    };
    const r = c.gas.startNewBattle({ repair: false, heal: false });
    delete log.setName;
    expect(r.ok).toBe(false);
    expect(r.problems[0].code).toBe('sheet/write_failed');
    expect(charts(c)).toEqual([]);
    expect(sheet.peekValues()[0].slice(0, 12)).toEqual(headerRow(STATS));
  });
});
