// the freebie a mech card names on its Orders row (src/table/cardFreebie.ts): the weapon the Freebie cell
// names, or Gator's pick (said so), at the line's target; nothing for a mech that makes no freebie.
import { describe, expect, it } from 'vitest';
import { freebieWords } from '../../src/table/cardFreebie';
import type { AttackPreview, FreebieMark, WeaponPreview } from '../../src/table/views';

const weapon = (index: number, name: string, freebie: FreebieMark): WeaponPreview => ({
  index,
  name,
  location: 'RA',
  heat: 3,
  tn: { ok: false, reason: 'not needed here', code: 'test' },
  freebie,
});

const line = (attacker: string, target: string, weapons: WeaponPreview[]): AttackPreview => ({
  line: 0,
  attacker,
  target,
  coolDown: false,
  weapons,
  unreachable: [],
  other: 0,
});

describe('R-5.1 the freebie on a mech card', () => {
  it('the weapon the Freebie cell names, at the target: no "(Gator\'s pick)"', () => {
    const previews = [
      line('Griffin', 'Rifleman', [weapon(0, 'Medium Laser', false), weapon(1, 'Large Laser', 'named')]),
    ];
    expect(freebieWords(previews, 'Griffin')).toBe('Freebie: Large Laser at Rifleman');
  });

  it("the Freebie cell blank: Gator's pick, said so", () => {
    const previews = [line('Griffin', 'Blackjack', [weapon(0, 'Medium Laser', 'picked')])];
    expect(freebieWords(previews, 'Griffin')).toBe("Freebie: Medium Laser at Blackjack (Gator's pick)");
  });

  it("another mech's freebie, or a line with no freebie, gives nothing: the words are empty", () => {
    const previews = [
      line('Rifleman', 'Griffin', [weapon(0, 'AC/5', 'named')]),
      line('Griffin', 'Blackjack', [weapon(0, 'Medium Laser', false)]),
    ];
    expect(freebieWords(previews, 'Griffin')).toBe('');
  });
});
