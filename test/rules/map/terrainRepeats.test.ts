// repeating a Map tab code in one cell is harmless; only two codes setting one thing
// differently conflict.
import { describe, expect, it } from 'vitest';
import { parseTerrainCode } from '../../../src/rules/map/terrain';

describe('a code given twice in one cell is read once', () => {
  it.each([
    ['F f', { fire: true }],
    ['L, L', { lava: true }],
    ['R r', { rubble: true }],
    ['F L F L', { fire: true, lava: true }],
  ])('"%s" is %o', (cell, terrain) => {
    expect(parseTerrainCode(cell)).toEqual({ ok: true, terrain });
  });
});
