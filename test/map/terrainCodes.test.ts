// The Map tab and the map's legend speak the same codes: the legend lists the
// code a GM types on the Map tab (`HW`, `W2`, `E1`), and a code typed there is drawn as the
// legend's sample of it is. Each code goes through the sheet's own reader (readMap), and the
// picture through renderMapSvg, so neither side can drift from the other.
import { describe, expect, it } from 'vitest';
import { TERRAIN_LEGEND } from '../../src/map/legendSvg';
import { renderMapSvg } from '../../src/map/svg';
import { buildMapView } from '../../src/map/view';
import { terrainCode } from '../../src/rules/map/terrain';
import type { BattleMap } from '../../src/rules/model/map';
import { readMap } from '../../src/sheet/read/map';
import { TAB } from '../../src/sheet/schema/columns';
import { SheetProblems } from '../../src/sheet/tab/problems';
import { makeBattle } from '../support/mechs';
import { inside, one, parseSvg, withAttr, type SvgElement } from './svgQuery';

/** A one-hex Map tab holding `code` in hex 0101, read as the round reads it. */
function typedOnMapTab(code: string): { map: BattleMap | undefined; problems: string[] } {
  const problems = new SheetProblems();
  const map = readMap(
    {
      [TAB.map]: [
        ['', 1],
        [1, code],
      ],
    },
    problems,
  );
  return { map, problems: problems.list.map((p) => p.message) };
}

/** How a terrain is drawn: the hex's fill, then each glyph's tag and fill (trees, blocks, flame, the code text). */
interface Drawing {
  readonly fill: string;
  readonly glyphs: readonly string[];
  /** The depth and level written in the hex (`W2 E-1`), '' when none. */
  readonly text: string;
}

function glyphsOf(els: readonly SvgElement[]): string[] {
  return els.map((e) => `${e.tag}:${e.attrs.fill ?? ''}`);
}

/** The picture of a one-hex map: how its hex is drawn. */
function drawnHex(map: BattleMap): Drawing {
  const els = parseSvg(renderMapSvg(buildMapView(makeBattle([], { map })), { hexLabels: false, legend: false }));
  const glyphs = inside(els, one(els, 'data-layer', 'terrain-glyphs', 'g'));
  const text = glyphs.filter((e) => e.tag === 'text')[0];
  return {
    fill: one(els, 'data-hex', '0101', 'polygon').attrs.fill,
    glyphs: glyphsOf(glyphs),
    text: text ? text.text : '',
  };
}

/** The legend's terrain rows as drawn: each row's codes, its words and how its sample is drawn. */
function legendRows(): { codes: string[]; words: string; drawing: Drawing }[] {
  const els = parseSvg(renderMapSvg(buildMapView(makeBattle([], { map: { cols: 1, rows: 1, terrain: {} } }))));
  return withAttr(els, 'data-legend', 'terrain').map((g) => {
    const inner = inside(els, g);
    const words = inner[inner.length - 1];
    const sample = inner.slice(1, -1); // between the sample hex and the row's words: its glyphs
    const text = sample.filter((e) => e.tag === 'text')[0];
    return {
      codes: g.attrs['data-codes'] === '' ? [] : g.attrs['data-codes'].split(' '),
      words: words.text,
      drawing: { fill: inner[0].attrs.fill, glyphs: glyphsOf(sample), text: text ? text.text : '' },
    };
  });
}

const ROWS = legendRows();

describe('the legend lists the Map tab codes (R-2.4, R-3.1)', () => {
  it('every terrain row names its codes as a GM types them on the Map tab', () => {
    for (const row of ROWS) for (const code of row.codes) expect(row.words, code).toContain(code);
    expect(ROWS.map((r) => r.words)).toContain('Heavy woods (HW, HJ): +2 to hit, +2 MP');
    expect(ROWS.map((r) => r.words)).toContain('Water depth 1 (W1): +1 MP');
    expect(ROWS.map((r) => r.words)).toContain('Level 1 (E1): +1 MP per level');
    expect(ROWS.map((r) => r.words)).toContain('Depression (E-1)');
    expect(ROWS.map((r) => r.words).join(' ')).not.toMatch(/\b[DL]-?\d/);
  });

  it('every code the legend shows, typed on the Map tab, reads without a problem and is drawn as its legend sample', () => {
    const listed = ROWS.flatMap((r) => r.codes.map((code) => ({ code, row: r })));
    expect(listed.map((l) => l.code)).toEqual(
      expect.arrayContaining(['LW', 'HW', 'LJ', 'HJ', 'R', 'W1', 'W2', 'W3', 'E1', 'E2', 'E3', 'E-1', 'F', 'L']),
    );
    for (const { code, row } of listed) {
      const { map, problems } = typedOnMapTab(code);
      expect(problems, code).toEqual([]);
      const hex = drawnHex(map!);
      expect({ code, fill: hex.fill, glyphs: hex.glyphs }).toEqual({
        code,
        fill: row.drawing.fill,
        glyphs: row.drawing.glyphs,
      });
      // The number written in the hex is the code typed (W4, not the sample's W3).
      if (/^[WE]/.test(code)) expect(hex.text, code).toBe(code);
    }
  });

  it("each row's first code is exactly the terrain its sample draws, and Gator writes that code back", () => {
    for (const t of TERRAIN_LEGEND) {
      expect(terrainCode(t.terrain), t.name).toBe(t.codes[0] ?? '');
      if (t.codes.length === 0) continue;
      expect(typedOnMapTab(t.codes[0]).map?.terrain['0101'], t.name).toEqual(t.terrain);
    }
  });

  it('every code the Map tab reads is in the legend, drawn as the row that lists it (or its deeper / higher kin: W4 …)', () => {
    const codes = ['LW', 'HW', 'LJ', 'HJ', 'R', 'F', 'L', 'lw', 'E0', 'E+2'];
    for (let n = 1; n <= 9; n++) codes.push(`W${n}`, `E${n}`, `E-${n}`);
    for (const typed of codes) {
      const { map, problems } = typedOnMapTab(typed);
      expect(problems, typed).toEqual([]);
      const terrain = map!.terrain['0101'] ?? {};
      const code = terrainCode(terrain); // as typed, in canonical form: lw → LW, E+2 → E2, E0 → clear
      const hex = drawnHex(map!);
      const row =
        ROWS.find((r) => r.codes.includes(code) || (code === '' && r.codes.length === 0)) ??
        ROWS.find((r) => kin(r, code));
      expect(row, `${typed} is in the legend`).toBeDefined();
      expect({ typed, fill: hex.fill, glyphs: hex.glyphs }).toEqual({
        typed,
        fill: row!.drawing.fill,
        glyphs: row!.drawing.glyphs,
      });
    }
  });

  it('the depth and level written in a hex are the codes typed there: W2 E-1, never D2 or L-1', () => {
    const { map } = typedOnMapTab('w2, e-1');
    expect(drawnHex(map!).text).toBe('W2 E-1');
  });
});

/** `W7` is kin of the row `W3, W4 …`: same letter and sign, beyond the last code listed. */
function kin(row: { codes: string[]; words: string }, code: string): boolean {
  if (!row.words.includes('…') || row.codes.length === 0) return false;
  const last = /^([WE])(-?)(\d+)$/.exec(row.codes[row.codes.length - 1]);
  const wanted = /^([WE])(-?)(\d+)$/.exec(code);
  return !!last && !!wanted && last[1] === wanted[1] && last[2] === wanted[2] && Number(wanted[3]) > Number(last[3]);
}
