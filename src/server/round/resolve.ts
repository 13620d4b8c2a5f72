/**
 * "Resolve round" (docs/sheet-layout.md, What a round writes): inside the document lock, re-read the
 * campaign, check it, resolve, then write every changed tab with one `setValues` each,
 * append the log and advance the round — or write nothing at all.
 */
import { logRows, type LogRow } from '../../log/rows';
import { roundBBCode } from '../../log/bbcode';
import { againTitle, fairPlayRows, withDiceSection, type NextSeal } from '../../log/fairPlay';
import { roundSummary, type MechRoundSummary } from '../../log/summary';
import { SeededDice } from '../../rules/dice/seeded';
import { resolveRound as resolveBattleRound } from '../../rules/round/sequence/resolveRound';
import type { Battle } from '../../rules/model/battle';
import type { RoundEvent } from '../../rules/model/events';
import { battleLabel, roundTitle } from '../../sheet/play/battleName';
import { planWrites } from '../../sheet/write/cellValue';
import { TAB } from '../../sheet/schema/columns';
import type { Tabs } from '../../sheet/tab/tabs';
import { restoreUpdates } from '../../sheet/undo/restore';
import { snapshotFor } from '../../sheet/undo/capture';
import { battleToTabUpdates } from '../../sheet/write/battle';
import { withSettings } from '../../sheet/write/settings';
import { withDocumentLock } from '../../gas/lock';
import { GM_TABS, tabsUserCannotEdit } from '../../gas/protection';
import type { Services } from '../../gas/services';
import { dropSnapshot, saveSnapshot } from '../../gas/undoStore';
import { Workbook, type Appended } from '../../gas/workbook';
import { neededView, roundDice, unusedText, type NeededView } from '../../table/typedRolls';
import { appendLog, bbcodeRows, nextLogRow, seedRow, unusedRollRows } from './logTab';
import { readCampaignFrom } from './readSheet';
import { boardOf, defaultOrderRows, missingOrdersGate, nextOrdersDue, type ResolveOptions } from './orders';
import { busy, describeError, notAllowed, roundMovedOn, wholeRound } from '../reply/messages';
import { failure, jsonSafe, refuse, type Failure } from '../reply/responses';
import { heldBackNotes, heldBackRows, keepHeldBackCells, resolveOptions, withoutThem } from './withoutHeldBack';
import type { Campaign, WithoutHeldBackRead } from '../../sheet/read/campaign';
import type { DefaultOrderNote } from '../../table/ordersPost';
import { recordResolution, roundFairPlay } from './fairPlay';
import { describeTypedRound } from './seed';
import { withAutopilot } from './autopilot';

/** The tabs a round reads (the Log and the undo tab are only appended to). */
export const READ_TABS: readonly string[] = [
  TAB.rules,
  TAB.catalog,
  TAB.map,
  TAB.mechs,
  TAB.equipment,
  TAB.attacks,
  TAB.rolls,
  // The roster: a Dead or Recovering pilot may not be fielded.
  TAB.pilots,
];

/** Every tab a resolve may write: the user must be allowed to edit them all. */
const WRITTEN_TABS: readonly string[] = [...GM_TABS, TAB.attacks, TAB.rolls];

/** The round's dice, as the summary and the Log say them. */
interface DiceReport {
  readonly seed: number;
  /**
   * `Dice seeded with … (Dice seed Random)`, as in the Log; `Every roll of round 3 was typed, by Anna; …` when Gator
   * threw no die.
   */
  readonly seedText: string;
  /** Rolls typed into the sheet: how many the round used, and each one it did not, in words. */
  readonly typed: { readonly used: number; readonly unused: readonly string[] };
  /** Dice seed Sealed: the next round's seal, shown before its orders. */
  readonly nextSeal: NextSeal | null;
}

/** The round on the Record (docs/fair-play.md). */
interface RecordReport {
  /** The round's resolution number: 2 when it was resolved again after an Undo. */
  readonly resolution: number;
  /** `resolved again; the first resolution was undone: "…"`, or '' for a first resolution. */
  readonly again: string;
}

/** The orders the round played without: what problems held back, and the mechs that had none. */
interface OrdersReport {
  /**
   * Resolved without them (docs/sidebar.md): each line and order held back and what the round did with it, as the Log
   * and the post say it.
   */
  readonly heldBack: readonly string[];
  /**
   * Each mech that took the Missing orders default, and why: `Blackjack had no orders by the deadline (…): it
   * stood still and held fire`.
   */
  readonly defaults: readonly string[];
}

/** What the round came to, for the GM and the table. */
interface RoundReport {
  /** What happened to each mech (hits, damage by location, crits, wounds, heat, falls, destroyed). */
  readonly summary: readonly MechRoundSummary[];
  /** The forum post, `[hider=Round N]…` (`[hider=Battle 2 — Round N]…` from the second battle on). */
  readonly bbcode: string;
  /** The Log rows of the round: every die, with what it was for. */
  readonly log: readonly LogRow[];
  /** Ranges written, `Mechs!O2:BB5`. */
  readonly written: readonly string[];
}

export interface ResolveSuccess {
  readonly ok: true;
  /** The round resolved. */
  readonly round: number;
  /** The round the sheet is at now. */
  readonly nextRound: number;
  readonly dice: DiceReport;
  readonly record: RecordReport;
  readonly orders: OrdersReport;
  readonly report: RoundReport;
}

/**
 * "Typed rolls only" and a roll nobody typed: nothing written; the rolls to ask the
 * players for, in order — every to-hit roll of the round at once, else the next roll.
 */
interface RollsNeeded extends Failure {
  readonly needed: readonly NeededView[];
}

type ResolveResponse = ResolveSuccess | RollsNeeded | Failure;

/**
 * Resolves `expectedRound`, the round the caller (the sidebar, the menu) showed the GM.
 * Refuses — writing nothing — when another resolve holds the lock, when the user may not
 * edit the record tabs, when any record or order has a problem, when the sheet is at
 * another round (someone resolved or undid it meanwhile), or when the rules refuse a
 * declaration. Then saves the undo snapshot, writes, logs and returns the round's summary.
 */
export function resolveRound(services: Services, expectedRound: unknown, options?: unknown): ResolveResponse {
  const round = wholeRound(expectedRound);
  if (round === undefined)
    return jsonSafe(
      refuse(
        'round/bad_request',
        `Resolve needs the number of the round to resolve, got ${JSON.stringify(expectedRound) ?? 'nothing'}.`,
      ),
    );
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  // A caller with no options at all is from before the orders board: it is never asked.
  const opts = options === undefined ? undefined : resolveOptions(options);
  return jsonSafe(withDocumentLock(services, () => resolveLocked(services, wb, round, opts), busy));
}

/** Inside the lock: check, play, write — each step refusing with nothing written. */
function resolveLocked(
  services: Services,
  wb: Workbook,
  expected: number,
  options: ResolveOptions | undefined,
): ResolveResponse {
  const blocked = tabsUserCannotEdit(services, wb, WRITTEN_TABS);
  if (blocked.length > 0) return notAllowed(services, blocked, 'resolve a round');
  const before = wb.readTabs(READ_TABS);
  const ready = roundToPlay(wb, before, expected, options);
  if (!('campaign' in ready)) return ready;
  const played = playRound(services, wb, ready);
  if (!('events' in played)) return played;
  return writeRound(services, wb, before, ready, played);
}

/**
 * A round every check let through: the campaign to play, what it plays without, who takes the Missing orders default.
 */
interface ReadyRound {
  readonly campaign: Campaign;
  readonly without: WithoutHeldBackRead | undefined;
  readonly notes: readonly DefaultOrderNote[];
}

/**
 * The round the sheet holds, checked: nothing is resolved while any problem exists, however
 * little of the round it touches — unless the GM chose to play it without what the problems hold
 * back (Resolve without them); the round must be the one the caller showed; mechs without
 * orders wait, are asked about first, or take the default and say so.
 */
function roundToPlay(
  wb: Workbook,
  before: Tabs,
  expected: number,
  options: ResolveOptions | undefined,
): ReadyRound | Failure {
  const read = readCampaignFrom(wb, before);
  let without: WithoutHeldBackRead | undefined;
  if (options?.withoutHeldBack === true && read.problems.length > 0) {
    const w = withoutThem(read);
    if (!('without' in w)) return w;
    without = w.without;
  } else if (read.problems.length > 0 || !read.campaign) return failure(...read.problems);
  const campaign = without?.campaign ?? read.campaign;
  if (!campaign) return failure(...read.problems);
  if (campaign.battle.round !== expected) return roundMovedOn(expected, campaign.battle.round);
  const board = boardOf(wb, before, read, []);
  const gate = missingOrdersGate(board, campaign.battle.round, options);
  if ('ok' in gate) return gate;
  // Missing orders at Autopilot: the mechs without attack lines fire as the advisor would.
  const piloted = withAutopilot(campaign, board, gate.notes);
  return { campaign: piloted.campaign, without, notes: piloted.notes };
}

/** The round played on its dice, nothing written yet. */
interface PlayedRound {
  readonly fair: ReturnType<typeof roundFairPlay>;
  readonly dice: ReturnType<typeof roundDice>;
  /** The battle after the round. */
  readonly battle: Battle;
  readonly events: readonly RoundEvent[];
  readonly seedText: string;
  /** Every typed roll no roll of the round took, with why. */
  readonly unused: ReturnType<PlayedRound['dice']['unused']>;
}

/**
 * Plays the round on the record's seed (sealed or not, docs/fair-play.md) and the rolls typed into the sheet.
 */
function playRound(services: Services, wb: Workbook, ready: ReadyRound): PlayedRound | RollsNeeded | Failure {
  const { battle, declarations, rules, seed: policy } = ready.campaign;
  const fair = roundFairPlay(services, wb, battleLabel(ready.campaign.battleName), battle.round, policy);
  const seeded = new SeededDice(fair.seed);
  // Whether Gator threw any die: a round whose every roll was typed says so, not the seed.
  let thrown = 0;
  const dice = roundDice(ready.campaign.dice, ready.campaign, {
    d6: () => {
      thrown++;
      return seeded.d6();
    },
  });
  const result = resolveBattleRound(battle, declarations, rules, dice.dice);
  if (!result.ok)
    return result.needed
      ? { ...failure(...result.problems), needed: result.needed.map(neededView) }
      : failure(...result.problems);
  const seedText = thrown === 0 && dice.used() > 0 ? describeTypedRound(battle.round, dice.typedBy()) : fair.seedText;
  return { fair, dice, battle: result.battle, events: result.events, seedText, unused: dice.unused(result.events) };
}

/** The round's words: the summary, the post (with its battle, held-back lines, defaults and dice) and the Log rows. */
function roundWords(
  ready: ReadyRound,
  played: PlayedRound,
): { report: Omit<RoundReport, 'written'>; orders: OrdersReport; logged: LogRow[] } {
  const { campaign, without, notes } = ready;
  const { fair, events } = played;
  const round = campaign.battle.round;
  const log = logRows(round, events);
  const summary = roundSummary(events);
  // The post names the battle as well as the round, from the second battle on, and a round resolved again says so.
  const title = againTitle(roundTitle(campaign.battleName, round), fair.again);
  const heldBack = without ? heldBackNotes(without) : [];
  const bbcode = withDiceSection(
    roundBBCode(round, events, { summary, title, heldBack, orders: notes.map((n) => n.bbcode) }),
    fair.revealed,
    fair.next,
  );
  const logged = [
    seedRow(round, fair.seed, played.seedText),
    ...fairPlayRows(round, fair.again, fair.revealed),
    ...(without ? heldBackRows(round, without, heldBack) : []),
    ...defaultOrderRows(round, notes),
    ...unusedRollRows(round, played.unused),
    ...log,
    ...bbcodeRows(round, bbcode),
  ];
  return { report: { summary, bbcode, log }, orders: { heldBack, defaults: notes.map((n) => n.text) }, logged };
}

/** Saves the undo snapshot, writes the changed cells, appends the Log and the Record — or puts it all back. */
function writeRound(
  services: Services,
  wb: Workbook,
  before: Tabs,
  ready: ReadyRound,
  played: PlayedRound,
): ResolveSuccess | Failure {
  const { campaign, without } = ready;
  const round = campaign.battle.round;
  // The Rules tab's Round in `before` is the battle's round: it was read from there.
  // Orders due moves on by the Round length, or is cleared without one.
  const cleared = withSettings(
    before,
    battleToTabUpdates(before, played.battle, round),
    nextOrdersDue(wb, before, 'deadline'),
  );
  const updates = without ? keepHeldBackCells(before, cleared, without) : cleared;
  const formulas = wb.readFormulas(Object.keys(updates));
  const writes = planWrites(before, updates, formulas);
  const { report, orders, logged } = roundWords(ready, played);
  // Where the round's Log rows will go, so Undo finds them without reading the Log.
  const logAt = nextLogRow(wb);
  const snapshot = { ...snapshotFor(before, updates, formulas, round), log: { row: logAt, count: logged.length } };

  const stored = saveSnapshot(wb, snapshot);
  let appended: Appended | undefined;
  try {
    wb.write(writes);
    appended = appendLog(wb, logged, logAt);
    recordResolution(services, wb, played.fair, campaign.dice, played.dice.used());
  } catch (err) {
    // Put back whatever was written, so a failed write never leaves half a round.
    const undone = rollBack(() => {
      wb.write(restoreUpdates(snapshot));
      if (appended) wb.deleteRows(TAB.log, rowsOf(appended));
      dropSnapshot(wb, stored);
    });
    return refuse('sheet/write_failed', `Writing round ${round} failed: ${describeError(err)}. ${undone}`);
  }
  const { fair, dice } = played;
  return {
    ok: true,
    round,
    nextRound: played.battle.round,
    dice: {
      seed: fair.seed,
      seedText: played.seedText,
      typed: { used: dice.used(), unused: played.unused.map(unusedText) },
      nextSeal: fair.next ?? null,
    },
    record: { resolution: fair.resolution, again: fair.again },
    orders,
    report: { ...report, written: writes.map((w) => w.a1) },
  };
}

function rowsOf(appended: Appended): number[] {
  return Array.from({ length: appended.count }, (_, i) => appended.row + i);
}

function rollBack(restore: () => void): string {
  try {
    restore();
    return 'The sheet was put back as it was; nothing changed.';
  } catch (err) {
    return `Putting the sheet back failed too (${describeError(err)}): check the record tabs, or use Undo last round.`;
  }
}
