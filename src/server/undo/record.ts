/**
 * Every Undo's row on the fair-play record (docs/fair-play.md): what was undone, by whom, when and
 * why — the reason the GM typed in the confirmation. Undo takes the campaign back byte for
 * byte; the record only grows.
 */
import { battleLabel } from '../../sheet/play/battleName';
import { readRules } from '../../sheet/read/rules';
import { lastResolution, RECORD_EVENT, type RecordEvent } from '../../sheet/play/recordTab';
import { SheetProblems } from '../../sheet/tab/problems';
import type { Tabs } from '../../sheet/tab/tabs';
import { appendRecord, readRecord, stamp } from '../../gas/recordTab';
import type { Services } from '../../gas/services';
import type { Workbook } from '../../gas/workbook';

/** The longest reason kept: a sentence or two, not a letter. */
const REASON_LIMIT = 500;

/** The reason as the record keeps it: one line, trimmed, at most REASON_LIMIT characters; '' for none. */
export function undoReason(value: unknown): string {
  if (typeof value !== 'string') return '';
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > REASON_LIMIT ? `${line.slice(0, REASON_LIMIT - 1)}…` : line;
}

/** The battle the Rules tab of `tabs` names: `Battle 1`. */
export function battleOf(tabs: Tabs): string {
  return battleLabel(readRules(tabs, new SheetProblems()).battle);
}

/** Round `round` of `battle` undone: its newest resolution, named by its number. */
export function recordRoundUndone(
  services: Services,
  wb: Workbook,
  battle: string,
  round: number,
  reason: string,
): void {
  const resolution = lastResolution(readRecord(wb), battle, round);
  appendRecord(services, wb, [
    { ...stamp(services), what: RECORD_EVENT.roundUndone, battle, round, resolution, reason },
  ]);
}

/** An import or a new battle undone. */
export function recordUndone(
  services: Services,
  wb: Workbook,
  what: RecordEvent,
  battle: string,
  round: number,
  details: string,
  reason: string,
): void {
  appendRecord(services, wb, [{ ...stamp(services), what, battle, round, details, reason }]);
}
