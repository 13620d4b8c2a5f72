// Start a new battle: the finished battle's Log is kept in a tab named after it, and the GM names the next one.
import { describe, expect, it } from 'vitest';
import { archiveTabName, battleFromInput } from '../../src/sheet/play/battleName';

describe("the finished battle's Log tab", () => {
  it('a name already taken, in any case, gets (2), then (3)', () => {
    expect(archiveTabName(1, [])).toBe('Log — battle 1');
    expect(archiveTabName(1, ['log — BATTLE 1'])).toBe('Log — battle 1 (2)');
    expect(archiveTabName(1, ['Log — battle 1', 'Log — battle 1 (2)'])).toBe('Log — battle 1 (3)');
    expect(archiveTabName('Ambush  at Fort Hope', ['Log — Ambush at Fort Hope'])).toBe('Log — Ambush at Fort Hope (2)');
  });
});

describe('the name the GM types for the new battle', () => {
  it('nothing typed (blank, or no text at all) gives the next number', () => {
    expect(battleFromInput('', 3)).toBe(3);
    expect(battleFromInput(undefined, 3)).toBe(3);
    expect(battleFromInput(true, 3)).toBe(3);
  });

  it('"1", "Battle 1" and 4 are numbers; "0" and "Battle 0" are names', () => {
    expect(battleFromInput('1', 3)).toBe(1);
    expect(battleFromInput('Battle 1', 3)).toBe(1);
    expect(battleFromInput(4, 3)).toBe(4);
    expect(battleFromInput('0', 3)).toBe('0');
    expect(battleFromInput('Battle 0', 3)).toBe('Battle 0');
  });
});
