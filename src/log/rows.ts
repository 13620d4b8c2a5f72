import { hexLabel } from '../rules/hex/label';
import type { RoundEvent } from '../rules/model/events';
import { hitLocationName } from '../rules/model/location';
import { tnTotal } from '../rules/model/targetNumber';
import { describeEvent } from './describe';
import { checkPassed, PURPOSE_LABELS, rollOutcome } from './describeRoll';
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

export const TYPE_LABELS: Readonly<Record<Exclude<RoundEvent['type'], 'roll'>, string>> = {
  move: 'Movement',
  attack: 'Attack',
  ammo: 'Ammo',
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
 * recorded with what it was for), except that an attack is one row: the engine logs its
 * to-hit roll and then its outcome, and the roll's row already says both (dice, TN and
 * `hit`/`miss`), so the outcome adds no row of its own. No cell is a formula: text that would
 * begin with `=`, `+`, `-` or `@` (a mech called `=SUM(A1)`) gets a leading apostrophe, which
 * Sheets shows as plain text.
 */
export function logRows(round: number, events: readonly RoundEvent[]): LogRow[] {
  const steps = eventSteps(events);
  const rows: LogRow[] = [];
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if (i > 0 && saidByItsRoll(e, events[i - 1])) continue;
    const cells = rowCells(e);
    rows.push([
      round,
      STEP_LABELS[steps[i]],
      sheetText(cells.actor),
      sheetText(cells.target),
      cells.purpose,
      cells.dice,
      cells.tn,
      sheetText(cells.result),
      sheetText(describeEvent(e)),
    ]);
  }
  return rows;
}

/**
 * A hit or miss straight after its own to-hit roll (same attacker, target and weapon): the roll's
 * row says it already. A freebie, an impossible attack or an outcome with a reason of its own
 * keeps its row.
 */
function saidByItsRoll(e: RoundEvent, before: RoundEvent): boolean {
  if (e.type !== 'attack' || before.type !== 'roll') return false;
  if ((e.outcome !== 'hit' && e.outcome !== 'miss') || e.reason !== undefined) return false;
  if (before.purpose !== 'attack' && before.purpose !== 'melee') return false;
  return (
    before.mech === e.attacker &&
    before.target === e.target &&
    before.weapon === e.weapon &&
    checkPassed(before) === (e.outcome === 'hit')
  );
}

const FORMULA_START = /^[=+\-@]/;

/** Text a sheet keeps as text: a leading `=`, `+`, `-` or `@` is escaped with an apostrophe. */
export function sheetText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
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
  switch (e.type) {
    case 'roll':
      return cells(
        PURPOSE_LABELS[e.purpose],
        e.mech,
        rollOutcome(e),
        e.target ?? '',
        diceFaces(e.roll),
        e.tn ? tnTotal(e.tn) : '',
      );
    case 'move':
      return cells(TYPE_LABELS.move, e.mech, e.to ? `to ${hexLabel(e.to)}` : '');
    case 'attack':
      return cells(TYPE_LABELS.attack, e.attacker, e.outcome, e.target, '', e.tn ? tnTotal(e.tn) : '');
    case 'ammo':
      return cells(TYPE_LABELS.ammo, e.mech, `${e.left} left`);
    case 'damage':
      return cells(TYPE_LABELS.damage, e.mech, `${e.amount} to ${hitLocationName(e.hit)}`);
    case 'critical':
      return cells(TYPE_LABELS.critical, e.mech, e.effect);
    case 'wound':
      return cells(TYPE_LABELS.wound, e.mech, `${e.wounds} ${e.wounds === 1 ? 'wound' : 'wounds'}`);
    case 'pilot':
    case 'status':
      return cells(TYPE_LABELS[e.type], e.mech, e.status);
    case 'fall':
      return cells(TYPE_LABELS.fall, e.mech, `${e.damage} damage`);
    case 'heat':
      return cells(TYPE_LABELS.heat, e.mech, `heat ${e.after}`);
    case 'problem':
      return cells(TYPE_LABELS.problem, e.problem.mech ?? '', e.problem.code);
  }
}

/**
 * The cells of one row, always built in one shape: an object spread per event (`{ ...base, … }`)
 * took the interpreter microseconds each and was the Log's hottest line on a 1,000-event round.
 */
function cells(purpose: string, actor: string, result: string, target = '', dice = '', tn: number | '' = ''): Cells {
  return { actor, target, purpose, dice, tn, result };
}
