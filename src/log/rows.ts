import { hexLabel } from '../rules/hex/label';
import type { RoundEvent } from '../rules/model/events';
import { hitLocationName } from '../rules/model/location';
import { tnTotal } from '../rules/model/targetNumber';
import { describeEvent } from './describe';
import { PURPOSE_LABELS, rollOutcome } from './describeRoll';
import { diceFaces } from './faces';
import { eventSteps, STEP_LABELS } from './steps';

/** The Log tab's columns. */
export const LOG_HEADERS = ['Round', 'Step', 'Actor', 'Target', 'Purpose', 'Dice', 'TN', 'Result', 'Detail'] as const;

/**
 * One row of the Log tab, in `LOG_HEADERS` order: plain strings and numbers, ready for
 * `Range.setValues`. Actor is the mech that acts or is affected; Dice the faces (`4+5`,
 * `6,5,[2]` with the dropped die bracketed); TN a number or empty; Detail the whole
 * `describeEvent` line.
 */
export type LogRow = [
  round: number,
  step: string,
  actor: string,
  target: string,
  purpose: string,
  dice: string,
  tn: number | '',
  result: string,
  detail: string,
];

const TYPE_LABELS: Readonly<Record<Exclude<RoundEvent['type'], 'roll'>, string>> = {
  move: 'Movement',
  attack: 'Attack',
  damage: 'Damage',
  critical: 'Critical',
  wound: 'Wound',
  pilot: 'Pilot',
  fall: 'Fall',
  status: 'Status',
  heat: 'Heat',
  problem: 'Problem',
};

/**
 * The Log tab's rows for one round, one per event in log order (R-0.4: every die is
 * recorded with what it was for). No cell is a formula: text that would begin with
 * `=`, `+`, `-` or `@` (a mech called `=SUM(A1)`) gets a leading apostrophe, which
 * Sheets shows as plain text.
 */
export function logRows(round: number, events: readonly RoundEvent[]): LogRow[] {
  const steps = eventSteps(events);
  return events.map((e, i) => {
    const cells = rowCells(e);
    return [
      round,
      STEP_LABELS[steps[i]],
      sheetText(cells.actor),
      sheetText(cells.target),
      cells.purpose,
      cells.dice,
      cells.tn,
      sheetText(cells.result),
      sheetText(describeEvent(e)),
    ];
  });
}

/** Text a sheet keeps as text: a leading `=`, `+`, `-` or `@` is escaped with an apostrophe. */
export function sheetText(value: string): string {
  return /^[=+\-@]/.test(value) ? `'${value}` : value;
}

interface Cells {
  actor: string;
  target: string;
  purpose: string;
  dice: string;
  tn: number | '';
  result: string;
}

function rowCells(e: RoundEvent): Cells {
  const base = { target: '', dice: '', tn: '' as const, purpose: e.type === 'roll' ? PURPOSE_LABELS[e.purpose] : TYPE_LABELS[e.type] };
  switch (e.type) {
    case 'roll':
      return { ...base, actor: e.mech, target: e.target ?? '', dice: diceFaces(e.roll), tn: e.tn ? tnTotal(e.tn) : '', result: rollOutcome(e) };
    case 'move':
      return { ...base, actor: e.mech, result: e.to ? `to ${hexLabel(e.to)}` : '' };
    case 'attack':
      return { ...base, actor: e.attacker, target: e.target, tn: e.tn ? tnTotal(e.tn) : '', result: e.outcome };
    case 'damage':
      return { ...base, actor: e.mech, result: `${e.amount} to ${hitLocationName(e.hit)}` };
    case 'critical':
      return { ...base, actor: e.mech, result: e.effect };
    case 'wound':
      return { ...base, actor: e.mech, result: `${e.wounds} ${e.wounds === 1 ? 'wound' : 'wounds'}` };
    case 'pilot':
    case 'status':
      return { ...base, actor: e.mech, result: e.status };
    case 'fall':
      return { ...base, actor: e.mech, result: `${e.damage} damage` };
    case 'heat':
      return { ...base, actor: e.mech, result: `heat ${e.after}` };
    case 'problem':
      return { ...base, actor: e.problem.mech ?? '', result: e.problem.code };
  }
}
