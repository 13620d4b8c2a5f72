// Where the sidebar's select button takes the GM for a problem (src/table/locate.ts): a movement problem on the
// Mechs column it is about, and a problem naming a whole row (`Mechs!1:1`) on that row's first cell — or nowhere,
// when its cell is no row of a tab.
import { describe, expect, it } from 'vitest';
import { demoTabs } from '../../src/sheet/setup/demo';
import { problemCell, sheetIndex } from '../../src/table/locate';

const index = sheetIndex(demoTabs());

/** The cell selected for a problem `code` about the Griffin (Mechs row 2). */
function griffin(code: string): string | undefined {
  return problemCell({ code, mech: 'Griffin', message: `Griffin: ${code}` }, index);
}

/** The cell selected for a sheet problem whose message starts with `cell`. */
function sheetCell(cell: string): string | undefined {
  return problemCell({ code: 'sheet/x', message: `${cell}: something is wrong`, cell }, index);
}

describe("R-4.2: every outflank problem lands on the Griffin's Outflank cell (Mechs!S2)", () => {
  it.each(['outflank/not_enemy', 'outflank/unknown_mech', 'outflank/target_destroyed'])('%s', (code) => {
    expect(griffin(code)).toBe('Mechs!S2');
  });
});

describe('R-2: a move problem lands on Move to (Mechs!Q2) when it is about where the mech goes, else on Move (P2)', () => {
  it.each(['move/off_map', 'move/no_path', 'move/blocked', 'move/occupied', 'move/jump_in_place', 'move/no_position'])(
    '%s is about the destination: Move to',
    (code) => {
      expect(griffin(code)).toBe('Mechs!Q2');
    },
  );

  it.each(['move/shutdown', 'move/prone', 'move/no_jump_jets'])('%s is about how it moves: Move', (code) => {
    expect(griffin(code)).toBe('Mechs!P2');
  });

  it("only a code that starts with move/ or outflank/ is a movement problem: a code with 'move/' inside stays on the Name cell", () => {
    expect(griffin('heat/remove/sinks')).toBe('Mechs!A2');
  });
});

describe('a problem that names a whole row of a tab selects the first cell of that row', () => {
  it('"Mechs!3" and "Mechs!3:3" select Mechs!A3', () => {
    expect(sheetCell('Mechs!3')).toBe('Mechs!A3');
    expect(sheetCell('Mechs!3:3')).toBe('Mechs!A3');
  });

  it('rows past 9 keep every digit: "Attacks!12:12" selects Attacks!A12', () => {
    expect(sheetCell('Attacks!12:12')).toBe('Attacks!A12');
  });

  it('a cell already selectable is kept: Mechs!F2, Mechs!A2:C4', () => {
    expect(sheetCell('Mechs!F2')).toBe('Mechs!F2');
    expect(sheetCell('Mechs!A2:C4')).toBe('Mechs!A2:C4');
  });

  it('a tab named alone, or anything that is not one row, selects nothing', () => {
    for (const cell of ['Rules', 'Mechs!3:', 'Mechs!3x', 'Mechs!Log!3', 'Mechs!12345678'])
      expect({ cell, selected: sheetCell(cell) }).toEqual({ cell, selected: undefined });
  });
});
