// The battle map (docs/battle-map.md) through the built bundle on the in-memory services: the
// getMapView endpoint the dialog calls, and the menu item and sidebar button that open it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ATTACKS } from '../../../src/sheet/schema/playTabs';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { TAB } from '../../../src/sheet/schema/columns';
import { campaign, cell, reset, type, writes } from '../harness';

const HTML = {
  Sidebar: readFileSync(join('dist', 'Sidebar.html'), 'utf8'),
  MapView: readFileSync(join('dist', 'MapView.html'), 'utf8'),
};

/** The `data-…` attributes of every element of the SVG whose tag and attribute match. */
function attrs(svg: string, tag: string, attr: string): string[] {
  return Array.from(svg.matchAll(new RegExp(`<${tag}\\b[^>]*\\s${attr}="([^"]*)"`, 'g'))).map((m) => m[1]);
}

describe('getMapView (docs/battle-map.md)', () => {
  it('the demo: an SVG of round 1 with the four tokens in their hexes, read-only', () => {
    const { fake, gas } = campaign({ html: HTML });
    reset(fake);
    const r = gas.getMapView(null);
    expect(r.ok).toBe(true);
    expect(r.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(attrs(r.svg, 'g', 'data-mech')).toEqual(['Griffin', 'Rifleman', 'Blackjack', 'Locust']);
    expect(attrs(r.svg, 'g', 'data-at')).toEqual(['0609', '0415', '0111', '1516']);
    // Each token group holds its body (the legend has sample bodies of its own, outside any token).
    const groups = r.svg.split('<g data-mech=').slice(1);
    expect(groups.map((g: string) => g.includes('data-token="body"'))).toEqual([true, true, true, true]);
    expect(r.view.round).toBe(1);
    expect(r.view.selected).toBeUndefined();
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
    expect(writes(fake)).toBe(0);
    expect(fake.log.calls['LockService.getDocumentLock'] ?? 0).toBe(0);
  });

  it('R-1.3: with the Griffin selected, its reach and the line of fire to the Rifleman through one light and one heavy woods hex', () => {
    const { gas } = campaign({ html: HTML });
    const r = gas.getMapView('Griffin');
    expect(r.view.selected.id).toBe('Griffin');
    expect(r.view.selected.reachable.walk.length).toBeGreaterThan(0);
    const lof = r.view.selected.linesOfFire.find((l: { target: string }) => l.target === 'Rifleman');
    expect(lof).toMatchObject({ from: '0609', to: '0415', distance: 7, total: 3 });
    expect(
      lof.hexes
        .filter((h: { modifier: number }) => h.modifier > 0)
        .map((h: { modifier: number }) => h.modifier)
        .sort(),
    ).toEqual([1, 2]);
    expect(attrs(r.svg, 'g', 'data-lof')).toContain('Rifleman');
  });

  it('an unknown mech, or not text, selects nothing', () => {
    const { gas } = campaign({ html: HTML });
    expect(gas.getMapView('Nobody').view.selected).toBeUndefined();
    expect(gas.getMapView(42).view.selected).toBeUndefined();
  });

  it("one typo never blinds the GM: a bad cell on the Griffin's row holds the Griffin back: the other mechs are drawn, the problem shown beside the map", () => {
    const { fake, gas } = campaign({ html: HTML });
    type(fake, MECHS, cell(MECHS, 'gunnery', 2), 'three');
    const r = gas.getMapView('Rifleman');
    expect(r.ok).toBe(true);
    // The selected token is drawn last, on top.
    expect(attrs(r.svg, 'g', 'data-mech')).toEqual(['Blackjack', 'Locust', 'Rifleman']);
    expect(r.view.tokens.map((t: { id: string }) => t.id)).toEqual(['Rifleman', 'Blackjack', 'Locust']);
    expect(r.view.selected.id).toBe('Rifleman');
    expect(r.sheet).toEqual({
      problems: [
        {
          code: 'sheet/not_a_number',
          message: 'Mechs!F2: Gunnery must be a whole number from 0 to 8, got "three"',
          mech: 'Griffin',
          cell: 'Mechs!F2',
        },
      ],
      heldBack: ['Griffin'],
    });
    // Selecting the held-back mech selects nothing: it is not drawn.
    expect(gas.getMapView('Griffin').view.selected).toBeUndefined();
    expect(writes(fake)).toBe(0);
  });

  it('one typo never blinds the GM: "Large Lazer" on an Attacks row: every mech drawn, the problem beside the map, nobody held back', () => {
    const { fake, gas } = campaign({ html: HTML });
    type(fake, ATTACKS, 'C2', 'Large Lazer');
    const r = gas.getMapView(null);
    expect(r.ok).toBe(true);
    expect(attrs(r.svg, 'g', 'data-mech')).toEqual(['Griffin', 'Rifleman', 'Blackjack', 'Locust']);
    expect(r.sheet.heldBack).toEqual([]);
    expect(r.sheet.problems.map((p: { message: string; cell: string }) => `${p.cell} ${p.message}`)).toEqual([
      'Attacks!C2 Attacks!C2: Weapons: "Large Lazer" is not a weapon of the Catalog — did you mean Large Laser?',
    ]);
    // A sheet without problems says nothing of them.
    expect(campaign({ html: HTML }).gas.getMapView(null).sheet).toBeUndefined();
  });

  it('one typo never blinds the GM: "+Raider" typed in Attacks!A4 (#NAME?): the map is drawn, the problem quotes what was typed', () => {
    const { fake, gas } = campaign({ html: HTML });
    // Not in the plain-text column Set up makes: a tab formatted otherwise parses +Raider as a formula.
    fake.book
      .sheet(TAB.attacks)
      .getRange('A4')
      .setNumberFormat('General')
      .setValues([['+Raider']]);
    const r = gas.getMapView(null);
    expect(r.view.tokens).toHaveLength(4);
    expect(r.sheet.problems[0].message).toBe(
      `Attacks!A4: the cell shows #NAME? — "+Raider" was typed as a formula; type '+Raider or leave out the +`,
    );
  });

  it('a problem on the Map tab holds everything back: ok false, each problem with its message and cell', () => {
    const { fake, gas } = campaign({ html: HTML });
    type(fake, TAB.map, 'G10', 'XX');
    const r = gas.getMapView('Griffin');
    expect(r.ok).toBe(false);
    expect(r.svg).toBeUndefined();
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatchObject({ cell: 'Map!G10' });
    expect(r.problems[0].message).toMatch(/^Map!G10: /);
  });

  it('shows mechs imported since, off the map in the legend and placed when inserted with a hex', () => {
    const { gas } = campaign({ html: HTML });
    gas.insertLibraryMech('Atlas AS7-D', '', '', '0808');
    gas.insertLibraryMech('Locust LCT-1V', 'Scout', '', '');
    const r = gas.getMapView(null);
    expect(r.view.tokens.map((t: { id: string; hex: string | null }) => `${t.id} ${t.hex}`)).toEqual([
      'Griffin 0609',
      'Rifleman 0415',
      'Blackjack 0111',
      'Locust 1516',
      'Atlas AS7-D 0808',
      'Scout null',
    ]);
  });
});

describe('opening the map', () => {
  it("Show battle map (menu) and the sidebar's Battle map both open MapView.html as a large modal dialog", () => {
    const { fake, gas } = campaign({ html: HTML });
    gas.openMapView();
    expect(fake.ui.dialogs).toHaveLength(1);
    const d = fake.ui.dialogs[0];
    expect(d).toMatchObject({ title: 'Gator: battle map', modal: true });
    expect([d.html.getWidth(), d.html.getHeight()]).toEqual([1000, 720]);
    expect(d.html.getContent()).toBe(HTML.MapView);
    expect(fake.book.sheet(TAB.mechs)).toBeTruthy();
  });
});
