// The battle map under the heat-phase variant (R-V): an overheating mech carries an OH
// badge and reaches nothing (R-V.1); wrecks keep their X, an exploded mech is not drawn (R-V.3).
import { describe, expect, it } from 'vitest';
import { mapViewFromCampaign } from '../../src/map/payload';
import { renderMapSvg } from '../../src/map/svg';
import { buildMapView } from '../../src/map/view';
import { DEMO_MAP } from '../../src/rules/map/demoMap';
import { readCampaignParts } from '../../src/sheet/read/campaign';
import { demoTabs } from '../../src/sheet/setup/demo';
import { setCell } from '../sidebar/fixtures';
import { defaultRules, makeBattle, makeMech } from '../support/mechs';
import { inside, one, parseSvg, withAttr } from './svgQuery';

const coolRules = defaultRules({ heatModel: 'cooldown' });

/** Hot (size 2, heat 5) overheats under the cool-down model; Warm (size 2, heat 2) does not. */
function battle() {
  return makeBattle(
    [
      makeMech({ id: 'Hot', side: 'PC', position: '0609', size: 2, heat: 5 }),
      makeMech({ id: 'Warm', side: 'PC', position: '0610', size: 2, heat: 2 }),
      makeMech({ id: 'Burnt', position: '0102', size: 2, heat: 9, destroyed: true }),
    ],
    { map: DEMO_MAP },
  );
}

describe('R-V.1 an overheating mech on the map', () => {
  it('R-V.1: its token is marked overheating; a mech at its Size and a destroyed one are not', () => {
    const view = buildMapView(battle(), { rules: coolRules });
    expect(view.tokens.map((t) => [t.id, t.overheating === true])).toEqual([
      ['Hot', true],
      ['Warm', false],
      ['Burnt', false],
    ]);
  });

  it('R-V.1: selected, it reaches no hex, with a note saying it must cool down first', () => {
    const hot = buildMapView(battle(), { selected: 'Hot', rules: coolRules }).selected!.reachable!;
    expect([hot.walk, hot.run, hot.jump]).toEqual([[], [], []]);
    expect(hot.notes).toEqual(['overheating: cannot move until it cools down (heat 5 over size 2, R-V.1)']);
    const warm = buildMapView(battle(), { selected: 'Warm', rules: coolRules }).selected!.reachable!;
    expect(warm.walk.length).toBeGreaterThan(0);
    expect(warm.notes).toEqual([]);
  });

  it('R-V.1, R-13.3: under the standard heat model (or without the rules) heat over Size is no state at all', () => {
    for (const opts of [{ rules: defaultRules() }, {}]) {
      const view = buildMapView(battle(), { selected: 'Hot', ...opts });
      expect(view.tokens.some((t) => t.overheating)).toBe(false);
      expect(view.selected!.reachable!.walk.length).toBeGreaterThan(0);
    }
  });

  it('R-V.1: the picture: an OH badge on the token, the state in its tooltip and data-marks, a legend row', () => {
    const els = parseSvg(renderMapSvg(buildMapView(battle(), { rules: coolRules })));
    const hot = one(els, 'data-mech', 'Hot', 'g');
    expect(hot.attrs['data-marks']).toBe('overheating');
    const badge = inside(els, hot).find((e) => e.attrs['data-badge'] === 'overheating');
    expect(badge?.text).toBe('OH');
    expect(inside(els, hot).find((e) => e.tag === 'title')?.text).toBe(
      'Hot (PC) at 0609: overheating: cannot move or attack until it cools down',
    );
    const warm = one(els, 'data-mech', 'Warm', 'g');
    expect(inside(els, warm).some((e) => 'data-badge' in e.attrs)).toBe(false);
    expect(one(els, 'data-layer', 'legend', 'g').text).toContain('Overheating (OH): must cool down');
  });

  it('R-V.1: no overheating mech, no legend row for it', () => {
    const els = parseSvg(renderMapSvg(buildMapView(battle(), { rules: defaultRules() })));
    expect(one(els, 'data-layer', 'legend', 'g').text).not.toContain('Overheating');
  });

  it('R-V.1: from the sheet — Heat model Cool-down on the Rules tab, the Griffin at Size 1 and heat 3', () => {
    const tabs = demoTabs();
    tabs.Rules.find((r) => r[0] === 'Heat model')![1] = 'Cool-down';
    setCell(tabs, 'Mechs', 'Size', (r) => r[0] === 'Griffin', 1);
    setCell(tabs, 'Mechs', 'Heat', (r) => r[0] === 'Griffin', 3);
    // The demo's declared run would be refused as move/overheating; the picture does not need it.
    setCell(tabs, 'Mechs', 'Move', (r) => r[0] === 'Griffin', '');
    setCell(tabs, 'Mechs', 'Move to', (r) => r[0] === 'Griffin', '');
    const r = mapViewFromCampaign(readCampaignParts(tabs), 'Griffin');
    if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('\n'));
    expect(r.view.tokens.find((t) => t.id === 'Griffin')?.overheating).toBe(true);
    expect(r.view.selected?.reachable?.notes).toEqual([
      'overheating: cannot move until it cools down (heat 3 over size 1, R-V.1)',
    ]);
    expect(r.svg).toContain('data-badge="overheating"');
  });
});

describe('R-V.3 wrecks and exploded mechs on the map', () => {
  it('R-V.3: a wreck keeps its X; an exploded mech (destroyed, no hex) is not drawn, only listed as destroyed', () => {
    const b = makeBattle(
      [
        { ...makeMech({ id: 'Hulk', position: '0102', destroyed: true }), wreck: true },
        makeMech({ id: 'Boom', position: null, destroyed: true }),
        makeMech({ id: 'Reserve', position: null }),
      ],
      { map: DEMO_MAP },
    );
    const els = parseSvg(renderMapSvg(buildMapView(b, { rules: defaultRules({ wrecks: true }) })));
    const hulk = one(els, 'data-mech', 'Hulk', 'g');
    expect(inside(els, hulk).some((e) => e.attrs['data-mark'] === 'x')).toBe(true);
    expect(withAttr(els, 'data-mech').map((e) => e.attrs['data-mech'])).toEqual(['Hulk']);
    const legend = one(els, 'data-layer', 'legend', 'g').text;
    expect(legend).toContain('Boom (NPC), destroyed');
    expect(legend).toContain('Reserve (NPC)');
    expect(legend).not.toContain('Reserve (NPC), destroyed');
  });
});
