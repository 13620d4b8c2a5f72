/**
 * Sealed dice (docs/fair-play.md): a round's seed is drawn before the players declare and only its
 * seal — the SHA-256 of the seed text, in hex — is shown; at Resolve the seed is revealed and
 * anyone can check that it hashes to the seal posted before the orders.
 */
import { sha256Hex } from './sha256';
import { seedFromText } from './seeded';

/** The seal of a seed: SHA-256 of its text (UTF-8), 64 lowercase hex digits. */
export function sealOf(seed: string): string {
  return sha256Hex(seed);
}

/** The dice of a sealed round: the PRNG seed its revealed seed text gives (as a fixed Dice seed text does). */
export function sealedDiceSeed(seed: string): number {
  return seedFromText(seed);
}
