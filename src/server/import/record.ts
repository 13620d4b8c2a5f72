// An import's row on the fair-play record (docs/fair-play.md): mechs added to the campaign are on it, as their Undo is.
import { battleLabel } from '../../sheet/battleName';
import { readRules } from '../../sheet/readRules';
import { RECORD_EVENT } from '../../sheet/record';
import { SheetProblems, type Tabs } from '../../sheet/table';
import { appendRecord, stamp } from '../../gas/recordTab';
import type { Services } from '../../gas/services';
import type { Workbook } from '../../gas/workbook';

/** The import of `label` (`Griffin GRF-1S, Locust LCT-1V`), at the battle and round `before` was at. */
export function recordImport(services: Services, wb: Workbook, before: Tabs, label: string): void {
  const rules = readRules(before, new SheetProblems());
  appendRecord(services, wb, [{ ...stamp(services), what: RECORD_EVENT.import, battle: battleLabel(rules.battle), round: rules.round, details: label }]);
}
