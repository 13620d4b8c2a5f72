import type { Problem } from '../rules/model/problem';
import type { Campaign, CampaignRead } from '../sheet/read/campaign';
import type { MapView } from './mapView';
import { renderMapSvg, type MapSvgOptions } from './svg';
import { buildMapView, type MapViewOptions } from './view';

/**
 * What the sheet's problems leave out of a map that is still drawn (one typo never blinds
 * the GM, docs/sidebar.md): every problem, repeats of one mistake grouped, and the mechs a problem on
 * their own Mechs or Equipment rows holds back — not drawn until it is fixed.
 */
export interface MapSheetProblems {
  readonly problems: readonly Problem[];
  readonly heldBack: readonly string[];
}

/**
 * What `google.script.run.getMapView(selectedMechId)` returns to the map dialog
 * (src/dialogs/map; the shape is documented in docs/battle-map.md): the picture, and the
 * view it was drawn from so the dialog can list reach and lines of fire as text, with the
 * sheet's problems when some were read around (`sheet`). When nothing can be drawn — a
 * problem on the Map, Rules or Catalog tab, a missing tab or header — the problems instead,
 * each with its message for the GM.
 */
export type MapViewResponse =
  | { readonly ok: true; readonly svg: string; readonly view: MapView; readonly sheet?: MapSheetProblems }
  | { readonly ok: false; readonly problems: readonly Problem[] };

/**
 * The dialog's answer for a battle: `buildMapView` then `renderMapSvg` (docs/battle-map.md).
 *
 * @example mapViewResponse(battle, { selected: 'Griffin', moves, rules }).ok // true
 */
export function mapViewResponse(
  battle: Campaign['battle'],
  opts: MapViewOptions & { readonly svg?: MapSvgOptions } = {},
): MapViewResponse {
  const view = buildMapView(battle, opts);
  return { ok: true, svg: renderMapSvg(view, opts.svg), view };
}

/**
 * The dialog's answer from a campaign read off the sheet as the sidebar reads it
 * (`readCampaignParts(tabs)`): the map of every mech the read kept, with this round's
 * declared moves and the campaign's rules, and the problems read around; or, when a problem
 * holds everything back, the problems alone.
 *
 * @example mapViewFromCampaign(readCampaignParts(demoTabs()), 'Griffin')
 */
export function mapViewFromCampaign(read: CampaignRead, selected?: string | null): MapViewResponse {
  if (!read.campaign)
    return { ok: false, problems: read.problems.length > 0 ? read.problems : read.blocking ? [read.blocking] : [] };
  const { battle, declarations, rules } = read.campaign;
  const response = mapViewResponse(battle, {
    ...(selected ? { selected } : {}),
    moves: declarations.moves,
    rules,
  });
  if (read.problems.length === 0 || !response.ok) return response;
  return { ...response, sheet: { problems: read.problems, heldBack: read.heldBack.map((h) => h.mech) } };
}
