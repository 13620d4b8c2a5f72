import type { HexTerrain } from '../rules/model/map';
import { px, type Point } from './geometry';
import type { MapToken, MapView } from './mapView';
import { INK, LOF, MOVE_ARROW, REACH_FILL_OPACITY, REACH_STROKE } from './palette';
import { SMALL_TEXT } from './textSize';
import { terrainSwatch } from './terrainSvg';
import { selectionRing, tokenBody } from './tokenSvg';
import { shortLabel, xmlEscape } from './xml';

/*
 * The legend column beside the grid: every terrain with what it does (R-2.4 MP, R-3.1 to-hit),
 * the token marks, and — with a selection — the reach areas and the line of fire. Mechs not
 * on the map are listed at the bottom, so nobody goes missing from the picture.
 */

/** How a legend row draws its sample, in a box centred on `c`. */
type Sample = (c: Point, size: number) => string;

interface LegendRow {
  readonly text: string;
  readonly sample?: Sample;
  /** A heading row: bold, no sample. */
  readonly heading?: boolean;
  /** A terrain row's Map tab codes, carried as `data-codes` on its group. */
  readonly codes?: readonly string[];
}

const terrain =
  (t: HexTerrain): Sample =>
  (c, size) =>
    terrainSwatch(c, size * 0.34, t, size * SMALL_TEXT);
const token =
  (t: Pick<MapToken, 'side' | 'destroyed' | 'wreck' | 'prone' | 'shutdown' | 'overheating'>): Sample =>
  (c, size) =>
    tokenBody(t, c, size * 0.7, size * SMALL_TEXT);

/** A reach sample: a hex faintly filled in the mode's colour, edged as the mode's area is (reachSvg.ts). */
function area(colour: string, dashed: boolean): Sample {
  return (c, size) => {
    const r = size * 0.3;
    const pts: string[] = [];
    for (let i = 0; i < 6; i++)
      pts.push(`${px(c.x + r * Math.cos((Math.PI / 3) * i))},${px(c.y + r * Math.sin((Math.PI / 3) * i))}`);
    const dash = dashed ? ` stroke-dasharray="${px(size * 0.1)} ${px(size * 0.06)}"` : '';
    return `<polygon points="${pts.join(' ')}" fill="${colour}" fill-opacity="${REACH_FILL_OPACITY}" stroke="${colour}" stroke-width="${px(size * 0.07)}"${dash}/>`;
  };
}

function line(stroke: string, dashed: boolean): Sample {
  return (c, size) =>
    `<line x1="${px(c.x - size * 0.32)}" y1="${px(c.y)}" x2="${px(c.x + size * 0.32)}" y2="${px(c.y)}" stroke="${stroke}" stroke-width="${px(size * 0.07)}"` +
    `${dashed ? ` stroke-dasharray="${px(size * 0.12)} ${px(size * 0.08)}"` : ''}/>`;
}

/**
 * A terrain of the legend: what it is called, the Map tab codes that draw it (the first is the
 * one Gator writes, `terrainCode`), whether deeper / higher codes of the same letter draw it too
 * (`W3, W4 …`), and what it does. Exported so a test can type every listed code on a Map tab.
 */
interface TerrainLegend {
  readonly name: string;
  /** The terrain the sample draws. */
  readonly terrain: HexTerrain;
  /** Map tab codes a GM types for it, `terrainCode(terrain)` first. */
  readonly codes: readonly string[];
  /** Codes beyond the last one listed (`W4 …`) are drawn alike. */
  readonly more?: boolean;
  readonly effect?: string;
}

/** Every terrain the Map tab reads (src/rules/map/terrain.ts), in the codes a GM types there. */
export const TERRAIN_LEGEND: readonly TerrainLegend[] = [
  { name: 'Clear (blank cell)', terrain: {}, codes: [] },
  { name: 'Light woods', terrain: { woods: 'light' }, codes: ['LW', 'LJ'], effect: '+1 to hit, +1 MP' },
  { name: 'Heavy woods', terrain: { woods: 'heavy' }, codes: ['HW', 'HJ'], effect: '+2 to hit, +2 MP' },
  { name: 'Water depth 1', terrain: { water: 1 }, codes: ['W1'], effect: '+1 MP' },
  { name: 'Water depth 2', terrain: { water: 2 }, codes: ['W2'], effect: '+2 MP' },
  { name: 'Water depth 3+', terrain: { water: 3 }, codes: ['W3', 'W4'], more: true, effect: '+2 MP' },
  { name: 'Rubble', terrain: { rubble: true }, codes: ['R'], effect: '+1 MP' },
  { name: 'Level 1', terrain: { elevation: 1 }, codes: ['E1'], effect: '+1 MP per level' },
  { name: 'Level 2', terrain: { elevation: 2 }, codes: ['E2'] },
  { name: 'Level 3', terrain: { elevation: 3 }, codes: ['E3'] },
  { name: 'Level 4+', terrain: { elevation: 4 }, codes: ['E4', 'E5'], more: true },
  { name: 'Depression', terrain: { elevation: -1 }, codes: ['E-1'] },
  { name: 'Deeper', terrain: { elevation: -2 }, codes: ['E-2', 'E-3'], more: true },
  { name: 'Fire', terrain: { fire: true }, codes: ['F'], effect: '2d6 heat at round end here' },
  { name: 'Lava', terrain: { lava: true }, codes: ['L'], effect: '2d6 heat at round end here' },
];

/** `Heavy woods (HW, HJ): +2 to hit, +2 MP`, `Water depth 3+ (W3, W4 …): +2 MP`. */
function terrainLegendText(t: TerrainLegend): string {
  const codes = t.codes.length > 0 ? ` (${t.codes.join(', ')}${t.more ? ' …' : ''})` : '';
  return `${t.name}${codes}${t.effect ? `: ${t.effect}` : ''}`;
}

const TERRAIN_ROWS: readonly LegendRow[] = [
  { text: 'Terrain (Map tab codes)', heading: true },
  ...TERRAIN_LEGEND.map((t) => ({ text: terrainLegendText(t), sample: terrain(t.terrain), codes: t.codes })),
];

const TOKEN_ROWS: readonly LegendRow[] = [
  { text: 'Mechs', heading: true },
  { text: 'PC', sample: token({ side: 'PC' }) },
  { text: 'NPC', sample: token({ side: 'NPC' }) },
  { text: 'Destroyed (X)', sample: token({ side: 'NPC', destroyed: true }) },
  { text: 'Wreck: impassable', sample: token({ side: 'NPC', destroyed: true, wreck: true }) },
  { text: 'Prone (P)', sample: token({ side: 'PC', prone: true }) },
  { text: 'Shut down (SD)', sample: token({ side: 'PC', shutdown: true }) },
];

/** Overheating (R-V.1) exists only under the cool-down heat model: its row is there when a token is. */
function overheatingRows(view: MapView): LegendRow[] {
  if (!view.tokens.some((t) => t.overheating)) return [];
  return [{ text: 'Overheating (OH): must cool down', sample: token({ side: 'PC', overheating: true }) }];
}

function selectionRows(view: MapView): LegendRow[] {
  const s = view.selected;
  if (!s) return [];
  const rows: LegendRow[] = [
    { text: `Selected: ${shortLabel(s.id, 24)}`, heading: true },
    {
      text: 'Selected mech',
      sample: (c, size) => selectionRing(c, size * 0.7) + tokenBody({ side: 'PC' }, c, size * 0.7),
    },
  ];
  const r = s.reachable;
  if (r) {
    rows.push({ text: `Walk ${r.mp.walk} MP`, sample: area(REACH_STROKE.walk, false) });
    rows.push({ text: `Run ${r.mp.run} MP, beyond walking`, sample: area(REACH_STROKE.run, false) });
    rows.push({ text: `Jump ${r.mp.jump} MP only`, sample: area(REACH_STROKE.jump, true) });
    for (const note of r.notes) rows.push({ text: shortLabel(note, 44) });
  }
  if (s.linesOfFire.length > 0) {
    rows.push({ text: 'Line of fire: hexes, woods +N', sample: line(LOF.line, false) });
    rows.push({ text: 'Every weapon out of range', sample: line(LOF.outOfRange, true) });
  }
  return rows;
}

function moveRows(view: MapView): LegendRow[] {
  return view.moves && view.moves.length > 0 ? [{ text: 'Declared move', sample: line(MOVE_ARROW, true) }] : [];
}

function offMapRows(off: readonly MapToken[]): LegendRow[] {
  if (off.length === 0) return [];
  // A destroyed mech with no hex was removed from the field (an explosion, R-V.3): it is said so.
  return [
    { text: 'Not on the map', heading: true },
    ...off.map((t) => ({ text: `${shortLabel(t.label, 28)} (${t.side})${t.destroyed ? ', destroyed' : ''}` })),
  ];
}

/** The legend's rows for a view, in order. */
export function legendRows(view: MapView, off: readonly MapToken[]): LegendRow[] {
  return [
    ...TERRAIN_ROWS,
    ...TOKEN_ROWS,
    ...overheatingRows(view),
    ...selectionRows(view),
    ...moveRows(view),
    ...offMapRows(off),
  ];
}

/** Height of one legend row, in units of the hex size. */
export const LEGEND_ROW = 0.8;
/** Width of the legend column, in units of the hex size: its longest row at the legend's type size. */
export const LEGEND_WIDTH = 10;

/** The legend as SVG, its top-left corner at `at`. */
export function legendSvg(rows: readonly LegendRow[], at: Point, size: number): string {
  const rowH = size * LEGEND_ROW;
  const font = px(size * SMALL_TEXT);
  const out: string[] = [`<g data-layer="legend" font-size="${font}" fill="${INK}">`];
  rows.forEach((row, i) => {
    const y = at.y + rowH * (i + 0.5);
    // Room on the left for a sample's badge, which keeps the picture's smallest text size.
    const sampleCenter = { x: at.x + size * 0.5, y };
    const textX = row.heading ? at.x : at.x + size * 1.2;
    if (row.codes) out.push(`<g data-legend="terrain" data-codes="${xmlEscape(row.codes.join(' '))}">`);
    if (row.sample) out.push(row.sample(sampleCenter, size));
    out.push(
      `<text x="${px(textX)}" y="${px(y + size * 0.13)}"${row.heading ? ' font-weight="bold"' : ''}>${xmlEscape(row.text)}</text>`,
    );
    if (row.codes) out.push('</g>');
  });
  out.push('</g>');
  return out.join('');
}
