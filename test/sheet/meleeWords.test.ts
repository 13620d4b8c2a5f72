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
