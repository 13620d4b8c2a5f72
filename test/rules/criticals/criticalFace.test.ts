import { describe, expect, it } from 'vitest';
import { applyCriticalEffect } from '../../../src/rules/criticals/effects';
import { makeBattle, makeContext, makeMech } from '../../support/mechs';

describe('R-9.2 the critical effect is a 1d6 face', () => {
  it('a face of 7 is a bug, and says so', () => {
    const ctx = makeContext(makeBattle([makeMech({ id: 'Target' })]), []);
    expect(() => applyCriticalEffect(ctx, 'Target', 'CT', 7)).toThrow('critical effect face 7 is not 1–6');
  });
});
