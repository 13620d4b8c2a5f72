import type { Battle } from '../model/battle';
import type { RoundEvent } from '../model/events';
import type { Problem } from '../model/problem';

/**
 * What `resolveRound(battle, declarations, rules, dice)` returns: the new battle (a fresh
 * object; the input is never mutated) and the ordered log, or — when any declaration
 * breaks the rules — every problem and nothing resolved.
 */
export type RoundResult =
  | { readonly ok: true; readonly battle: Battle; readonly events: readonly RoundEvent[] }
  | { readonly ok: false; readonly problems: readonly Problem[] };
