// The Mechs tab's Full armor cell as a GM types it: a torso's rear value may be left out, separators may
// be doubled or trailing, and a part that names no location is refused even when every location is there.
import { describe, expect, it } from 'vitest';
import { parseFullArmor } from '../../src/sheet/setup/fullArmor';

const EXAMPLE = 'HD 9, CT 20+8, LT 16+5, RT 16+5, LA 16, RA 16, LL 20, RL 20';
const ARMOR = { HD: 9, CT: 20, LT: 16, RT: 16, LA: 16, RA: 16, LL: 20, RL: 20 };

describe('Full armor as typed', () => {
  it('a torso given no rear value has rear armor 0', () => {
    expect(parseFullArmor('HD 9, CT 20+8, LT 16, RT 16, LA 16, RA 16, LL 20, RL 20')).toEqual({
      ok: true,
      value: { armor: ARMOR, rear: { CT: 8, LT: 0, RT: 0 } },
    });
  });

  it('an empty part between two separators, or after the last, is nothing', () => {
    expect(parseFullArmor('HD 9,, CT 20+8; LT 16+5, ;RT 16+5, LA 16, RA 16, LL 20, RL 20,')).toEqual({
      ok: true,
      value: { armor: ARMOR, rear: { CT: 8, LT: 5, RT: 5 } },
    });
  });

  it('a part that is two letters and a number but no location is refused, though every location is there', () => {
    expect(parseFullArmor(`${EXAMPLE}, QQ 4`)).toEqual({
      ok: false,
      reason: `Full armor must list each location with its armor, as ${EXAMPLE}; "QQ 4" is not a location and a number`,
    });
  });
});
