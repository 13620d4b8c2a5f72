// A seed is sealed over its UTF-8 bytes: each character must take exactly as many bytes as every other
// SHA-256 tool gives it (1 up to U+007F, 2 up to U+07FF, 3 up to U+FFFF, 4 beyond), or a player who checks
// the seal elsewhere gets another hash.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/rules/dice/sha256';

const node = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('the seal of a seed holding the first and last character of each UTF-8 width', () => {
  it.each([
    ['U+007F, the last one-byte character', '\u007f'],
    ['U+0080, the first two-byte character', '\u0080'],
    ['U+07FF, the last two-byte character', '\u07ff'],
    ['U+0800, the first three-byte character', '\u0800'],
    ['U+FFFF, the last three-byte character', '\uffff'],
    ['U+10000, the first four-byte character (the first surrogate pair, D800 DC00)', '\ud800\udc00'],
  ])('%s seals as Node seals it', (_what, ch) => {
    const seed = `seed ${ch} end`;
    expect(sha256Hex(seed)).toBe(node(seed));
  });
});
