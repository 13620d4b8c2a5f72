// An import's row on the fair-play Record (docs/fair-play.md): mechs added to the campaign are on it, as their Undo is.
import { battleLabel } from '../../sheet/play/battleName';
import { readRules } from '../../sheet/read/rules';
import { RECORD_EVENT } from '../../sheet/play/recordTab';
import { SheetProblems } from '../../sheet/tab/problems';
import type { Tabs } from '../../sheet/tab/tabs';
import { appendRecord, stamp } from '../../gas/recordTab';
import type { Services } from '../../gas/services';
import type { Workbook } from '../../gas/workbook';

/** The import of `label` (`Griffin GRF-1S, Locust LCT-1V`), at the battle and round `before` was at. */
export function recordImport(services: Services, wb: Workbook, before: Tabs, label: string): void {
  const rules = readRules(before, new SheetProblems());
  appendRecord(services, wb, [
    {
      ...stamp(services),
      what: RECORD_EVENT.import,
      battle: battleLabel(rules.battle),
      round: rules.round,
      details: label,
    },
  ]);
}
