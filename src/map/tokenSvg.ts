import type { BattleMap } from '../rules/model/map';
import { drawnHex, hexCenter, px, type Point } from './geometry';
import type { MapToken } from './mapView';
import { BACKGROUND, INK, OVERHEATING_BADGE, SELECTED_RING, SIDE_FILL, WRECK_FILL } from './palette';
import { SMALL_TEXT } from './textSize';
import { shortLabel, xmlEscape } from './xml';

/*
 * The token layer: every mech on the map as a circle at its hex's center, coloured by side,
 * its name under it. Destroyed mechs and wrecks carry an X, prone, shut-down and overheating
 * mechs a badge (P, SD, OH). Each token is a `<g data-mech="…">` the dialog can click. Mechs
 * sharing a hex (a sheet can say so, though R-2.8 forbids it) stand side by side in it, so
 * none hides another.
 */

/** Longest name drawn on a token; the full name is in its tooltip. */
const LABEL_CHARS = 14;

/** The words of a token's tooltip: `Griffin (PC) at 0609: prone, shut down`. */
function tokenTitle(t: MapToken): string {
  const states: string[] = [];
  if (t.wreck) states.push('wreck');
  else if (t.destroyed) states.push('destroyed');
  if (t.prone) states.push('prone');
  if (t.shutdown) states.push('shut down');
  if (t.overheating) states.push('overheating: cannot move or attack until it cools down');
  return `${t.label} (${t.side}) at ${t.hex ?? 'no hex'}${states.length ? `: ${states.join(', ')}` : ''}`;
}

/** `destroyed prone`: the token's states as one attribute value, for the dialog and tests. */
function marksOf(t: MapToken): string {
  const marks: string[] = [];
  if (t.destroyed) marks.push('destroyed');
  if (t.wreck) marks.push('wreck');
  if (t.prone) marks.push('prone');
  if (t.shutdown) marks.push('shutdown');
  if (t.overheating) marks.push('overheating');
  return marks.join(' ');
}

function badge(x: number, y: number, size: number, font: number, text: string, fill: string, kind: string): string {
  const h = font * 1.15;
  const w = font * (text.length > 1 ? 1.55 : 1);
  return (
    `<g data-badge="${kind}"><rect x="${px(x - w / 2)}" y="${px(y - h / 2)}" width="${px(w)}" height="${px(h)}" rx="${px(h * 0.25)}" fill="${fill}" stroke="${INK}" stroke-width="${px(size * 0.03)}"/>` +
    `<text x="${px(x)}" y="${px(y + font * 0.36)}" font-size="${px(font)}" font-weight="bold" text-anchor="middle" fill="${INK}">${text}</text></g>`
  );
}

function cross(c: Point, size: number): string {
  const d = size * 0.34;
  const w = px(size * 0.1);
  return (
    `<path data-mark="x" d="M${px(c.x - d)} ${px(c.y - d)}L${px(c.x + d)} ${px(c.y + d)}M${px(c.x + d)} ${px(c.y - d)}L${px(c.x - d)} ${px(c.y + d)}"` +
    ` stroke="${INK}" stroke-width="${w}" stroke-linecap="round"/>`
  );
}

/**
 * A token's body without name or data attributes: the side-coloured circle (wreck brown, faded
 * when destroyed), an X for destroyed mechs and wrecks, badges P (prone), SD (shut down) and
 * OH (overheating, R-V.1), their letters at `font`. Shared by the tokens and the legend's
 * samples, whose smaller bodies keep the picture's smallest text size.
 */
export function tokenBody(
  t: Pick<MapToken, 'side' | 'destroyed' | 'wreck' | 'prone' | 'shutdown' | 'overheating'>,
  c: Point,
  size: number,
  font = size * SMALL_TEXT,
): string {
  const gone = t.destroyed || t.wreck;
  const fill = t.wreck ? WRECK_FILL : SIDE_FILL[t.side];
  let out =
    `<circle data-token="body" cx="${px(c.x)}" cy="${px(c.y)}" r="${px(size * 0.4)}" fill="${fill}"${gone ? ' fill-opacity="0.55"' : ''}` +
    ` stroke="${BACKGROUND}" stroke-width="${px(size * 0.06)}"/>`;
  if (gone) out += cross(c, size);
  // Upper left and right, below the hex label; OH lower right, clear of the name below.
  if (t.prone) out += badge(c.x - size * 0.4, c.y - size * 0.26, size, font, 'P', '#ffd43b', 'prone');
  if (t.shutdown) out += badge(c.x + size * 0.42, c.y - size * 0.26, size, font, 'SD', '#ced4da', 'shutdown');
  if (t.overheating)
    out += badge(c.x + size * 0.42, c.y + size * 0.24, size, font, 'OH', OVERHEATING_BADGE, 'overheating');
  return out;
}

/** The ring around the selected token. */
export function selectionRing(c: Point, size: number): string {
  return `<circle cx="${px(c.x)}" cy="${px(c.y)}" r="${px(size * 0.56)}" fill="none" stroke="${SELECTED_RING}" stroke-width="${px(size * 0.12)}"/>`;
}

/** Where a token stands in a hex it shares with `count − 1` others, and where its name goes. */
interface Place {
  readonly dx: number;
  readonly nameDx: number;
  readonly nameDy: number;
  readonly anchor: 'start' | 'middle' | 'end';
}

const ALONE: Place = { dx: 0, nameDx: 0, nameDy: 0.8, anchor: 'middle' };

/**
 * Two mechs in a hex stand left and right of its center, each name on its outer side at
 * mid-height — clear of the hex labels and of the tokens of the hexes around; more stand in a
 * row with their names one under the other. In units of the hex size.
 */
function placeInHex(index: number, count: number): Place {
  if (count <= 1) return ALONE;
  // The baseline a little above the center: the labels of the hexes below-left and below-right sit just under it.
  const mid = SMALL_TEXT * 0.36 - 0.14;
  if (count === 2)
    return index === 0
      ? { dx: -0.45, nameDx: -0.92, nameDy: mid, anchor: 'end' }
      : { dx: 0.45, nameDx: 0.92, nameDy: mid, anchor: 'start' };
  const dx = (index - (count - 1) / 2) * (1.6 / (count - 1));
  return { dx, nameDx: 0, nameDy: 0.8 + index * SMALL_TEXT * 1.1, anchor: 'middle' };
}

/** The words of the tooltip of a mech sharing its hex: `… — shares 0609 with Atlas AS7-D`. */
function sharing(t: MapToken, others: readonly MapToken[]): string {
  return others.length > 0 ? ` — shares ${t.hex} with ${others.map((o) => o.label).join(', ')}` : '';
}

/**
 * One token: `<g data-mech="Griffin" data-side="PC" data-at="0609" data-marks="prone">`,
 * tooltip, body, name; `hex` is its hex's center and `place` where in it the token stands
 * (`data-shared="2"` when it shares the hex).
 */
function tokenSvg(
  t: MapToken,
  hex: Point,
  size: number,
  selected: boolean,
  place: Place = ALONE,
  others: readonly MapToken[] = [],
): string {
  const marks = marksOf(t);
  const c = { x: hex.x + place.dx * size, y: hex.y };
  return (
    `<g data-mech="${xmlEscape(t.id)}" data-side="${t.side}" data-at="${t.hex ?? ''}"${marks ? ` data-marks="${marks}"` : ''}` +
    `${others.length > 0 ? ` data-shared="${others.length + 1}"` : ''}${selected ? ' data-selected="true"' : ''} cursor="pointer">` +
    `<title>${xmlEscape(tokenTitle(t) + sharing(t, others))}</title>` +
    (selected ? selectionRing(c, size) : '') +
    tokenBody(t, c, size) +
    `<text x="${px(hex.x + place.nameDx * size)}" y="${px(hex.y + place.nameDy * size)}" font-size="${px(size * SMALL_TEXT)}" font-weight="bold" text-anchor="${place.anchor}" fill="${INK}"` +
    ` stroke="${BACKGROUND}" stroke-width="${px(size * 0.1)}" stroke-linejoin="round" paint-order="stroke">${xmlEscape(shortLabel(t.label, LABEL_CHARS))}</text>` +
    '</g>'
  );
}

/**
 * The token layer. Tokens off the map (no hex, or a hex beyond the map's edge) are not drawn;
 * the legend lists them. Mechs in one hex stand side by side in the Mechs tab's order; the
 * selected token is drawn last, on top.
 */
export function tokenLayer(
  tokens: readonly MapToken[],
  map: BattleMap,
  size: number,
  origin: Point,
  selectedId?: string,
): string {
  const byHex = new Map<string, MapToken[]>();
  for (const t of tokens) {
    const hex = drawnHex(t.hex, map);
    if (!hex || t.hex === null) continue;
    const group = byHex.get(t.hex) ?? [];
    group.push(t);
    byHex.set(t.hex, group);
  }
  const drawn: string[] = [];
  let last = '';
  byHex.forEach((group, label) => {
    const center = hexCenter(drawnHex(label, map)!, size, origin);
    group.forEach((t, i) => {
      const others = group.filter((o) => o !== t);
      const svg = tokenSvg(t, center, size, t.id === selectedId, placeInHex(i, group.length), others);
      if (t.id === selectedId) last = svg;
      else drawn.push(svg);
    });
  });
  return `<g data-layer="tokens">${drawn.join('')}${last}</g>`;
}

/** The tokens not drawn on the map, for the legend's "Not on the map" line. */
export function offMapTokens(tokens: readonly MapToken[], map: BattleMap): MapToken[] {
  return tokens.filter((t) => !drawnHex(t.hex, map));
}
