/**
 * ATTACKTN, the players' TN column (docs/sheet-layout.md): the ranges checked, then the column as the table
 * layer computes it (src/table/tnColumn.ts) — the same TNs the sidebar previews.
 */
import { TAB } from '../sheet/schema/columns';
import { attackTnColumn } from '../table/tnColumn';
import { fail, isEmpty, isGrid, type Grid } from './broadcast';
import type { CustomFunctionSpec } from './spec';
import { CAMPAIGN_TAB_PARAMS } from './tabParams';

const FN = 'ATTACKTN';

/** A range argument with its header row, or (optional ones) nothing. */
function tabArg(name: string, example: string, value: unknown, optional: boolean): Grid | undefined {
  if (optional && isEmpty(value)) return undefined;
  if (!isGrid(value) || value.length < 1) {
    return fail(FN, `${name} must be the ${name} tab's range with its header row, e.g. ${example}`);
  }
  return value;
}

export const ATTACKTN: CustomFunctionSpec = {
  name: FN,
  description:
    "Target numbers of every attack declared on the Attacks tab, from the Mechs, Equipment, Catalog and Map tabs, so they recalculate when a record changes. Put it in the TN column's second row; each ranges starts at A1 with its header row and the Attacks range stops before the TN column.",
  params: CAMPAIGN_TAB_PARAMS,
  returns: {
    type: 'number|string',
    description:
      'One cell per attack row: the TN (a number for one weapon), the TN of each weapon, "Out of range", or why the attack cannot be made.',
  },
  impl: (attacks: unknown, mechs: unknown, equipment: unknown, catalog: unknown, map: unknown, rules?: unknown) => {
    const tabs: Record<string, Grid> = {
      [TAB.attacks]: tabArg('Attacks', 'Attacks!A1:G', attacks, false) as Grid,
      [TAB.mechs]: tabArg('Mechs', 'Mechs!A1:BE', mechs, false) as Grid,
      [TAB.equipment]: tabArg('Equipment', 'Equipment!A1:E', equipment, false) as Grid,
      [TAB.catalog]: tabArg('Catalog', 'Catalog!A1:O', catalog, false) as Grid,
    };
    const mapGrid = tabArg('Map', 'Map!A1:Z', map, true);
    if (mapGrid) tabs[TAB.map] = mapGrid;
    const rulesGrid = tabArg('Rules', 'Rules!A1:H', rules, true);
    if (rulesGrid) tabs[TAB.rules] = rulesGrid;
    return attackTnColumn(tabs);
  },
};
