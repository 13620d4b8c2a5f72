import type { Modifier } from '../model/targetNumber';
import { mod } from '../model/targetNumber';

/** A weapon's range brackets (upper bounds) and minimum range, R-3.2 / R-3.3. */
export interface RangeBrackets {
  readonly short: number;
  readonly medium: number;
  readonly long: number;
  readonly minRange: number;
}

export type RangeBand = 'short' | 'medium' | 'long';

type RangeResult =
  | { readonly inRange: true; readonly band: RangeBand; readonly modifiers: readonly Modifier[] }
  | { readonly inRange: false; readonly distance: number; readonly long: number };

const BAND_MODIFIER: Readonly<Record<RangeBand, number>> = { short: 0, medium: 2, long: 4 };

/**
 * The R of G.A.T.O.R.: +0 / +2 / +4 for short / medium / long, plus
 * (minimum − distance) inside minimum range; beyond long range the attack cannot be made.
 * @example rangeModifiers({ short: 7, medium: 14, long: 21, minRange: 6 }, 5) // short range +0, minimum range +1
 */
export function rangeModifiers(brackets: RangeBrackets, distance: number): RangeResult {
  if (distance > brackets.long) return { inRange: false, distance, long: brackets.long };
  const band: RangeBand = distance <= brackets.short ? 'short' : distance <= brackets.medium ? 'medium' : 'long';
  const modifiers: Modifier[] = [mod('range', BAND_MODIFIER[band], `${band} range`)];
  if (distance < brackets.minRange) {
    modifiers.push(mod('minRange', brackets.minRange - distance, `inside minimum range ${brackets.minRange}`));
  }
  return { inRange: true, band, modifiers };
}

/** The total range modifier, or undefined when out of range. */
export function rangeModifierTotal(brackets: RangeBrackets, distance: number): number | undefined {
  const r = rangeModifiers(brackets, distance);
  if (!r.inRange) return undefined;
  return r.modifiers.reduce((s, m) => s + m.value, 0);
}

/**
 * Reads brackets written `short/medium/long` with an optional `min N`: `7/14/21 min 6`,
 * `3/6/9`. Undefined when the text is not of that form or the brackets do not increase.
 */
export function parseRangeBrackets(text: string): RangeBrackets | undefined {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*\/\s*(\d+)\s*(?:,?\s*min(?:imum)?\s*:?\s*(\d+))?\s*$/i.exec(text);
  if (!m) return undefined;
  const [short, medium, long] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const minRange = m[4] === undefined ? 0 : Number(m[4]);
  if (!(short >= 1 && short < medium && medium < long)) return undefined;
  return { short, medium, long, minRange };
}
