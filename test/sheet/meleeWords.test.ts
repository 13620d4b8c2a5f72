// The Melee cell's words: a death from above is typed DFA or spelt out, in any case and spacing.
import { describe, expect, it } from 'vitest';
import { parseMelee } from '../../src/sheet/read/attackCells';

describe('R-12.3: Melee Death from Above', () => {
  it('"DFA", "Death from Above" and "death  FROM above" all read as a death from above', () => {
    for (const typed of ['DFA', 'Death from Above', 'death  FROM above'])
      expect(parseMelee(typed)).toEqual({ kind: 'dfa' });
  });

  it('"Death from" alone is no melee attack', () => {
    expect(parseMelee('Death from')).toBeUndefined();
  });
});

describe('R-12.1: two Fast attacks with the count first', () => {
  it('"2x Fast", "2 x Fast", "2×Fast" and "2X FAST" are two Fast attacks, as "Fast x2" is', () => {
    for (const typed of ['2x Fast', '2 x Fast', '2×Fast', '2X FAST', '2x  fast'])
      expect(parseMelee(typed), typed).toEqual({ kind: 'fast', count: 2 });
  });

  it('"3x Fast" and "x Fast" are no melee attack', () => {
    for (const typed of ['3x Fast', 'x Fast', 'Fast x']) expect(parseMelee(typed), typed).toBeUndefined();
  });
});
