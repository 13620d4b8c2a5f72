// A seed ending in the very first high surrogate (U+D800) seals as every SHA-256 tool seals it: as U+FFFD.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/rules/dice/sha256';

const node = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('the lowest surrogate, alone at the end of a seed, is U+FFFD', () => {
  it('"seed\\ud800" seals as "seed\\ufffd", as Node seals it', () => {
    expect(sha256Hex('seed\ud800')).toBe(sha256Hex('seed\ufffd'));
    expect(sha256Hex('seed\ud800')).toBe(node('seed\ud800'));
  });
});
