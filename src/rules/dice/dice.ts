/**
 * The one source of randomness the rules see (STYLE 2). A rule never calls
 * Math.random: it takes a Dice and asks it for d6 faces, so a round can be
 * replayed from a seed or scripted in a test.
 */
export interface Dice {
  /** One face, 1–6. */
  d6(): number;
}

/** A roll as the log records it: every face thrown, the faces kept, their sum. */
export interface Roll {
  readonly faces: readonly number[];
  readonly kept: readonly number[];
  readonly total: number;
}

/** How a 2d6 check is thrown. */
export type RollMode = 'normal' | 'advantage' | 'disadvantage';

export function rollD6(dice: Dice): Roll {
  const face = dice.d6();
  return { faces: [face], kept: [face], total: face };
}

export function roll2d6(dice: Dice): Roll {
  const faces = [dice.d6(), dice.d6()];
  return { faces, kept: faces, total: faces[0] + faces[1] };
}

/**
 * 2d6, or 3d6 keeping the highest two (advantage) or lowest two (disadvantage), R-4.1.
 * The kept faces are listed in the order thrown.
 */
export function rollCheck(dice: Dice, mode: RollMode): Roll {
  if (mode === 'normal') return roll2d6(dice);
  const faces = [dice.d6(), dice.d6(), dice.d6()];
  const order = [0, 1, 2].sort((a, b) => (mode === 'advantage' ? faces[b] - faces[a] : faces[a] - faces[b]) || a - b);
  const keptIdx = order.slice(0, 2).sort((a, b) => a - b);
  const kept = keptIdx.map((i) => faces[i]);
  return { faces, kept, total: kept[0] + kept[1] };
}

/** Advantage and disadvantage cancel; several of one kind do not stack. */
export function combineRollMode(advantage: boolean, disadvantage: boolean): RollMode {
  if (advantage === disadvantage) return 'normal';
  return advantage ? 'advantage' : 'disadvantage';
}
