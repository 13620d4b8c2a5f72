/**
 * MECHCARD, a mech's state in cells (docs/players.md): the ranges checked, then the card as the
 * table layer computes it (src/table/mechCard.ts). Always the same block of cells, so a card
 * stays in its place on the sheet however the mech's state changes.
 */
import { CARD_COLUMNS, CARD_ROWS, mechCard } from '../table/mechCard';
import { fail, isEmpty, isGrid } from './broadcast';
import { cardTabs } from './cardArgs';
import type { CustomFunctionSpec } from './spec';

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
    {
      name: 'attacks',
      type: 'string[][]',
      description: 'The Attacks tab from A1, without the TN column.',
      example: 'Attacks!A1:G',
    },
    { name: 'mechs', type: 'string[][]', description: 'The Mechs tab from A1.', example: 'Mechs!A1:BZ' },
    { name: 'equipment', type: 'string[][]', description: 'The Equipment tab from A1.', example: 'Equipment!A1:E' },
    { name: 'catalog', type: 'string[][]', description: 'The Catalog tab from A1.', example: 'Catalog!A1:K' },
    { name: 'map', type: 'string[][]', description: 'The Map tab from A1 (empty for no map).', example: 'Map!A1:Q18' },
    {
      name: 'rules',
      type: 'string[][]',
      description: 'The Rules tab from A1 (empty for the default rules).',
      example: 'Rules!A1:H',
      optional: true,
    },
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
