import { describe, expect, it } from 'vitest';
import { readCampaign } from '../../src/sheet/read/campaign';
import { MECHS } from '../../src/sheet/schema/mechsTab';
import { wholeRangeText } from '../../src/sheet/tab/rowReader';
import { demo, set } from './fixtures';

// The Mechs tab's whole-number columns that are read (derived Run included: it is checked).
const BOUNDED = MECHS.columns.filter((c) => c.validation.kind === 'whole' && c.role !== 'info');

describe("the reader takes a number column's bounds from the schema, as Set up's number rule does", () => {
  it('covers every whole-number column of Mechs', () => {
    expect(BOUNDED.map((c) => c.key)).toEqual(
      expect.arrayContaining(['gunnery', 'piloting', 'tons', 'walk', 'heat', 'wounds', 'gyroHits', 'armor.HD']),
    );
  });

  it.each(BOUNDED.map((c) => [c.header, c] as const))(
    "%s: one past the schema's bound is refused in the schema's words",
    (header, column) => {
      const v = column.validation;
      if (v.kind !== 'whole') throw new Error('whole columns only');
      const outside = v.max !== undefined ? v.max + 1 : (v.min ?? 0) - 1;
      const read = readCampaign(set(demo(), 'Mechs', header, 2, outside));
      const messages = read.ok ? [] : read.problems.map((p) => p.message);
      expect(
        messages.some((m) => m.includes(`${header} must be ${wholeRangeText(v.min, v.max)}, got ${outside}`)),
      ).toBe(true);
    },
  );
});
