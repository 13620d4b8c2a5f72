// The battle map picture on a large battle: a 30 × 34 map with scattered terrain and 24 mechs,
// one selected (reach for walk / run / jump, lines of fire to 12 enemies), half of them with a
// declared move. Figures, not assertions: the goal is < 200 ms in the playground's browser
// (docs/battle-map.md, Speed); this is the Node number.
import { renderMapSvg } from '../src/map/svg';
import { buildMapView } from '../src/map/view';
import { BIG, bigBattle } from '../test/support/bigBattle';
import { timeIt } from './stats';

export async function benchMap(): Promise<{ label: string; medianMs: number }[]> {
  const { battle, moves, selected, rules } = bigBattle();
  const opts = { selected, moves, rules };
  const view = buildMapView(battle, opts);
  const bytes = renderMapSvg(view).length;
  const tag = `${BIG.cols}×${BIG.rows}, ${BIG.mechs} mechs`;
  return [
    { label: `map view: buildMapView (${tag}, selected)`, medianMs: timeIt(() => buildMapView(battle, opts)) },
    {
      label: `map view: renderMapSvg (${tag}, selected, ${Math.round(bytes / 1024)} KB)`,
      medianMs: timeIt(() => renderMapSvg(view)),
    },
    {
      label: `map view: build + render (${tag}, selected)`,
      medianMs: timeIt(() => renderMapSvg(buildMapView(battle, opts))),
    },
    {
      label: `map view: build + render (${tag}, nothing selected)`,
      medianMs: timeIt(() => renderMapSvg(buildMapView(battle, { moves, rules }))),
    },
  ];
}
