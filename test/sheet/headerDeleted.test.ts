// A required header gone from row 1 (src/sheet/tab/headers.ts): where Set up puts it the header cell is blank, so it
// was most likely deleted and the problem names that cell and the header to type back; with nothing to point at it
// names the header row.
import { describe, expect, it } from 'vitest';
import type { TabSpec } from '../../src/sheet/schema/columns';
import { MECHS } from '../../src/sheet/schema/mechsTab';
import { columnLetters } from '../../src/sheet/tab/cells';
import { headerMap } from '../../src/sheet/tab/headers';
import { SheetProblems } from '../../src/sheet/tab/problems';

/** The Mechs tab's row 1 as Set up writes it, with the header at `blank` cleared. */
function headersWithout(blank: number): string[] {
  return MECHS.columns.map((c, i) => (i === blank ? '' : c.header));
}

const firstRequired = MECHS.columns.findIndex((c) => c.required);
const column = MECHS.columns[firstRequired];
const spec: TabSpec = MECHS;

describe('a required header deleted from its place in row 1', () => {
  it('is a problem of that blank cell, naming the header to type back', () => {
    const problems = new SheetProblems();
    expect(headerMap([headersWithout(firstRequired)], spec, problems)).toBeUndefined();
    const cell = `${columnLetters(firstRequired)}1`;
    expect(problems.located).toEqual([
      {
        tab: 'Mechs',
        row: 0,
        col: firstRequired,
        text: `the ${column.header} header is missing (${cell} is blank); type ${column.header} back in row 1 (headers are matched by name, in any order)`,
        problem: {
          code: 'sheet/missing_header',
          message: `Mechs!${cell}: the ${column.header} header is missing (${cell} is blank); type ${column.header} back in row 1 (headers are matched by name, in any order)`,
        },
      },
    ]);
  });

  it('when its place holds another header, the problem is of the whole header row', () => {
    const row = headersWithout(firstRequired);
    row[firstRequired] = 'Notes';
    const problems = new SheetProblems();
    expect(headerMap([row], spec, problems)).toBeUndefined();
    expect(problems.located).toEqual([
      {
        tab: 'Mechs',
        problem: {
          code: 'sheet/missing_header',
          message: `Mechs!1:1: no column headed "${column.header}" (headers are matched by name, in any order)`,
        },
      },
    ]);
  });

  it('a row 1 left all blank names the header row, not a blank cell', () => {
    const problems = new SheetProblems();
    headerMap([MECHS.columns.map(() => '')], spec, problems);
    expect(problems.located.every((p) => p.row === undefined)).toBe(true);
    expect(problems.located[0].problem.message).toBe(
      `Mechs!1:1: no column headed "${column.header}" (headers are matched by name, in any order)`,
    );
  });
});
