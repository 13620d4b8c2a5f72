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
import { battleLabel, roundTitle } from '../../sheet/play/battleName';
import { planWrites } from '../../sheet/write/cellValue';
import { readRules } from '../../sheet/read/rules';
import { TAB } from '../../sheet/schema/columns';
import { SheetProblems } from '../../sheet/tab/problems';
import { restoreUpdates } from '../../sheet/undo/restore';
import { snapshotFor } from '../../sheet/undo/capture';
import { battleToTabUpdates, withSettings } from '../../sheet/write/battle';
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
import type { WithoutHeldBackRead } from '../../sheet/read/campaign';
import { recordResolution, roundFairPlay } from './fairPlay';
import { describeTypedRound } from './seed';

/** The tabs a round reads (the Log and the undo tab are only appended to). */
export const READ_TABS: readonly string[] = [TAB.rules, TAB.catalog, TAB.map, TAB.mechs, TAB.equipment, TAB.attacks, TAB.rolls];

/** Every tab a resolve may write: the user must be allowed to edit them all. */
const WRITTEN_TABS: readonly string[] = [...GM_TABS, TAB.attacks, TAB.rolls];

export interface ResolveSuccess {
  readonly ok: true;
  /** The round resolved. */
  readonly round: number;
  /** The round the sheet is at now. */
  readonly nextRound: number;
  readonly seed: number;
  /** `Dice seeded with … (Dice seed Random)`, as in the Log; `Every roll of round 3 was typed, by Anna; …` when Gator threw no die. */
  readonly seedText: string;
  /** What happened to each mech (hits, damage by location, crits, wounds, heat, falls, destroyed). */
  readonly summary: readonly MechRoundSummary[];
  /** The forum post, `[hider=Round N]…` (`[hider=Battle 2 — Round N]…` from the second battle on). */
  readonly bbcode: string;
  /** The Log rows of the round: every die, with what it was for. */
  readonly log: readonly LogRow[];
  /** Ranges written, `Mechs!O2:BB5`. */
  readonly written: readonly string[];
  /** Rolls typed into the sheet: how many the round used, and each one it did not, in words. */
  readonly typedRolls: { readonly used: number; readonly unused: readonly string[] };
  /** Resolved without them (docs/sidebar.md): each line and order held back and what the round did with it, as the Log and the post say it. */
  readonly heldBack: readonly string[];
  /** The round's resolution number on the Record: 2 when it was resolved again after an Undo (docs/fair-play.md). */
  readonly resolution: number;
  /** `resolved again; the first resolution was undone: "…"`, or '' for a first resolution. */
  readonly again: string;
  /** Dice seed Sealed: the next round's seal, shown before its orders. */
  readonly nextSeal: NextSeal | null;
  /** Each mech that took the Missing orders default, and why: `Blackjack had no orders by the deadline (…): it stood still and held fire`. */
  readonly defaults: readonly string[];
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
  if (round === undefined) return jsonSafe(refuse('round/bad_request', `Resolve needs the number of the round to resolve, got ${JSON.stringify(expectedRound) ?? 'nothing'}.`));
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  // A caller with no options at all is from before the orders board: it is never asked.
  const opts = options === undefined ? undefined : resolveOptions(options);
  return jsonSafe(withDocumentLock(services, () => resolveLocked(services, wb, round, opts), busy));
}

function resolveLocked(services: Services, wb: Workbook, expected: number, options: ResolveOptions | undefined): ResolveResponse {
  const skip = options?.withoutHeldBack === true;
  const blocked = tabsUserCannotEdit(services, wb, WRITTEN_TABS);
  if (blocked.length > 0) return notAllowed(services, blocked, 'resolve a round');
  const before = wb.readTabs(READ_TABS);
  // Nothing is resolved while any problem exists, however little of the round it touches —
  // unless the GM chose to play it without what the problems hold back (Resolve without them).
  const read = readCampaignFrom(wb, before);
  let without: WithoutHeldBackRead | undefined;
  if (skip && read.problems.length > 0) {
    const w = withoutThem(read);
    if (!('without' in w)) return w;
    without = w.without;
  } else if (read.problems.length > 0 || !read.campaign) return failure(...read.problems);
  const campaign = without?.campaign ?? read.campaign;
  if (!campaign) return failure(...read.problems);
  const { battle, declarations, rules, seed: policy } = campaign;
  if (battle.round !== expected) return roundMovedOn(expected, battle.round);
  // Mechs without orders: wait, ask first, or take the default and say so.
  const gate = missingOrdersGate(boardOf(wb, before, read, []), battle.round, options);
  if ('ok' in gate) return gate;
  // The record's history of the round and its seed, sealed or not (docs/fair-play.md).
  const fair = roundFairPlay(services, wb, battleLabel(readRules(before, new SheetProblems()).battle), battle.round, policy);
  const seed = fair.seed;
  const seeded = new SeededDice(seed);
  // Whether Gator threw any die: a round whose every roll was typed says so, not the seed.
  let thrown = 0;
  const dice = roundDice(campaign.dice, campaign, {
    d6: () => {
      thrown++;
      return seeded.d6();
    },
  });
  const result = resolveBattleRound(battle, declarations, rules, dice.dice);
  if (!result.ok) return result.needed ? { ...failure(...result.problems), needed: result.needed.map(neededView) } : failure(...result.problems);
  const unused = dice.unused(result.events);

  // The Rules tab's Round in `before` is the battle's round: it was read from there.
  // Orders due moves on by the Round length, or is cleared without one.
  const cleared = withSettings(before, battleToTabUpdates(before, result.battle, battle.round), nextOrdersDue(wb, before, 'deadline'));
  const updates = without ? keepHeldBackCells(before, cleared, without) : cleared;
  const formulas = wb.readFormulas(Object.keys(updates));
  const writes = planWrites(before, updates, formulas);
  const seedText = thrown === 0 && dice.used() > 0 ? describeTypedRound(battle.round, dice.typedBy()) : fair.seedText;
  const log = logRows(battle.round, result.events);
  const summary = roundSummary(result.events);
  // The post names the battle as well as the round, from the second battle on, and a round resolved again says so.
  const title = againTitle(roundTitle(readRules(before, new SheetProblems()).battle, battle.round), fair.again);
  const heldBack = without ? heldBackNotes(without) : [];
  const bbcode = withDiceSection(roundBBCode(battle.round, result.events, { summary, title, heldBack, orders: gate.notes.map((n) => n.bbcode) }), fair.revealed, fair.next);
  const held = without ? heldBackRows(battle.round, without, heldBack) : [];
  const logged = [
    seedRow(battle.round, seed, seedText),
    ...fairPlayRows(battle.round, fair.again, fair.revealed),
    ...held,
    ...defaultOrderRows(battle.round, gate.notes),
    ...unusedRollRows(battle.round, unused),
    ...log,
    ...bbcodeRows(battle.round, bbcode),
  ];
  // Where the round's Log rows will go, so Undo finds them without reading the Log.
  const logAt = nextLogRow(wb);
  const snapshot = { ...snapshotFor(before, updates, formulas, battle.round), log: { row: logAt, count: logged.length } };

  const stored = saveSnapshot(wb, snapshot);
  let appended: Appended | undefined;
  try {
    wb.write(writes);
    appended = appendLog(wb, logged, logAt);
    recordResolution(services, wb, fair, campaign.dice, dice.used());
  } catch (err) {
    // Put back whatever was written, so a failed write never leaves half a round.
    const undone = rollBack(() => {
      wb.write(restoreUpdates(snapshot));
      if (appended) wb.deleteRows(TAB.log, rowsOf(appended));
      dropSnapshot(wb, stored);
    });
    return refuse('sheet/write_failed', `Writing round ${battle.round} failed: ${describeError(err)}. ${undone}`);
  }
  return {
    ok: true,
    round: battle.round,
    nextRound: result.battle.round,
    seed,
    seedText,
    summary,
    bbcode,
    log,
    written: writes.map((w) => w.a1),
    typedRolls: { used: dice.used(), unused: unused.map(unusedText) },
    heldBack,
    resolution: fair.resolution,
    again: fair.again,
    nextSeal: fair.next ?? null,
    defaults: gate.notes.map((n) => n.text),
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
