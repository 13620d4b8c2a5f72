/**
 * The Cards tab: every mech's card, where a player finds their mech's state on a
 * phone, from one MECHCARDS formula in A2 — one server call for all the cards (Google's "Custom
 * Functions in Google Sheets", Optimization: take ranges, return an array), where a MECHCARD per
 * card made one call each. Each card is one fixed block of CARD_ROWS × CARD_COLUMNS cells with a
 * blank row below it, so card k (the k-th mech of the Mechs tab) starts at row `cardRow(k)`, as
 * it always has; a mech added later gets its card without anyone editing a formula. No round,
 * Undo or new battle writes this tab: it is not one of the tabs Gator reads or writes.
 */

/** Columns of a card: narrow enough for a phone screen held upright. */
export const CARD_COLUMNS = 6;

/**
 * Each card column's width in pixels, A to F: the labels, names and weapons, then five for the
 * numbers and the TN at each enemy — 400 in all, what a phone held upright shows beside the row
 * numbers. Every cell of the tab wraps its text, so a narrow column cuts nothing off: a long
 * word takes a second line (Sheets' default of 100 px a column made 600, and a phone showed
 * only columns A–B, not the TNs).
 */
export const CARD_WIDTHS: readonly number[] = [100, 60, 60, 60, 60, 60];

/**
 * Rows of a card, always: every card fills exactly this block (blank cells at the bottom), so
 * the cards below it never move as the mech's state changes.
 */
export const CARD_ROWS = 28;

/** The tab's name. */
export const CARDS_TAB = 'Cards';

/** The ranges the cards read, as A1 references inside each tab's grid (open-ended rows). */
export interface CardRanges {
  /** The Attacks tab up to the column before TN: the cards read neither the TN nor the Roll column. */
  readonly attacks: string;
  readonly mechs: string;
  readonly equipment: string;
  readonly catalog: string;
  readonly map: string;
  readonly rules: string;
}

/** Row (1-based) where card k starts (k from 1): under the tab's title row, one blank row between cards. */
export function cardRow(k: number): number {
  return 2 + (k - 1) * (CARD_ROWS + 1);
}

/** The Cards tab's one formula, in A2: every mech's card. */
export function cardsFormula(r: CardRanges): string {
  return `=MECHCARDS(${r.attacks}, ${r.mechs}, ${r.equipment}, ${r.catalog}, ${r.map}, ${r.rules})`;
}

/**
 * Whether a formula is one an earlier Set up wrote, one card per formula
 * (`=MECHCARD(INDEX(Mechs!$A$2:$A, 3), …)`): Set up replaces those with the one MECHCARDS.
 */
export function isOldCardFormula(formula: string): boolean {
  return /^=MECHCARD\(INDEX\(/i.test(formula.trim());
}

/** Whether a formula is the Cards tab's MECHCARDS, whatever its ranges. */
export function isCardsFormula(formula: string): boolean {
  return /^=MECHCARDS\(/i.test(formula.trim());
}

/**
 * What the title says, for the people reading the tab: in A1 merged across the card's columns
 * (A1:F1) and wrapped, so it reads within the cards' width and never widens column A.
 */
export const CARDS_TITLE =
  "Each mech's card: its state, heat, pilot and TN at each enemy in range. Leave the cells of the cards empty.";
