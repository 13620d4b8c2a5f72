// "Did you mean …?" counted exactly (src/rules/text/nearest.ts): the edits between two spellings (a letter added,
// dropped, changed, or two neighbours swapped, one each), how many a typo may carry for its length, the separators
// ignored, ties, and the words a refusal ends with.
import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, nearest, nearestOf } from '../../../src/rules/text/nearest';

describe('the edits between two spellings', () => {
  it.each<[string, string, number]>([
    ['laser', 'laser', 0],
    ['lazer', 'laser', 1],
    ['lsaer', 'laser', 1],
    ['ab', 'ba', 1],
    ['abc', 'acb', 1],
    ['a', 'b', 1],
    ['', 'abc', 3],
    ['abc', '', 3],
    ['kitten', 'sitting', 3],
    ['abcdef', 'badcfe', 3],
    ['abcdef', 'uvwxyz', 6],
    ['laser', 'lasers', 1],
    ['large', 'lrage', 1],
    // Each letter moved once at most (optimal string alignment): not 2, as a free transposition would count.
    ['ca', 'abc', 3],
  ])('%j → %j: %d', (a, b, edits) => {
    expect(editDistance(a, b)).toBe(edits);
    expect(editDistance(b, a)).toBe(edits);
  });

  it('within the limit the count is exact; past it, one more than the limit', () => {
    expect(editDistance('abcd', 'abxy', 2)).toBe(2);
    expect(editDistance('lazer', 'laser', 1)).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(editDistance('abcdef', 'ab', 2)).toBe(3);
    expect(editDistance('ab', 'abcdef', 2)).toBe(3);
    expect(editDistance('abcdef', 'ab', 4)).toBe(4);
    expect(editDistance('abcd', 'dcba', 3)).toBe(3);
  });
});

describe('how many edits a typo may carry: a third of the longer spelling, at least one, fewer than the shorter has', () => {
  it.each<[string, string[], string | undefined]>([
    ['ab', ['abc'], 'abc'],
    ['a', ['ab'], undefined],
    ['c', ['C', 'NPC'], 'C'],
    ['lasr', ['Laser'], 'Laser'],
    ['lsr', ['Laser'], undefined],
    ['lrgelsr', ['Large Laser'], 'Large Laser'],
    ['lrglsr', ['Large Laser'], undefined],
    ['abcxyz', ['abcdef'], undefined],
    ['abcdxy', ['abcdef'], 'abcdef'],
  ])('%j: %j', (typed, valid, meant) => {
    expect(nearest(typed, valid)).toBe(meant);
  });
});

describe('spellings are compared in any case and without the separators people type differently', () => {
  it.each([' ', '-', '_', '/', '.', ',', "'", '’'])('"x%sy" is xy, the separator doubled', (sep) => {
    expect(nearest(`X${sep}${sep}Y`, ['xy', 'zz'])).toBe('xy');
  });

  it('a text of separators only names nothing', () => {
    expect(nearest(' - ', ['a', 'b'])).toBeUndefined();
  });
});

describe('one suggestion or none', () => {
  it('two values as close: none — a wrong guess is worse than none', () => {
    expect(nearest('AC/3', ['AC/2', 'AC/5'])).toBeUndefined();
  });

  it('a closer value after a tie is the one meant', () => {
    expect(nearest('lasr', ['lase', 'lasx', 'lasr'])).toBe('lasr');
    expect(nearest('lasr', ['lasr', 'lase', 'lasx'])).toBe('lasr');
  });

  it("an item's several spellings are one item: its nearest spelling counts, and no tie with itself", () => {
    const modes = [
      { name: 'Run', words: ['run', 'ran'] },
      { name: 'Walk', words: ['walk', 'walked'] },
    ];
    expect(nearestOf('rn', modes, (m) => m.words)?.name).toBe('Run');
    expect(nearestOf('walkd', modes, (m) => m.words)?.name).toBe('Walk');
    expect(nearestOf('', modes, (m) => m.words)).toBeUndefined();
  });
});

describe('the words a refusal ends with', () => {
  it('" — did you mean Large Laser?", or nothing without a suggestion or when it is what was typed', () => {
    expect(didYouMean('Large Laser', 'Large Lazer')).toBe(' — did you mean Large Laser?');
    expect(didYouMean('Large Laser')).toBe(' — did you mean Large Laser?');
    expect(didYouMean(undefined, 'x')).toBe('');
    expect(didYouMean('', 'x')).toBe('');
    expect(didYouMean('Large Laser', '  Large Laser ')).toBe('');
  });
});
