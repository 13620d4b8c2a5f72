// A seed is any text the GM types; a broken UTF-16 pair must seal as every SHA-256 tool seals it
// (the lone surrogate as U+FFFD), or a player checking the seal elsewhere gets another hash.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/rules/dice/sha256';

const node = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('the seal of a seed with a lone surrogate is that of the seed with U+FFFD in its place', () => {
  it.each([
    ['a high surrogate before an ASCII letter', '\ud800A'],
    ['a high surrogate before a character just past the low surrogates', '\ud800\ue000'],
    ['a high surrogate at the end', 'seed\udbff'],
    ['the last low surrogate alone', '\udfff'],
    ['a low surrogate alone before a letter', '\udc00z'],
  ])('%s', (_what, text) => {
    const replaced = text.replace(/[\ud800-\udfff]/g, '\ufffd');
    expect(sha256Hex(text)).toBe(sha256Hex(replaced));
    expect(sha256Hex(text)).toBe(node(text));
  });

  it('a whole pair is one character, four UTF-8 bytes (🎲 is U+1F3B2)', () => {
    expect(sha256Hex('\ud83c\udfb2')).toBe(node('🎲'));
    expect(sha256Hex('\udbff\udfff')).toBe(node(String.fromCodePoint(0x10ffff)));
  });
});
