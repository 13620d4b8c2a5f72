import type { NeededRoll } from '../../dice/typed';
import { normalizeRollKey } from '../../dice/requests';

/** A roll taken to have come up `total`, to see where the round goes from there. */
interface AssumedRoll {
  readonly key: string;
  readonly total: number;
}

/** The rolls the round, replayed with these rolls assumed, stops for next; [] when it needs no more. */
type Replay = (assumed: readonly AssumedRoll[]) => readonly NeededRoll[];

/**
 * How many replays one look ahead may take: a round of the four-mech demo replays in about a
 * millisecond, a big battle's in tens, so the budget shrinks as the battle grows.
 */
export function replayBudget(mechs: number): number {
  return Math.max(12, Math.min(80, Math.floor(960 / Math.max(1, mechs))));
}
/** How many unknown rolls deep a path is followed. */
const DEPTH = 2;

function totals(roll: NeededRoll): number[] {
  const low = roll.request.dice === '1d6' ? 1 : 2;
  const high = roll.request.dice === '1d6' ? 6 : 12;
  return Array.from({ length: high - low + 1 }, (_, i) => low + i);
}

function same(a: NeededRoll, b: NeededRoll): boolean {
  return (
    normalizeRollKey(a.key) === normalizeRollKey(b.key) &&
    a.request.dice === b.request.dice &&
    a.request.mode === b.request.mode
  );
}

/**
 * The rolls a "Typed rolls only" round will make whatever the rolls it waits for come up
 * (R-0.5, docs/typed-dice.md), so that they are asked for at once rather than one press of Resolve at
 * a time: a critical check that follows whatever the check before it gives, a consciousness
 * check after a head hit that the next roll cannot undo. The round stopped at one roll; it is
 * replayed with that roll taken as each total it can show, following each path through the
 * next unknown roll as well; a roll is asked for only when every path reaches it, in the same
 * words. The dice are thrown in the same order as ever: this only reads where the round goes.
 * Paths the budget does not reach prove nothing, so the answer errs on asking later.
 */
export function rollsAhead(stop: readonly NeededRoll[], replay: Replay, replays = 80): NeededRoll[] {
  const budget = { left: replays };
  // One roll deep first, for every total, then deeper with what the budget leaves: each pass's
  // answer holds on its own, so they add up.
  const ahead: NeededRoll[] = [];
  for (let depth = 1; depth <= DEPTH && budget.left > 0; depth++)
    ahead.push(...certainAfter(stop, [], depth, replay, budget));
  return ahead.filter((r, i) => !stop.some((s) => same(s, r)) && ahead.findIndex((o) => same(o, r)) === i);
}

/** The rolls every path after `stop` reaches; [] when one path needs nothing more, or is not followed. */
function certainAfter(
  stop: readonly NeededRoll[],
  assumed: readonly AssumedRoll[],
  depth: number,
  replay: Replay,
  budget: { left: number },
): NeededRoll[] {
  // Several rolls at once (every to-hit roll of the step) have too many outcomes to follow.
  if (stop.length !== 1 || depth === 0) return [];
  const roll = stop[0];
  let common: NeededRoll[] | undefined;
  for (const total of totals(roll)) {
    if (budget.left <= 0) return [];
    budget.left--;
    const next = [...assumed, { key: roll.key, total }];
    const needed = replay(next);
    const path = [...needed, ...certainAfter(needed, next, depth - 1, replay, budget)];
    common = (common ?? path).filter((c) => path.some((p) => same(p, c)));
    if (common.length === 0) return [];
  }
  return common ?? [];
}
