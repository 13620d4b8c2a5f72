/**
 * The campaign's tabs as ATTACKTN, MECHCARD and MECHCARDS take them: each range from A1 with its
 * header row, the Attacks range stopping before the TN column (so a typed roll or the TN column's
 * own answer runs no formula again). One description, so the three never drift apart.
 */
import type { ParamSpec } from './spec';

export const CAMPAIGN_TAB_PARAMS: readonly ParamSpec[] = [
  {
    name: 'attacks',
    type: 'string[][]',
    description: 'The Attacks tab from A1, up to the column before TN.',
    example: 'Attacks!A1:G',
  },
  { name: 'mechs', type: 'string[][]', description: 'The Mechs tab from A1.', example: 'Mechs!A1:BE' },
  { name: 'equipment', type: 'string[][]', description: 'The Equipment tab from A1.', example: 'Equipment!A1:E' },
  { name: 'catalog', type: 'string[][]', description: 'The Catalog tab from A1.', example: 'Catalog!A1:O' },
  { name: 'map', type: 'string[][]', description: 'The Map tab from A1 (empty for no map).', example: 'Map!A1:Z' },
  {
    name: 'rules',
    type: 'string[][]',
    description: 'The Rules tab from A1 (empty for the default rules).',
    example: 'Rules!A1:H',
    optional: true,
  },
];
