/**
 * Every mech's card, one under another, with a blank row between: what the MECHCARDS custom
 * function fills the Cards tab with from one formula. One server call for all the cards, however
 * many mechs, where a MECHCARD per mech made one call each, every one handed the whole campaign
 * ("Custom Functions in Google Sheets", Optimization). Card k (the k-th named mech of the Mechs
 * tab) starts (k − 1) × (CARD_ROWS + 1) rows below the formula, as the Cards tab has always
 * placed it, so a player finds their card where it was.
 */
import type { Tabs } from '../sheet/tab/tabs';
import { cardFrom, cardNames, cardSource, type MechCard } from './mechCard';
import { CARD_ROWS, cardRow, type CardRow } from './cardWords';

/** The Cards tab's cells, or why no card can be made (the Mechs range is not the Mechs tab). */
export type MechCards =
  | { readonly kind: 'cards'; readonly rows: readonly CardRow[] }
  | { readonly kind: 'unknown'; readonly message: string };

/** A card's block: the card, or its one line saying why it waits, padded to CARD_ROWS rows. */
function block(card: MechCard): CardRow[] {
  const rows = card.kind === 'card' ? [...card.rows] : [cardRow([card.message])];
  while (rows.length < CARD_ROWS) rows.push(cardRow([]));
  return rows;
}

/**
 * The cards of every mech on the Mechs tab, in its order, from the tabs read once (`getValues()`
 * of each, as ATTACKTN takes them); one blank row when no mech has a name yet.
 */
export function mechCards(tabs: Tabs): MechCards {
  const src = cardSource(tabs);
  const names = cardNames(src);
  if (!src.table) {
    // No Mechs table, no card: the reason the card of any name would give.
    const none = cardFrom(src, '');
    return { kind: 'unknown', message: none.kind === 'card' ? '' : none.message };
  }
  const rows: CardRow[] = [];
  names.forEach((name, k) => {
    if (k > 0) rows.push(cardRow([]));
    rows.push(...block(cardFrom(src, name)));
  });
  return { kind: 'cards', rows: rows.length > 0 ? rows : [cardRow([])] };
}
