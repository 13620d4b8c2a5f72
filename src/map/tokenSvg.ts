import { parseHexLabel } from '../rules/hex/label';
import type { BattleMap } from '../rules/model/map';
import { hexCenter, px, type Point } from './geometry';
import type { MapToken } from './mapView';
import { BACKGROUND, INK, OVERHEATING_BADGE, SELECTED_RING, SIDE_FILL, WRECK_FILL } from './palette';
import { shortLabel, xmlEscape } from './xml';

/*
 * The token layer: every mech on the map as a circle at its hex's center, coloured by side,
 * its name under it. Destroyed mechs and wrecks carry an X, prone, shut-down and overheating
 * mechs a badge (P, SD, OH). Each token is a `<g data-mech="…">` the dialog can click.
 */

/** Longest name drawn on a token; the full name is in its tooltip. */
const LABEL_CHARS = 14;

/** The words of a token's tooltip: `Griffin (PC) at 0609: prone, shut down`. */
export function tokenTitle(t: MapToken): string {
  const states: string[] = [];
  if (t.wreck) states.push('wreck');
  else if (t.destroyed) states.push('destroyed');
  if (t.prone) states.push('prone');
  if (t.shutdown) states.push('shut down');
  if (t.overheating) states.push('overheating: cannot move or attack until it cools down');
  return `${t.label} (${t.side}) at ${t.hex ?? 'no hex'}${states.length ? ': ' + states.join(', ') : ''}`;
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

function badge(x: number, y: number, size: number, text: string, fill: string, kind: string): string {
  const h = size * 0.3;
  const w = h * (text.length > 1 ? 1.5 : 1);
  return (
    `<g data-badge="${kind}"><rect x="${px(x - w / 2)}" y="${px(y - h / 2)}" width="${px(w)}" height="${px(h)}" rx="${px(h * 0.25)}" fill="${fill}" stroke="${INK}" stroke-width="${px(size * 0.03)}"/>` +
    `<text x="${px(x)}" y="${px(y + h * 0.32)}" font-size="${px(h * 0.85)}" font-weight="bold" text-anchor="middle" fill="${INK}">${text}</text></g>`
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
 * OH (overheating, R-V.1). Shared by the tokens and the legend's samples.
 */
export function tokenBody(t: Pick<MapToken, 'side' | 'destroyed' | 'wreck' | 'prone' | 'shutdown' | 'overheating'>, c: Point, size: number): string {
  const gone = t.destroyed || t.wreck;
  const fill = t.wreck ? WRECK_FILL : SIDE_FILL[t.side];
  let out =
    `<circle data-token="body" cx="${px(c.x)}" cy="${px(c.y)}" r="${px(size * 0.4)}" fill="${fill}"${gone ? ' fill-opacity="0.55"' : ''}` +
    ` stroke="${BACKGROUND}" stroke-width="${px(size * 0.06)}"/>`;
  if (gone) out += cross(c, size);
  if (t.prone) out += badge(c.x - size * 0.36, c.y - size * 0.36, size, 'P', '#ffd43b', 'prone');
  if (t.shutdown) out += badge(c.x + size * 0.36, c.y - size * 0.36, size, 'SD', '#ced4da', 'shutdown');
  // Lower right, clear of P and SD above and of the name below.
  if (t.overheating) out += badge(c.x + size * 0.36, c.y + size * 0.3, size, 'OH', OVERHEATING_BADGE, 'overheating');
  return out;
}

/** The ring around the selected token. */
export function selectionRing(c: Point, size: number): string {
  return `<circle cx="${px(c.x)}" cy="${px(c.y)}" r="${px(size * 0.56)}" fill="none" stroke="${SELECTED_RING}" stroke-width="${px(size * 0.12)}"/>`;
}

/** One token: `<g data-mech="Griffin" data-side="PC" data-at="0609" data-marks="prone">`, tooltip, body, name. */
export function tokenSvg(t: MapToken, c: Point, size: number, selected: boolean): string {
  const marks = marksOf(t);
  return (
    `<g data-mech="${xmlEscape(t.id)}" data-side="${t.side}" data-at="${t.hex ?? ''}"${marks ? ` data-marks="${marks}"` : ''}${selected ? ' data-selected="true"' : ''} cursor="pointer">` +
    `<title>${xmlEscape(tokenTitle(t))}</title>` +
    (selected ? selectionRing(c, size) : '') +
    tokenBody(t, c, size) +
    `<text x="${px(c.x)}" y="${px(c.y + size * 0.72)}" font-size="${px(size * 0.3)}" font-weight="bold" text-anchor="middle" fill="${INK}"` +
    ` stroke="${BACKGROUND}" stroke-width="${px(size * 0.1)}" stroke-linejoin="round" paint-order="stroke">${xmlEscape(shortLabel(t.label, LABEL_CHARS))}</text>` +
    '</g>'
  );
}

/**
 * The token layer. Tokens off the map (no hex, or a hex beyond the map's edge) are not drawn;
 * the legend lists them. The selected token is drawn last, on top of any it shares a hex with.
 */
export function tokenLayer(tokens: readonly MapToken[], map: BattleMap, size: number, origin: Point, selectedId?: string): string {
  const drawn: string[] = [];
  let last = '';
  for (const t of tokens) {
    const hex = t.hex !== null ? parseHexLabel(t.hex) : undefined;
    if (!hex || hex.col > map.cols || hex.row > map.rows) continue;
    const svg = tokenSvg(t, hexCenter(hex, size, origin), size, t.id === selectedId);
    if (t.id === selectedId) last = svg;
    else drawn.push(svg);
  }
  return `<g data-layer="tokens">${drawn.join('')}${last}</g>`;
}

/** The tokens not drawn on the map, for the legend's "Not on the map" line. */
export function offMapTokens(tokens: readonly MapToken[], map: BattleMap): MapToken[] {
  return tokens.filter((t) => {
    const hex = t.hex !== null ? parseHexLabel(t.hex) : undefined;
    return !hex || hex.col > map.cols || hex.row > map.rows;
  });
}
