/**
 * The battle map dialog's server side (issue 6, docs/battle-map.md): the campaign read as
 * the sidebar reads it, drawn by `mapViewFromCampaign` — the same rules-core functions the
 * round uses, so the picture and the engine never disagree. Read-only: no lock, no write.
 */
import { mapViewFromCampaign, type MapViewResponse } from '../map/payload';
import { readCampaign } from '../sheet/read';
import type { Services } from '../gas/services';
import { Workbook } from '../gas/workbook';
import { READ_TABS } from './resolve';
import { jsonSafe, problemView } from './responses';

/**
 * The map with this round's declared moves and, for `selected` (a mech's Name; anything else
 * selects nothing), its reach and lines of fire; or the sheet's problems, each with its cell.
 */
export function getMapView(services: Services, selected?: unknown): MapViewResponse {
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  const read = readCampaign(wb.readTabs(READ_TABS));
  const response = mapViewFromCampaign(read, typeof selected === 'string' && selected !== '' ? selected : null);
  return jsonSafe(response.ok ? response : { ok: false, problems: response.problems.map(problemView) });
}
