// One mistake on many rows is one problem (src/sheet/read/cascades.ts): a mech named on rows but not on the Mechs tab
// is told once with its rows, the cells it starts at, and what the GM should do; an emptied Mechs tab is told once
// for every row that names a mech.
import { describe, expect, it } from 'vitest';
import { groupCascades } from '../../src/sheet/read/cascades';
import type { LocatedProblem } from '../../src/sheet/tab/problems';

/** A row naming a mech the Mechs tab does not have, as the Equipment and Attacks reads locate it. */
function unknown(tab: string, row: number, col: number, refers: string, mech?: string): LocatedProblem {
  return {
    tab,
    row,
    col,
    refers,
    problem: {
      code: 'sheet/unknown_mech',
      message: `${tab}: ${refers} is not on the Mechs tab`,
      ...(mech === undefined ? {} : { mech }),
    },
  };
}

const MECHS = ['Griffin', 'Locust', 'Rifleman'];

describe('a mech named on several rows but not on the Mechs tab is one problem', () => {
  it('rows down one column start with the block of cells, so the button selects them all', () => {
    expect(groupCascades([unknown('Equipment', 1, 0, 'Grifin'), unknown('Equipment', 2, 0, 'Grifin')], MECHS)).toEqual([
      {
        code: 'sheet/unknown_mech',
        message:
          'Equipment!A2:A3: 2 Equipment rows (2 and 3) name Grifin, which is not on the Mechs tab — did you mean Griffin? Correct them, or add Grifin to the Mechs tab',
      },
    ]);
  });

  it('rows in different columns start with the first cell alone', () => {
    expect(
      groupCascades([unknown('Attacks', 1, 0, 'Grifin'), unknown('Attacks', 2, 1, 'Grifin')], MECHS).map(
        (p) => p.message,
      ),
    ).toEqual([
      'Attacks!A2: 2 Attacks rows (2 and 3) name Grifin, which is not on the Mechs tab — did you mean Griffin? Correct them, or add Grifin to the Mechs tab',
    ]);
  });

  it('a name close to no mech on the tab asks whether the mech was renamed', () => {
    expect(
      groupCascades([unknown('Equipment', 4, 0, 'Atlas'), unknown('Equipment', 5, 0, 'Atlas')], MECHS).map(
        (p) => p.message,
      ),
    ).toEqual([
      'Equipment!A5:A6: 2 Equipment rows (5 and 6) name Atlas, which is not on the Mechs tab — renamed? Rename them too, or add Atlas to the Mechs tab',
    ]);
  });

  it('the name is the same name in any case and with spaces around it', () => {
    const found = [unknown('Equipment', 1, 0, 'Atlas'), unknown('Equipment', 2, 0, ' atlas ')];
    expect(groupCascades(found, MECHS)).toHaveLength(1);
  });

  it('the problem is about a mech only when every row is about that mech', () => {
    const same = groupCascades(
      [unknown('Equipment', 1, 0, 'Atlas', 'Atlas'), unknown('Equipment', 2, 0, 'Atlas', 'Atlas')],
      MECHS,
    );
    expect(same.map((p) => p.mech)).toEqual(['Atlas']);
    const mixed = groupCascades(
      [unknown('Attacks', 1, 0, 'Atlas', 'Griffin'), unknown('Attacks', 2, 1, 'Atlas', 'Locust')],
      MECHS,
    );
    expect(mixed).toHaveLength(1);
    expect(mixed[0]).not.toHaveProperty('mech');
  });

  it('an unknown-mech problem that names no mech is kept as it was found', () => {
    const bare: LocatedProblem = {
      tab: 'Attacks',
      row: 3,
      col: 1,
      problem: { code: 'sheet/unknown_mech', message: 'Attacks!B4: no mech' },
    };
    expect(groupCascades([bare], MECHS)).toEqual([bare.problem]);
    expect(groupCascades([bare, unknown('Attacks', 1, 0, 'Atlas')], [], 'Mechs!A2').map((p) => p.message)).toEqual([
      'Attacks!B4: no mech',
      'Mechs!A2: the Mechs tab has no mech, yet 1 Attacks row names Atlas — fill in the Mechs tab, one row per mech',
    ]);
  });

  it('with mechs on the Mechs tab, a single unknown name is its own problem, not an emptied tab', () => {
    const one = unknown('Attacks', 1, 0, 'Atlas');
    expect(groupCascades([one], MECHS, 'Mechs!A2')).toEqual([one.problem]);
  });
});

describe('an emptied Mechs tab is one problem naming the mechs the rows name', () => {
  const rows = (names: readonly string[]) => names.map((n, i) => unknown('Equipment', i + 1, 0, n));

  it('six names are all named', () => {
    expect(groupCascades(rows(['A1', 'B1', 'C1', 'D1', 'E1', 'F1']), [], 'Mechs!A2')).toEqual([
      {
        code: 'sheet/no_mechs',
        message:
          'Mechs!A2: the Mechs tab has no mech, yet 6 Equipment rows name A1, B1, C1, D1, E1 and F1 — fill in the Mechs tab, one row per mech',
      },
    ]);
  });

  it('seven names are five and a count', () => {
    expect(
      groupCascades(rows(['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'G1']), [], 'Mechs!A2').map((p) => p.message),
    ).toEqual([
      'Mechs!A2: the Mechs tab has no mech, yet 7 Equipment rows name A1, B1, C1, D1, E1 and 2 more — fill in the Mechs tab, one row per mech',
    ]);
  });

  it("without the Mechs tab's first Name cell to point at, each name is told as usual", () => {
    const found = rows(['Atlas', 'Atlas']);
    expect(groupCascades(found, []).map((p) => p.message)).toEqual([
      'Equipment!A2:A3: 2 Equipment rows (2 and 3) name Atlas, which is not on the Mechs tab — renamed? Rename them too, or add Atlas to the Mechs tab',
    ]);
  });
});
