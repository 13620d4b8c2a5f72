import { describe, expect, it } from 'vitest';
import { parseMoveMode } from '../../../src/rules/movement/modes';
import {
  attackerMovementModifier,
  mayFireWeapons,
  movementHeat,
  runMP,
  sprintMP,
  targetMovementModifier,
} from '../../../src/rules/movement/modifiers';

describe('docs/rules.md §2 — movement modes', () => {
  it('Running lets you move 1.5× your Walk Speed, rounding up (Griffin 5 → 8, Rifleman 4 → 6)', () => {
    expect(runMP(5)).toBe(8);
    expect(runMP(4)).toBe(6);
    expect(runMP(8)).toBe(12);
  });
  it('Sprinting moves 2× Walking Speed and forbids firing', () => {
    expect(sprintMP(5)).toBe(10);
    expect(mayFireWeapons('sprint')).toBe(false);
    expect(attackerMovementModifier('sprint')).toBeUndefined();
  });
  it('AMM: Stand −1, Walk 0, Run +1, Jump +2', () => {
    expect(['stand', 'walk', 'run', 'jump'].map((m) => attackerMovementModifier(m as never))).toEqual([-1, 0, 1, 2]);
  });
  it('TMM: "a unit\'s TMM is its Running Speed divided by 4, rounding down" — the Griffin (Run 8) has 2', () => {
    expect(targetMovementModifier(8, 'run')).toBe(2);
    expect(targetMovementModifier(12, 'run')).toBe(3);
    expect(targetMovementModifier(6, 'sprint')).toBe(1);
  });
  it('TMM: +1 when Jumping, −1 when Walking, none when Standing Still', () => {
    expect(targetMovementModifier(8, 'jump')).toBe(3);
    expect(targetMovementModifier(8, 'walk')).toBe(1);
    expect(targetMovementModifier(12, 'stand')).toBe(0);
  });
  it('R-2.2: walking never makes a mech easier to hit than standing still', () => {
    expect(targetMovementModifier(3, 'walk')).toBe(0);
  });
  it('Heat: Walk 1, Run 2, Jump 1 per hex jumped, Sprint 3 (R-2.2), standing still 0', () => {
    expect(movementHeat('walk', 5)).toBe(1);
    expect(movementHeat('run', 8)).toBe(2);
    expect(movementHeat('jump', 4)).toBe(4);
    expect(movementHeat('sprint', 10)).toBe(3);
    expect(movementHeat('stand', 0)).toBe(0);
  });
  it('movement words are read in any case, with "Stand still"', () => {
    expect(parseMoveMode(' Stand  Still ')).toBe('stand');
    expect(parseMoveMode('RUN')).toBe('run');
    expect(parseMoveMode('fly')).toBeUndefined();
  });
});
