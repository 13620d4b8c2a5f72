import { hexLabel } from '../rules/hex/label';
import { terrainCode } from '../rules/map/terrain';
import type { BattleMap, HexTerrain } from '../rules/model/map';
import { hexCenter, hexCorners, pointsAttr, px, type Point } from './geometry';
import { FLAME, GRID, LABEL, LAVA_EDGE, LEVEL_TEXT, RUBBLE_BLOCK, TREE, WATER_TEXT, terrainFill } from './palette';
import { SMALL_TEXT } from './textSize';

/*
 * The grid layer: one polygon per hex filled by its terrain (R-2.4 features), glyphs so no
 * terrain is told by colour alone, and the `CCRR` labels of R-1.1. Hexes are flat-topped in the
 * odd-q layout of R-1.2 (geometry.ts).
 */

/** A flame: a teardrop of height 2.4u standing on (x, y). */
function flame(x: number, y: number, u: number, fill: string): string {
  return (
    `<path d="M${px(x)} ${px(y)}c${px(-1.1 * u)} 0 ${px(-1.2 * u)} ${px(-1.2 * u)} 0 ${px(-2.4 * u)}` +
    `c${px(1.2 * u)} ${px(1.2 * u)} ${px(1.1 * u)} ${px(2.4 * u)} 0 ${px(2.4 * u)}z" fill="${fill}"/>`
  );
}

function trees(c: Point, size: number, count: 2 | 3, fill: string): string {
  const r = size * 0.15;
  const y = c.y + size * 0.4;
  const xs = count === 2 ? [-0.28, 0.28] : [-0.42, 0, 0.42];
  return xs.map((dx) => `<circle cx="${px(c.x + dx * size)}" cy="${px(y)}" r="${px(r)}" fill="${fill}"/>`).join('');
}

function rubble(c: Point, size: number): string {
  const w = size * 0.16;
  const spots = [
    [-0.36, 0.3],
    [0.06, 0.46],
    [0.26, 0.22],
  ];
  return spots
    .map(
      ([dx, dy]) =>
        `<rect x="${px(c.x + dx * size)}" y="${px(c.y + dy * size)}" width="${px(w)}" height="${px(w * 0.8)}" fill="${RUBBLE_BLOCK}"/>`,
    )
    .join('');
}

/** How the depth and level are written: at the hex's left edge on the map, centred in a legend sample. */
interface Lettering {
  readonly font: number;
  readonly centred: boolean;
}

/** The hex's water depth and ground level in the Map tab's own codes (`W2`, `E1`, `E-1`). */
function depthAndLevel(c: Point, size: number, t: HexTerrain, lettering: Lettering): string {
  const parts: string[] = [];
  const depth = t.water ?? 0;
  if (depth > 0) parts.push(`<tspan fill="${WATER_TEXT}">W${depth}</tspan>`);
  if (t.elevation) parts.push(`<tspan fill="${LEVEL_TEXT}">E${t.elevation}</tspan>`);
  if (parts.length === 0) return '';
  const at = lettering.centred ? `x="${px(c.x)}" text-anchor="middle"` : `x="${px(c.x - size * 0.92)}"`;
  return `<text ${at} y="${px(c.y + lettering.font * 0.36)}" font-size="${px(lettering.font)}" font-weight="bold">${parts.join(' ')}</text>`;
}

/** Glyphs for one hex's terrain (trees, rubble, flame, depth/level numbers); '' for clear ground. */
function glyphs(c: Point, size: number, t: HexTerrain, lettering: Lettering): string {
  let out = '';
  if (t.woods === 'light') out += trees(c, size, 2, TREE.light);
  if (t.woods === 'heavy') out += trees(c, size, 3, TREE.heavy);
  if (t.rubble) out += rubble(c, size);
  if (t.fire) {
    const u = size * 0.13;
    out +=
      flame(c.x - size * 0.45, c.y - size * 0.12, u, FLAME.outer) +
      flame(c.x - size * 0.45, c.y - size * 0.12, u * 0.55, FLAME.inner);
  }
  out += depthAndLevel(c, size, t, lettering);
  return out;
}

/** A sample hex of a terrain around `c` with its glyphs, for the legend; its depth and level are written at `font`. */
export function terrainSwatch(c: Point, size: number, t: HexTerrain, font: number): string {
  const corners: Point[] = [];
  for (let i = 0; i < 6; i++)
    corners.push({ x: c.x + size * Math.cos((Math.PI / 3) * i), y: c.y + size * Math.sin((Math.PI / 3) * i) });
  const edge = t.lava ? LAVA_EDGE : GRID;
  return (
    `<polygon points="${pointsAttr(corners)}" fill="${terrainFill(t)}" stroke="${edge}" stroke-width="${px(Math.max(0.5, size * 0.05))}"/>` +
    glyphs(c, size, t, { font, centred: true })
  );
}

/**
 * The hex grid of `map` as SVG: a `<g data-layer="terrain">` of one polygon per hex
 * (`data-hex="0609"`, `data-terrain` = its Map tab code, e.g. `LW E1`), a glyph layer, and a
 * label layer of `CCRR` labels when `labels` is on.
 */
export function terrainLayer(map: BattleMap, size: number, origin: Point, labels: boolean): string {
  const cells: string[] = [];
  const marks: string[] = [];
  const texts: string[] = [];
  const stroke = px(Math.max(0.5, size * 0.03));
  const lettering = { font: size * SMALL_TEXT, centred: false };
  for (let col = 1; col <= map.cols; col++) {
    for (let row = 1; row <= map.rows; row++) {
      const hex = { col, row };
      const label = hexLabel(hex);
      const t = Object.prototype.hasOwnProperty.call(map.terrain, label) ? map.terrain[label] : {};
      const code = terrainCode(t);
      const lava = t.lava ? ` stroke="${LAVA_EDGE}" stroke-width="${px(size * 0.08)}"` : '';
      cells.push(
        `<polygon id="hex-${label}" data-hex="${label}"${code ? ` data-terrain="${code}"` : ''} points="${pointsAttr(hexCorners(hex, size, origin))}" fill="${terrainFill(t)}"${lava}/>`,
      );
      const c = hexCenter(hex, size, origin);
      if (code) marks.push(glyphs(c, size, t, lettering));
      if (labels) texts.push(`<text x="${px(c.x)}" y="${px(c.y - size * 0.5)}">${label}</text>`);
    }
  }
  return (
    `<g data-layer="terrain" stroke="${GRID}" stroke-width="${stroke}">${cells.join('')}</g>` +
    `<g data-layer="terrain-glyphs">${marks.join('')}</g>` +
    (labels
      ? `<g data-layer="hex-labels" font-size="${px(size * SMALL_TEXT)}" fill="${LABEL}" text-anchor="middle">${texts.join('')}</g>`
      : '')
  );
}
