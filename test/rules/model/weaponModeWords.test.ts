// How the attack line writes a weapon's firing mode (R-19.1: each shot takes ammunition).
import { describe, expect, it } from 'vitest';
import { modeWords, namedWithMode } from '../../../src/rules/model/weaponMode';

describe("a rotary autocannon's mode is written with its shots, in the singular for one", () => {
  it('one shot: "(1 shot)"; four: "(4 shots)"', () => {
    expect(modeWords({ kind: 'rotary', shots: 1 })).toBe('(1 shot)');
    expect(modeWords({ kind: 'rotary', shots: 4 })).toBe('(4 shots)');
    expect(namedWithMode('Rotary AC/5', { kind: 'rotary', shots: 1 })).toBe('Rotary AC/5 (1 shot)');
  });
});
