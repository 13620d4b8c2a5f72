// with: a natural 12 on a melee attack roll hits with a critical chance, and the Log's Result says so.
import { describe, expect, it } from 'vitest';
import { duel, fire, npcRules, rolls, run } from './helpers';

const adjacent = () => duel({ position: '0507' });

describe("R-12.4, R-9.1: a melee attack's to-hit roll in the Log", () => {
  it('a 12 reads "hit (12: critical chance)" and brings a critical check; an 11 reads "hit"', () => {
    const r = run(
      adjacent(),
      { attacks: [fire('Hunter', 'Prey', [], { melee: { kind: 'fast', angle: 'high', count: 2 } })] },
      // The first punch 6+6, its hit location 3 and critical check 3+3 (no critical); the second 5+6, its
      // hit location 3.
      [6, 6, 3, 3, 3, 5, 6, 3],
      npcRules,
    );
    expect(rolls(r, 'melee').map((e) => [e.roll.total, e.result])).toEqual([
      [12, 'hit (12: critical chance)'],
      [11, 'hit'],
    ]);
    // Only the 12 brings a critical check.
    expect(rolls(r, 'critConfirm').map((e) => [e.roll.total, e.result])).toEqual([[6, 'no critical']]);
  });
});
