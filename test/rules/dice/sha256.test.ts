// Sealed dice: the seal is SHA-256 in hex, checked against FIPS 180-4's vectors and Node's crypto.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sealOf } from '../../../src/rules/dice/seal';
import { sha256Hex } from '../../../src/rules/dice/sha256';

const node = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('the seal of sealed dice is SHA-256 of the seed', () => {
  it('the FIPS 180-4 examples', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('agrees with Node for every length around the block boundaries, UUIDs and non-ASCII text', () => {
    for (let n = 0; n <= 130; n++) expect(sha256Hex('x'.repeat(n)), `${n}`).toBe(node('x'.repeat(n)));
    for (const t of ['0b6f2c1e-3d4a-4f8e-9a51-7c2d6e8b1f03', 'Tukayyid — round 3', 'Ümlaut ✓ 🎲', 'a'.repeat(1000)])
      expect(sealOf(t)).toBe(node(t));
  });
});
