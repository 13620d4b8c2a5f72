import { describe, expect, it } from 'vitest';
import { parseHitLocation } from '../../../src/rules/model/location';
import type { HitLocation } from '../../../src/rules/model/location';
import {
  HIT_ARCS,
  type HitArc,
  hitLocation2d6,
  hitLocationTable,
  isThroughArmorCritical,
  meleeHitLocation,
} from '../../../src/rules/charts/hitLocation';
import { num, section, tableWithHeader } from './reference';

const ARC_OF_COLUMN: Record<string, HitArc> = {
  Front: 'front',
  'Left side': 'left',
  'Right side': 'right',
  Rear: 'rear',
};
const ROLLS_2D6 = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** `CT — **TAC**` → the hit and its TAC flag; `RT (rear)` → a rear hit. */
function readCell(cell: string): { hit: HitLocation; tac: boolean } {
  const tac = /\bTAC\b/.test(cell);
  const hit = parseHitLocation(cell.replace(/—.*$/, ''));
  if (!hit) throw new Error(`reference §2a: cannot read "${cell}"`);
  return { hit, tac };
}

describe('reference §2a: standard 2d6 hit location tables', () => {
  const table = tableWithHeader(section('### 2a.'), '2d6', 'Front');

  it('has the four arcs of the reference as columns', () => {
    expect(table.header.slice(1).map((h) => ARC_OF_COLUMN[h])).toEqual(['front', 'left', 'right', 'rear']);
    expect([...HIT_ARCS].sort()).toEqual(['front', 'left', 'rear', 'right']);
  });

  it('matches every cell of the reference table, including which rear hits strike rear armor', () => {
    expect(table.rows.map((r) => num(r[0]))).toEqual(ROLLS_2D6);
    for (const row of table.rows) {
      const roll = num(row[0]);
      table.header.slice(1).forEach((column, j) => {
        const arc = ARC_OF_COLUMN[column];
        expect({ arc, roll, hit: hitLocation2d6(roll, arc) }).toEqual({ arc, roll, hit: readCell(row[j + 1]).hit });
      });
    }
  });

  it('R-9.1: the hit-location roll of 2 (TAC in the reference, on every table) is a critical trigger, no other roll is', () => {
    for (const row of table.rows) {
      const roll = num(row[0]);
      for (const cell of row.slice(1)) expect(isThroughArmorCritical(roll)).toBe(readCell(cell).tac);
    }
    expect(isThroughArmorCritical(2)).toBe(true);
    expect(isThroughArmorCritical(7)).toBe(false);
  });

  it('every 2d6 result 2–12 has a row in each table', () => {
    for (const arc of HIT_ARCS) {
      const t = hitLocationTable(arc);
      expect(
        Object.keys(t)
          .map(Number)
          .sort((a, b) => a - b),
      ).toEqual(ROLLS_2D6);
      for (const roll of ROLLS_2D6) expect(hitLocation2d6(roll, arc)).toBe(t[roll as keyof typeof t]);
    }
  });

  it('R-8.2: only torso rows of the rear table strike rear armor; arms, legs and head there use normal armor', () => {
    for (const arc of HIT_ARCS) {
      for (const roll of ROLLS_2D6) {
        const hit = hitLocation2d6(roll, arc);
        const isTorso = hit.location === 'CT' || hit.location === 'LT' || hit.location === 'RT';
        expect({ arc, roll, rear: hit.rear }).toEqual({ arc, roll, rear: arc === 'rear' && isTorso });
      }
    }
    expect(hitLocation2d6(3, 'rear')).toEqual({ location: 'RA', rear: false });
    expect(hitLocation2d6(12, 'rear')).toEqual({ location: 'HD', rear: false });
    expect(hitLocation2d6(7, 'rear')).toEqual({ location: 'CT', rear: true });
  });

  it('throws for a roll that is not 2–12 (a caller bug)', () => {
    expect(() => hitLocation2d6(1, 'front')).toThrow(/not a 2d6 roll/);
    expect(() => hitLocation2d6(13, 'front')).toThrow(/not a 2d6 roll/);
  });
});

describe('seed "Melee Combat" / R-8.2, R-12.2: 1d6 High and Low tables', () => {
  it('High: 1 RA, 2 RT, 3 CT, 4 LT, 5 LA, 6 HD', () => {
    expect([1, 2, 3, 4, 5, 6].map((r) => meleeHitLocation(r, 'high').location)).toEqual([
      'RA',
      'RT',
      'CT',
      'LT',
      'LA',
      'HD',
    ]);
  });

  it('Low: 1–3 RL, 4–6 LL', () => {
    expect([1, 2, 3, 4, 5, 6].map((r) => meleeHitLocation(r, 'low').location)).toEqual([
      'RL',
      'RL',
      'RL',
      'LL',
      'LL',
      'LL',
    ]);
  });

  it('melee never strikes rear armor', () => {
    for (const angle of ['high', 'low'] as const) {
      for (let r = 1; r <= 6; r++) expect(meleeHitLocation(r, angle).rear).toBe(false);
    }
  });

  it('the seed examples: a High 4 hits the Left Torso, a Low 5 the Left Leg, a Low 3 the Right Leg', () => {
    expect(meleeHitLocation(4, 'high')).toEqual({ location: 'LT', rear: false });
    expect(meleeHitLocation(5, 'low')).toEqual({ location: 'LL', rear: false });
    expect(meleeHitLocation(3, 'low')).toEqual({ location: 'RL', rear: false });
  });

  it('R-12.3: the seed DFA rolls 1, 3, 3, 2, 6 hit Right Arm, Center Torso twice, Right Torso, Head', () => {
    expect([1, 3, 3, 2, 6].map((r) => meleeHitLocation(r, 'high').location)).toEqual(['RA', 'CT', 'CT', 'RT', 'HD']);
  });

  it('throws for a roll that is not 1–6 (a caller bug)', () => {
    expect(() => meleeHitLocation(0, 'high')).toThrow(/not a 1d6 roll/);
    expect(() => meleeHitLocation(7, 'low')).toThrow(/not a 1d6 roll/);
  });
});

describe('hit locations as a GM writes them', () => {
  it('"CTR", "LTR", "RTR" are the torsos\' rear armor; "HDR" is no location (only torsos have a rear)', () => {
    expect(['CTR', 'ltr', ' RTR '].map(parseHitLocation)).toEqual([
      { location: 'CT', rear: true },
      { location: 'LT', rear: true },
      { location: 'RT', rear: true },
    ]);
    expect(parseHitLocation('HDR')).toBeUndefined();
    expect(parseHitLocation('CTR rear')).toBeUndefined();
  });
});

describe('a hit location asked of a table that does not exist is an error naming it', () => {
  it('an unknown arc, an unknown melee angle, a 1d6 roll of 7', () => {
    expect(() => hitLocationTable('top' as HitArc)).toThrow('hitLocationTable: unknown arc top');
    expect(() => meleeHitLocation(3, 'middle' as Parameters<typeof meleeHitLocation>[1])).toThrow(
      'meleeHitLocation: unknown angle middle',
    );
    expect(() => meleeHitLocation(7, 'high')).toThrow('meleeHitLocation: 7 is not a 1d6 roll');
  });
});
