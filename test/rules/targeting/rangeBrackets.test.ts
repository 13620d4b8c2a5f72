import { describe, expect, it } from 'vitest';
import { parseRangeBrackets } from '../../../src/rules/targeting/range';

describe('R-3.2 range brackets written short/medium/long must increase strictly from at least 1', () => {
  it('the smallest brackets that increase are read', () => {
    expect(parseRangeBrackets('1/2/3')).toEqual({ short: 1, medium: 2, long: 3, minRange: 0 });
  });

  it.each([
    ['0/2/3', 'a short range of 0'],
    ['3/3/9', 'medium no longer than short'],
    ['3/6/6', 'long no longer than medium'],
    ['4/2/9', 'medium shorter than short, long still the longest'],
    ['3/6/4', 'long shorter than medium'],
    ['0/9/3', 'short 0 and long shorter than medium'],
  ])('%s is refused: %s', (text) => {
    expect(parseRangeBrackets(text)).toBeUndefined();
  });
});
