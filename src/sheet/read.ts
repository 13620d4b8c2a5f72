import type { Battle } from '../rules/model/battle';
import type { Declarations } from '../rules/model/declarations';
import { fail, ok, type Result } from '../rules/model/problem';
import type { RulesOptions } from '../rules/model/rules';
import { readAttacks } from './readAttacks';
import { readCatalog } from './readCatalog';
import { readEquipment } from './readEquipment';
import { readMap } from './readMap';
import { readMechs } from './readMechs';
import type { DiceSetting } from '../rules/dice/typed';
import { readRolls, type SheetRolls } from './readRolls';
import { readRules, type DiceSeedPolicy } from './readRules';
import { SheetProblems, type Tabs } from './table';

export type { Tabs } from './table';
export type { DiceSeedPolicy } from './readRules';

/** Everything a round needs, read from the campaign's tabs. */
export interface Campaign {
  readonly battle: Battle;
  readonly declarations: Declarations;
  readonly rules: RulesOptions;
  /** How this round's dice are seeded (the Rules tab's Dice seed, R-0.4). */
  readonly seed: DiceSeedPolicy;
  /** Who rolls (the Rules tab's Dice, R-0.5). */
  readonly dice: DiceSetting;
  /** The rolls typed into the sheet (R-0.5): Attacks' Roll column and the Rolls tab. */
  readonly typed: SheetRolls;
}

/**
 * Reads the campaign spreadsheet — the `getValues()` of each tab by name — into the core's
 * model: the battle (mechs with their equipment, the map, the round, the catalog), this
 * round's declarations and the campaign's options.
 *
 * Row 1 of each table tab is its header; columns are found by header name in any case
 * and order, and columns Gator does not know are ignored. Data starts on row 2; blank
 * rows are skipped. Every problem is collected — missing tabs and headers, bad cells,
 * references to mechs, weapons or hexes that do not exist — each message starting with
 * its cell: `Mechs!F7: Gunnery must be a whole number from 0 to 8, got "three"`. With any
 * problem, no battle is returned (and so nothing is written).
 *
 * @example
 * const read = readCampaign(demoTabs());
 * if (read.ok) read.value.battle.mechs[0].id // 'Griffin'
 */
export function readCampaign(tabs: Tabs): Result<Campaign> {
  const problems = new SheetProblems();
  const { rules, round, seed, dice } = readRules(tabs, problems);
  const catalog = readCatalog(tabs, problems);
  const map = readMap(tabs, problems);
  const mechs = readMechs(tabs, rules, map, problems);
  readEquipment(tabs, mechs, catalog, problems);
  const attacks = readAttacks(tabs, mechs, catalog, rules, problems);
  const typed = readRolls(tabs, problems);
  if (problems.list.length > 0) return fail(...problems.list);
  const battle: Battle = { round, mechs: mechs.mechs, catalog, ...(map ? { map } : {}) };
  return ok({ battle, declarations: { moves: mechs.moves, attacks }, rules, seed, dice, typed });
}
