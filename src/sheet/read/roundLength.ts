/**
 * The Rules tab's Round length: how long the players have for each round's orders.
 * Each Resolve moves Orders due on by it; blank turns it off. Typed as a length of time —
 * `48h`, `2d`, `36h`, `1d 12h`, `2 days`, `90 min` — and read as milliseconds.
 */
import { nearestOf } from '../../rules/text/nearest';
import { cellText, isBlank } from '../tab/cells';

const MINUTE = 60_000;

interface Unit {
  /** Every spelling accepted, the unit's name in full first: `day`, `days`, `d`. */
  readonly words: readonly string[];
  readonly ms: number;
}

const UNITS: readonly Unit[] = [
  { words: ['week', 'weeks', 'w', 'wk', 'wks'], ms: 7 * 24 * 60 * MINUTE },
  { words: ['day', 'days', 'd'], ms: 24 * 60 * MINUTE },
  { words: ['hour', 'hours', 'h', 'hr', 'hrs'], ms: 60 * MINUTE },
  { words: ['minute', 'minutes', 'm', 'min', 'mins'], ms: MINUTE },
];

/** One `2d` / `12 hours` of a length; a length is a run of them. */
const PART = /(\d+(?:\.\d+)?)\s*([a-z]+)/g;
/** What may stand between the parts: spaces, commas, `and`. */
const SEPARATORS = /^(?:[\s,]|and)*$/;

/** What the Round length cell takes, in the words of its refusal. */
export const ROUND_LENGTH_EXPECTED =
  'a length of time such as 48h, 2d or 1d 12h (d days, h hours, m minutes), or blank for no round length';

export type RoundLengthRead = number | null | { readonly error: string; readonly meant?: string };

function unitOf(word: string): Unit | undefined {
  return UNITS.filter((u) => u.words.indexOf(word) >= 0)[0];
}

/**
 * The Round length cell: null for blank (no round length), the length in milliseconds (to the
 * minute), or what is expected — with the text most likely meant: `48` → `48h` (a number
 * alone has no unit), `2 dyas` → `2 days`.
 *
 * @example readRoundLength('1d 12h') // 129600000
 */
export function readRoundLength(value: unknown): RoundLengthRead {
  if (isBlank(value)) return null;
  const text = cellText(value).toLowerCase();
  if (/^\d+(\.\d+)?$/.test(text)) return { error: ROUND_LENGTH_EXPECTED, meant: `${text}h` };
  let ms = 0;
  let known = true;
  // The text with each unit it does not know replaced by the one most likely meant.
  const fixed = text.replace(PART, (part: string, n: string, word: string) => {
    const unit = unitOf(word);
    if (unit) {
      ms += Number(n) * unit.ms;
      return part;
    }
    known = false;
    const meant = nearestOf(word, UNITS, (u) => u.words);
    return meant ? `${n} ${Number(n) === 1 ? meant.words[0] : meant.words[1]}` : part;
  });
  const rest = text.replace(PART, '');
  if (rest === text || !SEPARATORS.test(rest)) return { error: ROUND_LENGTH_EXPECTED };
  if (!known)
    return {
      error: ROUND_LENGTH_EXPECTED,
      meant: fixed !== text && typeof readRoundLength(fixed) === 'number' ? fixed : undefined,
    };
  const minutes = Math.round(ms / MINUTE);
  if (minutes < 1) return { error: `${ROUND_LENGTH_EXPECTED} — at least 1 minute` };
  return minutes * MINUTE;
}
