import type { Problem, Result } from '../rules/model/problem';
import type { Campaign } from '../sheet/read';
import type { MapView } from './mapView';
import { renderMapSvg, type MapSvgOptions } from './svg';
import { buildMapView, type MapViewOptions } from './view';

/**
 * What `google.script.run.getMapView(selectedMechId)` returns to the map dialog
 * (src/dialogs/map; the shape is documented in docs/battle-map.md): the picture, and the
 * view it was drawn from so the dialog can list reach and lines of fire as text. When the
 * campaign cannot be read, the problems instead, each with its message for the GM.
 */
export type MapViewResponse =
  | { readonly ok: true; readonly svg: string; readonly view: MapView }
  | { readonly ok: false; readonly problems: readonly Problem[] };

/**
 * The dialog's answer for a battle: `buildMapView` then `renderMapSvg` (issue 6).
 *
 * @example mapViewResponse(battle, { selected: 'Griffin', moves, rules }).ok // true
 */
export function mapViewResponse(battle: Campaign['battle'], opts: MapViewOptions & { readonly svg?: MapSvgOptions } = {}): MapViewResponse {
  const view = buildMapView(battle, opts);
  return { ok: true, svg: renderMapSvg(view, opts.svg), view };
}

/**
 * The dialog's answer from a campaign read off the sheet (`readCampaign(tabs)`): the map with
 * this round's declared moves and the campaign's rules, or the reading problems. What the
 * `getMapView` endpoint returns, once wired.
 *
 * @example mapViewFromCampaign(readCampaign(demoTabs()), 'Griffin')
 */
export function mapViewFromCampaign(read: Result<Campaign>, selected?: string | null): MapViewResponse {
  if (!read.ok) return { ok: false, problems: read.problems };
  const { battle, declarations, rules } = read.value;
  return mapViewResponse(battle, {
    ...(selected ? { selected } : {}),
    moves: declarations.moves,
    rules,
  });
}
