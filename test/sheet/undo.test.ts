import { describe, expect, it } from 'vitest';
import type { RangeWrite } from '../../src/sheet/write/cellValue';
import { inputOf, planWrites } from '../../src/sheet/write/cellValue';
import { snapshotFor } from '../../src/sheet/undo/capture';
import { restoreUpdates } from '../../src/sheet/undo/restore';
import { snapshotFromRow, snapshotToRow } from '../../src/sheet/undo/row';
import type { UndoSnapshot } from '../../src/sheet/undo/snapshot';
import { battleToTabUpdates } from '../../src/sheet/write/battle';
import { cloneBattle, colOf, demo, readOk, set, type Sheets } from './fixtures';

/**
 * Just enough of a spreadsheet to check "byte for byte": each cell has a value and maybe a
 * formula; `setValues` reads a leading apostrophe as "text", `=` as a formula, and turns
 * number-looking or TRUE/FALSE text into numbers and booleans, as Sheets does.
 */
class TinySheet {
  values: Sheets;
  formulas: Record<string, string[][]>;

  constructor(values: Sheets, formulas: Record<string, string[][]> = {}) {
    this.values = JSON.parse(JSON.stringify(values));
    this.formulas = JSON.parse(JSON.stringify(formulas));
  }

  apply(writes: readonly RangeWrite[]): void {
    for (const w of writes) {
      const grid = (this.values[w.tab] = this.values[w.tab] ?? []);
      const fgrid = (this.formulas[w.tab] = this.formulas[w.tab] ?? []);
      inputOf(w).forEach((line, i) =>
        line.forEach((v, j) => {
          const r = w.row - 1 + i;
          const c = w.column - 1 + j;
          while (grid.length <= r) grid.push([]);
          while (fgrid.length <= r) fgrid.push([]);
          const oldFormula = fgrid[r][c] ?? '';
          let value: unknown = v;
          let formula = '';
          if (typeof v === 'string' && v.startsWith("'")) value = v.slice(1);
          else if (typeof v === 'string' && v.startsWith('=')) {
            formula = v;
            value = v === oldFormula ? grid[r][c] : `#calc ${v}`;
          } else if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) value = Number(v);
          else if (typeof v === 'string' && /^(true|false)$/i.test(v)) value = v.toLowerCase() === 'true';
          while (grid[r].length <= c) grid[r].push('');
          while (fgrid[r].length <= c) fgrid[r].push('');
          grid[r][c] = value;
          fgrid[r][c] = formula;
        }),
      );
    }
  }

  /** Values with rows and columns padded to the same width, as getValues gives them. */
  snapshotOf(tab: string, width: number): { values: unknown[][]; formulas: string[][] } {
    const pad = <T>(row: T[] | undefined, fill: T): T[] =>
      Array.from({ length: width }, (_, i) => (row && i < row.length ? row[i] : fill));
    const height = Math.max(this.values[tab]?.length ?? 0, this.formulas[tab]?.length ?? 0);
    return {
      values: Array.from({ length: height }, (_, r) => pad(this.values[tab]?.[r], '' as unknown)),
      formulas: Array.from({ length: height }, (_, r) => pad(this.formulas[tab]?.[r], '')),
    };
  }
}

/** A demo campaign with the awkward cells a GM's sheet really has. */
function awkwardCampaign(): { tabs: Sheets; formulas: Record<string, string[][]> } {
  const tabs = demo();
  // Text that looks like other things, in a column of the GM's own inside the write rectangle.
  tabs.Mechs = tabs.Mechs.map((row, r) => [
    ...row.slice(0, 16),
    r === 0 ? 'Notes' : ['', '=not run', '0042', "'quoted", 'TRUE'][r],
    ...row.slice(16),
  ]);
  const notes = colOf(tabs, 'Mechs', 'Notes');
  const formulas: Record<string, string[][]> = { Mechs: tabs.Mechs.map((row) => row.map(() => '')) };
  // A real formula beside them, and the Run column computed by a formula.
  const run = colOf(tabs, 'Mechs', 'Run');
  formulas.Mechs[2][run] = '=CEILING(I3*1.5)';
  formulas.Mechs[3][notes] = '=A4&" notes"';
  tabs.Mechs[3][notes] = 'Blackjack notes';
  set(tabs, 'Attacks', 'TN', 2, 8);
  formulas.Attacks = tabs.Attacks.map((row) => row.map(() => ''));
  formulas.Attacks[1][colOf(tabs, 'Attacks', 'TN')] = '=GATOR_TN(A2:G2)';
  return { tabs, formulas };
}

/** A round: damage to the Griffin, the round advanced, and two Log rows appended. */
function resolve(tabs: Sheets, round: number): Record<string, unknown[][]> {
  const battle = cloneBattle(readOk(tabs).battle);
  battle.round = round + 1;
  battle.mechs[0].armor.CT -= 5;
  battle.mechs[0].position = { col: 6, row: 10 + round };
  battle.mechs[1].heat += 3;
  battle.mechs[2].equipment[0].destroyed = true;
  const updates = battleToTabUpdates(tabs, battle);
  updates.Log = [
    ...tabs.Log.map((r) => r.slice()),
    [round, 'attacks', 'Griffin', 'Rifleman', 'attack', '4+5', '8', 'hit', '-5 CT'],
    [round, 'end', '', '', '', '', '', '', '=not a formula'],
  ];
  return updates;
}

describe('Undo: the exact previous values of every range written come back', () => {
  it('restores a round byte for byte: values, text that looks like numbers or formulas, and formulas', () => {
    const { tabs, formulas } = awkwardCampaign();
    const sheet = new TinySheet(tabs, formulas);
    const updates = resolve(tabs, 1);
    const snapshot = snapshotFromRow(snapshotToRow(snapshotFor(tabs, updates, formulas)))!;
    sheet.apply(planWrites(tabs, updates, formulas));
    // The write itself lands as intended: '0610' stays text, the Log's "=not a formula" is text.
    expect(sheet.values.Mechs[1][colOf(tabs, 'Mechs', 'Position')]).toBe('0611');
    expect(sheet.values.Log[2][8]).toBe('=not a formula');
    expect(sheet.formulas.Log[2][8]).toBe('');
    expect(sheet.formulas.Attacks[1][colOf(tabs, 'Attacks', 'TN')]).toBe('=GATOR_TN(A2:G2)');
    // The GM's Notes column lies inside the Mechs rectangle: its text and its formula survive the write.
    const notes = colOf(tabs, 'Mechs', 'Notes');
    expect(sheet.values.Mechs.map((row) => row[notes])).toEqual(tabs.Mechs.map((row) => row[notes]));
    expect(sheet.formulas.Mechs.map((row) => row[notes])).toEqual(formulas.Mechs.map((row) => row[notes]));
    sheet.apply(restoreUpdates(snapshot));
    for (const tab of Object.keys(tabs)) {
      const width = tabs[tab].reduce((w, row) => Math.max(w, row.length), 0);
      const now = sheet.snapshotOf(tab, width);
      expect(now.values.slice(0, tabs[tab].length), tab).toEqual(
        new TinySheet(tabs, formulas).snapshotOf(tab, width).values,
      );
      expect(now.formulas.slice(0, tabs[tab].length), tab).toEqual(
        new TinySheet(tabs, formulas).snapshotOf(tab, width).formulas,
      );
    }
  });

  it('rows a round appended come back blank, and the snapshot says where the tab ended', () => {
    const { tabs, formulas } = awkwardCampaign();
    const sheet = new TinySheet(tabs, formulas);
    const updates = resolve(tabs, 1);
    const snapshot = snapshotFor(tabs, updates, formulas);
    sheet.apply(planWrites(tabs, updates, formulas));
    sheet.apply(restoreUpdates(snapshot));
    const log = snapshot.ranges.find((r) => r.tab === 'Log')!;
    expect(log.rowsBefore).toBe(1);
    expect(sheet.values.Log.slice(1).every((row) => row.every((c) => c === ''))).toBe(true);
  });

  it('a second Undo goes back one more round', () => {
    const { tabs, formulas } = awkwardCampaign();
    const sheet = new TinySheet(tabs, formulas);
    const stack: (string | number)[][] = [];
    for (const round of [1, 2]) {
      const before = readBack(sheet);
      const f = sheet.formulas;
      const updates = resolve(before, round);
      stack.push(snapshotToRow(snapshotFor(before, updates, f)));
      sheet.apply(planWrites(before, updates, f));
    }
    expect(readOk(readBack(sheet)).battle.round).toBe(3);
    const last = snapshotFromRow(stack.pop()!)!;
    expect(last.round).toBe(2);
    sheet.apply(restoreUpdates(last));
    expect(readOk(readBack(sheet)).battle.mechs[0].armor.CT).toBe(15);
    sheet.apply(restoreUpdates(snapshotFromRow(stack.pop()!)!));
    const back = readBack(sheet);
    expect(back.Mechs).toEqual(tabs.Mechs);
    expect(back.Attacks).toEqual(tabs.Attacks);
    expect(back.Rules).toEqual(tabs.Rules);
  });

  it('the stored row keeps dates and splits long snapshots over cells', () => {
    const date = new Date(Date.UTC(2025, 4, 1));
    const long = 'x'.repeat(100000);
    const snapshot: UndoSnapshot = {
      version: 1,
      round: 4,
      ranges: [{ tab: 'Log', row: 1, col: 0, values: [[date, long, 5, true, '']], rowsBefore: 1 }],
    };
    const row = snapshotToRow(snapshot);
    expect(row[0]).toBe(4);
    expect(row.length).toBeGreaterThan(3);
    expect(row.slice(1).every((c) => typeof c === 'string' && c.length <= 45000)).toBe(true);
    expect(snapshotFromRow(row)).toEqual(snapshot);
    expect(snapshotFromRow([4, 'not json'])).toBeUndefined();
  });
});

/** The sheet's values as getValues gives them, rows trimmed of trailing padding beyond the header width. */
function readBack(sheet: TinySheet): Sheets {
  const out: Sheets = {};
  for (const tab of Object.keys(sheet.values)) {
    const width = sheet.values[tab][0]?.length ?? 0;
    out[tab] = sheet.values[tab].map((row) =>
      Array.from({ length: Math.max(width, row.length) }, (_, i) => row[i] ?? '').slice(0, Math.max(width, 1)),
    );
  }
  return out;
}
