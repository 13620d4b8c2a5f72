import type { Battle } from '../../rules/model/battle';
import type { BattleName } from '../play/battleName';
import type { Declarations, MoveDeclaration } from '../../rules/model/declarations';
import { fail, ok, type Problem, type Result } from '../../rules/model/problem';
import type { RulesOptions } from '../../rules/model/rules';
import { a1 } from '../tab/cells';
import { groupCascades } from './cascades';
import { readAttacks, type AttackLine } from './attacks';
import { readCatalog } from './catalog';
import { readEquipment } from './equipment';
import { readMap } from './map';
import { readMechs, type MechsRead } from './mechs';
import { checkFieldedPilots } from './fielded';
import type { DiceSetting } from '../../rules/dice/typed';
import { readRolls, type SheetRolls } from './rolls';
import { readRules, type DiceSeedPolicy } from './rules';
import { MECHS } from '../schema/mechsTab';
import { TAB } from '../schema/columns';
import { SheetProblems, type CellAids, type LocatedProblem } from '../tab/problems';
import { openTab } from '../tab/tabReader';
import type { Tabs } from '../tab/tabs';
import { typedOfLines, withoutHeldBack, type WithoutHeldBack } from './heldBack';

export type { Tabs } from '../tab/tabs';
export type { LocatedProblem, TabFormulas } from '../tab/problems';
export type { DiceSeedPolicy } from './rules';

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
  /** The battle being fought (the Rules tab's Battle): its number, or the GM's name for it. */
  readonly battleName: BattleName;
}

/** A mech left out of a partial read, with the first problem that holds it back. */
export interface HeldBack {
  readonly mech: string;
  readonly problem: Problem;
}

/**
 * A read of the campaign that keeps what it could read beside what it could not: one typo
 * never blinds the GM. Resolve still needs a read without any problem.
 */
export interface CampaignRead {
  /**
   * Everything no problem touches: the mechs with no problem on their Mechs or Equipment rows,
   * their moves, and the attack lines read without a problem between two such mechs. Undefined
   * when a problem touches everything: a missing tab or header, or a problem on the Rules,
   * Catalog or Map tab, which every TN depends on.
   */
  readonly campaign?: Campaign;
  /** When `campaign` is undefined: the first problem that holds everything back. */
  readonly blocking?: Problem;
  /** Every problem as the GM reads it, repeats of one mistake grouped (src/sheet/read/cascades.ts). */
  readonly problems: readonly Problem[];
  /** Every problem as found, one per cell, with its place: the TN column marks rows by them. */
  readonly located: readonly LocatedProblem[];
  /** The Attacks tab row (0-based, as the tab's values count) of each attack line of `campaign`. */
  readonly attackRows: readonly number[];
  /** Mechs read but left out of `campaign`, each with the first problem on its rows. */
  readonly heldBack: readonly HeldBack[];
  /**
   * What Resolve without them skips and plays (docs/sidebar.md): the lines and orders held back,
   * the problems that cannot be skipped and, when none is, the campaign to resolve. Absent when
   * the read found no problem.
   */
  readonly withoutHeldBack?: WithoutHeldBackRead;
}

/** The round without what is held back, with the campaign to resolve when it can be. */
export interface WithoutHeldBackRead extends Omit<WithoutHeldBack, 'round'> {
  readonly campaign?: Campaign;
  /** The Attacks row (0-based) of each attack line of `campaign`. */
  readonly attackRows: readonly number[];
}

/** Tabs every mech and attack depends on: a problem there holds everything back. */
const SHARED_TABS: readonly string[] = [TAB.rules, TAB.catalog, TAB.map];

function touchesEverything(p: LocatedProblem): boolean {
  // A Rules row naming no setting sets nothing, so no TN depends on it — as the TN column and the cards see a
  // formula in a spare row, with no formulas to tell it from a typo. Resolve still refuses it (heldBack.ts).
  if (p.problem.code === 'sheet/unknown_setting') return false;
  return p.row === undefined || p.row === 0 || SHARED_TABS.indexOf(p.tab) >= 0;
}

/** A problem of a mech's own rows (Mechs, Equipment) holds that mech back. */
function heldBackMechs(located: readonly LocatedProblem[]): HeldBack[] {
  const out: HeldBack[] = [];
  for (const p of located) {
    const mech = p.problem.mech;
    if (mech === undefined || (p.tab !== TAB.mechs && p.tab !== TAB.equipment)) continue;
    if (!out.some((h) => h.mech === mech)) out.push({ mech, problem: p.problem });
  }
  return out;
}

/** A move without its outflank, when the mech it outflanks is held back (R-4.2 gives advantage on that mech only). */
function withoutOutflank(move: MoveDeclaration): MoveDeclaration {
  const { outflank: _dropped, ...rest } = move;
  return rest;
}

/**
 * Reads the campaign spreadsheet — the `getValues()` of each tab by name — into the core's
 * model: the battle (mechs with their equipment, the map, the round, the catalog), this
 * round's declarations and the campaign's options.
 *
 * Row 1 of each table tab is its header; columns are found by header name in any case
 * and order, and columns Gator does not know are ignored. Data starts on row 2; blank
 * rows are skipped. Every problem is collected — missing tabs and headers, bad cells, cells
 * showing an error value (`#NAME?`), references to mechs, weapons or hexes that do not
 * exist — each message starting with its cell: `Mechs!F7: Gunnery must be a whole number
 * from 0 to 8, got "three"`. What no problem touches is still read (see CampaignRead).
 * `aids.formulas`, when given, let a cell showing an error value say what was typed there;
 * `aids.locale` (`de_DE`), a cell Sheets read as a date or a decimal quote what was typed as it
 * writes it; `aids.timeZone`, the spreadsheet's, the day a cell Sheets read as a date holds.
 *
 * @example
 * const read = readCampaignParts(demoTabs());
 * read.campaign?.battle.mechs[0].id // 'Griffin'
 */
export function readCampaignParts(tabs: Tabs, aids: CellAids = {}): CampaignRead {
  const problems = new SheetProblems(aids);
  const { rules, round, seed, dice, battle: battleName } = readRules(tabs, problems);
  const catalog = readCatalog(tabs, problems);
  const map = readMap(tabs, problems);
  const mechs = readMechs(tabs, rules, map, problems);
  checkFieldedPilots(tabs, problems);
  readEquipment(tabs, mechs, catalog, problems);
  const lines = readAttacks(tabs, mechs, catalog, rules, problems);
  const typed = readRolls(tabs, problems, mechs.mechs);
  const located = problems.located;
  const grouped =
    located.length === 0
      ? []
      : groupCascades(
          located,
          Object.keys(mechs.known).map((k) => mechs.known[k]),
          firstMechCell(tabs),
        );
  const blocking = located.find(touchesEverything);
  const without =
    located.length === 0
      ? undefined
      : withoutHeldBackOf(
          tabs,
          located,
          mechs,
          lines,
          { round, catalog, ...(map ? { map } : {}) },
          { rules, seed, dice, typed, battleName },
        );
  if (blocking)
    return {
      blocking: blocking.problem,
      problems: grouped,
      located,
      attackRows: [],
      heldBack: [],
      ...(without ? { withoutHeldBack: without } : {}),
    };
  const heldBack = heldBackMechs(located);
  const held = new Set(heldBack.map((h) => h.mech));
  const kept =
    held.size === 0 ? lines : lines.filter((l) => !held.has(l.declaration.attacker) && !held.has(l.declaration.target));
  const battle: Battle = {
    round,
    mechs: held.size === 0 ? mechs.mechs : mechs.mechs.filter((m) => !held.has(m.id)),
    catalog,
    ...(map ? { map } : {}),
  };
  const moves =
    held.size === 0
      ? mechs.moves
      : mechs.moves
          .filter((m) => !held.has(m.mech))
          .map((m) => (m.outflank !== undefined && held.has(m.outflank) ? withoutOutflank(m) : m));
  return {
    campaign: {
      battle,
      declarations: { moves, attacks: kept.map((l) => l.declaration) },
      rules,
      seed,
      dice,
      typed: typedOfLines(typed, kept),
      battleName,
    },
    problems: grouped,
    located,
    attackRows: kept.map((l) => l.row),
    heldBack,
    ...(without ? { withoutHeldBack: without } : {}),
  };
}

/** Resolve without them's campaign: every mech read, the moves and lines no problem holds back. */
function withoutHeldBackOf(
  tabs: Tabs,
  located: readonly LocatedProblem[],
  mechs: MechsRead,
  lines: readonly AttackLine[],
  battle: Omit<Battle, 'mechs'>,
  rest: Pick<Campaign, 'rules' | 'seed' | 'dice' | 'typed' | 'battleName'>,
): WithoutHeldBackRead {
  const { round, ...held } = withoutHeldBack({ tabs, located, mechs, lines, battle });
  if (!round) return { ...held, attackRows: [] };
  const declarations = { moves: [...round.moves], attacks: round.attacks.map((l) => l.declaration) };
  const campaign: Campaign = {
    battle: round.battle,
    declarations,
    rules: rest.rules,
    seed: rest.seed,
    dice: rest.dice,
    typed: typedOfLines(rest.typed, round.attacks),
    battleName: rest.battleName,
  };
  return { ...held, campaign, attackRows: round.attacks.map((l) => l.row) };
}

/** The Mechs tab's first Name cell, where an empty tab is filled in. */
function firstMechCell(tabs: Tabs): string | undefined {
  const table = openTab(tabs, MECHS, new SheetProblems(), false);
  const col = table?.cols.name;
  return col === undefined ? undefined : a1(MECHS.name, 1, col);
}

/**
 * The campaign read whole, as Resolve needs it: with any problem, no battle is returned (and
 * so nothing is written), only the problems (grouped as the GM reads them).
 *
 * @example
 * const read = readCampaign(demoTabs());
 * if (read.ok) read.value.battle.mechs[0].id // 'Griffin'
 */
export function readCampaign(tabs: Tabs, aids: CellAids = {}): Result<Campaign> {
  const read = readCampaignParts(tabs, aids);
  if (read.problems.length > 0 || !read.campaign) return fail(...read.problems);
  return ok(read.campaign);
}
