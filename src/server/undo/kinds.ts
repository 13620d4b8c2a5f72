/**
 * The kinds of write Undo takes back, as one table: a resolved round, an import of mechs, the
 * start of a new battle, the skill steps the GM approved. They share one undo stack (the hidden undo tab) and one flow
 * (src/server/undo/undoLast.ts: the newest write, the checks, the restore, the Record); what
 * differs per kind is a property here — its words (src/wording/undo.ts, the pages show the
 * same), what it checks besides the common checks, what follows the restore, its Record line.
 */
import { a1, sameCell } from '../../sheet/tab/cells';
import { TAB } from '../../sheet/schema/columns';
import type { Tabs } from '../../sheet/tab/tabs';
import { movedSince, type EditedCell } from '../../sheet/undo/guard';
import type { UndoSnapshot } from '../../sheet/undo/snapshot';
import { RECORD_EVENT } from '../../sheet/play/recordTab';
import type { Services } from '../../gas/services';
import type { StoredSnapshot } from '../../gas/undoStore';
import type { Workbook } from '../../gas/workbook';
import { restoreStatsCharts } from '../../gas/statsCharts';
import { kindWords, type UndoableWrite, type UndoKind, type UndoWords } from '../../wording/undo';
import { roundRowsOnLog } from '../round/logTab';
import { undoMoved, wholeRound } from '../reply/messages';
import { refuse, type Failure } from '../reply/responses';
import { battleOf, recordRoundUndone, recordUndone } from './record';

/** What undoing the newest write would do, checked and not yet written: the preview shows it, Undo writes it. */
export interface UndoPlan {
  readonly ok: true;
  readonly stored: StoredSnapshot;
  /** The write, as its words name it. */
  readonly write: UndoableWrite;
  /** The tabs it wrote, and the Rules tab, as they are now. */
  readonly now: Tabs;
  /** The cells it wrote that were edited since: Undo overwrites them. */
  readonly edited: readonly EditedCell[];
}

/** What one kind of write does its own way on its way back. */
export interface UndoKindSpec {
  readonly words: UndoWords<UndoableWrite>;
  /** The refusal codes: another kind of write is newest (`top`); the newest is not the one the caller showed. */
  readonly codes: { readonly otherOnTop: (top: UndoKind) => string; readonly movedOn: string };
  /** What names a snapshot of this kind to the caller: a round's number, an import's or a battle's label. */
  identity(snapshot: UndoSnapshot): number | string;
  /** What the caller showed, as sent: undefined for none, a refusal when it cannot name a write of this kind. */
  expected(value: unknown): { readonly value: number | string | undefined } | Failure;
  /**
   * The tabs Undo writes besides the ranges' (the Log; the archived Log), or a refusal when the snapshot cannot say.
   */
  alsoWrites(snapshot: UndoSnapshot): readonly string[] | Failure;
  /** A check on the sheet before its tabs are read; undefined when it passes. */
  beforeRead(wb: Workbook, snapshot: UndoSnapshot, w: UndoableWrite): Failure | undefined;
  /** The round the Rules tab must say for the restore to be safe. */
  roundNow(snapshot: UndoSnapshot): number;
  /** A refusal when rows or columns it wrote are no longer where it left them. */
  moved(snapshot: UndoSnapshot, now: Tabs, w: UndoableWrite): Failure | undefined;
  /** What follows the restore of every range, before the snapshot is dropped; answers the Log rows removed. */
  afterRestore(wb: Workbook, plan: UndoPlan): number;
  /** The battle the sheet is at once it is undone. */
  battleAfter(plan: UndoPlan): string;
  /** Its line on the Record, beside the write's own. */
  record(services: Services, wb: Workbook, plan: UndoPlan, reason: string): void;
}

/** No check of this kind. */
const none = (): undefined => undefined;

/** A label the caller showed, or undefined when it showed none. */
function expectedLabel(value: unknown): { value: string | undefined } {
  return { value: typeof value === 'string' && value !== '' ? value : undefined };
}

/** Restoring by position is unsafe once rows or columns moved (the snapshot's guard): refused. */
function guardMoved(snapshot: UndoSnapshot, now: Tabs, w: UndoableWrite): Failure | undefined {
  const moved = movedSince(snapshot, now);
  return moved ? undoMoved(moved, kindWords(w.kind).when(w)) : undefined;
}

const ROUND: UndoKindSpec = {
  words: kindWords('round'),
  codes: { otherOnTop: (top) => `undo/${top}_on_top`, movedOn: 'round/moved_on' },
  identity: (snapshot) => snapshot.round,
  expected(value) {
    if (value === undefined || value === null || value === '') return { value: undefined };
    const round = wholeRound(value);
    return round !== undefined
      ? { value: round }
      : refuse('round/bad_request', `Undo needs the number of the round to undo, got ${JSON.stringify(value)}.`);
  },
  alsoWrites: () => [TAB.log],
  beforeRead: none,
  // The Rules tab's Round was one of the ranges: the round left it one further on.
  roundNow: (snapshot) => snapshot.round + 1,
  moved: guardMoved,
  afterRestore(wb, plan) {
    // Only the round's own Log rows are read, not the Log whole (src/server/round/logTab.ts).
    const { snapshot } = plan.stored;
    const rows = roundRowsOnLog(wb, snapshot.round, snapshot.log);
    wb.deleteRows(TAB.log, rows);
    return rows.length;
  },
  battleAfter: (plan) => battleOf(plan.now),
  // The Record keeps the resolution and now its Undo, naming the resolution.
  record: (services, wb, plan, reason) =>
    recordRoundUndone(services, wb, battleOf(plan.now), plan.stored.snapshot.round, reason),
};

/**
 * A write known by its label (an import's file, skill steps' names) that leaves the round as it was and touches
 * nothing beyond its own cells: its identity, expectations and round, shared by the kinds that are so.
 */
const BY_LABEL = {
  identity: (snapshot: UndoSnapshot) => snapshot.label ?? '',
  expected: expectedLabel,
  alsoWrites: () => [],
  beforeRead: none,
  roundNow: (snapshot: UndoSnapshot) => snapshot.round,
} satisfies Partial<UndoKindSpec>;

const IMPORT: UndoKindSpec = {
  words: kindWords('import'),
  codes: { otherOnTop: () => 'undo/not_an_import', movedOn: 'undo/moved_on' },
  ...BY_LABEL,
  moved(snapshot, now) {
    const moved = movedCell(now, snapshot);
    return moved
      ? refuse(
          'undo/rows_moved',
          `${moved}: the imported rows were moved or edited since, so clearing them could clear other mechs. Nothing was undone; delete the imported rows by hand.`,
        )
      : undefined;
  },
  afterRestore: () => 0,
  battleAfter: (plan) => battleOf(plan.now),
  record: (services, wb, plan, reason) =>
    recordUndone(
      services,
      wb,
      RECORD_EVENT.importUndone,
      battleOf(plan.now),
      plan.stored.snapshot.round,
      plan.stored.snapshot.label ?? '',
      reason,
    ),
};

const BATTLE: UndoKindSpec = {
  words: kindWords('battle'),
  codes: { otherOnTop: () => 'undo/not_a_battle', movedOn: 'undo/moved_on' },
  identity: (snapshot) => snapshot.label ?? '',
  expected: expectedLabel,
  alsoWrites(snapshot) {
    const archive = snapshot.battle?.archive;
    if (archive) return [TAB.log, archive];
    return refuse(
      'undo/bad_snapshot',
      `The undo row of ${BATTLE.words.the(writeOf(snapshot))} does not say where the Log of the battle before it went. Nothing was undone.`,
    );
  },
  beforeRead(wb, _snapshot, w) {
    // The fresh Log is deleted: a round of the new battle would be undone first, and anything else would be lost.
    const logRows = wb.lastRow(TAB.log);
    if (logRows <= 1) return undefined;
    return refuse(
      'undo/log_not_empty',
      `The ${TAB.log} tab has rows written since ${BATTLE.words.when(w)} (rows 2–${logRows}): Undo would delete them with the new Log. Nothing was undone; move those rows elsewhere, or undo the rounds of the new battle first.`,
    );
  },
  roundNow: () => 1,
  moved: guardMoved,
  afterRestore(wb, plan) {
    wb.deleteSheet(TAB.log);
    wb.renameSheet(archiveOf(plan.stored.snapshot), TAB.log);
    const battle = plan.stored.snapshot.battle;
    // The Stats tab it made goes with its charts; on a tab it found, the charts it made go and those it redrew get
    // their old ranges back.
    if (battle?.statsMade) wb.deleteSheet(TAB.stats);
    else restoreStatsCharts(wb.sheet(TAB.stats), battle?.charts ?? []);
    return 0;
  },
  battleAfter: (plan) => plan.stored.snapshot.battle?.finished ?? 'the battle before',
  record: (services, wb, plan, reason) => {
    const { snapshot } = plan.stored;
    recordUndone(
      services,
      wb,
      RECORD_EVENT.battleUndone,
      snapshot.label ?? '',
      1,
      `back to ${BATTLE.battleAfter(plan)}, round ${snapshot.round}`,
      reason,
    );
  },
};

/** Approve skill steps: Pilots cells only, put back by position once the guard finds the rows where they were. */
const STEPS: UndoKindSpec = {
  words: kindWords('steps'),
  codes: { otherOnTop: () => 'undo/not_skill_steps', movedOn: 'undo/moved_on' },
  ...BY_LABEL,
  moved: guardMoved,
  afterRestore: () => 0,
  battleAfter: (plan) => battleOf(plan.now),
  record: (services, wb, plan, reason) =>
    recordUndone(
      services,
      wb,
      RECORD_EVENT.stepsUndone,
      battleOf(plan.now),
      plan.stored.snapshot.round,
      `back on the Pilots tab as before: ${plan.stored.snapshot.label ?? ''}`,
      reason,
    ),
};

const KINDS: { readonly [K in UndoKind]: UndoKindSpec } = {
  round: ROUND,
  import: IMPORT,
  battle: BATTLE,
  steps: STEPS,
};

/** The spec of a kind. */
export function undoKind(kind: UndoKind): UndoKindSpec {
  return KINDS[kind];
}

/** The kind of a snapshot: one saved before imports had kinds is a round's. */
export function kindOf(snapshot: UndoSnapshot): UndoKind {
  return snapshot.kind ?? 'round';
}

/** The write a snapshot holds, as its words name it: `{ kind: 'import', label: 'Griffin GRF-1S' }`. */
export function writeOf(snapshot: UndoSnapshot): UndoableWrite {
  const kind = KINDS[kindOf(snapshot)];
  return kind.words.write(kind.identity(snapshot));
}

/** The archived Log of a new battle's snapshot (checked present by `alsoWrites`). */
function archiveOf(snapshot: UndoSnapshot): string {
  return snapshot.battle?.archive ?? '';
}

/** The first checked cell that no longer holds what the import wrote, worded; undefined when all do. */
function movedCell(now: Tabs, snapshot: UndoSnapshot): string | undefined {
  for (const c of snapshot.check ?? []) {
    const grid = now[c.tab] ?? [];
    for (let r = 0; r < c.values.length; r++) {
      const want = c.values[r][0];
      const got = (grid[c.row + r] ?? [])[c.col];
      if (!sameCell(got, want))
        return `${a1(c.tab, c.row + r, c.col)} holds ${got === undefined || got === '' ? 'nothing' : JSON.stringify(got)}, not "${String(want)}" as the import wrote`;
    }
  }
  return undefined;
}
