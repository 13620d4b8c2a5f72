/**
 * The battle map dialog's server side (docs/battle-map.md): the campaign read as
 * the sidebar reads it — a problem in one cell holds back only what depends on it —
 * drawn by `mapViewFromCampaign` with the same rules-core functions the round uses, so the
 * picture and the engine never disagree. Read-only: no lock, no write.
 */
import { mapViewFromCampaign, type MapViewResponse } from '../../map/payload';
import type { Services } from '../../gas/services';
import { Workbook } from '../../gas/workbook';
import { problemView } from '../../table/problems';
import { readCampaignFrom } from '../round/readSheet';
import { READ_TABS } from '../round/resolve';
import { jsonSafe } from '../reply/responses';

/**
 * The map with this round's declared moves and, for `selected` (a mech's Name; anything else
 * selects nothing), its reach and lines of fire, every problem of the sheet beside it, each
 * with its cell; or, when a problem holds everything back, the problems alone.
 */
export function getMapView(services: Services, selected?: unknown): MapViewResponse {
  const wb = new Workbook(services.SpreadsheetApp.getActiveSpreadsheet());
  const read = readCampaignFrom(wb, wb.readTabs(READ_TABS));
  const response = mapViewFromCampaign(read, typeof selected === 'string' && selected !== '' ? selected : null);
  if (!response.ok) return jsonSafe({ ok: false, problems: response.problems.map(problemView) });
  return jsonSafe(
    response.sheet
      ? { ...response, sheet: { ...response.sheet, problems: response.sheet.problems.map(problemView) } }
      : response,
  );
}
