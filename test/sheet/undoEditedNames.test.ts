// Undo names each cell edited since the write it undoes (docs/undo.md): by its row's key cells, so the GM knows which
// weapon of which mech, and by a fingerprint the confirmed Undo checks the cells against.
import { describe, expect, it } from 'vitest';
import { type EditedCell, editedCells, editsToken } from '../../src/sheet/undo/guard';
import type { UndoSnapshot } from '../../src/sheet/undo/snapshot';

/** A write that jammed an Equipment row's weapon (Status, column D of sheet row 6) whose key cells are `keys`. */
function jammed(keys: unknown[]): UndoSnapshot {
  return {
    version: 1,
    round: 3,
    ranges: [
      {
        tab: 'Equipment',
        row: 5,
        col: 3,
        values: [['OK']],
        rowsBefore: 10,
        guard: {
          header: ['Mech', 'Item', 'Location', 'Status'],
          keyCols: [0, 1, 2],
          keys: [keys],
          nth: [1],
          wrote: [[0, 0, 'Jammed']],
        },
      },
    ],
  };
}

/** The Equipment tab with row 6 as a player left it since. */
function equipmentNow(row: unknown[]) {
  const grid: unknown[][] = [['Mech', 'Item', 'Location', 'Status']];
  for (let r = 1; r < 5; r++) grid.push(['Locust', 'Machine Gun', 'RA', 'OK']);
  grid.push(row);
  return { Equipment: grid };
}

describe('a cell edited since the write is named by its row', () => {
  it('its key cells joined, a blank one left out: "Griffin, Medium Laser"', () => {
    const edited = editedCells(
      jammed(['Griffin', 'Medium Laser', '']),
      equipmentNow(['Griffin', 'Medium Laser', '', 'Destroyed']),
    );
    expect(edited).toEqual([
      {
        tab: 'Equipment',
        row: 5,
        col: 3,
        a1: 'Equipment!D6',
        wrote: 'Jammed',
        now: 'Destroyed',
        before: 'OK',
        rowName: 'Griffin, Medium Laser',
        header: 'Status',
      },
    ]);
  });

  it('every key cell filled: mech, item and location', () => {
    const edited = editedCells(jammed(['Griffin', 'LRM-5', 'LT']), equipmentNow(['Griffin', 'LRM-5', 'LT', 'OK']));
    expect(edited.map((e) => e.rowName)).toEqual(['Griffin, LRM-5, LT']);
  });
});

/** FNV-1a (32 bits) of a text's UTF-16 code units: the fingerprint's hash, written out from its definition. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (const ch of text.split('')) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

const cell = (a1: string, now: unknown): EditedCell => ({
  tab: 'Mechs',
  row: 1,
  col: 21,
  a1,
  wrote: 7,
  now,
  before: 0,
  rowName: 'Griffin',
  header: 'Heat',
});

describe('the fingerprint of the edited cells', () => {
  it('is their count and the FNV-1a hash of each address with what it holds now, as JSON, in 8 hex digits', () => {
    const edited = [cell('Mechs!V2', 9), cell('Mechs!V3', 'hot')];
    expect(editsToken(edited)).toBe(`2:${fnv1a('[["Mechs!V2",9],["Mechs!V3","hot"]]')}`);
    expect(editsToken([])).toBe('0');
  });

  it('a hash with leading zeros keeps all 8 digits', () => {
    const tokens = Array.from({ length: 64 }, (_, n) => editsToken([cell('Mechs!V2', n)]));
    for (const [n, token] of tokens.entries()) expect(token).toBe(`1:${fnv1a(`[["Mechs!V2",${n}]]`)}`);
    // Some of the 64 hashes start with a zero: the check above holds them to 8 digits too.
    expect(tokens.some((t) => t.startsWith('1:0'))).toBe(true);
  });
});
