import type { Roll, RollMode } from '../rules/dice/dice';
import { PLAIN, type TextStyle } from './style';

/** `typed by Anna`, `typed`: the mark of a roll made elsewhere and typed into the sheet (R-0.5); '' for Gator's own. */
function typedNote(roll: Roll, style: TextStyle = PLAIN): string {
  if (!roll.typed) return '';
  return roll.typed.by !== undefined && roll.typed.by !== '' ? `typed by ${style.text(roll.typed.by)}` : 'typed';
}

/** ` (typed by Anna)` after a roll, or nothing. */
function typedSuffix(roll: Roll, style: TextStyle): string {
  const note = typedNote(roll, style);
  return note === '' ? '' : ` (${note})`;
}

/**
 * Which thrown dice were not kept, by index: for 3d6 keep-2 (R-4.1) the one dropped.
 * `kept` lists faces in the order thrown (dice.ts), so it is matched as a subsequence;
 * an empty list when every die counts or the roll does not match its faces.
 */
function droppedDice(roll: Roll): number[] {
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
 * The faces of a roll for the Log tab's Dice column (R-0.4): `4` for 1d6, `4+5` for 2d6,
 * `6,5,[2]` for 3d6 keep-2 with the dropped die in brackets; a typed roll says so (R-0.5),
 * `4+5 (typed by Anna)`, and one typed as a total shows only its total, `9 (typed)`.
 */
export function diceFaces(roll: Roll): string {
  const typed = typedSuffix(roll, PLAIN);
  if (roll.typed?.totalOnly) return `${roll.total}${typed}`;
  const dropped = droppedDice(roll);
  if (dropped.length === 0) return roll.faces.join('+') + typed;
  return roll.faces.map((f, i) => (dropped.indexOf(i) >= 0 ? `[${f}]` : String(f))).join(',') + typed;
}

const MODE_WORDS: Readonly<Record<RollMode, string>> = {
  normal: '3d6',
  advantage: 'Advantage',
  disadvantage: 'Disadvantage',
};

/**
 * A roll as a sentence fragment with every face visible (R-0.4, R-4.1):
 * `4` (1d6), `9 (4+5)` (2d6), `Advantage: rolled 6, 5, 2, kept 6+5 = 11` (3d6 keep 2).
 * A typed roll is marked (R-0.5): `4 (typed by Anna)`, `9 (4+5, typed)`, `9 (typed)` for a total.
 */
export function describeDice(roll: Roll, mode?: RollMode, style: TextStyle = PLAIN): string {
  const note = typedNote(roll, style);
  if (roll.faces.length === 1 || roll.typed?.totalOnly) return `${roll.total}${note === '' ? '' : ` (${note})`}`;
  if (droppedDice(roll).length === 0) return `${roll.total} (${roll.faces.join('+')}${note === '' ? '' : `, ${note}`})`;
  return `${MODE_WORDS[mode ?? 'normal']}: ${keptClause(roll, style)}`;
}

/** `rolled 6, 5, 2, kept 6+5 = 11`, and `(typed by Anna)` after a typed roll (R-0.5). */
export function keptClause(roll: Roll, style: TextStyle = PLAIN): string {
  return `rolled ${roll.faces.join(', ')}, kept ${roll.kept.join('+')} = ${roll.total}${typedSuffix(roll, style)}`;
}

/** Whether a roll threw extra dice and kept some (advantage or disadvantage). */
export function isKeepRoll(roll: Roll): boolean {
  return droppedDice(roll).length > 0;
}
