/**
 * "Did you mean …?" for every message that refuses a word: the valid value a typo
 * most likely meant, when exactly one is close. Pure: the callers pass the valid values in.
 *
 * Close means few edits for the length: a letter added, dropped, changed, or two swapped
 * (`Lazer` → `Laser`, `Lsaer` → `Laser`) count one each, compared in any case and ignoring
 * spaces, hyphens, slashes, dots and apostrophes (`06-09` is `0609`). At most a third of the
 * longer spelling may differ (at least one letter), and fewer letters than the shorter one has,
 * so a one-letter code is never "meant" by another letter. When two valid values are equally
 * close (`AC/3`: AC/2 or AC/5?) there is no suggestion: a wrong guess is worse than none.
 */

/** The spelling compared: lower case, without the separators people type differently. */
function key(text: string): string {
  return text.toLowerCase().replace(/[\s\-_/.,'’]+/g, '');
}

/**
 * Edits between two spellings: insertions, deletions, substitutions and swaps of two neighbours
 * (optimal string alignment). Stops early, returning `limit + 1`, once every alignment costs more.
 *
 * @example editDistance('lazer', 'laser') // 1
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous: number[] = [];
  for (let j = 0; j <= b.length; j++) previous.push(j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      current.push(d);
      if (d < best) best = d;
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length];
}

/** The most edits a typo of this spelling may carry and still be taken for it. */
function allowed(typed: string, valid: string): number {
  const shorter = Math.min(typed.length, valid.length);
  return Math.min(Math.max(1, Math.floor(Math.max(typed.length, valid.length) / 3)), shorter - 1);
}

/**
 * The item whose spellings come closest to `typed`, when one is close and no other is as close;
 * undefined otherwise. `spellings` gives each item's accepted spellings (its name first).
 *
 * @example nearestOf('Rn', MODES, (m) => m.words) // the mode whose words include "run"
 */
export function nearestOf<T>(
  typed: string,
  items: readonly T[],
  spellings: (item: T) => readonly string[],
): T | undefined {
  const wanted = key(typed);
  if (wanted === '') return undefined;
  let best: T | undefined;
  let bestDistance = Infinity;
  let tied = false;
  for (const item of items) {
    let d = Infinity;
    for (const spelling of spellings(item)) {
      const k = key(spelling);
      const limit = allowed(wanted, k);
      if (limit < 0) continue;
      const edits = editDistance(wanted, k, limit);
      if (edits <= limit) d = Math.min(d, edits);
    }
    if (d === Infinity) continue;
    if (d < bestDistance) {
      best = item;
      bestDistance = d;
      tied = false;
    } else if (d === bestDistance && item !== best) tied = true;
  }
  return tied ? undefined : best;
}

/**
 * The valid name `typed` most likely meant, when one is close and no other is as close.
 *
 * @example nearest('Large Lazer', ['Large Laser', 'Medium Laser']) // 'Large Laser'
 * @example nearest('AC/3', ['AC/2', 'AC/5']) // undefined (a tie)
 */
export function nearest(typed: string, names: readonly string[]): string | undefined {
  return nearestOf(typed, names, (name) => [name]);
}

/**
 * What a message adds after its refusal: ` — did you mean Large Laser?`, or nothing without a
 * suggestion or when the suggestion is what was typed, but for spaces around it. A suggestion that
 * differs only in case is still made: where a name is looked up by its exact spelling, the case is the fix.
 */
export function didYouMean(suggestion: string | undefined, typed?: string): string {
  if (suggestion === undefined || suggestion === '') return '';
  if (typed !== undefined && typed.trim() === suggestion) return '';
  return ` — did you mean ${suggestion}?`;
}
