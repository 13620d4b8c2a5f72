// The map at first sight: the picture's smallest text, the parts the dialog shows
// on their own (the grid, where the mechs are, the legend), reach drawn under the lines of fire,
// and two mechs standing in one hex drawn as two tokens.
import { describe, expect, it } from 'vitest';
import { hexCenter, hexCorners, SQRT3 } from '../../src/map/geometry';
import { mapSvgLayout, renderMapSvg } from '../../src/map/svg';
import { buildMapView, type MapView } from '../../src/map/view';
import { DEMO_MAP } from '../../src/rules/map/demoMap';
import { makeBattle, makeMech } from '../support/mechs';
import { demoCampaign, hex, SEED_POSITIONS } from './demoBattle';
import { inside, one, parseSvg, withAttr, type SvgElement } from './svgQuery';

const demo = demoCampaign();

function drawn(view: MapView) {
  const svg = renderMapSvg(view);
  return { els: parseSvg(svg), layout: mapSvgLayout(view) };
}

/** The font size an element is drawn at: its own, else its nearest ancestor's. */
function fontSize(e: SvgElement): number {
  for (let p: SvgElement | undefined = e; p; p = p.parent)
    if (p.attrs['font-size']) return Number(p.attrs['font-size']);
  return NaN;
}

function box(attr: string): { x: number; y: number; width: number; height: number } {
  const [x, y, width, height] = attr.split(' ').map(Number);
  return { x, y, width, height };
}

describe('every word on the picture is at least its smallest text size', () => {
  it('the demo with the Griffin selected: hex labels, names, badges, the legend all ≥ data-min-text, which is 12 at hex size 32', () => {
    const battle = {
      ...demo.battle,
      mechs: demo.battle.mechs.map((m) => (m.id === 'Locust' ? { ...m, prone: true, shutdown: true } : m)),
    };
    const { els } = drawn(
      buildMapView(battle, { selected: 'Griffin', rules: demo.rules, moves: demo.declarations.moves }),
    );
    const min = Number(els[0].attrs['data-min-text']);
    expect(min).toBe(12);
    const texts = els.filter((e) => e.tag === 'text');
    expect(texts.length).toBeGreaterThan(16 * 17);
    const small = texts.filter((e) => !(fontSize(e) >= min)).map((e) => `${e.text} (${fontSize(e)})`);
    expect(small).toEqual([]);
    // The badges are words too.
    expect(texts.some((e) => e.text === 'SD')).toBe(true);
  });
});

describe('the parts a page shows on its own', () => {
  const { els, layout } = drawn(buildMapView(demo.battle, { rules: demo.rules }));
  const root = els[0];
  const grid = box(root.attrs['data-grid-box']);
  const mechs = box(root.attrs['data-mechs-box']);
  const legend = box(root.attrs['data-legend-box']);

  it('the grid box holds every hex and the title, the legend box the legend column beside it', () => {
    for (const label of ['0101', '1617', '1601', '0117']) {
      for (const c of hexCorners(hex(label), layout.size, layout.origin)) {
        expect(c.x).toBeGreaterThanOrEqual(grid.x);
        expect(c.x).toBeLessThanOrEqual(grid.x + grid.width);
        expect(c.y).toBeLessThanOrEqual(grid.y + grid.height);
      }
    }
    expect(grid).toMatchObject({ x: 0, y: 0 });
    expect(legend.x).toBe(grid.width);
    expect(legend.x + legend.width).toBe(Number(root.attrs.width));
    const legendText = one(els, 'data-layer', 'legend', 'g');
    const xs = inside(els, legendText)
      .filter((e) => e.tag === 'text')
      .map((e) => Number(e.attrs.x));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(legend.x);
  });

  it('the mechs box holds each of the four mechs with a hex of ground round it, and is inside the grid', () => {
    for (const label of Object.values(SEED_POSITIONS)) {
      const c = hexCenter(hex(label), layout.size, layout.origin);
      // A hex of margin, unless the grid's edge comes first.
      expect(c.x - mechs.x).toBeGreaterThanOrEqual(Math.min(c.x - grid.x, layout.size * 2.5));
      expect(mechs.x + mechs.width - c.x).toBeGreaterThanOrEqual(
        Math.min(grid.x + grid.width - c.x, layout.size * 2.5),
      );
      expect(c.y - mechs.y).toBeGreaterThanOrEqual(layout.size * SQRT3 * 1.5 - 0.01);
      expect(mechs.y + mechs.height - c.y).toBeGreaterThanOrEqual(
        Math.min(grid.y + grid.height - c.y, layout.size * SQRT3 * 1.5 - 0.01),
      );
    }
    expect(mechs.x).toBeGreaterThanOrEqual(grid.x);
    expect(mechs.y + mechs.height).toBeLessThanOrEqual(grid.y + grid.height);
    // The demo's mechs stand in rows 9 to 16: the top of the map is left out.
    expect(mechs.y).toBeGreaterThan(grid.height / 3);
  });

  it('two mechs side by side are not blown up: the box is at least 8 hexes across and 6 down', () => {
    const pair = drawn(
      buildMapView(
        makeBattle([makeMech({ id: 'A', position: '0808' }), makeMech({ id: 'B', side: 'PC', position: '0908' })], {
          map: DEMO_MAP,
        }),
      ),
    );
    const b = box(pair.els[0].attrs['data-mechs-box']);
    expect(b.width).toBeGreaterThanOrEqual(pair.layout.size * 1.5 * 8);
    expect(b.height).toBeGreaterThanOrEqual(pair.layout.size * SQRT3 * 6 - 0.01);
  });
});

describe('reach stays under the lines of fire', () => {
  const { els } = drawn(buildMapView(demo.battle, { selected: 'Griffin', rules: demo.rules }));
  const layers = withAttr(els, 'data-layer').map((e) => e.attrs['data-layer']);

  it('the reach is drawn first, then its edges, the lines of fire, and the tokens on top', () => {
    const at = (name: string) => layers.indexOf(name);
    expect(at('reach')).toBeGreaterThan(at('terrain'));
    expect(at('reach-edges')).toBeGreaterThan(at('reach'));
    expect(at('lines-of-fire')).toBeGreaterThan(at('reach-edges'));
    expect(at('tokens')).toBeGreaterThan(at('lines-of-fire'));
  });

  it('no reach hex is outlined: a faint fill each, and one edge per mode round its area', () => {
    const reach = one(els, 'data-layer', 'reach', 'g');
    expect(reach.attrs.stroke).toBe('none');
    expect(Number(reach.attrs['fill-opacity'])).toBeLessThanOrEqual(0.2);
    const hexes = inside(els, reach).filter((e) => e.tag === 'polygon');
    expect(hexes.length).toBeGreaterThan(150);
    expect(hexes.filter((e) => e.attrs.stroke !== undefined || e.attrs['stroke-width'] !== undefined)).toEqual([]);
    expect(withAttr(els, 'data-reach-edge').map((e) => e.attrs['data-reach-edge'])).toEqual(['jump', 'run', 'walk']);
    // No number is written in a reach hex: the only words over the map are the lines of fire's.
    expect(withAttr(els, 'data-layer', 'reach-cost')).toEqual([]);
  });

  it('R-2.5: the edge of a walk of 1 MP on clear ground goes round the seven hexes it covers: 18 sides', () => {
    const one1 = makeMech({ id: 'Step', position: '0303', walkMP: 1, jumpMP: 0 });
    const { els: small } = drawn(
      buildMapView(makeBattle([one1], { map: { cols: 5, rows: 5, terrain: {} } }), { selected: 'Step' }),
    );
    const walk = one(small, 'data-reach-edge', 'walk', 'path');
    expect(walk.attrs.d.match(/M/g)).toHaveLength(18);
    expect(withAttr(small, 'data-reach', 'walk run')).toHaveLength(6);
  });
});

describe('R-2.8: two mechs in one hex are drawn as two tokens', () => {
  const battle = makeBattle(
    [
      makeMech({ id: 'Griffin', side: 'PC', position: '0609' }),
      makeMech({ id: 'Atlas AS7-D', side: 'PC', position: '0609' }),
      makeMech({ id: 'Locust', position: '1516' }),
    ],
    { map: DEMO_MAP },
  );
  const { els, layout } = drawn(buildMapView(battle, { selected: 'Atlas AS7-D' }));
  const body = (id: string) =>
    inside(els, one(els, 'data-mech', id, 'g')).find((e) => e.attrs['data-token'] === 'body')!;

  it('side by side in 0609, neither covering the other, both inside the hex, each name on its side', () => {
    const c = hexCenter(hex('0609'), layout.size, layout.origin);
    const [a, b] = [body('Griffin'), body('Atlas AS7-D')].map((e) => ({
      x: Number(e.attrs.cx),
      y: Number(e.attrs.cy),
      r: Number(e.attrs.r),
    }));
    expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(a.r + b.r);
    for (const t of [a, b]) expect(Math.abs(t.x - c.x) + t.r).toBeLessThanOrEqual(layout.size);
    expect(a.x).toBeLessThan(c.x);
    expect(b.x).toBeGreaterThan(c.x);
    const name = (id: string) => inside(els, one(els, 'data-mech', id, 'g')).find((e) => e.tag === 'text')!;
    expect([name('Griffin').attrs['text-anchor'], name('Atlas AS7-D').attrs['text-anchor']]).toEqual(['end', 'start']);
    expect(Number(body('Locust').attrs.cx)).toBeCloseTo(hexCenter(hex('1516'), layout.size, layout.origin).x, 1);
  });

  it('each says in its tooltip whom it shares the hex with; the selected one wears the ring', () => {
    const g = one(els, 'data-mech', 'Griffin', 'g');
    expect(g.attrs['data-shared']).toBe('2');
    expect(inside(els, g).find((e) => e.tag === 'title')?.text).toBe(
      'Griffin (PC) at 0609 — shares 0609 with Atlas AS7-D',
    );
    expect(one(els, 'data-mech', 'Atlas AS7-D', 'g').attrs['data-selected']).toBe('true');
    expect(one(els, 'data-mech', 'Locust', 'g').attrs['data-shared']).toBeUndefined();
  });
});
