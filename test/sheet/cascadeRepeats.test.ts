// One mistake on many rows is one problem (src/sheet/read/cascades.ts): the same words in one column, for one mech,
// on several rows are told once at the first's place, naming the rows; a problem of a whole tab or of its header row
// is never grouped; everything else keeps the order it was found in.
import { describe, expect, it } from 'vitest';
import { groupCascades, rowList } from '../../src/sheet/read/cascades';
import type { LocatedProblem } from '../../src/sheet/tab/problems';

const TEXT = 'Status must be OK, Destroyed or Jammed, got "Broke"';

/** The same bad Status on an Equipment row (0-based), as the reader locates it. */
function badStatus(row: number, mech?: string, col = 3, text = TEXT): LocatedProblem {
  return {
    tab: 'Equipment',
    row,
    col,
    text,
    problem: {
      code: 'sheet/bad_choice',
      message: `Equipment!${String.fromCharCode(65 + col)}${row + 1}: ${text}`,
      ...(mech === undefined ? {} : { mech }),
    },
  };
}

describe('the rows a repeated mistake names', () => {
  it('two rows in a row are two rows, not a run; three are a run', () => {
    expect(rowList([1, 2])).toBe('2 and 3');
    expect(rowList([1, 2, 3])).toBe('2–4');
    expect(rowList([1, 2, 3, 5, 6, 9])).toBe('2–4, 6, 7 and 10');
  });
});

describe('the same words in one column for one mech are one problem', () => {
  it('rows running down the column start with the block of cells; the mech is kept', () => {
    expect(groupCascades([badStatus(1, 'Locust'), badStatus(2, 'Locust'), badStatus(3, 'Locust')], [])).toEqual([
      {
        code: 'sheet/bad_choice',
        message: `Equipment!D2:D4: 3 Equipment rows (2–4): ${TEXT}`,
        mech: 'Locust',
      },
    ]);
  });

  it('rows with a gap between them start with the first cell alone', () => {
    // Rows about no mech make a problem about no mech: no mech key at all.
    expect(groupCascades([badStatus(1), badStatus(3)], [])).toStrictEqual([
      { code: 'sheet/bad_choice', message: `Equipment!D2: 2 Equipment rows (2 and 4): ${TEXT}` },
    ]);
  });

  it('other mechs, other columns or other words are other problems, each told as found', () => {
    const found = [
      badStatus(1, 'Locust'),
      badStatus(2, 'Griffin'),
      badStatus(3, 'Locust', 2),
      badStatus(4, 'Locust', 3, 'Status must be OK, Destroyed or Jammed, got "Gone"'),
    ];
    expect(groupCascades(found, [])).toEqual(found.map((p) => p.problem));
  });

  it('the group stands at its first row; problems found between keep their places', () => {
    const other = badStatus(2, 'Griffin');
    const problems = groupCascades([badStatus(1, 'Locust'), other, badStatus(5, 'Locust')], []);
    expect(problems.map((p) => p.message)).toEqual([
      `Equipment!D2: 2 Equipment rows (2 and 6): ${TEXT}`,
      other.problem.message,
    ]);
  });

  it('a problem of a whole tab or of its header row is never grouped', () => {
    const tabWide: LocatedProblem = {
      tab: 'Equipment',
      problem: { code: 'sheet/missing_tab', message: 'Equipment: the tab is missing' },
    };
    const header: LocatedProblem = {
      tab: 'Equipment',
      row: 0,
      col: 3,
      text: 'no column headed "Status"',
      problem: { code: 'sheet/missing_header', message: 'Equipment!1:1: no column headed "Status"' },
    };
    const found = [tabWide, tabWide, header, header];
    expect(groupCascades(found, [])).toEqual(found.map((p) => p.problem));
  });
});

describe('an emptied Mechs tab names every tab whose rows name a mech', () => {
  it('Equipment rows and an Attacks row: each tab counted, the mechs named once each', () => {
    const unknown = (tab: string, row: number, refers: string): LocatedProblem => ({
      tab,
      row,
      col: 0,
      refers,
      problem: { code: 'sheet/unknown_mech', message: `${tab}: ${refers} is not on the Mechs tab` },
    });
    expect(
      groupCascades(
        [unknown('Equipment', 1, 'Atlas'), unknown('Equipment', 2, 'Atlas'), unknown('Attacks', 1, 'Hermes')],
        [],
        'Mechs!A2',
      ),
    ).toEqual([
      {
        code: 'sheet/no_mechs',
        message:
          'Mechs!A2: the Mechs tab has no mech, yet 2 Equipment rows and 1 Attacks row name Atlas and Hermes — fill in the Mechs tab, one row per mech',
      },
    ]);
  });
});
