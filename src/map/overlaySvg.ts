import type { BattleMap } from '../rules/model/map';
import { drawnHex, hexCenter, hexCorners, pointsAttr, px, type Point } from './geometry';
import type { LineOfFireView, MapSelection, MapToken, MoveArrow } from './mapView';
import { BACKGROUND, INK, LOF, MOVE_ARROW, SIDE_FILL } from './palette';
import { LOF_TEXT } from './textSize';
import { xmlEscape } from './xml';

/*
 * What a selection adds to the picture over its reach (reachSvg.ts): for each enemy the line
 * of fire from center to center with the hexes it crosses tinted and their modifier written
 * (R-1.3, R-3.1), drawn above the reach so it is the first thing one sees. Also this round's
 * declared moves as arrows.
 */

function inRangeOfAny(l: LineOfFireView): boolean {
  return l.weapons.some((w) => w.band !== 'out');
}

/**
 * One enemy's line of fire: tinted crossed hexes (`data-lof`, `data-at`, `data-modifier`), the line, and `7 hexes +3`
 * at its middle.
 */
function lineOfFireSvg(l: LineOfFireView, map: BattleMap, size: number, origin: Point): string {
  const from = drawnHex(l.from, map);
  const to = drawnHex(l.to, map);
  if (!from || !to) return '';
  const target = xmlEscape(l.target);
  const parts: string[] = [`<g data-lof="${target}" data-total="${l.total}" data-distance="${l.distance}">`];
  for (const h of l.hexes) {
    const hex = drawnHex(h.hex, map);
    if (!hex) continue;
    const fill = h.modifier > 0 ? LOF.cover : LOF.crossed;
    parts.push(
      `<polygon data-crossed="${h.hex}" data-modifier="${h.modifier}" points="${pointsAttr(hexCorners(hex, size, origin, 0.94))}" fill="${fill}" fill-opacity="0.45" stroke="none"/>`,
    );
    if (h.modifier > 0) {
      const c = hexCenter(hex, size, origin);
      parts.push(
        `<text x="${px(c.x + size * 0.5)}" y="${px(c.y - size * 0.2)}" font-size="${px(size * LOF_TEXT)}" font-weight="bold" text-anchor="middle" fill="${LOF.text}"` +
          ` stroke="${BACKGROUND}" stroke-width="${px(size * 0.08)}" paint-order="stroke">+${h.modifier}</text>`,
      );
    }
  }
  const a = hexCenter(from, size, origin);
  const b = hexCenter(to, size, origin);
  const live = inRangeOfAny(l);
  const dash = live ? '' : ` stroke-dasharray="${px(size * 0.2)} ${px(size * 0.14)}"`;
  parts.push(
    // A white edge under the line keeps it apart from the reach's edges it crosses.
    `<line x1="${px(a.x)}" y1="${px(a.y)}" x2="${px(b.x)}" y2="${px(b.y)}" stroke="${BACKGROUND}" stroke-opacity="0.8" stroke-width="${px(size * 0.2)}" stroke-linecap="round"/>` +
      `<line data-lof-line="${target}" x1="${px(a.x)}" y1="${px(a.y)}" x2="${px(b.x)}" y2="${px(b.y)}" stroke="${live ? LOF.line : LOF.outOfRange}" stroke-width="${px(size * 0.1)}" stroke-linecap="round"${dash}/>`,
  );
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const text = `${l.distance} ${l.distance === 1 ? 'hex' : 'hexes'}${l.total > 0 ? ` +${l.total}` : ''}${live ? '' : ' out of range'}`;
  parts.push(
    `<text x="${px(mid.x)}" y="${px(mid.y - size * 0.12)}" font-size="${px(size * LOF_TEXT)}" font-weight="bold" text-anchor="middle" fill="${live ? LOF.text : INK}"` +
      ` stroke="${BACKGROUND}" stroke-width="${px(size * 0.1)}" stroke-linejoin="round" paint-order="stroke">${text}</text>`,
  );
  parts.push('</g>');
  return parts.join('');
}

/** Every line of fire of the selection, hexes under lines. */
export function lineOfFireLayer(selection: MapSelection, map: BattleMap, size: number, origin: Point): string {
  return `<g data-layer="lines-of-fire">${selection.linesOfFire.map((l) => lineOfFireSvg(l, map, size, origin)).join('')}</g>`;
}

/**
 * Declared moves: a dashed arrow from the hex now to the destination, and a dashed ring there in the mover's colour.
 */
export function moveLayer(
  moves: readonly MoveArrow[],
  tokens: readonly MapToken[],
  map: BattleMap,
  size: number,
  origin: Point,
): string {
  const out: string[] = [];
  for (const m of moves) {
    const from = drawnHex(m.from, map);
    const to = drawnHex(m.to, map);
    if (!from || !to) continue;
    const a = hexCenter(from, size, origin);
    const b = hexCenter(to, size, origin);
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len === 0) continue;
    const ux = (b.x - a.x) / len;
    const uy = (b.y - a.y) / len;
    // Stop at the destination ring; the head's tip touches it.
    const tip = { x: b.x - ux * size * 0.42, y: b.y - uy * size * 0.42 };
    const head = size * 0.28;
    const left = { x: tip.x - ux * head - uy * head * 0.6, y: tip.y - uy * head + ux * head * 0.6 };
    const right = { x: tip.x - ux * head + uy * head * 0.6, y: tip.y - uy * head - ux * head * 0.6 };
    const side = tokens.find((t) => t.id === m.id)?.side ?? 'NPC';
    out.push(
      `<g data-move="${xmlEscape(m.id)}" data-mode="${m.mode}" data-from="${m.from}" data-to="${m.to}">` +
        `<line x1="${px(a.x)}" y1="${px(a.y)}" x2="${px(tip.x)}" y2="${px(tip.y)}" stroke="${MOVE_ARROW}" stroke-width="${px(size * 0.06)}" stroke-dasharray="${px(size * 0.14)} ${px(size * 0.1)}"/>` +
        `<polygon points="${pointsAttr([tip, left, right])}" fill="${MOVE_ARROW}"/>` +
        `<circle cx="${px(b.x)}" cy="${px(b.y)}" r="${px(size * 0.4)}" fill="none" stroke="${SIDE_FILL[side]}" stroke-width="${px(size * 0.06)}" stroke-dasharray="${px(size * 0.12)} ${px(size * 0.08)}"/></g>`,
    );
  }
  return `<g data-layer="moves">${out.join('')}</g>`;
}
