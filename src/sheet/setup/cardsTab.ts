/**
 * The Cards tab (docs/sheet-layout.md, Cards): one MECHCARD formula per mech, where a player finds their mech's
 * state on a phone. Each card is one fixed block of CARD_ROWS × CARD_COLUMNS cells, so the
 * formulas sit CARD_ROWS + 1 rows apart in column A and no card spills into the next. Card k
 * shows the k-th mech of the Mechs tab (`INDEX` of its Name column), so a mech added later gets
 * a card of its own without anyone editing a formula; an empty slot shows nothing. No round,
 * Undo or new battle writes this tab: it is not one of the tabs Gator reads or writes.
 */

/** Columns of a card: narrow enough for a phone screen held upright. */
export const CARD_COLUMNS = 6;

/**
 * Rows of a card, always: every card fills exactly this block (blank cells at the bottom), so
 * its spill range never changes size as the mech's state does.
 */
export const CARD_ROWS = 28;

/** The tab's name. */
export const CARDS_TAB = 'Cards';

/** Cards a new Cards tab holds at least, for mechs added after Set up. */
export const MIN_CARDS = 8;

/** The ranges every card reads, as A1 references inside each tab's grid (open-ended rows). */
export interface CardRanges {
  /** The Mechs tab's Name cells under its header, the list card k takes its name from: `Mechs!$A$2:$A`. */
  readonly names: string;
  readonly attacks: string;
  readonly mechs: string;
  readonly equipment: string;
  readonly catalog: string;
  readonly map: string;
  readonly rules: string;
}

/** Row (1-based) of card k's formula (k from 1): under the tab's title row, one blank row between cards. */
export function cardRow(k: number): number {
  return 2 + (k - 1) * (CARD_ROWS + 1);
}

/** The formula of card k: the k-th mech of the Mechs tab. */
function cardFormula(k: number, r: CardRanges): string {
  return `=MECHCARD(INDEX(${r.names}, ${k}), ${r.attacks}, ${r.mechs}, ${r.equipment}, ${r.catalog}, ${r.map}, ${r.rules})`;
}

/** What the title cell says, for the people reading the tab. */
const CARDS_TITLE = "Each mech's card: its state, heat, pilot and TN at each enemy in range. Leave the cells of a card empty.";

/**
 * Column A of a new Cards tab, `cards` cards: the title, then each card's formula with the rows
 * its card fills left blank. Values and formulas, in the shape a RangeWrite takes them.
 */
export function cardsColumn(cards: number, r: CardRanges): { values: string[][]; formulas: string[][] } {
  const height = cardRow(cards) + CARD_ROWS - 1;
  const values: string[][] = Array.from({ length: height }, () => ['']);
  const formulas: string[][] = Array.from({ length: height }, () => ['']);
  values[0][0] = CARDS_TITLE;
  for (let k = 1; k <= cards; k++) formulas[cardRow(k) - 1][0] = cardFormula(k, r);
  return { values, formulas };
}
