// typed dice: a player copies the line the GM posted, or types the roll's words by hand, into the Rolls tab's
// For column. However it was typed, it must name the roll it was asked for (src/rules/dice/requests.ts).
import { describe, expect, it } from 'vitest';
import { normalizeRollKey, type RollRequest, rollAsked, rollKey, sameRoll } from '../../../src/rules/dice/requests';

const toHit: RollRequest = {
  purpose: 'attack',
  mech: 'Griffin',
  weapon: 'Medium Laser',
  shot: 1,
  target: 'Rifleman',
  dice: '2d6',
  tn: 8,
};

describe('R-0.5 the TN at the end of an asked to-hit line, typed any way', () => {
  it.each([
    'Griffin: roll 2d6 for Medium Laser #1 at Rifleman — to-hit,TN8',
    'Griffin: roll 2d6 for Medium Laser #1 at Rifleman — to-hit TN8+',
    'Griffin: roll 2d6 for Medium Laser #1 at Rifleman — to-hit,tn 8',
    'Griffin: Medium Laser #1 at Rifleman - to-hit tn10',
  ])('"%s" is the Medium Laser\'s to-hit roll', (typed) => {
    expect(normalizeRollKey(typed)).toBe('griffin: medium laser #1 at rifleman — to-hit');
    expect(sameRoll(typed, rollKey(toHit))).toBe(true);
  });

  it('a TN is only dropped after "to-hit": a piloting check typed with one is not the piloting check', () => {
    expect(sameRoll('Blackjack: piloting check TN 6', 'Blackjack: piloting check')).toBe(false);
  });
});

describe('R-4.1 the mode note of a 3d6 line, typed with or without a space before it', () => {
  it('"roll 3d6(Advantage: the highest two count) for" is the roll asked', () => {
    const r: RollRequest = { ...toHit, dice: '3d6', mode: 'advantage' };
    const asked = rollAsked(r, rollKey(r));
    expect(asked).toContain('roll 3d6 (Advantage');
    expect(sameRoll(asked.replace('3d6 (', '3d6('), rollKey(r))).toBe(true);
  });
});

describe('R-0.5 a full stop is dropped only at the end of the words', () => {
  it('a mech named "Lt. Hawk" keeps its full stop; the one after the words goes', () => {
    expect(normalizeRollKey('Lt. Hawk: piloting check.')).toBe('lt. hawk: piloting check');
    expect(sameRoll('Lt. Hawk: piloting check.', rollKey({ purpose: 'piloting', mech: 'Lt. Hawk', dice: '2d6' }))).toBe(
      true,
    );
    expect(sameRoll('Lt Hawk: piloting check', 'Lt. Hawk: piloting check')).toBe(false);
  });
});

describe('R-0.5 a line asked for a mech with spaces in its name names that mech', () => {
  it('"Griffin 2: roll 2d6 for piloting check" is Griffin 2\'s check, not Griffin\'s', () => {
    const r: RollRequest = { purpose: 'piloting', mech: 'Griffin 2', dice: '2d6' };
    const asked = rollAsked(r, rollKey(r));
    expect(asked).toBe('Griffin 2: roll 2d6 for piloting check');
    expect(normalizeRollKey(asked)).toBe('griffin 2: piloting check');
    expect(sameRoll(asked, 'Griffin: piloting check')).toBe(false);
  });
});
