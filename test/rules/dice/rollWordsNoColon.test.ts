// R-0.5: the mech a roll's words are for is read only from before the colon (`Griffin: piloting
// check`); words without one name no mech, so no roll is offered as the one meant.
import { describe, expect, it } from 'vitest';
import { rollWordsProblem } from '../../../src/rules/dice/rollWords';

const mechs = [
  { id: 'Marauder II Bounty Hunter', equipment: [{ name: 'PPC', kind: 'weapon' }] },
  { id: 'Griffin', equipment: [{ name: 'LRM-5', kind: 'weapon' }] },
];

describe("R-0.5: roll words without the colon after the mech's name", () => {
  it("name no roll, and nothing is meant, however closely they start with a mech's name", () => {
    // Everything but the last letter reads as the Marauder's name: still no colon, no mech.
    expect(rollWordsProblem('Marauder II Bounty Hunter wreck', mechs)).toBe('');
    expect(rollWordsProblem('Marauder II Bounty Hunter wreck roll', mechs)).toBe('');
  });

  it('with the colon, the same words are answered with the roll meant', () => {
    expect(rollWordsProblem('Marauder II Bounty Hunter: wreck', mechs)).toBe('Marauder II Bounty Hunter: wreck roll');
  });
});
