// Adding a mech (an import, the library): its Mechs row takes full structure from the unit, or from its tonnage.
import { describe, expect, it } from 'vitest';
import { findLibraryUnit } from '../../src/rules/data/library';
import { mechRowCells } from '../../src/sheet/setup/unitRows';

describe('full structure of an added mech', () => {
  it('a unit with no structure of its own and a tonnage off the structure table is a bug, named', () => {
    const griffin = findLibraryUnit('GRF-1S');
    if (!griffin) return expect.fail('no Griffin');
    const odd = { ...griffin, tonnage: 57 };
    expect(() =>
      mechRowCells({ name: 'Oddball', unit: odd, side: 'NPC', position: '' }, { gunnery: 4, piloting: 5 }),
    ).toThrow('no internal structure for 57 tons');
  });
});
