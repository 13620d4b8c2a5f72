/**
 * Start a new battle, the tab side (docs/sheet-layout.md, Start a new battle): the new values of every
 * tab the start of a battle changes. The round goes back to 1 and the Battle setting moves on;
 * the orders are cleared (the `declaration` columns of Mechs and Attacks, as after a round);
 * damage, heat and wounds stay as they are unless the GM chose to repair the mechs fully or to
 * heal the pilots. Pure: tabs in, tabs out, with every problem that stops it.
 */
import type { Problem } from '../../rules/model/problem';
import { LOCATIONS, TORSOS } from '../../rules/model/location';
import { findLibraryUnit } from '../../rules/data/library';
import { internalStructure } from '../../rules/charts/structure';
import type { BattleName } from '../play/battleName';
import { cellText, choice, isBlank, wholeNumber } from '../tab/cells';
import { changedRectangle } from '../write/cellValue';
import { parseFullArmor } from './fullArmor';
import { ATTACKS } from '../schema/playTabs';
import { EQUIPMENT } from '../schema/gearTabs';
import { MECHS } from '../schema/mechsTab';
import { EQUIPMENT_STATUSES, LIFE_SUPPORT, MECH_STATUSES, PILOT_STATUSES } from '../schema/choices';
import { TAB } from '../schema/columns';
import { RowReader } from '../tab/rowReader';
import { SheetProblems } from '../tab/problems';
import { findTab, type Tabs } from '../tab/tabs';
import { openTab, type TabReader } from '../tab/tabReader';
import { playedMechs } from '../play/orderBlocks';
import { clearDeclarations } from '../write/battle';
import { among, flag, num, put } from '../write/put';
import { writeSettings } from '../write/settings';

type Grid = unknown[][];

interface NewBattleChoices {
  /**
   * Every mech back to its record: armor (Full armor), structure, no criticals, equipment OK, Active, standing, cold.
   */
  readonly repair: boolean;
  /** Every pilot back in the cockpit: no wounds, Active, no wake-up round. */
  readonly heal: boolean;
  /** The new battle, as the Rules tab's Battle setting will hold it. */
  readonly next: BattleName;
  /**
   * The shots of a full bin for an Equipment Item (R-19.1, by the campaign's Catalog), undefined for an
   * item that is no counted bin: every bin is refilled to it. Absent: nothing is refilled.
   */
  readonly fullBin?: (item: string) => number | undefined;
}

type NewBattleUpdates =
  | {
      readonly ok: true;
      readonly updates: Record<string, unknown[][]>;
      /** Ammunition bins whose Shots went back to full. */
      readonly refilled: number;
    }
  | { readonly ok: false; readonly problems: readonly Problem[] };

const CRIT_ZEROES = [
  'sensorHits',
  'gyroHits',
  'engineHits',
  'actuators.LA',
  'actuators.RA',
  'actuators.LL',
  'actuators.RL',
  'critCount',
] as const;

/**
 * The tabs a new battle changes, each the tab's full values (rows never added but on Rules):
 *
 * - Mechs: the orders cleared; with `repair`, armor and rear armor from Full armor, structure
 *   from the tonnage (the standard internal structure table), every critical column 0 (life support OK), Status Active,
 *   Prone No, Heat 0; with `heal`, Wounds 0, Pilot status Active, Wakes after blank — but for a
 *   pilot who is Dead.
 * - Equipment: with `repair`, every Status OK; always, every ammunition bin's Shots full.
 * - Attacks: the orders cleared (the TN column and the GM's columns kept).
 * - Rules: Round 1, Battle `next`.
 *
 * A cell that already reads as its new value is left exactly as it was. Problems — a missing
 * tab or header, and with `repair` a mech whose Full armor or tonnage cannot be read — stop it.
 */
export function newBattleUpdates(before: Tabs, choices: NewBattleChoices): NewBattleUpdates {
  const problems = new SheetProblems();
  const mechs = openTab(before, MECHS, problems, true);
  const equipment = openTab(before, EQUIPMENT, problems, false);
  const attacks = openTab(before, ATTACKS, problems, false);
  if (mechs && choices.repair && !mechs.has('fullArmor')) {
    problems.tab(
      TAB.mechs,
      'missing_header',
      `${TAB.mechs}!1:1: no column headed "Full armor": repairing mechs fully needs each mech's record armor there (Set up campaign adds the column; type HD 9, CT 20+8, … for each mech), or start the battle without repairing`,
    );
  }
  const after: Record<string, Grid> = {};
  if (mechs && problems.list.length === 0) after[TAB.mechs] = mechsAfter(mechs, choices, problems);
  let refilled = 0;
  if (equipment) {
    const rearmed = equipmentAfter(equipment, choices);
    after[TAB.equipment] = rearmed.grid;
    refilled = rearmed.refilled;
  }
  if (attacks) {
    const grid = copy(attacks);
    clearDeclarations(grid, attacks, playedMechs(before));
    after[TAB.attacks] = grid;
  }
  after[TAB.rules] = writeSettings(before, [
    ['round', 1],
    ['battle', choices.next],
  ]);
  if (problems.list.length > 0) return { ok: false, problems: problems.list };
  const updates: Record<string, unknown[][]> = {};
  for (const tab of Object.keys(after)) {
    if (changedRectangle(findTab(before, tab) ?? [], after[tab])) updates[tab] = after[tab];
  }
  return { ok: true, updates, refilled };
}

function copy(table: TabReader): Grid {
  return table.values.map((row) => row.slice());
}

function mechsAfter(table: TabReader, choices: NewBattleChoices, problems: SheetProblems): Grid {
  const grid = copy(table);
  clearDeclarations(grid, table);
  const set = (row: number, key: string, value: string | number | boolean, parse: (cell: unknown) => unknown): void => {
    if (table.has(key)) put(grid, row, table.col(key), value, parse);
  };
  for (const row of table.dataRows()) {
    const name = table.get(row, 'name');
    const r = new RowReader(
      table,
      row,
      problems,
      typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined,
    );
    if (choices.repair) repairRow(r, set);
    // A dead pilot stays dead: healing brings back the wounded, the knocked out and those out of the battle.
    if (choices.heal && !isDead(table.get(row, 'pilotStatus'))) {
      set(row, 'wounds', 0, num(0));
      set(row, 'pilotStatus', 'Active', among(PILOT_STATUSES, 'Active'));
      set(row, 'wakesAfter', '', (c) => (c === '' || c === null || c === undefined ? '' : c));
    }
  }
  return grid;
}

function isDead(status: unknown): boolean {
  return choice(status, PILOT_STATUSES) === 'Dead';
}

type Setter = (row: number, key: string, value: string | number | boolean, parse: (cell: unknown) => unknown) => void;

/** One mech back to its record; a Full armor or tonnage that cannot be read is reported and nothing is set. */
function repairRow(r: RowReader, set: Setter): void {
  const who = r.mech ?? `the mech on row ${r.row + 1}`;
  const tons = r.whole('tons', 10, 200);
  const structure = tons === undefined ? undefined : internalStructure(tons);
  if (tons !== undefined && !structure)
    r.report(
      'tons',
      'no_structure',
      `${who} weighs ${tons} tons, which has no standard internal structure (the standard internal structure table): repairing it needs a tonnage in steps of 5, or start the battle without repairing`,
    );
  const text = r.text('fullArmor');
  // A blank Full armor of a library model (a campaign set up before the column existed) is that model's record.
  const model = text === '' ? findLibraryUnit(r.text('model')) : undefined;
  const full = model
    ? { ok: true as const, value: { armor: model.armor, rear: model.rearArmor } }
    : text === ''
      ? undefined
      : parseFullArmor(text);
  if (text === '' && !model)
    r.report(
      'fullArmor',
      'no_full_armor',
      `Full armor is blank: repairing ${who} fully needs its record armor (HD 9, CT 20+8, …); type it, or start the battle without repairing`,
    );
  else if (full && !full.ok) r.report('fullArmor', 'bad_full_armor', full.reason);
  if (!structure || !full || !full.ok) return;
  const row = r.row;
  for (const loc of LOCATIONS) set(row, `armor.${loc}`, full.value.armor[loc], num());
  for (const loc of TORSOS) set(row, `rear.${loc}`, full.value.rear[loc], num());
  for (const loc of LOCATIONS) set(row, `structure.${loc}`, structure[loc], num());
  for (const key of CRIT_ZEROES) set(row, key, 0, num(0));
  set(row, 'lifeSupport', 'OK', among(LIFE_SUPPORT, 'OK'));
  set(row, 'status', 'Active', among(MECH_STATUSES, 'Active'));
  set(row, 'prone', false, flag);
  set(row, 'heat', 0, num(0));
}

/**
 * The Equipment tab at the new battle: with `repair`, every Status OK; and always every counted
 * ammunition bin full again (R-19.4: the mechs are rearmed between battles), a blank Shots cell
 * being full already. Counts the bins refilled.
 */
function equipmentAfter(table: TabReader, choices: NewBattleChoices): { grid: Grid; refilled: number } {
  const grid = copy(table);
  if (choices.repair && table.has('status')) {
    const col = table.col('status');
    for (const row of table.dataRows()) put(grid, row, col, 'OK', among(EQUIPMENT_STATUSES, 'OK'));
  }
  let refilled = 0;
  const fullBin = choices.fullBin;
  if (!fullBin || !table.has('shots') || !table.has('item')) return { grid, refilled };
  const col = table.col('shots');
  for (const row of table.dataRows()) {
    const full = fullBin(cellText(table.get(row, 'item')));
    if (full === undefined) continue;
    const asRead = (cell: unknown): number | undefined => (isBlank(cell) ? full : wholeNumber(cell));
    if (asRead(grid[row][col]) === full) continue;
    put(grid, row, col, full, asRead);
    refilled++;
  }
  return { grid, refilled };
}
