import type { Problem } from '../../model/problem';

/** Each mech whose movement line the rules refuse (R-2.x), with the first reason given. */
type IllegalMoves = ReadonlyMap<string, Problem>;

/** The refused movement lines among a round's problems (`move/…` codes naming a mech). */
export function illegalMoves(problems: readonly Problem[]): IllegalMoves {
  const out = new Map<string, Problem>();
  for (const p of problems)
    if (p.mech !== undefined && p.code.indexOf('move/') === 0 && !out.has(p.mech)) out.set(p.mech, p);
  return out;
}

/**
 * Why no TN can be given for an attack whose attacker or target has an illegal move: where it
 * ends and how it moved are unknown until the move is fixed, so any number would be a guess
 * from a hex it cannot reach: no TN pretends otherwise. Undefined when both moves
 * are legal.
 * @example `No TN until Griffin's move is fixed: Griffin cannot run to 0612: the cheapest path costs 11 MP and it has
 * 5.`
 */
export function illegalMoveProblem(attacker: string, target: string, illegal: IllegalMoves): Problem | undefined {
  const own = illegal.get(attacker);
  const theirs = illegal.get(target);
  const why = own ?? theirs;
  if (!why) return undefined;
  const whose = own ? attacker : target;
  return {
    code: 'attack/illegal_move',
    mech: attacker,
    message: `No TN until ${whose}'s move is fixed: ${why.message}`,
  };
}
