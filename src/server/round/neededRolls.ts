/**
 * "Add to the Rolls tab": the rolls a round waits for, written into the Rolls tab's
 * For column below its last row, so the GM only types the faces that come back. Only rolls
 * with no place yet: a to-hit roll has its line's Roll cell on the Attacks tab, where players
 * type it (a row for it too would make it typed twice), and a roll already on the tab is not
 * written again. Nothing else is touched, and no round is played.
 */
import { normalizeRollKey } from '../../rules/dice/requests';
import { a1Range, isBlank } from '../../sheet/tab/cells';
import { safeCellValue } from '../../sheet/write/cellValue';
import { ROLLS } from '../../sheet/schema/playTabs';
import { TAB } from '../../sheet/schema/columns';
import { SheetProblems } from '../../sheet/tab/problems';
import { headerMap } from '../../sheet/tab/headers';
import { withDocumentLock } from '../../gas/lock';
import type { Services } from '../../gas/services';
import { Workbook } from '../../gas/workbook';
import { busy } from '../reply/messages';
import { failure, jsonSafe, refuse, type Failure } from '../reply/responses';

interface NeededRollsAdded {
  readonly ok: true;
  /** How many rows were written (rolls already on the tab are skipped). */
  readonly added: number;
  /** The cells written, `Rolls!A4:A9`; '' when nothing was. */
  readonly range: string;
  /** How many of the rolls were to-hit rolls, left to their lines' Roll cells. */
  readonly toHit: number;
}

/** A to-hit roll's words end so (`Griffin: Medium Laser #1 at Rifleman — to-hit`). */
function isToHit(key: string): boolean {
  return /— to-hit$/.test(normalizeRollKey(key));
}

/** The longest For text accepted: a roll's words are a line, never a page. */
const MAX_KEY = 300;

function keyList(keys: unknown): string[] | undefined {
  if (!Array.isArray(keys) || keys.length === 0 || keys.length > 200) return undefined;
  const out: string[] = [];
  for (const k of keys) {
    if (typeof k !== 'string' || k.trim() === '' || k.length > MAX_KEY || k.indexOf(':') < 0) return undefined;
    out.push(k.trim());
  }
  return out;
}

/** Writes `keys` (the rolls' words, as the round asked for them) into the For column of the Rolls tab. */
export function addNeededRolls(services: Services, keys: unknown): NeededRollsAdded | Failure {
  const list = keyList(keys);
  if (!list)
    return jsonSafe(
      refuse('rolls/bad_request', 'Add to the Rolls tab needs the words of the rolls the round asked for.'),
    );
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  return jsonSafe(withDocumentLock<NeededRollsAdded | Failure>(services, () => addLocked(wb, list), busy));
}

function addLocked(wb: Workbook, keys: readonly string[]): NeededRollsAdded | Failure {
  const values = wb.readTabs([TAB.rolls])[TAB.rolls];
  if (!values) return refuse('sheet/missing_tab', `${ROLLS.name}: the tab is missing; Set up campaign creates it`);
  const problems = new SheetProblems();
  const cols = headerMap(values, ROLLS, problems);
  if (!cols || cols.for === undefined) return failure(...problems.list);
  const forCol = cols.for;
  const present = new Set<string>();
  let last = 0;
  values.forEach((row, r) => {
    if (r === 0) return;
    if (row.some((c) => !isBlank(c))) last = r;
    if (!isBlank(row[forCol])) present.add(normalizeRollKey(String(row[forCol])));
  });
  const toHit = keys.filter(isToHit).length;
  const fresh = keys.filter(
    (k, i) =>
      !isToHit(k) &&
      !present.has(normalizeRollKey(k)) &&
      keys.findIndex((o) => normalizeRollKey(o) === normalizeRollKey(k)) === i,
  );
  if (fresh.length === 0) return { ok: true, added: 0, range: '', toHit };
  const row = last + 2;
  const range = a1Range(ROLLS.name, row - 1, forCol, fresh.length, 1);
  wb.write([{ tab: TAB.rolls, row, column: forCol + 1, values: fresh.map((k) => [safeCellValue(k)]), a1: range }]);
  return { ok: true, added: fresh.length, range, toHit };
}
