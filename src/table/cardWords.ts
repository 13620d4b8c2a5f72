/**
 * The words and the shape every part of a mech card (MECHCARD) shares: a card is a fixed
 * block of cells, so it can sit on a tab beside others without one spilling into the next.
 */

import { CARD_COLUMNS } from '../sheet/setup/cardsTab';

export { CARD_COLUMNS, CARD_ROWS } from '../sheet/setup/cardsTab';

/** At most this many weapon rows; a mech with more kinds of weapon gets a last row naming the rest. */
export const WEAPON_ROWS = 8;

/** At most this many enemies get a TN column (the nearest first); the rest are named on the notes row. */
export const TARGET_COLUMNS = CARD_COLUMNS - 1;

export type CardCell = string | number;
export type CardRow = CardCell[];

/**
 * A chance as the card shows it: a whole percentage, as text (a custom function cannot set a
 * number format, so `0.58` would show as a fraction).
 * @example percent(21 / 36) === '58%'
 */
export function percent(chance: number): string {
  return `${Math.round(chance * 100)}%`;
}

/**
 * A 2d6 roll a player should know before they need it: the number to roll and its chance.
 * @example rollText(4, 33 / 36) === '4+ (92%)'
 */
export function rollText(tn: number, chance: number): string {
  return `${tn}+ (${percent(chance)})`;
}

/** `now / full`: what is left of a record value and what the record sheet gives it. */
export function nowOfFull(now: number, full: number): string {
  return `${now} / ${full}`;
}

/** A row cut or padded to the card's width. */
export function cardRow(cells: readonly CardCell[]): CardRow {
  return Array.from({ length: CARD_COLUMNS }, (_, i) => cells[i] ?? '');
}

/** `Medium Laser ×2`: a name with its count when there are several. */
export function counted(name: string, count: number): string {
  return count > 1 ? `${name} ×${count}` : name;
}
