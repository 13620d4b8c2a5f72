// Map tab cells at the edges of what the codes allow: a stray character is refused with the code the GM
// most likely meant, levels and depths of two digits are read, and codes run together are not split.
import { describe, expect, it } from 'vitest';
import { parseTerrainCode } from '../../../src/rules/map/terrain';

const VALID =
  ' Valid codes: LW (light woods), HW (heavy woods), LJ / HJ (light / heavy jungle, read as woods), R (rubble), ' +
  'W1, W2, W3 … (water depth), E1, E2, E-1 … (elevation level), F (fire), L (lava); separate several with spaces ' +
  'or commas.';

describe('R-2.4 / R-3.1 a code typed with a stray full stop: did you mean the code?', () => {
  it.each(['LW', 'HW', 'LJ', 'HJ', 'R', 'F', 'L', 'W1', 'W2', 'W3', 'E1', 'E2', 'E3'])('"%s." → %s', (code) => {
    expect(parseTerrainCode(`${code}.`)).toEqual({
      ok: false,
      message: `Unknown terrain code "${code}." in "${code}." — did you mean ${code}?${VALID}`,
    });
  });

  it('a code close to none ends its sentence with a full stop and suggests nothing', () => {
    expect(parseTerrainCode('Swamp')).toEqual({
      ok: false,
      message: `Unknown terrain code "Swamp" in "Swamp".${VALID}`,
    });
  });
});

describe('R-2.4 / R-3.1 water and elevation of two digits, and codes run together', () => {
  it.each([
    ['W10', { water: 10 }],
    ['E10', { elevation: 10 }],
    ['E-12', { elevation: -12 }],
  ])('"%s" is read as %o', (cell, terrain) => {
    expect(parseTerrainCode(cell)).toEqual({ ok: true, terrain });
  });

  it.each(['HW1', 'W1E', 'RW2'])('"%s" is one unknown code, not water hidden in it', (cell) => {
    const read = parseTerrainCode(cell);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(new RegExp(`^Unknown terrain code "${cell}" in "${cell}"`));
  });
});
