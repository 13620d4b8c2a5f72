import { parseHexLabel } from '../rules/hex/label';
import type { Hex } from '../rules/model/hex';

/** A point in SVG user units (pixels at scale 1), y pointing down. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** √3, the ratio of a flat-topped hex's height to its circumradius. */
export const SQRT3 = Math.sqrt(3);

const ORIGIN: Point = { x: 0, y: 0 };

/**
 * Pixel center of a hex, flat-topped, in the odd-q layout of R-1.2: columns are vertical,
 * neighbouring columns are 1.5 × size apart, rows √3 × size apart, and the map's
 * even-numbered columns (02, 04, …; odd 0-based index) sit half a hex lower. `size` is the
 * circumradius (center to corner). With the default origin the bounding box of hex 0101
 * touches (0, 0), so 0101's center is (size, √3/2 × size).
 *
 * Two hexes at `hexDistance` 1 have centers exactly √3 × size apart (tested for all six
 * directions), so the picture and the rules core agree on adjacency.
 *
 * @example hexCenter({ col: 2, row: 1 }, 10) // { x: 25, y: 17.32… }: half a hex below 0101
 */
export function hexCenter(hex: Hex, size: number, origin: Point = ORIGIN): Point {
  const c = hex.col - 1;
  const lowered = c % 2 !== 0 ? 0.5 : 0;
  return {
    x: origin.x + size + c * 1.5 * size,
    y: origin.y + SQRT3 * size * (hex.row - 0.5 + lowered),
  };
}

/**
 * The six corners of a flat-topped hex, clockwise from the east corner (east, south-east,
 * south-west, west, north-west, north-east), at `scale` × size from the center (1 = the hex
 * itself; less gives an inset outline).
 */
export function hexCorners(hex: Hex, size: number, origin: Point = ORIGIN, scale = 1): Point[] {
  const center = hexCenter(hex, size, origin);
  const r = size * scale;
  const corners: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const angle = (Math.PI / 3) * i;
    corners.push({ x: center.x + r * Math.cos(angle), y: center.y + r * Math.sin(angle) });
  }
  return corners;
}

/**
 * Width and height in pixels of the whole hex grid of a `cols` × `rows` map drawn with
 * {@link hexCenter} at the default origin: every hex's corners lie inside [0, width] × [0, height].
 * A map of more than one column is half a hex taller, for its lowered even columns.
 */
export function mapPixelBounds(
  map: { readonly cols: number; readonly rows: number },
  size: number,
): { width: number; height: number } {
  const cols = Math.max(0, map.cols);
  const rows = Math.max(0, map.rows);
  if (cols === 0 || rows === 0) return { width: 0, height: 0 };
  return {
    width: size * (1.5 * cols + 0.5),
    height: SQRT3 * size * (rows + (cols > 1 ? 0.5 : 0)),
  };
}

/** A number as SVG text: rounded to hundredths, no trailing zeros (`12.5`, `30`). */
export function px(n: number): string {
  const rounded = Math.round(n * 100) / 100;
  // -0 prints as 0.
  return String(rounded === 0 ? 0 : rounded);
}

/** Polygon `points` text for a list of points. */
export function pointsAttr(points: readonly Point[]): string {
  return points.map((p) => `${px(p.x)},${px(p.y)}`).join(' ');
}

/** A label's hex when the picture draws it (on the map); undefined otherwise, and such entries are left out. */
export function drawnHex(label: string | null, map: { readonly cols: number; readonly rows: number }): Hex | undefined {
  const hex = label !== null ? parseHexLabel(label) : undefined;
  return hex && hex.col <= map.cols && hex.row <= map.rows ? hex : undefined;
}
