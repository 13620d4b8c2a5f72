// docs/rules.md §2: only a sprinting mech may not fire its weapons.
import { describe, expect, it } from 'vitest';
import { mayFireWeapons } from '../../../src/rules/movement/modifiers';

describe('a mech may fire after any movement but a sprint', () => {
  it.each(['stand', 'walk', 'run', 'jump'] as const)('after %s it may fire', (mode) => {
    expect(mayFireWeapons(mode)).toBe(true);
  });

  it('after a sprint it may not', () => {
    expect(mayFireWeapons('sprint')).toBe(false);
  });
});
