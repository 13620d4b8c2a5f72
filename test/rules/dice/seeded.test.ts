// the log records the dice's state, so a round can be replayed from it exactly.
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../src/rules/dice/seeded';

describe('seeded dice replay from their recorded state', () => {
  it('R-0.4: dice started from the state another set of dice reached throw the same faces from there on', () => {
    const first = new SeededDice(2026);
    for (let i = 0; i < 5; i++) first.d6();
    const resumed = new SeededDice(first.state);
    const faces = () => Array.from({ length: 20 }, () => first.d6());
    const again = Array.from({ length: 20 }, () => resumed.d6());
    expect(faces()).toEqual(again);
    expect(typeof first.state).toBe('number');
  });
});
