import type { NeededRoll } from '../../dice/typed';
import type { Battle } from '../../model/battle';
import type { RoundEvent } from '../../model/events';
import type { Problem } from '../../model/problem';

/**
 * What `resolveRound(battle, declarations, rules, dice)` returns: the new battle (a fresh
 * object; the input is never mutated) and the ordered log, or — when any declaration
 * breaks the rules, a typed roll does not fit its roll, or typed-only dice lack a roll
 * (R-0.5, with `needed` the rolls to ask for) — the problems and nothing resolved.
 */
export type RoundResult =
  | { readonly ok: true; readonly battle: Battle; readonly events: readonly RoundEvent[] }
  | { readonly ok: false; readonly problems: readonly Problem[]; readonly needed?: readonly NeededRoll[] };
