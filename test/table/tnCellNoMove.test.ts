// a blank Move is no decision: a TN cell whose numbers could change with where the attacker ends its move says
// they are for a stand; a cell every attack of which is stopped by something else says the same whatever it does.
import { describe, expect, it } from 'vitest';
import { lineCell } from '../../src/table/tnCell';
import type { AttackPreview, TnResult, WeaponPreview } from '../../src/table/views';

const tn8: TnResult = {
  ok: true,
  total: 8,
  breakdown: '3 gunnery + 5 = 8',
  mode: 'normal',
  rollable: true,
  chance: 0.42,
};
const outOfRange: TnResult = { ok: false, code: 'attack/out_of_range', reason: 'Medium Laser is out of range' };
const shutDown: TnResult = { ok: false, code: 'attack/shutdown', reason: 'Griffin is shut down' };

const weapon = (name: string, tn: TnResult): WeaponPreview => ({
  index: 0,
  name,
  location: 'RA',
  heat: 3,
  tn,
  freebie: false,
});

function line(weapons: WeaponPreview[], more: Partial<AttackPreview> = {}): AttackPreview {
  return {
    line: 0,
    attacker: 'Griffin',
    target: 'Rifleman',
    coolDown: false,
    weapons,
    unreachable: [],
    other: 0,
    ...more,
  };
}

describe('R-15.1 a line whose attacker has no move yet', () => {
  it('a TN: "No move yet — if it stands: 8"', () => {
    expect(lineCell(line([weapon('Medium Laser', tn8)]), false)).toBe('No move yet — if it stands: 8');
  });

  it('out of range, which a move could change: said for a stand too', () => {
    expect(lineCell(line([weapon('Medium Laser', outOfRange)]), false)).toBe(
      'No move yet — if it stands: Out of range',
    );
  });

  it('a weapon an All line cannot bring to bear: said for a stand too', () => {
    expect(lineCell(line([], { unreachable: ['PPC'] }), false)).toBe('No move yet — if it stands: Out of range');
  });

  it('every attack stopped by something no move changes (shut down): the reason alone', () => {
    expect(lineCell(line([weapon('Medium Laser', shutDown)]), false)).toBe('Griffin is shut down');
  });

  it('one weapon with a TN beside one stopped: said for a stand', () => {
    expect(lineCell(line([weapon('Medium Laser', tn8), weapon('PPC', shutDown)]), false)).toBe(
      'No move yet — if it stands: Medium Laser 8 · PPC Griffin is shut down',
    );
  });

  it('with its Move typed, the same line has no such words', () => {
    expect(lineCell(line([weapon('Medium Laser', tn8)]), true)).toBe(8);
  });
});
