import type { Roll, RollMode } from '../rules/dice/dice';

/**
 * Which thrown dice were not kept, by index: for 3d6 keep-2 the one dropped.
 * `kept` lists faces in the order thrown (dice.ts), so it is matched as a subsequence;
 * an empty list when every die counts or the roll does not match its faces.
 */
export function droppedDice(roll: Roll): number[] {
  if (roll.kept.length >= roll.faces.length) return [];
  const dropped: number[] = [];
  let k = 0;
  for (let i = 0; i < roll.faces.length; i++) {
    if (k < roll.kept.length && roll.faces[i] === roll.kept[k]) k++;
    else dropped.push(i);
  }
  return k === roll.kept.length ? dropped : [];
}

/**
 * The faces of a roll for the Log tab's Dice column: `4` for 1d6, `4+5` for 2d6,
 * `6,5,[2]` for 3d6 keep-2 with the dropped die in brackets.
 */
export function diceFaces(roll: Roll): string {
  const dropped = droppedDice(roll);
  if (dropped.length === 0) return roll.faces.join('+');
  return roll.faces.map((f, i) => (dropped.indexOf(i) >= 0 ? `[${f}]` : String(f))).join(',');
}

const MODE_WORDS: Readonly<Record<RollMode, string>> = {
  normal: '3d6',
  advantage: 'Advantage',
  disadvantage: 'Disadvantage',
};

/**
 * A roll as a sentence fragment with every face visible:
 * `4` (1d6), `9 (4+5)` (2d6), `Advantage: rolled 6, 5, 2, kept 6+5 = 11` (3d6 keep 2).
 */
export function describeDice(roll: Roll, mode?: RollMode): string {
  if (roll.faces.length === 1) return String(roll.total);
  if (droppedDice(roll).length === 0) return `${roll.total} (${roll.faces.join('+')})`;
  return `${MODE_WORDS[mode ?? 'normal']}: ${keptClause(roll)}`;
}

/** `rolled 6, 5, 2, kept 6+5 = 11`. */
export function keptClause(roll: Roll): string {
  return `rolled ${roll.faces.join(', ')}, kept ${roll.kept.join('+')} = ${roll.total}`;
}

/** Whether a roll threw extra dice and kept some (advantage or disadvantage). */
export function isKeepRoll(roll: Roll): boolean {
  return droppedDice(roll).length > 0;
}
