import { describe, expect, it } from 'vitest';
import { parseRangeBrackets } from '../../../src/rules/targeting/range';

const brackets = (short: number, medium: number, long: number, minRange = 0) => ({ short, medium, long, minRange });

describe('R-3.2 range brackets as written on a record sheet: short/medium/long, then an optional minimum', () => {
  it.each([
    ['7/14/21', brackets(7, 14, 21)],
    ['  3/6/9  ', brackets(3, 6, 9)],
    ['3 / 6 / 9', brackets(3, 6, 9)],
    ['12/24/36', brackets(12, 24, 36)],
    ['7/14/21 min 6', brackets(7, 14, 21, 6)],
    ['7/14/21, min 6', brackets(7, 14, 21, 6)],
    ['7/14/21,min 6', brackets(7, 14, 21, 6)],
    ['7/14/21 min6', brackets(7, 14, 21, 6)],
    ['7/14/21 min: 6', brackets(7, 14, 21, 6)],
    ['7/14/21 min:6', brackets(7, 14, 21, 6)],
    ['7/14/21 minimum 6', brackets(7, 14, 21, 6)],
    ['7/14/21 MIN 6', brackets(7, 14, 21, 6)],
    ['10/20/30 min 12', brackets(10, 20, 30, 12)],
    ['7/14/21 min 6  ', brackets(7, 14, 21, 6)],
  ])('%s is read', (text, expected) => {
    expect(parseRangeBrackets(text)).toEqual(expected);
  });

  it.each([
    ['x3/6/9', 'a word before the brackets'],
    ['3/6/9x', 'a word after them'],
    ['3x/6/9', 'a word inside them'],
    ['3/6x/9', 'a word after the medium range'],
    ['3/6/9 min 2x', 'a word after the minimum'],
    ['3/6/9 min x 2', 'a word between min and its number'],
    ['3/6/9 minx2', 'a word run into min'],
    ['3/6/9 max 2', 'a maximum, which no weapon has'],
    ['3/6', 'two brackets'],
  ])('%s is not brackets: %s', (text) => {
    expect(parseRangeBrackets(text)).toBeUndefined();
  });
});
