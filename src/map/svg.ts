import { boxAttr, gridBox, mechsBox } from './frames';
import { mapPixelBounds, px, type Point } from './geometry';
import { LEGEND_ROW, LEGEND_WIDTH, legendRows, legendSvg } from './legendSvg';
import type { MapView } from './mapView';
import { lineOfFireLayer, moveLayer } from './overlaySvg';
import { BACKGROUND, INK } from './palette';
import { reachLayer } from './reachSvg';
import { terrainLayer } from './terrainSvg';
import { SMALL_TEXT, TITLE_TEXT } from './textSize';
import { offMapTokens, tokenLayer } from './tokenSvg';
import { xmlEscape } from './xml';

export interface MapSvgOptions {
  /** Hex circumradius in pixels (center to corner); default 32. */
  readonly hexSize?: number;
  /** Draw the `CCRR` label in every hex (R-1.1); default true. */
  readonly hexLabels?: boolean;
  /** Draw the legend column; default true. */
  readonly legend?: boolean;
  /** Words after `Round N` in the title (the battle's name). */
  readonly title?: string;
}

/** Where things go on the canvas, in pixels. */
interface MapSvgLayout {
  readonly width: number;
  readonly height: number;
  /** Where the grid's bounding box starts: pass it to `hexCenter` / `hexCorners`. */
  readonly origin: Point;
  readonly size: number;
}

const DEFAULT_SIZE = 32;

/** The title line: `Round 3 — Raid on Kessel — Griffin selected`. */
function titleText(view: MapView, title: string | undefined): string {
  const parts = [`Round ${view.round}`];
  if (title && title.trim()) parts.push(title.trim());
  if (view.selected) parts.push(`${view.selected.id} selected`);
  return parts.join(' — ');
}

/**
 * Canvas layout of a view: a padding of half a hex, the title band, the grid, and the legend
 * column to the right of the grid, as tall as needed.
 */
export function mapSvgLayout(view: MapView, opts: MapSvgOptions = {}): MapSvgLayout {
  const size = opts.hexSize && opts.hexSize > 0 ? opts.hexSize : DEFAULT_SIZE;
  const pad = size * 0.5;
  const titleBand = size * 1.2;
  const grid = mapPixelBounds(view.map, size);
  const origin = { x: pad, y: pad + titleBand };
  let width = pad + grid.width + pad;
  let height = origin.y + grid.height + pad;
  if (opts.legend !== false) {
    const rows = legendRows(view, offMapTokens(view.tokens, view.map)).length;
    width += size * LEGEND_WIDTH;
    height = Math.max(height, origin.y + rows * size * LEGEND_ROW + pad);
  }
  return { width: Math.ceil(width), height: Math.ceil(height), origin, size };
}

/**
 * The battle map as one standalone SVG document (docs/battle-map.md): the hex grid with `CCRR` labels
 * (R-1.1, flat-topped odd-q geometry of R-1.2), terrain drawn distinctly with a legend, every
 * mech as a token coloured by side (PC blue, NPC red) with destroyed / wreck / prone / shut-down
 * marks, the round number as the title, and — for a selected mech — its reachable hexes per
 * mode (R-2.5) and its lines of fire with the crossed hexes and their modifiers (R-1.3, R-3.1).
 *
 * Standalone so a browser can rasterize it to PNG through a canvas and a forum image host can
 * take it as is: `width`/`height`/`viewBox` set, a white background, presentation attributes
 * only (no stylesheet, no external font or image, no script). Every name is XML-escaped.
 * Elements carry data attributes for the dialog and tests: `data-hex="0609"` (grid hexes),
 * `data-mech="Griffin"` (tokens), `data-reach="walk|run|jump"` + `data-at`, `data-lof="Rifleman"`
 * with `data-crossed` hexes and `data-modifier`, `data-move`.
 *
 * Plain string building: runs in Apps Script, Node and the browser alike.
 *
 * @example renderMapSvg(buildMapView(battle, { selected: 'Griffin' }))
 */
export function renderMapSvg(view: MapView, opts: MapSvgOptions = {}): string {
  const layout = mapSvgLayout(view, opts);
  const { width, height, origin, size } = layout;
  const pad = size * 0.5;
  const title = titleText(view, opts.title);
  const grid = gridBox(view, size, origin);
  const legend = opts.legend !== false ? legendRows(view, offMapTokens(view.tokens, view.map)) : [];
  const legendAt = { x: grid.width, y: origin.y };
  const legendBox = { ...legendAt, width: size * LEGEND_WIDTH, height: legend.length * size * LEGEND_ROW };
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"` +
      ` font-family="Arial, Helvetica, sans-serif" data-round="${view.round}" data-hex-size="${px(size)}"` +
      ` data-origin="${px(origin.x)},${px(origin.y)}" data-min-text="${px(size * SMALL_TEXT)}"` +
      ` data-grid-box="${boxAttr(grid)}" data-mechs-box="${boxAttr(mechsBox(view, size, origin, grid))}"` +
      `${legend.length > 0 ? ` data-legend-box="${boxAttr(legendBox)}"` : ''} role="img">`,
    `<title>${xmlEscape(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="${BACKGROUND}"/>`,
    `<text data-title="" x="${px(pad)}" y="${px(pad + size * 0.8)}" font-size="${px(size * TITLE_TEXT)}" font-weight="bold" fill="${INK}">${xmlEscape(title)}</text>`,
    terrainLayer(view.map, size, origin, opts.hexLabels !== false),
  ];
  // Reach first, lines of fire over it, tokens on top: what a selection can hit is seen first.
  const s = view.selected;
  const from = s ? view.tokens.find((t) => t.id === s.id)?.hex : undefined;
  if (s?.reachable && from) parts.push(reachLayer(s.reachable, from, view.map, size, origin));
  if (s) parts.push(lineOfFireLayer(s, view.map, size, origin));
  if (view.moves && view.moves.length > 0) parts.push(moveLayer(view.moves, view.tokens, view.map, size, origin));
  parts.push(tokenLayer(view.tokens, view.map, size, origin, s?.id));
  if (legend.length > 0) parts.push(legendSvg(legend, legendAt, size));
  parts.push('</svg>');
  return parts.join('');
}
