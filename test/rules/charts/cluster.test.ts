import { describe, expect, it } from 'vitest';
import { CLUSTER_HITS_TABLE, CLUSTER_SIZES, clusterHits } from '../../../src/rules/charts/cluster';
import { num, section, tables } from './reference';

/** Reference §1 as { size → hits for rolls 2…12 }, read from both printed tables. */
function referenceColumns(): Map<number, number[]> {
  const columns = new Map<number, number[]>();
  const found = tables(section('## 1.')).filter((t) => t.header[0] === '2d6');
  expect(found).toHaveLength(2);
  for (const t of found) {
    expect(t.rows.map((r) => num(r[0]))).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    t.header.slice(1).forEach((size, j) => {
      columns.set(
        num(size),
        t.rows.map((r) => num(r[j + 1])),
      );
    });
  }
  return columns;
}

describe('reference §1: cluster hits table', () => {
  it('has a column for sizes 1–30 and 40, as the reference prints', () => {
    const expected = [...Array.from({ length: 30 }, (_, i) => i + 1), 40];
    expect(CLUSTER_SIZES).toEqual(expected);
    expect([...referenceColumns().keys()].sort((a, b) => a - b)).toEqual(expected);
  });

  it('matches every cell of the reference table', () => {
    for (const [size, hits] of referenceColumns()) {
      const ours = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((roll) => clusterHits(size, roll));
      expect({ size, hits: ours }).toEqual({ size, hits });
    }
  });

  it('R-8.3: LRM-15 rolling 9 lands 12 missiles (seed example)', () => {
    expect(clusterHits(15, 9)).toBe(12);
  });

  it('SRM-6 rolling 8 lands 4 missiles (seed example)', () => {
    expect(clusterHits(6, 8)).toBe(4);
  });

  it('every column is non-decreasing with the roll, at least 1, and full size on 11–12', () => {
    for (const size of CLUSTER_SIZES) {
      const row = CLUSTER_HITS_TABLE[size as keyof typeof CLUSTER_HITS_TABLE];
      expect(row).toHaveLength(11);
      for (let i = 1; i < row.length; i++) expect(row[i]).toBeGreaterThanOrEqual(row[i - 1]);
      expect(row[0]).toBeGreaterThanOrEqual(1);
      expect([clusterHits(size, 11), clusterHits(size, 12)]).toEqual([size, size]);
    }
  });

  it('throws for a size the table lacks or a roll that is not 2–12 (callers validate first)', () => {
    expect(() => clusterHits(35, 7)).toThrow(/size 35/);
    expect(() => clusterHits(0, 7)).toThrow(/size 0/);
    expect(() => clusterHits(5.5, 7)).toThrow(/size 5.5/);
    expect(() => clusterHits(5, 1)).toThrow(/1 is not a 2d6 roll/);
    expect(() => clusterHits(5, 13)).toThrow(/13 is not a 2d6 roll/);
    expect(() => clusterHits(5, 7.5)).toThrow(/not a 2d6 roll/);
  });
});
