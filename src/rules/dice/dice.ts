import type { Roll, RollMode } from '../model/roll';
import type { RollRequest } from './requests';

export type { Roll, RollMode } from '../model/roll';

/**
 * The one source of randomness the rules see. A rule never calls
 * Math.random: it takes a Dice and asks it for d6 faces, so a round can be
 * replayed from a seed or scripted in a test.
 */
export interface Dice {
  /** One face, 1–6. */
  d6(): number;
  /**
   * A source that knows rolls made elsewhere (typed rolls, R-0.5) answers a described roll
   * itself; undefined, or no `answer`, and the roll's faces come from `d6()`.
   */
  answer?(request: RollRequest): Roll | undefined;
  /**
   * Told the rolls the round is about to make that do not depend on each other (every to-hit
   * roll of the attack step), before the first of them is asked for.
   */
  expect?(requests: readonly RollRequest[]): void;
  /**
   * The roll typed for a request, without using it: lets the attack step work out, from the
   * typed to-hit rolls, which damage rolls it will make whatever else happens. Only a
   * source that asks for rolls (typed rolls only) answers; others have no `peek`.
   */
  peek?(request: RollRequest): Roll | undefined;
}

function rollD6(dice: Dice): Roll {
  const face = dice.d6();
  return { faces: [face], kept: [face], total: face };
}

function roll2d6(dice: Dice): Roll {
  const faces = [dice.d6(), dice.d6()];
  return { faces, kept: faces, total: faces[0] + faces[1] };
}

/**
 * 2d6, or 3d6 keeping the highest two (advantage) or lowest two (disadvantage), R-4.1.
 * The kept faces are listed in the order thrown.
 */
export function rollCheck(dice: Dice, mode: RollMode): Roll {
  if (mode === 'normal') return roll2d6(dice);
  return keepTwo([dice.d6(), dice.d6(), dice.d6()], mode);
}

/** Three faces thrown with advantage or disadvantage: the highest or lowest two kept, in the order thrown. */
export function keepTwo(faces: readonly number[], mode: Exclude<RollMode, 'normal'>): Roll {
  const order = [0, 1, 2].sort((a, b) => (mode === 'advantage' ? faces[b] - faces[a] : faces[a] - faces[b]) || a - b);
  const keptIdx = order.slice(0, 2).sort((a, b) => a - b);
  const kept = keptIdx.map((i) => faces[i]);
  return { faces: faces.slice(), kept, total: kept[0] + kept[1] };
}

/**
 * The roll a request describes: the source's own answer (a typed roll, R-0.5) if it has one,
 * else faces from `d6()` — one for 1d6, two for 2d6, three for 3d6 — exactly as the plain
 * throws above, so a round without typed rolls takes the same dice in the same order.
 */
export function throwRoll(dice: Dice, request: RollRequest): Roll {
  const answered = dice.answer ? dice.answer(request) : undefined;
  if (answered) return answered;
  if (request.dice === '1d6') return rollD6(dice);
  if (request.dice === '2d6') return roll2d6(dice);
  return rollCheck(dice, request.mode === 'disadvantage' ? 'disadvantage' : 'advantage');
}

/** Advantage and disadvantage cancel; several of one kind do not stack. */
export function combineRollMode(advantage: boolean, disadvantage: boolean): RollMode {
  if (advantage === disadvantage) return 'normal';
  return advantage ? 'advantage' : 'disadvantage';
}
