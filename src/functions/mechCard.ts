/**
 * MECHCARD, a mech's state in cells (docs/players.md): the ranges checked, then the card as the
 * table layer computes it (src/table/mechCard.ts). Always the same block of cells, so a card
 * stays in its place on the sheet however the mech's state changes.
 */
import { CARD_COLUMNS, CARD_ROWS, mechCard } from '../table/mechCard';
import { fail, isEmpty, isGrid } from './broadcast';
import { cardTabs } from './cardArgs';
import type { CustomFunctionSpec } from './spec';
import { CAMPAIGN_TAB_PARAMS } from './tabParams';

const FN = 'MECHCARD';

/** The mech's name: one cell (a range of one cell is read as that cell). */
function nameArg(value: unknown): string {
  const cell = isGrid(value)
    ? value.length === 1 && value[0].length === 1
      ? value[0][0]
      : fail(FN, 'name must be one cell, e.g. "Griffin"')
    : value;
  return isEmpty(cell) ? '' : String(cell);
}

export const MECHCARD: CustomFunctionSpec = {
  name: FN,
  description: `A mech's card, ${CARD_ROWS} rows by ${CARD_COLUMNS} columns: its orders and MP, each location's armor and structure (now / full), its heat and what it does next round, its pilot's wounds and next consciousness roll, its weapons and its TN at each enemy in range. Leave the cells under and beside it empty; each range starts at A1 with its header row.`,
  params: [
    { name: 'name', type: 'string', description: "The mech's name on the Mechs tab.", example: '"Griffin"' },
    ...CAMPAIGN_TAB_PARAMS,
  ],
  returns: {
    type: 'number|string',
    description: `The card, ${CARD_ROWS} rows by ${CARD_COLUMNS} columns; nothing for an empty name; or why the mech's card cannot be shown.`,
  },
  impl: (
    name: unknown,
    attacks: unknown,
    mechs: unknown,
    equipment: unknown,
    catalog: unknown,
    map: unknown,
    rules?: unknown,
  ) => {
    const wanted = nameArg(name);
    if (wanted.trim() === '') return '';
    const card = mechCard(cardTabs(FN, attacks, mechs, equipment, catalog, map, rules), wanted);
    if (card.kind === 'unknown') return fail(FN, card.message);
    if (card.kind === 'waits') return [[card.message]];
    return card.rows.map((row) => [...row]);
  },
};
