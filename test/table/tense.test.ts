// Orders not yet played are said in the future tense: the sidebar's status and advisor show the
// rules core's refusals before the round, which words them as the Log does, after it.
import { describe, expect, it } from 'vitest';
import { beforeTheRound } from '../../src/table/tense';

describe('a refusal shown before the round says what the mech will do', () => {
  it('a sprint: "Griffin will sprint this round and cannot attack."', () => {
    expect(beforeTheRound('Griffin sprinted this round and cannot attack.')).toBe(
      'Griffin will sprint this round and cannot attack.',
    );
  });

  it.each([
    ['stood still', 'will stand still'],
    ['walked', 'will walk'],
    ['ran', 'will run'],
    ['jumped', 'will jump'],
    ['sprinted', 'will sprint'],
  ])('a Death from Above refused for a mech that %s: "(it %s)"', (past, future) => {
    const refusal = `Griffin cannot make a Death from Above attack on Locust: it must jump this round (it ${past}).`;
    expect(beforeTheRound(refusal)).toBe(
      `Griffin cannot make a Death from Above attack on Locust: it must jump this round (it ${future}).`,
    );
  });

  it('a refusal about nothing the mech did is shown as the rules core words it', () => {
    const refusal = 'Locust is out of range of Griffin (12 hexes; the Medium Laser reaches 9).';
    expect(beforeTheRound(refusal)).toBe(refusal);
  });
});
