/**
 * Sealed dice (docs/fair-play.md): each round's seed, drawn with a secure random source
 * (`Utilities.getUuid()`, a random UUID) before the players declare, kept in the document
 * properties — where no cell, formula or viewer shows it — until Resolve reveals it. Once
 * drawn, a round's seed never changes: resolving the round again after an Undo uses it again,
 * so the same orders get the same dice. One property per battle: `{ "3": "<uuid>", … }`.
 */
import { sealOf } from '../rules/dice/seal';
import type { Services } from './services';

const PREFIX = 'gator.sealed.';

interface SealedSeed {
  readonly round: number;
  /** The seed text: revealed at Resolve, hashed by DICESEAL. */
  readonly seed: string;
  /** SHA-256 of the seed, hex: what the players see before they declare. */
  readonly seal: string;
  /** Drawn by this call: nobody was shown its seal before now. */
  readonly drawnNow: boolean;
}

function seedsOf(services: Services, battle: string): Record<string, string> {
  const text = services.PropertiesService.getDocumentProperties().getProperty(PREFIX + battle);
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The seed drawn for `round` of `battle`, or undefined when none was drawn yet. */
function storedSeal(services: Services, battle: string, round: number): SealedSeed | undefined {
  const seed = seedsOf(services, battle)[String(round)];
  return typeof seed === 'string' && seed !== '' ? { round, seed, seal: sealOf(seed), drawnNow: false } : undefined;
}

/** The seed of `round` of `battle`: the one drawn already, else a fresh one, stored at once. */
export function sealFor(services: Services, battle: string, round: number): SealedSeed {
  const stored = storedSeal(services, battle, round);
  if (stored) return stored;
  const seeds = seedsOf(services, battle);
  const seed = services.Utilities.getUuid();
  seeds[String(round)] = seed;
  services.PropertiesService.getDocumentProperties().setProperty(PREFIX + battle, JSON.stringify(seeds));
  return { round, seed, seal: sealOf(seed), drawnNow: true };
}
