// What the map dialog receives for the large battle of the map's speed goal (docs/battle-map.md, Speed)
// (test/support/bigBattle.ts), its first mech selected.
import { mapViewResponse, type MapViewResponse } from '../../../src/map/payload';
import { bigBattle } from '../../support/bigBattle';

export { BIG } from '../../support/bigBattle';

/** What getMapView would answer for the big battle, its first mech selected. */
export function bigMapResponse(): MapViewResponse {
  const { battle, moves, selected, rules } = bigBattle();
  return mapViewResponse(battle, { selected, moves, rules });
}
