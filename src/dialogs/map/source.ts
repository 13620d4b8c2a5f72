/**
 * Where the battle map comes from: `google.script.run.getMapView(selected)` through the pages'
 * one typed call (src/pages/call.ts), typed from the server's own dialogApi — the answer is a
 * MapViewResponse (src/map/payload.ts). A test or the playground may set
 * `window.gatorMapSource(selected)` to answer instead (the browser test times a big battle so).
 */
import type { MapViewResponse } from '../../map/payload';
import { createCall, pageScriptRun } from '../../pages/call';
import type { DialogApi } from '../../server/api';

/** The only server function the map page calls. */
type MapPageApi = Pick<DialogApi, 'getMapView'>;

const call = createCall<MapPageApi>(pageScriptRun, {
  notConnected: 'Open the map from the Gator menu in the spreadsheet.',
  page: 'battle map',
});

type MapSource = (selected: string | null) => MapViewResponse;

/** The map with `selected` ('' for none) selected, from the stand-in source when one is set. */
export function fetchMapView(selected: string): Promise<MapViewResponse> {
  const source = (window as unknown as { gatorMapSource?: MapSource }).gatorMapSource;
  if (typeof source === 'function') return Promise.resolve(source(selected || null));
  return call('getMapView', selected || null);
}
