// The reasons in one TN cell (src/table/tnCell.ts): each reason said once, after every weapon it stops and only
// those; a weapon no target of an `All` line can reach counted with its twins out of range; one reason for all is the
// whole cell, two different ones are each said.
import { describe, expect, it } from 'vitest';
import { lineCell } from '../../src/table/tnCell';
import type { AttackPreview, TnResult, WeaponPreview } from '../../src/table/views';

const tn8: TnResult = {
  ok: true,
  total: 8,
  breakdown: '3 gunnery + 1 ran + 2 target TMM + 2 medium range = 8',
  mode: 'normal',
  rollable: true,
  chance: 15 / 36,
};
const outOfRange: TnResult = { ok: false, code: 'attack/out_of_range', reason: 'Medium Laser is out of range' };
const noShots: TnResult = {
  ok: false,
  code: 'attack/weapon_empty',
  reason: "Griffin's LRM-5: no shots left in its bins (R-19.2)",
};

const weapon = (index: number, name: string, tn: TnResult): WeaponPreview => ({
  index,
  name,
  location: 'RA',
  heat: 3,
  tn,
  freebie: false,
});

function line(weapons: WeaponPreview[], unreachable: string[] = []): AttackPreview {
  return { line: 0, attacker: 'Griffin', target: 'Rifleman', coolDown: false, weapons, unreachable, other: 0 };
}

describe('a reason is said once, after the weapons it stops', () => {
  it('a TN beside a weapon out of range: the TN, then only the weapon out of range before "Out of range"', () => {
    expect(lineCell(line([weapon(0, 'Large Laser', tn8), weapon(1, 'Medium Laser', outOfRange)]))).toBe(
      'Large Laser 8 · Medium Laser Out of range',
    );
  });

  it('two different reasons and no TN: each reason with its own weapons, not one reason for all', () => {
    expect(lineCell(line([weapon(0, 'Medium Laser', outOfRange), weapon(1, 'LRM-5', noShots)]))).toBe(
      "Medium Laser Out of range · LRM-5 Griffin's LRM-5: no shots left in its bins (R-19.2)",
    );
  });
});

describe('a weapon an `All` line cannot bring to bear on any target', () => {
  it('is out of range, counted with a twin on the line out of range: "Medium Laser ×2 Out of range"', () => {
    // The unreachable twin is no freebie, as the one on the line is not: identical weapons with the same reason.
    expect(
      lineCell(line([weapon(0, 'Large Laser', tn8), weapon(1, 'Medium Laser', outOfRange)], ['Medium Laser'])),
    ).toBe('Large Laser 8 · Medium Laser ×2 Out of range');
  });
});
