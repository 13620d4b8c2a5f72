import { describe, expect, it } from 'vitest';
import { internalStructure, STRUCTURE_TONNAGES } from '../../../src/rules/charts/structure';
import { num, section, tableWithHeader } from './reference';

describe('reference §5: internal structure by tonnage', () => {
  const table = tableWithHeader(
    section('## 5.'),
    'Tons',
    'Head',
    'Center Torso',
    'Side Torso (each)',
    'Arm (each)',
    'Leg (each)',
  );

  it('covers 20–100 tons in steps of 5, as the reference does', () => {
    expect(STRUCTURE_TONNAGES).toEqual(Array.from({ length: 17 }, (_, i) => 20 + 5 * i));
    expect(table.rows.map((r) => num(r[0]))).toEqual(STRUCTURE_TONNAGES);
  });

  it('matches every cell; side torso, arm and leg values apply to both sides', () => {
    for (const row of table.rows) {
      const [tons, head, center, side, arm, leg] = row.map(num);
      expect({ tons, structure: internalStructure(tons) }).toEqual({
        tons,
        structure: { HD: head, CT: center, LT: side, RT: side, LA: arm, RA: arm, LL: leg, RL: leg },
      });
    }
  });

  it('the seed Griffin (55 t) has 3/18/13/9/13', () => {
    expect(internalStructure(55)).toEqual({ HD: 3, CT: 18, LT: 13, RT: 13, LA: 9, RA: 9, LL: 13, RL: 13 });
  });

  it('a tonnage outside the table has no structure', () => {
    for (const tons of [0, 10, 15, 57, 105]) expect(internalStructure(tons)).toBeUndefined();
  });

  it('each call returns a fresh record, so a mech can take damage on it', () => {
    const a = internalStructure(20)!;
    a.CT = 0;
    expect(internalStructure(20)!.CT).toBe(6);
  });
});
