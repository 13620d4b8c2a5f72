/**
 * The ranges MECHCARD and MECHCARDS take, in their order — Attacks, Mechs, Equipment, Catalog,
 * Map and (optional) Rules — checked and keyed by tab, as the table layer reads them.
 */
import { TAB } from '../sheet/schema/columns';
import { fail, isEmpty, isGrid, type Grid } from './broadcast';

/** A range argument with its header row, or (optional ones) nothing. */
function tabArg(fn: string, name: string, example: string, value: unknown, optional: boolean): Grid | undefined {
  if (optional && isEmpty(value)) return undefined;
  if (!isGrid(value) || value.length < 1) {
    return fail(fn, `${name} must be the ${name} tab's range with its header row, e.g. ${example}`);
  }
  return value;
}

/** The card functions' ranges by tab: `fn` names the function in a refusal. */
export function cardTabs(
  fn: string,
  attacks: unknown,
  mechs: unknown,
  equipment: unknown,
  catalog: unknown,
  map: unknown,
  rules: unknown,
): Record<string, Grid> {
  const tabs: Record<string, Grid> = {
    [TAB.attacks]: tabArg(fn, 'Attacks', 'Attacks!A1:G', attacks, false) as Grid,
    [TAB.mechs]: tabArg(fn, 'Mechs', 'Mechs!A1:BZ', mechs, false) as Grid,
    [TAB.equipment]: tabArg(fn, 'Equipment', 'Equipment!A1:E', equipment, false) as Grid,
    [TAB.catalog]: tabArg(fn, 'Catalog', 'Catalog!A1:O', catalog, false) as Grid,
  };
  const mapGrid = tabArg(fn, 'Map', 'Map!A1:Q18', map, true);
  if (mapGrid) tabs[TAB.map] = mapGrid;
  const rulesGrid = tabArg(fn, 'Rules', 'Rules!A1:H', rules, true);
  if (rulesGrid) tabs[TAB.rules] = rulesGrid;
  return tabs;
}
