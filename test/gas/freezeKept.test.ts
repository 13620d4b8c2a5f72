// Set up's freeze of a tab it finds (src/gas/freeze.ts): the header row is frozen when nothing is, a GM's deeper
// freeze of rows is kept, a tab with no name column is frozen at its header only when Set up repaired it, and a
// freeze wider than a phone can spare is brought back to the name column.
import { describe, expect, it } from 'vitest';
import { freezeHeader } from '../../src/gas/freeze';
import { LOG, ROLLS } from '../../src/sheet/schema/playTabs';
import { MECHS } from '../../src/sheet/schema/mechsTab';

type Sheet = Parameters<typeof freezeHeader>[0];

/** A tab frozen at `rows` rows and `columns` columns, each column `width` px wide, as Sheets would keep it. */
function tab(rows: number, columns: number, width = 100) {
  const state = { rows, columns };
  const sheet = {
    getFrozenRows: () => state.rows,
    getFrozenColumns: () => state.columns,
    setFrozenRows: (n: number) => {
      state.rows = n;
    },
    setFrozenColumns: (n: number) => {
      state.columns = n;
    },
    getColumnWidth: () => width,
  } as unknown as Sheet;
  return { sheet, state };
}

const ADDED_A = 'a freeze of column A (Name): the name stays in view while the row scrolls sideways';

describe("a complete Mechs tab frozen short of its Name column is frozen up to it, the GM's rows kept", () => {
  it('nothing frozen: the header row and column A', () => {
    const { sheet, state } = tab(0, 0);
    expect(freezeHeader(sheet, MECHS, { name: 1 }, 'complete')).toEqual({ added: ADDED_A });
    expect(state).toEqual({ rows: 1, columns: 1 });
  });

  it('three rows frozen by the GM: still three', () => {
    const { sheet, state } = tab(3, 0);
    expect(freezeHeader(sheet, MECHS, { name: 1 }, 'complete')).toEqual({ added: ADDED_A });
    expect(state).toEqual({ rows: 3, columns: 1 });
  });
});

describe('a tab with no name column (the Log)', () => {
  it('repaired by Set up: its header row is frozen, no column', () => {
    const { sheet, state } = tab(0, 0);
    expect(freezeHeader(sheet, LOG, {}, 'repaired')).toEqual({});
    expect(state).toEqual({ rows: 1, columns: 0 });
  });

  it('found complete: left as the GM has it', () => {
    const { sheet, state } = tab(0, 4);
    expect(freezeHeader(sheet, LOG, {}, 'complete')).toEqual({});
    expect(state).toEqual({ rows: 0, columns: 4 });
  });
});

describe('a freeze past the name column', () => {
  it('Rolls frozen to column D, 400 px: brought back to column A (For), and said why', () => {
    const { sheet, state } = tab(1, 4);
    expect(freezeHeader(sheet, ROLLS, { for: 1 }, 'complete')).toEqual({
      added:
        'a narrower freeze, column A (For) in place of columns A–D (400 px: more than the 200 px a phone held upright can spare beside the cells typed in)',
    });
    expect(state).toEqual({ rows: 1, columns: 1 });
  });

  it('Rolls frozen to column B, 200 px: a phone can spare it, kept', () => {
    const { sheet, state } = tab(1, 2);
    expect(freezeHeader(sheet, ROLLS, { for: 1 }, 'complete')).toEqual({});
    expect(state).toEqual({ rows: 1, columns: 2 });
  });
});
