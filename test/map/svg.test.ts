import { describe, expect, it } from 'vitest';
import { hexCenter } from '../../src/map/geometry';
import { mapSvgLayout, renderMapSvg } from '../../src/map/svg';
import { buildMapView } from '../../src/map/view';
import type { MapView } from '../../src/map/view';
import { reachableHexes } from '../../src/rules/map/movementCost';
import { DEMO_MAP } from '../../src/rules/map/demoMap';
import type { BattleMap } from '../../src/rules/model/map';
import { defaultRules, makeBattle, makeMech } from '../support/mechs';
import { demoCampaign, hex, SEED_POSITIONS } from './demoBattle';
import { inside, one, parseSvg, polygonCenter, withAttr, type SvgElement } from './svgQuery';

const XSS = '<img src=x onerror=alert(1)>';

function drawn(view: MapView, opts = {}) {
  const svg = renderMapSvg(view, opts);
  return { svg, els: parseSvg(svg), layout: mapSvgLayout(view, opts) };
}

/** The reach outlines that include `mode`. */
function reachOutlines(els: SvgElement[], mode: string): SvgElement[] {
  return withAttr(els, 'data-reach').filter((e) => e.attrs['data-reach'].split(' ').includes(mode));
}

function tokenBody(els: SvgElement[], id: string): SvgElement {
  const g = one(els, 'data-mech', id, 'g');
  const body = inside(els, g).filter((e) => e.attrs['data-token'] === 'body');
  expect(body).toHaveLength(1);
  return body[0];
}

const demo = demoCampaign();
const selectedGriffin = drawn(buildMapView(demo.battle, { selected: 'Griffin', rules: demo.rules }));

describe('R-1.1 / R-1.2: the grid and the tokens sit where the core says', () => {
  it('R-1.1: one hex polygon per map hex, labelled CCRR, 16 × 17 on the demo map', () => {
    const { els } = selectedGriffin;
    const hexes = withAttr(els, 'data-hex').filter((e) => e.tag === 'polygon');
    expect(hexes).toHaveLength(16 * 17);
    expect(new Set(hexes.map((e) => e.attrs['data-hex'])).size).toBe(16 * 17);
    const labels = els.filter((e) => e.tag === 'text' && /^\d{4}$/.test(e.text)).map((e) => e.text);
    expect(labels).toContain('0609');
    expect(labels).toContain('1617');
  });

  it("R-1.2: the demo battle's four tokens sit at the pixel centers of 0609, 0415, 0111 and 1516", () => {
    const { els, layout } = selectedGriffin;
    for (const [id, label] of Object.entries(SEED_POSITIONS)) {
      const c = hexCenter(hex(label), layout.size, layout.origin);
      const body = tokenBody(els, id);
      expect(one(els, 'data-mech', id, 'g').attrs['data-at']).toBe(label);
      expect(Number(body.attrs.cx)).toBeCloseTo(c.x, 1);
      expect(Number(body.attrs.cy)).toBeCloseTo(c.y, 1);
      // The token is also at the center of the grid polygon labelled with its hex.
      const cell = polygonCenter(one(els, 'data-hex', label, 'polygon'));
      expect(cell.x).toBeCloseTo(c.x, 1);
      expect(cell.y).toBeCloseTo(c.y, 1);
    }
  });

  it('PCs and NPCs are coloured apart; the selected token carries the selection', () => {
    const { els } = selectedGriffin;
    const pc = tokenBody(els, 'Griffin').attrs.fill;
    const npc = tokenBody(els, 'Rifleman').attrs.fill;
    expect(pc).not.toBe(npc);
    expect(tokenBody(els, 'Locust').attrs.fill).toBe(npc);
    expect(one(els, 'data-mech', 'Griffin', 'g').attrs['data-selected']).toBe('true');
    expect(one(els, 'data-mech', 'Rifleman', 'g').attrs['data-selected']).toBeUndefined();
  });
});

describe('R-1.3 / R-3.1: the line of fire drawn for seed example 2', () => {
  it('R-1.3: Griffin 0609 → Rifleman 0415 is a line from center to center crossing one light (+1) and one heavy (+2) woods hex, total +3', () => {
    const { els, layout } = selectedGriffin;
    const group = one(els, 'data-lof', 'Rifleman', 'g');
    expect(group.attrs['data-total']).toBe('3');
    expect(group.attrs['data-distance']).toBe('7');
    const crossed = inside(els, group).filter((e) => 'data-crossed' in e.attrs);
    expect(crossed).toHaveLength(7);
    const cover = crossed
      .filter((e) => e.attrs['data-modifier'] !== '0')
      .map((e) => [e.attrs['data-crossed'], e.attrs['data-modifier']]);
    expect(cover).toEqual([
      ['0511', '1'],
      ['0513', '2'],
    ]);
    expect(DEMO_MAP.terrain['0511'].woods).toBe('light');
    expect(DEMO_MAP.terrain['0513'].woods).toBe('heavy');
    const line = one(els, 'data-lof-line', 'Rifleman', 'line');
    const a = hexCenter(hex('0609'), layout.size, layout.origin);
    const b = hexCenter(hex('0415'), layout.size, layout.origin);
    expect(
      [Number(line.attrs.x1), Number(line.attrs.y1), Number(line.attrs.x2), Number(line.attrs.y2)].map((n) =>
        Math.round(n),
      ),
    ).toEqual([a.x, a.y, b.x, b.y].map((n) => Math.round(n)));
    expect(inside(els, group).some((e) => e.tag === 'text' && e.text === '7 hexes +3')).toBe(true);
  });

  it("R-3.2: a target beyond every weapon's long range gets a dashed grey line that says so", () => {
    const a = makeMech({
      id: 'Shooter',
      side: 'PC',
      position: '0101',
      equipment: [{ name: 'Small Laser', location: 'RA' }],
    });
    const b = makeMech({ id: 'Far', side: 'NPC', position: '0110' });
    const { els } = drawn(buildMapView(makeBattle([a, b], { map: DEMO_MAP }), { selected: 'Shooter' }));
    const line = one(els, 'data-lof-line', 'Far', 'line');
    expect(line.attrs['stroke-dasharray']).toBeDefined();
    expect(els.some((e) => e.tag === 'text' && e.text === '9 hexes out of range')).toBe(true);
  });
});

describe("R-2.5: the reach drawn is the core's reachableHexes", () => {
  it("R-2.5, R-2.8: the run hexes for the Griffin's 8 MP on the demo map are exactly reachableHexes(DEMO_MAP, 0609, 8), with costs, but the Blackjack's and the Rifleman's hexes", () => {
    const { els } = selectedGriffin;
    const core: string[] = [];
    reachableHexes(DEMO_MAP, hex('0609'), 8).forEach((cost, label) => {
      if (label !== '0609' && label !== '0111' && label !== '0415') core.push(`${label}:${cost}`);
    });
    const outlined = reachOutlines(els, 'run').map((e) => `${e.attrs['data-at']}:${e.attrs['data-cost']}`);
    expect(outlined.sort()).toEqual(core.sort());
  });

  it('R-2.5: one faint fill per hex, coloured by the least demanding mode: walk inside run; heavy woods 0613 costs 6, a run or a jump of 4', () => {
    const { els } = selectedGriffin;
    const all = withAttr(els, 'data-reach');
    expect(new Set(all.map((e) => e.attrs['data-at'])).size).toBe(all.length);
    const run = new Set(reachOutlines(els, 'run').map((e) => e.attrs['data-at']));
    const walk = reachOutlines(els, 'walk');
    expect(walk.length).toBeGreaterThan(0);
    expect(walk.every((e) => run.has(e.attrs['data-at']))).toBe(true);
    const heavy = one(els, 'data-at', '0613', 'polygon');
    expect(heavy.attrs).toMatchObject({ 'data-reach': 'run jump', 'data-cost': '6', 'data-jump': '4' });
    expect(heavy.attrs.fill).not.toBe(walk[0].attrs.fill);
    // The cost is in the hex's tooltip, not written over the map.
    expect(inside(els, heavy).find((e) => e.tag === 'title')?.text).toBe('0613: run 6 MP, jump 4');
    expect(inside(els, walk[0]).find((e) => e.tag === 'title')?.text).toMatch(
      /^\d{4}: walk or run \d+ MP(, jump \d+)?$/,
    );
  });

  it('R-2.4: a cliff of 3 levels cannot be walked or run up but can be jumped: a jump-only hex, inside the dashed edge of the jump area', () => {
    const cliff: BattleMap = { cols: 3, rows: 3, terrain: { '0202': { elevation: 3 } } };
    const m = makeMech({ id: 'Hopper', position: '0201', walkMP: 4, jumpMP: 1 });
    const { els } = drawn(buildMapView(makeBattle([m], { map: cliff }), { selected: 'Hopper', rules: defaultRules() }));
    const top = one(els, 'data-at', '0202', 'polygon');
    expect(top.attrs['data-reach']).toBe('jump');
    expect(top.attrs['data-cost']).toBeUndefined();
    expect(top.attrs.fill).not.toBe(one(els, 'data-at', '0101', 'polygon').attrs.fill);
    expect(one(els, 'data-reach-edge', 'jump', 'path').attrs['stroke-dasharray']).toBeDefined();
    expect(one(els, 'data-reach-edge', 'walk', 'path').attrs['stroke-dasharray']).toBeUndefined();
  });

  it('no selection, no outlines and no lines of fire', () => {
    const { els } = drawn(buildMapView(demo.battle));
    expect(withAttr(els, 'data-reach')).toHaveLength(0);
    expect(withAttr(els, 'data-lof')).toHaveLength(0);
  });
});

describe('marks and escaping', () => {
  it('a mech named <img src=x onerror=alert(1)> is drawn as text, never as markup', () => {
    const evil = makeMech({ id: XSS, side: 'NPC', position: '0605' });
    const griffin = makeMech({ id: 'Griffin', side: 'PC', position: '0609' });
    const view = buildMapView(makeBattle([griffin, evil], { map: DEMO_MAP, round: 2 }), { selected: XSS });
    const { svg, els } = drawn(view, { title: '<script>alert(2)</script>' });
    expect(svg).not.toContain('<img');
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(els.some((e) => e.tag === 'img' || e.tag === 'script')).toBe(false);
    const g = one(els, 'data-mech', XSS, 'g');
    expect(inside(els, g).some((e) => e.tag === 'text' && e.text === '<img src=x on…')).toBe(true);
    expect(inside(els, g).some((e) => e.tag === 'title' && e.text.startsWith(XSS))).toBe(true);
    expect(one(els, 'data-lof', 'Griffin', 'g')).toBeDefined();
    expect(one(els, 'data-title', '', 'text').text).toBe(`Round 2 — <script>alert(2)</script> — ${XSS} selected`);
  });

  it('characters XML cannot hold are dropped, so the picture still parses', () => {
    const odd = makeMech({ id: 'Bad\u0001Name\uD800', position: '0101' });
    expect(() => parseSvg(renderMapSvg(buildMapView(makeBattle([odd], { map: DEMO_MAP }))))).not.toThrow();
  });

  it('destroyed mechs and wrecks carry an X; prone and shut-down mechs carry P and SD badges', () => {
    const battle = makeBattle(
      [
        makeMech({ id: 'Dead', position: '0101', destroyed: true }),
        { ...makeMech({ id: 'Hulk', position: '0102', destroyed: true }), wreck: true },
        makeMech({ id: 'Down', side: 'PC', position: '0103', prone: true }),
        makeMech({ id: 'Cold', side: 'PC', position: '0104', shutdown: true }),
        makeMech({ id: 'Fine', position: '0105' }),
      ],
      { map: DEMO_MAP },
    );
    const { els } = drawn(buildMapView(battle));
    const marks = (id: string) => {
      const g = one(els, 'data-mech', id, 'g');
      const inner = inside(els, g);
      return {
        marks: g.attrs['data-marks'] ?? '',
        x: inner.some((e) => e.attrs['data-mark'] === 'x'),
        badges: inner.filter((e) => 'data-badge' in e.attrs).map((e) => e.attrs['data-badge']),
      };
    };
    expect(marks('Dead')).toEqual({ marks: 'destroyed', x: true, badges: [] });
    expect(marks('Hulk')).toEqual({ marks: 'destroyed wreck', x: true, badges: [] });
    expect(marks('Down')).toEqual({ marks: 'prone', x: false, badges: ['prone'] });
    expect(marks('Cold')).toEqual({ marks: 'shutdown', x: false, badges: ['shutdown'] });
    expect(marks('Fine')).toEqual({ marks: '', x: false, badges: [] });
    expect(tokenBody(els, 'Hulk').attrs.fill).not.toBe(tokenBody(els, 'Dead').attrs.fill);
  });

  it('a mech with no hex is not drawn but is listed under "Not on the map"', () => {
    const { els } = drawn(buildMapView(makeBattle([makeMech({ id: 'Reserve', position: null })], { map: DEMO_MAP })));
    expect(withAttr(els, 'data-mech')).toHaveLength(0);
    const legend = one(els, 'data-layer', 'legend', 'g');
    expect(legend.text).toContain('Not on the map');
    expect(legend.text).toContain('Reserve (NPC)');
  });
});

describe('terrain, title and a standalone document', () => {
  const every: BattleMap = {
    cols: 5,
    rows: 3,
    terrain: {
      '0101': { woods: 'light' },
      '0102': { woods: 'heavy' },
      '0103': { water: 1 },
      '0201': { water: 2 },
      '0202': { water: 3 },
      '0203': { rubble: true },
      '0301': { elevation: 1 },
      '0302': { elevation: 2 },
      '0303': { elevation: -1 },
      '0401': { fire: true },
      '0402': { lava: true },
    },
  };
  const { svg, els } = drawn(buildMapView(makeBattle([], { map: every, round: 4 })));

  it('R-2.4: each terrain is filled apart from clear ground and from the others (fire is a flame on clear ground)', () => {
    const fill = (label: string) => one(els, 'data-hex', label, 'polygon').attrs.fill;
    const kinds = ['0101', '0102', '0103', '0201', '0202', '0203', '0301', '0302', '0303', '0402', '0501'];
    expect(new Set(kinds.map(fill)).size).toBe(kinds.length);
    expect(one(els, 'data-hex', '0401', 'polygon').attrs['data-terrain']).toBe('F');
    expect(one(els, 'data-hex', '0102', 'polygon').attrs['data-terrain']).toBe('HW');
  });

  it('the legend names every terrain, with its to-hit and MP effect', () => {
    const legend = one(els, 'data-layer', 'legend', 'g').text;
    for (const words of [
      'Light woods (LW, LJ): +1 to hit, +1 MP',
      'Heavy woods (HW, HJ): +2 to hit, +2 MP',
      'Water depth 1 (W1): +1 MP',
      'Water depth 2 (W2): +2 MP',
      'Rubble (R): +1 MP',
      'Level 1 (E1)',
      'Level 2 (E2)',
      'Fire (F)',
      'Lava (L)',
      'PC',
      'NPC',
      'Destroyed (X)',
      'Wreck',
      'Prone (P)',
      'Shut down (SD)',
    ]) {
      expect(legend).toContain(words);
    }
  });

  it('the title is the round number', () => {
    expect(one(els, 'data-title', '', 'text').text).toBe('Round 4');
    expect(els[0].attrs['data-round']).toBe('4');
  });

  it('is standalone for rasterizing: xmlns, width, height and viewBox set; no stylesheet, script, link or external font', () => {
    const root = els[0];
    expect(root.tag).toBe('svg');
    expect(root.attrs.xmlns).toBe('http://www.w3.org/2000/svg');
    expect(root.attrs.viewBox).toBe(`0 0 ${root.attrs.width} ${root.attrs.height}`);
    expect(Number(root.attrs.width)).toBeGreaterThan(0);
    expect(svg).not.toMatch(/<style|<script|<image|<use|href=|url\(|@font-face|@import/);
    expect(els[2]).toMatchObject({ tag: 'rect', attrs: { fill: '#ffffff' } });
  });
});
