import { drawnHex, hexCenter, mapPixelBounds, px, SQRT3, type Point } from './geometry';
import type { MapView } from './mapView';

/*
 * The parts of the picture a page shows on their own (docs/battle-map.md), in the picture's own
 * units: the grid with its title, where the mechs are, and the legend column. The saved
 * picture is the whole drawing; the dialog shows the grid in its map box, fitted to where the
 * mechs are, and the legend beside it at a size that can be read.
 */

/** A rectangle in picture units. */
interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** `"x y width height"`, as a viewBox takes it. */
export function boxAttr(b: Box): string {
  return [b.x, b.y, b.width, b.height].map(px).join(' ');
}

/** Around the mechs: one hex of ground on every side. */
const MARGIN_HEXES = 1;
/** The smallest area fitted, in hexes across and down: two mechs side by side are not blown up to fill the frame. */
const MIN_ACROSS = 8;
const MIN_DOWN = 6;

function clip(b: Box, within: Box): Box {
  const x = Math.max(within.x, b.x);
  const y = Math.max(within.y, b.y);
  return {
    x,
    y,
    width: Math.min(within.x + within.width, b.x + b.width) - x,
    height: Math.min(within.y + within.height, b.y + b.height) - y,
  };
}

/** `b` grown about its center to at least `width` × `height`. */
function atLeast(b: Box, width: number, height: number): Box {
  const w = Math.max(b.width, width);
  const h = Math.max(b.height, height);
  return { x: b.x - (w - b.width) / 2, y: b.y - (h - b.height) / 2, width: w, height: h };
}

/**
 * Where the mechs are: every token on the map and every declared move's destination, each
 * hex whole, with a hex of margin, at least 8 × 6 hexes, inside `grid`. The whole grid when no
 * mech is on the map.
 */
export function mechsBox(view: MapView, size: number, origin: Point, grid: Box): Box {
  const centers: Point[] = [];
  for (const t of view.tokens) {
    const hex = drawnHex(t.hex, view.map);
    if (hex) centers.push(hexCenter(hex, size, origin));
  }
  for (const m of view.moves ?? []) {
    const hex = drawnHex(m.to, view.map);
    if (hex) centers.push(hexCenter(hex, size, origin));
  }
  if (centers.length === 0) return grid;
  const halfW = size * (1 + 1.5 * MARGIN_HEXES);
  const halfH = (SQRT3 / 2) * size * (1 + 2 * MARGIN_HEXES);
  const x0 = Math.min(...centers.map((c) => c.x)) - halfW;
  const y0 = Math.min(...centers.map((c) => c.y)) - halfH;
  const x1 = Math.max(...centers.map((c) => c.x)) + halfW;
  const y1 = Math.max(...centers.map((c) => c.y)) + halfH;
  const wanted = atLeast(
    { x: x0, y: y0, width: x1 - x0, height: y1 - y0 },
    size * 1.5 * MIN_ACROSS,
    size * SQRT3 * MIN_DOWN,
  );
  return clip(wanted, grid);
}

/** The grid and its title band, the padding round them included; the legend column left out. */
export function gridBox(view: MapView, size: number, origin: Point): Box {
  const grid = mapPixelBounds(view.map, size);
  const pad = size * 0.5;
  return { x: 0, y: 0, width: origin.x + grid.width + pad, height: origin.y + grid.height + pad };
}
