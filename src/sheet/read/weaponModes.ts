/**
 * The mode an attack line fires a weapon in, written after its name in the Weapons cell:
 * `Ultra AC/5 (ultra)`, `Rotary AC/5 (4 shots)`, `LB 10-X AC (cluster)`,
 * `SRM-6 (inferno)`. Other weapons have none.
 */
import type { WeaponSpec } from '../../rules/model/weapon';
import { firesInferno, ROTARY_MAX_SHOTS, type WeaponMode } from '../../rules/model/weaponMode';
import { didYouMean, nearest } from '../../rules/text/nearest';
import { normalize } from '../tab/cells';

// Built once: a regex literal in a function is a new object on every call.
const TRAILING_MODE = /^(.*?)\s*\(([^()]*)\)\s*$/;
const SHOTS = /^(\d+)\s*(?:shots?)?$/;

/** An item of a Weapons cell split from its mode: `Ultra AC/5 (ultra)` → `Ultra AC/5` and `ultra`. */
export function splitMode(item: string): { readonly name: string; readonly mode?: string } {
  const m = TRAILING_MODE.exec(item);
  return m && m[1].trim() !== '' ? { name: m[1].trim(), mode: m[2].trim() } : { name: item };
}

/**
 * Reads the mode written after a weapon: `ultra` for an Ultra autocannon, `1 shot` to `6 shots` for
 * a Rotary one, `cluster` for an LB-X, `inferno` for an SRM launcher. A message saying what was expected when the weapon has no mode or
 * the words are not its mode's.
 */
export function readWeaponMode(
  words: string,
  spec: WeaponSpec,
): { readonly ok: true; readonly mode: WeaponMode } | { readonly ok: false; readonly message: string } {
  const t = normalize(words).replace(/\s+/g, ' ');
  const got = `got "(${words})"`;
  if (spec.rule === 'Ultra') {
    if (t === 'ultra') return { ok: true, mode: { kind: 'ultra' } };
    return {
      ok: false,
      message: `an Ultra autocannon fires once, or twice in ultra mode: write "${spec.name} (ultra)" (R-18.2); ${got}${didYouMean(nearest(words, ['ultra']))}`,
    };
  }
  if (spec.rule === 'Rotary') {
    const shots = SHOTS.exec(t);
    const n = shots ? Number(shots[1]) : NaN;
    if (n >= 1 && n <= ROTARY_MAX_SHOTS) return { ok: true, mode: { kind: 'rotary', shots: n } };
    return {
      ok: false,
      message: `a Rotary autocannon fires 1 to ${ROTARY_MAX_SHOTS} shots: write "${spec.name} (4 shots)" (R-18.2); ${got}`,
    };
  }
  if (spec.rule === 'LB-X') {
    if (t === 'cluster') return { ok: true, mode: { kind: 'cluster' } };
    return {
      ok: false,
      message: `an LB-X autocannon fires slugs, or cluster ammunition: write "${spec.name} (cluster)" (R-18.3); ${got}${didYouMean(nearest(words, ['cluster']))}`,
    };
  }
  if (firesInferno(spec)) {
    if (t === 'inferno') return { ok: true, mode: { kind: 'inferno' } };
    return {
      ok: false,
      message: `an SRM launcher fires its missiles, or inferno warheads: write "${spec.name} (inferno)" (R-18.8); ${got}${didYouMean(nearest(words, ['inferno']))}`,
    };
  }
  return {
    ok: false,
    message: `${spec.name} has no firing mode, ${got}: only an Ultra autocannon (ultra), a Rotary autocannon (1 to ${ROTARY_MAX_SHOTS} shots), an LB-X autocannon (cluster) and an SRM launcher (inferno) say one (R-18.2, R-18.3, R-18.8)`,
  };
}
