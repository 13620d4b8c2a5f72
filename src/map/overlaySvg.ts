import { parseHexLabel } from '../rules/hex/label';
import type { Hex } from '../rules/model/hex';
import type { BattleMap } from '../rules/model/map';
import { hexCenter, hexCorners, pointsAttr, px, type Point } from './geometry';
import type { LineOfFireView, MapSelection, MoveArrow, Reachable } from './mapView';
import { BACKGROUND, INK, LOF, MOVE_ARROW, REACH_SCALE, REACH_STROKE, SIDE_FILL } from './palette';
import type { MapToken } from './mapView';
import { xmlEscape } from './xml';

/*
 * What a selection adds to the picture: the hexes the selected mech can reach per mode (R-2.5)
 * as nested outlines with their MP cost, and for each enemy the line of fire from center to
 * center with the hexes it crosses tinted and their modifier written (R-1.3, R-3.1). Also this
 * round's declared moves as arrows.
 */

/** A label's hex when it lies on the map; undefined otherwise (such entries are not drawn). */
function onMap(label: string, map: BattleMap): Hex | undefined {
  const hex = parseHexLabel(label);
  return hex && hex.col <= map.cols && hex.row <= map.rows ? hex : undefined;
}

/**
 * Reach outlines, one per hex in the colour of the least demanding mode that gets there (walk,
 * else run, else jump, dashed): `<polygon data-reach="walk run jump" data-at="0610" data-cost="1"
 * data-jump="1">` — the modes that reach it, the walk/run path cost (R-2.4) and the jump distance.
 * The cost is also written in the hex.
 */
export function reachLayer(reach: Reachable, map: BattleMap, size: number, origin: Point): string {
  const hexes: Record<string, { modes: ReachMode[]; cost?: number; jump?: number }> = {};
  const order: string[] = [];
  for (const mode of ['walk', 'run', 'jump'] as const) {
    for (const r of reach[mode]) {
      let entry = hexes[r.hex];
      if (!entry) {
        entry = hexes[r.hex] = { modes: [] };
        order.push(r.hex);
      }
      entry.modes.push(mode);
      // Walk and run share the cheapest path's cost; a jump's cost is its distance.
      if (mode === 'jump') entry.jump = r.cost;
      else entry.cost = r.cost;
    }
  }
  const lines: string[] = [];
  const costs: string[] = [];
  for (const label of order) {
    const hex = onMap(label, map);
    if (!hex) continue;
    const e = hexes[label];
    const best = e.modes[0];
    const dash = best === 'jump' ? ` stroke-dasharray="${px(size * 0.16)} ${px(size * 0.1)}"` : '';
    lines.push(
      `<polygon data-reach="${e.modes.join(' ')}" data-at="${label}"${e.cost !== undefined ? ` data-cost="${e.cost}"` : ''}` +
        `${e.jump !== undefined ? ` data-jump="${e.jump}"` : ''} points="${pointsAttr(hexCorners(hex, size, origin, REACH_SCALE))}" stroke="${REACH_STROKE[best]}"${dash}/>`,
    );
    if (e.cost !== undefined) {
      const c = hexCenter(hex, size, origin);
      costs.push(`<text x="${px(c.x + size * 0.78)}" y="${px(c.y + size * 0.1)}">${e.cost}</text>`);
    }
  }
  return (
    `<g data-layer="reach" fill="none" stroke-width="${px(size * 0.08)}">${lines.join('')}</g>` +
    `<g data-layer="reach-cost" font-size="${px(size * 0.26)}" text-anchor="end" fill="${INK}">${costs.join('')}</g>`
  );
}

type ReachMode = 'walk' | 'run' | 'jump';

function inRangeOfAny(l: LineOfFireView): boolean {
  return l.weapons.some((w) => w.band !== 'out');
}

/** One enemy's line of fire: tinted crossed hexes (`data-lof`, `data-at`, `data-modifier`), the line, and `7 hexes +3` at its middle. */
function lineOfFireSvg(l: LineOfFireView, map: BattleMap, size: number, origin: Point): string {
  const from = onMap(l.from, map);
  const to = onMap(l.to, map);
  if (!from || !to) return '';
  const target = xmlEscape(l.target);
  const parts: string[] = [`<g data-lof="${target}" data-total="${l.total}" data-distance="${l.distance}">`];
  for (const h of l.hexes) {
    const hex = onMap(h.hex, map);
    if (!hex) continue;
    const fill = h.modifier > 0 ? LOF.cover : LOF.crossed;
    parts.push(
      `<polygon data-crossed="${h.hex}" data-modifier="${h.modifier}" points="${pointsAttr(hexCorners(hex, size, origin, 0.94))}" fill="${fill}" fill-opacity="0.45" stroke="none"/>`,
    );
    if (h.modifier > 0) {
      const c = hexCenter(hex, size, origin);
      parts.push(
        `<text x="${px(c.x + size * 0.5)}" y="${px(c.y - size * 0.2)}" font-size="${px(size * 0.34)}" font-weight="bold" text-anchor="middle" fill="${LOF.text}"` +
          ` stroke="${BACKGROUND}" stroke-width="${px(size * 0.08)}" paint-order="stroke">+${h.modifier}</text>`,
      );
    }
  }
  const a = hexCenter(from, size, origin);
  const b = hexCenter(to, size, origin);
  const live = inRangeOfAny(l);
  const dash = live ? '' : ` stroke-dasharray="${px(size * 0.2)} ${px(size * 0.14)}"`;
  parts.push(
    `<line data-lof-line="${target}" x1="${px(a.x)}" y1="${px(a.y)}" x2="${px(b.x)}" y2="${px(b.y)}" stroke="${live ? LOF.line : LOF.outOfRange}" stroke-width="${px(size * 0.07)}" stroke-linecap="round"${dash}/>`,
  );
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const text = `${l.distance} ${l.distance === 1 ? 'hex' : 'hexes'}${l.total > 0 ? ` +${l.total}` : ''}${live ? '' : ' out of range'}`;
  parts.push(
    `<text x="${px(mid.x)}" y="${px(mid.y - size * 0.12)}" font-size="${px(size * 0.3)}" font-weight="bold" text-anchor="middle" fill="${live ? LOF.text : INK}"` +
      ` stroke="${BACKGROUND}" stroke-width="${px(size * 0.1)}" stroke-linejoin="round" paint-order="stroke">${text}</text>`,
  );
  parts.push('</g>');
  return parts.join('');
}

/** Every line of fire of the selection, hexes under lines. */
export function lineOfFireLayer(selection: MapSelection, map: BattleMap, size: number, origin: Point): string {
  return `<g data-layer="lines-of-fire">${selection.linesOfFire.map((l) => lineOfFireSvg(l, map, size, origin)).join('')}</g>`;
}

/** Declared moves: a dashed arrow from the hex now to the destination, and a dashed ring there in the mover's colour. */
export function moveLayer(moves: readonly MoveArrow[], tokens: readonly MapToken[], map: BattleMap, size: number, origin: Point): string {
  const out: string[] = [];
  for (const m of moves) {
    const from = onMap(m.from, map);
    const to = onMap(m.to, map);
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
