/**
 * Approve skill steps (R-16.4; docs/campaign.md), the GM's one click: inside the document lock, every step a player
 * asked for on the Pilots tab that the pilot's XP pays for is granted — the skill one lower, the XP spent — and the
 * Record keeps the spend. Nothing is written when the Pilots or Rules tab has a problem, or when no step is granted.
 * The write shares the undo stack with rounds, imports and new battles: Undo puts back every Pilots cell it wrote.
 */
import { approveSteps, type StepDecision } from '../../sheet/setup/skillSteps';
import { readAdvancement } from '../../sheet/read/advancement';
import { readRules } from '../../sheet/read/rules';
import { RECORD_EVENT } from '../../sheet/play/recordTab';
import { battleLabel } from '../../sheet/play/battleName';
import { TAB } from '../../sheet/schema/columns';
import { SheetProblems } from '../../sheet/tab/problems';
import { planWrites } from '../../sheet/write/cellValue';
import { snapshotFor } from '../../sheet/undo/capture';
import { restoreUpdates } from '../../sheet/undo/restore';
import type { UndoSnapshot } from '../../sheet/undo/snapshot';
import { undoName } from '../../wording/undo';
import { withDocumentLock } from '../../gas/lock';
import { dropSnapshot, saveSnapshot, type StoredSnapshot } from '../../gas/undoStore';
import { tabsUserCannotEdit } from '../../gas/protection';
import { appendRecord, stamp } from '../../gas/recordTab';
import type { Services } from '../../gas/services';
import { Workbook } from '../../gas/workbook';
import { busy, describeError, notAllowed } from '../reply/messages';
import { failure, jsonSafe, refuse, type Failure } from '../reply/responses';

interface StepsApproved {
  readonly ok: true;
  /** `Sir Percival: Gunnery 3 → 2 (8 XP)`, one a step granted. */
  readonly approved: readonly string[];
  /** `Raider Lead: Piloting not granted — 3 XP available, a step costs 8`. */
  readonly refused: readonly string[];
  readonly message: string;
}

/** Grants every affordable Step asked; see the file's comment. */
export function approveSkillSteps(services: Services): StepsApproved | Failure {
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  return jsonSafe(withDocumentLock<StepsApproved | Failure>(services, () => approveLocked(services, wb), busy));
}

function approveLocked(services: Services, wb: Workbook): StepsApproved | Failure {
  if (!wb.sheet(TAB.pilots))
    return refuse('steps/no_pilots', 'There is no Pilots tab: Set up campaign makes it. Nothing was changed.');
  const blocked = tabsUserCannotEdit(services, wb, [TAB.pilots]);
  if (blocked.length > 0) return notAllowed(services, blocked, 'approve skill steps');
  const before = wb.readTabs([TAB.rules, TAB.pilots]);
  const problems = new SheetProblems();
  const rules = readRules(before, problems);
  const { stepCost } = readAdvancement(before, problems);
  if (problems.list.length > 0) return failure(...problems.list);
  const plan = approveSteps(before, stepCost, rules.rules);
  if (!plan.ok) return failure(...plan.problems);
  const approved = plan.decisions.filter((d) => 'to' in d.outcome).map((d) => words(d, stepCost));
  const refused = plan.decisions.filter((d) => 'refused' in d.outcome).map((d) => words(d, stepCost));
  if (!plan.pilots) return { ok: true, approved, refused, message: message(approved, refused) };
  const updates = { [TAB.pilots]: plan.pilots };
  const formulas = wb.readFormulas([TAB.pilots]);
  const label = approved.join('; ');
  const snapshot: UndoSnapshot = { ...snapshotFor(before, updates, formulas, rules.round), kind: 'steps', label };
  const stored = saveSnapshot(wb, snapshot);
  let written = false;
  try {
    written = true;
    wb.write(planWrites(before, updates, formulas));
    appendRecord(services, wb, [
      {
        ...stamp(services),
        what: RECORD_EVENT.steps,
        battle: battleLabel(rules.battle),
        round: rules.round,
        details: label,
      },
    ]);
  } catch (err) {
    return refuse(
      'sheet/write_failed',
      `Approving the skill steps failed: ${describeError(err)}. ${putBack(wb, written, snapshot, stored)}`,
    );
  }
  const undo = `Undo ${undoName({ kind: 'steps', label })} takes it back.`;
  return { ok: true, approved, refused, message: `${message(approved, refused)}\n\n${undo}` };
}

/** A failed write put back, the snapshot dropped: the words for the GM. */
function putBack(wb: Workbook, written: boolean, snapshot: UndoSnapshot, stored: StoredSnapshot): string {
  try {
    if (written) wb.write(restoreUpdates(snapshot));
    dropSnapshot(wb, stored);
    return 'The Pilots tab was put back as it was; nothing changed.';
  } catch (err) {
    return `Putting the Pilots tab back failed too (${describeError(err)}): check it, or use Undo.`;
  }
}

function words(d: StepDecision, cost: number): string {
  if ('refused' in d.outcome) return `${d.pilot}: ${d.skill} not granted — ${d.outcome.refused}`;
  return `${d.pilot}: ${d.skill} ${d.outcome.from} → ${d.outcome.to} (${cost} XP)`;
}

function message(approved: readonly string[], refused: readonly string[]): string {
  const lines: string[] = [];
  if (approved.length === 0 && refused.length === 0) lines.push('No pilot has a Step asked on the Pilots tab.');
  if (approved.length > 0)
    lines.push(`Granted, from the next battle on (the Record keeps the spend):\n${approved.join('\n')}`);
  if (refused.length > 0) lines.push(`Kept for later:\n${refused.join('\n')}`);
  return lines.join('\n\n');
}

/** The menu item: the outcome in an alert. */
export function approveSkillStepsMenu(services: Services): void {
  const r = approveSkillSteps(services);
  const text = r.ok ? r.message : r.problems.map((p) => p.message).join('\n');
  const ui = services.SpreadsheetApp.getUi();
  ui.alert(r.ok ? 'Gator: skill steps' : 'Gator: skill steps not approved', text, ui.ButtonSet.OK);
}
