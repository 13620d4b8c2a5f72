/**
 * Sealed dice (docs/fair-play.md, "What the seal proves"): each round's seed, drawn with a secure
 * random source (`Utilities.getUuid()`, a random UUID) before the players declare and revealed at
 * Resolve. Once drawn, a round's seed never changes: resolving the round again after an Undo uses
 * it again, so the same orders get the same dice.
 *
 * Where each half is kept:
 * - the seed, in the user properties of the account that drew it — "a property store that only
 *   the current user can access, and only within this script": no other account, player or
 *   editor, reads it, from the sheet or from the script's other stores. One property per battle:
 *   `{ "3": "<uuid>", … }`.
 * - the seal (its SHA-256) and who drew it, in the document properties, which every user reads:
 *   what the players' sidebars show before they declare. Nothing of the seed follows from it.
 * An account with no seed of a round in its own store (another GM, a co-GM) draws a new one at
 * Resolve, and the round says its seal was drawn at Resolve.
 * https://developers.google.com/apps-script/reference/properties/properties-service#getuserproperties
 */
import { sealOf } from '../rules/dice/seal';
import type { Services } from './services';

const SEEDS = 'gator.sealed.';
const SEALS = 'gator.seals.';

interface SealedSeed {
  readonly round: number;
  /** The seed text: revealed at Resolve, hashed by DICESEAL. */
  readonly seed: string;
  /** SHA-256 of the seed, hex: what the players see before they declare. */
  readonly seal: string;
  /** Drawn by this call: nobody was shown its seal before now. */
  readonly drawnNow: boolean;
}

/** A seal shown before the orders: the hash, and the account whose store holds its seed. */
export interface ShownSeal {
  readonly round: number;
  readonly seal: string;
  /** The drawing account ('' when Google did not say who it was). */
  readonly by: string;
}

type Store = GoogleAppsScript.Properties.Properties;

function readJson<T>(store: Store, key: string): Record<string, T> {
  const text = store.getProperty(key);
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, T>) : {};
  } catch {
    return {};
  }
}

/** The seed this account drew for `round` of `battle`, or undefined when it drew none. */
export function storedSeal(services: Services, battle: string, round: number): SealedSeed | undefined {
  const seed = readJson<string>(services.PropertiesService.getUserProperties(), SEEDS + battle)[String(round)];
  return typeof seed === 'string' && seed !== '' ? { round, seed, seal: sealOf(seed), drawnNow: false } : undefined;
}

/** The seal shown for `round` of `battle`, whoever drew it; undefined when none was drawn. */
export function shownSeal(services: Services, battle: string, round: number): ShownSeal | undefined {
  const shown = readJson<{ seal?: unknown; by?: unknown }>(
    services.PropertiesService.getDocumentProperties(),
    SEALS + battle,
  )[String(round)];
  if (!shown || typeof shown.seal !== 'string') return undefined;
  return { round, seal: shown.seal, by: typeof shown.by === 'string' ? shown.by : '' };
}

/** Who is drawing, for the shown seal: '' when Google keeps the address back. */
function drawer(services: Services): string {
  try {
    return services.Session.getEffectiveUser().getEmail();
  } catch {
    return '';
  }
}

/**
 * The seed of `round` of `battle`: the one this account drew already, else a fresh one, its seed kept and its seal
 * shown at once.
 */
export function sealFor(services: Services, battle: string, round: number): SealedSeed {
  const stored = storedSeal(services, battle, round);
  if (stored) return stored;
  const seed = services.Utilities.getUuid();
  const mine = services.PropertiesService.getUserProperties();
  const seeds = readJson<string>(mine, SEEDS + battle);
  seeds[String(round)] = seed;
  mine.setProperty(SEEDS + battle, JSON.stringify(seeds));
  const seal = sealOf(seed);
  const shared = services.PropertiesService.getDocumentProperties();
  const seals = readJson<unknown>(shared, SEALS + battle);
  seals[String(round)] = { seal, by: drawer(services) };
  shared.setProperty(SEALS + battle, JSON.stringify(seals));
  // Seeds of an older Gator waited in the document properties, where every editor reads them.
  shared.deleteProperty(SEEDS + battle);
  return { round, seed, seal, drawnNow: true };
}
