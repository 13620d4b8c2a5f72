/**
 * How many rows the tabs the players' formulas read keep in their grids: their data and a little
 * room, not a new sheet's 1,000. Sheets hands a custom function every cell of the ranges it is
 * passed, and an open-ended range (`Mechs!A1:BE`) runs to its tab's last grid row, blank rows
 * included — on every recalculation, and every edit of those tabs recalculates (the Optimization
 * section of Google's "Custom Functions in Google Sheets"). A grid that fits its data makes an
 * open-ended range stop where the data stops, and still takes in any row the GM adds.
 *
 * Set up fits these grids (trimming blank rows below the room, never a row holding anything);
 * importing or inserting mechs, and Protect's new blocks, grow them before they run out.
 */
import { CARD_ROWS, CARDS_TAB } from './cardsTab';
import { BLOCK_ROWS } from '../play/orderBlocks';
import { TAB } from '../schema/columns';

/** Blank rows kept below each tab's last row holding anything: room to type in. */
export const ROOM: Readonly<Record<string, number>> = {
  [TAB.mechs]: 8,
  [TAB.equipment]: 40,
  [TAB.catalog]: 10,
  [TAB.attacks]: 10,
  [TAB.rules]: 8,
  [TAB.map]: 0,
  [CARDS_TAB]: 0,
};

/** The tabs whose grids are fitted, Mechs first: the others' room depends on its rows. */
export const FITTED_TABS: readonly string[] = [
  TAB.mechs,
  TAB.equipment,
  TAB.catalog,
  TAB.attacks,
  TAB.map,
  TAB.rules,
  CARDS_TAB,
];

/** Rows the Cards tab needs for `cards` cards: its title row, each card and the blank row after it. */
export function cardsRows(cards: number): number {
  return 1 + cards * (CARD_ROWS + 1);
}

/**
 * The rows a tab's grid should have: its last row holding anything (`used`, the header counted)
 * and its room. `mechRows` is the Mechs tab's grid, room included: every row of it may become a
 * mech, so the Attacks tab keeps a block of lines for each (Protect's block size) and the Cards
 * tab a card. Never under two rows: a header and one line to type in.
 *
 * @example gridRows('Mechs', 25, 0) === 33
 */
export function gridRows(tab: string, used: number, mechRows: number): number {
  const mechs = Math.max(0, mechRows - 1);
  const room = ROOM[tab] ?? 0;
  if (tab === TAB.attacks) return Math.max(2, used, 1 + mechs * BLOCK_ROWS[TAB.attacks]) + room;
  if (tab === CARDS_TAB) return Math.max(2, used, cardsRows(mechs));
  return Math.max(2, used + room);
}
