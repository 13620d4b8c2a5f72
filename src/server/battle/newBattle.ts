/**
 * "Start a new battle" (docs/sheet-layout.md, Start a new battle): inside the document lock, the
 * finished battle's Log becomes its own tab (`Log — battle 1`: the Log tab renamed, every row,
 * formula and format as it was, never read) with a fresh Log beside it; the Rules tab's Round
 * goes back to 1 and its Battle moves on; every order is cleared; and, as the GM chose, the
 * mechs are repaired and the pilots healed — or nothing at all is written. The write shares
 * the undo stack with rounds and imports: Undo takes it back byte for byte.
 *
 * As a resolve does (src/server/round/resolve.ts): lock → permission → read → plan → snapshot →
 * write → put back on failure.
 */
import { archiveTabName, battleFromInput, battleLabel, nextBattle, type BattleName } from '../../sheet/play/battleName';
import { changedRectangle, planWrites } from '../../sheet/write/cellValue';
import { newBattleUpdates } from '../../sheet/setup/newBattle';
import { readRules } from '../../sheet/read/rules';
import { TAB } from '../../sheet/schema/columns';
import { SheetProblems } from '../../sheet/tab/problems';
import { restoreUpdates } from '../../sheet/undo/restore';
import { snapshotFor } from '../../sheet/undo/capture';
import type { UndoSnapshot } from '../../sheet/undo/snapshot';
import { withSettings } from '../../sheet/write/settings';
import { ordersDueAfter } from '../../table/nextDeadline';
import { withDocumentLock } from '../../gas/lock';
import { GM_TABS, tabsUserCannotEdit } from '../../gas/protection';
import type { Services } from '../../gas/services';
import { dropSnapshot, saveSnapshot } from '../../gas/undoStore';
import { Workbook } from '../../gas/workbook';
import { busy, describeError, notAllowed, wholeRound } from '../reply/messages';
import { failure, jsonSafe, refuse, type Failure } from '../reply/responses';
import { archiveLog } from './archiveLog';
import { battleStarted } from './startedMessage';
import { battleStatsUpdates, drawStatsCharts, makeStatsTab, statsUndo, unmakeStats } from '../report/stats';
import { recordNewBattle } from './record';
import { fullBinOf, refillsEveryBin } from './rearm';
import { creditFinishedBattle } from '../campaign/credit';
import { newBattleRepairs } from './repairs';

/**
 * The tabs a new battle reads: those it may write, the Rules (round, battle), the Catalog (a full bin's shots), the
 * Pilots (the service record) and the finished battle's Log, read once for the pilots' credits and the Stats rows.
 */
const BATTLE_TABS: readonly string[] = [
  TAB.rules,
  TAB.mechs,
  TAB.equipment,
  TAB.catalog,
  TAB.attacks,
  TAB.pilots,
  TAB.log,
  TAB.repairs,
];

/** Every tab a new battle may write or rename: the user must be allowed to edit them all. */
const WRITTEN_TABS: readonly string[] = [...GM_TABS, TAB.attacks, TAB.pilots, TAB.repairs];

/** Archived Logs are named `Log — …`: counted to number a battle after a named one. */
const ARCHIVE_PREFIX = 'Log — ';

/** What the GM chose, from the sidebar's form or the menu's questions. */
export interface NewBattleRequest {
  /** The new battle's name; blank = the next number. */
  readonly name?: string;
  /** Repair every mech fully. */
  readonly repair?: boolean;
  /** Heal every pilot. */
  readonly heal?: boolean;
  /** The battle the caller showed the GM (`Battle 1`): refused if the sheet is at another. */
  readonly expectedBattle?: string;
  /** The round the caller showed the GM: refused if the sheet is at another. */
  readonly expectedRound?: number;
}

export interface NewBattleSuccess {
  readonly ok: true;
  /** The battle started: `Battle 2`, `Ambush at Fort Hope`. */
  readonly battle: string;
  /** The battle finished: `Battle 1`. */
  readonly finished: string;
  /** The round the finished battle had reached. */
  readonly finishedRound: number;
  /** The tab its Log is kept in: `Log — battle 1`. */
  readonly archive: string;
  readonly repaired: boolean;
  readonly healed: boolean;
  /** Ammunition bins refilled: every one spent, or with a Repairs tab those ticked there. */
  readonly refilled: number;
  /** Bins below full carried into the new battle, not ticked on the Repairs tab. */
  readonly carriedOver: readonly string[];
  /** What the Repairs tab's lines mended and what it cost; absent when nothing was listed. */
  readonly repairs?: string;
  /** Ranges written, `Mechs!P2:Q5`. */
  readonly written: readonly string[];
  /** Each pilot's part in the finished battle, every kill and assist citing its Log row. */
  readonly pilots: readonly string[];
  /** For the GM: `Battle 2 started: …`. */
  readonly message: string;
}

type NewBattleResponse = NewBattleSuccess | Failure;

/** The new battle's number when the GM gives no name: the next one. */
interface NewBattleDefaults {
  readonly battle: string;
  readonly round: number;
  /** `Battle 2`: what a blank name gives. */
  readonly next: string;
  /** `Log — battle 1`: where the Log will go. */
  readonly archive: string;
}

/** What the GM is about to be asked (the menu's questions, the sidebar's form): read-only. */
export function newBattleDefaults(wb: Workbook): NewBattleDefaults {
  const rules = readRules(wb.readTabs([TAB.rules]), new SheetProblems());
  const names = wb.sheetNames();
  return {
    battle: battleLabel(rules.battle),
    round: rules.round,
    next: battleLabel(nextBattle(rules.battle, foughtBefore(names) + 1)),
    archive: archiveTabName(rules.battle, names),
  };
}

/** Battles whose Log is archived already. */
function foughtBefore(names: readonly string[]): number {
  return names.filter((n) => n.indexOf(ARCHIVE_PREFIX) === 0).length;
}

/**
 * Starts a new battle as `request` says. Refuses — writing nothing — when another write holds
 * the lock, when the user may not edit the record tabs, when the Rules tab has a problem, when
 * the sheet is at another battle or round than the caller showed, when there is no Log to
 * archive, or when a repair cannot be made (a mech without its Full armor).
 */
export function startNewBattle(services: Services, request: unknown): NewBattleResponse {
  const r = (request !== null && typeof request === 'object' ? request : {}) as Record<string, unknown>;
  const expectedRound =
    r.expectedRound === undefined || r.expectedRound === null || r.expectedRound === ''
      ? undefined
      : wholeRound(r.expectedRound);
  if (
    expectedRound === undefined &&
    r.expectedRound !== undefined &&
    r.expectedRound !== null &&
    r.expectedRound !== ''
  ) {
    return jsonSafe(
      refuse(
        'battle/bad_request',
        `Start a new battle needs the round the sheet is at, got ${JSON.stringify(r.expectedRound)}.`,
      ),
    );
  }
  const choices = {
    name: typeof r.name === 'string' || typeof r.name === 'number' ? r.name : '',
    repair: r.repair === true,
    heal: r.heal === true,
    expectedBattle: typeof r.expectedBattle === 'string' && r.expectedBattle !== '' ? r.expectedBattle : undefined,
    expectedRound,
  };
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  return jsonSafe(withDocumentLock(services, () => startLocked(services, wb, choices), busy));
}

interface Choices {
  readonly name: unknown;
  readonly repair: boolean;
  readonly heal: boolean;
  readonly expectedBattle?: string;
  readonly expectedRound?: number;
}

function startLocked(services: Services, wb: Workbook, choices: Choices): NewBattleResponse {
  const blocked = tabsUserCannotEdit(services, wb, WRITTEN_TABS);
  if (blocked.length > 0) return notAllowed(services, blocked, 'start a new battle');
  const before = wb.readTabs(BATTLE_TABS);
  const problems = new SheetProblems();
  const rules = readRules(before, problems);
  if (problems.list.length > 0) return failure(...problems.list);
  const finished = battleLabel(rules.battle);
  if (choices.expectedBattle !== undefined && choices.expectedBattle !== finished) {
    return refuse(
      'battle/moved_on',
      `The sheet is at ${finished}, not ${choices.expectedBattle}: it changed since you looked. Nothing was changed; refresh and check before starting a new battle.`,
    );
  }
  if (choices.expectedRound !== undefined && choices.expectedRound !== rules.round) {
    return refuse(
      'battle/moved_on',
      `The sheet is at round ${rules.round}, not round ${choices.expectedRound}: a round was resolved or undone since you looked. Nothing was changed; refresh and check before starting a new battle.`,
    );
  }
  if (!wb.sheet(TAB.log))
    return refuse(
      'battle/no_log',
      `There is no ${TAB.log} tab to keep ${finished}'s rounds in: Set up campaign creates it. Nothing was changed.`,
    );

  const names = wb.sheetNames();
  const next: BattleName = battleFromInput(choices.name, nextBattle(rules.battle, foughtBefore(names) + 1));
  const fullBin = fullBinOf(before);
  const refill = refillsEveryBin(before, choices.repair) ? fullBin : undefined;
  const plan = newBattleUpdates(before, { repair: choices.repair, heal: choices.heal, next, fullBin: refill });
  if (!plan.ok) return failure(...plan.problems);
  const archive = archiveTabName(rules.battle, names);
  // The Repairs tab's ticked lines mended, and what carries over listed again.
  const repairs = newBattleRepairs(before, plan.updates, choices.repair, fullBin);
  if (!repairs.ok) return failure(...repairs.problems);
  const rearm = repairs.rearm ?? { refilled: plan.refilled, carried: [] };
  const mended = { ...plan.updates, ...changedTabs(before, repairs.updates) };
  // The finished battle's service record, in the same write: Undo takes it back with the rest.
  const mechsNext = (mended[TAB.mechs] ?? before[TAB.mechs] ?? []).map((r) => r.slice());
  const service = creditFinishedBattle(wb, before, mechsNext, choices.heal, archive);
  if (!service.ok) return failure(...service.problems);
  const planned = { ...mended, ...changedTabs(before, service.updates) };
  const told = { ...choices, repaired: repairs.repaired, rearm };
  // The new battle's first deadline: the Round length from now, or none.
  const due = ordersDueAfter(rules.orders, () => wb.ss.getSpreadsheetTimeZone(), Date.now(), 'now');
  // The finished battle's Stats rows (docs/campaign.md, The after-action report), part of this write.
  const stats = battleStatsUpdates(wb, before, finished);
  if (!stats.ok) return stats;
  const updates = withSettings(before, { ...planned, ...stats.updates }, due === undefined ? [] : [['ordersDue', due]]);
  const formulas = wb.readFormulas(Object.keys(updates));
  const writes = planWrites(before, updates, formulas);
  const snapshot: UndoSnapshot = {
    ...snapshotFor(before, updates, formulas, rules.round),
    kind: 'battle',
    label: battleLabel(next),
    battle: { archive, finished, ...statsUndo(stats) },
  };

  // A protected Log hands its protection to the fresh one, for the GM by address: without one, refuse before writing
  // (docs/platform-contracts.md).
  const log = wb.sheet(TAB.log) as GoogleAppsScript.Spreadsheet.Sheet;
  const gm =
    log.getProtections(services.SpreadsheetApp.ProtectionType.SHEET).length > 0
      ? services.Session.getEffectiveUser().getEmail()
      : undefined;
  if (gm === '') return refuse('battle/no_email', NO_EMAIL);

  const stored = saveSnapshot(wb, snapshot);
  const done = { written: false, renamed: false, inserted: false };
  try {
    done.written = true;
    makeStatsTab(services, wb, stats);
    wb.write(writes);
    drawStatsCharts(services, wb, stats);
    archiveLog(services, wb, archive, gm, done);
    recordNewBattle(services, wb, battleLabel(next), finished, rules.round, told, rules.seed, service.lines);
  } catch (err) {
    const undone = rollBack(() => {
      if (done.inserted) wb.deleteSheet(TAB.log);
      if (done.renamed) wb.renameSheet(archive, TAB.log);
      if (done.written) wb.write(restoreUpdates(snapshot));
      if (done.written) unmakeStats(wb, stats);
      dropSnapshot(wb, stored);
    });
    return refuse('sheet/write_failed', `Starting ${battleLabel(next)} failed: ${describeError(err)}. ${undone}`);
  }
  return {
    ok: true,
    battle: battleLabel(next),
    finished,
    finishedRound: rules.round,
    archive,
    repaired: choices.repair,
    healed: choices.heal,
    refilled: rearm.refilled,
    carriedOver: rearm.carried,
    ...(repairs.repaired ? { repairs: repairs.repaired } : {}),
    written: writes.map((w) => w.a1),
    pilots: service.lines,
    message: battleStarted(battleLabel(next), finished, archive, told, rearm),
  };
}

/**
 * Google may withhold the user's address ("the email address might be blank", class User): the
 * fresh Log cannot then be protected for the GM as the old one is.
 */
const NO_EMAIL =
  "Gator cannot tell who you are (Google gave no email address for your account), so it cannot keep the new Log editable only by you, as the Log is now. Nothing was changed. Try again signed in to the campaign's Google account only, or lift the Log's protection (Data ▸ Protect sheets and ranges) first.";

/** The tabs of `after` that differ from `before`. */
function changedTabs(before: Record<string, unknown>, after: Record<string, unknown[][]>): Record<string, unknown[][]> {
  const out: Record<string, unknown[][]> = {};
  for (const tab of Object.keys(after))
    if (changedRectangle((before[tab] as unknown[][] | undefined) ?? [], after[tab])) out[tab] = after[tab];
  return out;
}

function rollBack(restore: () => void): string {
  try {
    restore();
    return 'The sheet was put back as it was; nothing changed.';
  } catch (err) {
    return `Putting the sheet back failed too (${describeError(err)}): check the Log, Rules and record tabs, or use Undo.`;
  }
}
