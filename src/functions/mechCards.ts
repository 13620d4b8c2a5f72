/**
 * MECHCARDS, every mech's card from one formula: the ranges checked, then the cards as the table
 * layer lays them out (src/table/mechCards.ts), one under another with a blank row between. The
 * Cards tab holds one MECHCARDS in A2 — one server call when the campaign changes, not one per
 * mech ("Custom Functions in Google Sheets", Optimization: take ranges, return an array).
 */
import { CARD_COLUMNS, CARD_ROWS } from '../table/mechCard';
import { mechCards } from '../table/mechCards';
import { fail } from './broadcast';
import { cardTabs } from './cardArgs';
import type { CustomFunctionSpec } from './spec';
import { CAMPAIGN_TAB_PARAMS } from './tabParams';

const FN = 'MECHCARDS';

export const MECHCARDS: CustomFunctionSpec = {
  name: FN,
  description: `Every mech's card, in the Mechs tab's order, one under another with a blank row between: each ${CARD_ROWS} rows by ${CARD_COLUMNS} columns, as MECHCARD shows one. Leave the cells under and beside it empty; each range starts at A1 with its header row.`,
  params: CAMPAIGN_TAB_PARAMS,
  returns: {
    type: 'number|string',
    description: `The cards, ${CARD_ROWS} rows each and a blank row between, ${CARD_COLUMNS} columns; or why no card can be shown.`,
  },
  impl: (attacks: unknown, mechs: unknown, equipment: unknown, catalog: unknown, map: unknown, rules?: unknown) => {
    const cards = mechCards(cardTabs(FN, attacks, mechs, equipment, catalog, map, rules));
    if (cards.kind === 'unknown') return fail(FN, cards.message);
    return cards.rows.map((row) => [...row]);
  },
};
