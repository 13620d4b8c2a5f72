import { hexNeighbors } from '../rules/hex/distance';
import { hexLabel, parseHexLabel } from '../rules/hex/label';
import type { BattleMap } from '../rules/model/map';
import { drawnHex, hexCorners, pointsAttr, px, type Point } from './geometry';
import type { Reachable } from './mapView';
import { REACH_FILL_OPACITY, REACH_STROKE } from './palette';
import { xmlEscape } from './xml';

/*
 * Where the selected mech can move (R-2.5), drawn so that it stays behind what matters more
 * to the eye: the lines of fire, the targets and their numbers are drawn over it. Each hex
 * reached gets a faint fill in the colour of the least demanding mode (walk, run, jump) and no
 * outline of its own; one line per mode goes round the edge of what that mode reaches — walk
 * inside run, jump dashed. A hex's cost is in its tooltip (`0510: walk or run 1 MP, jump 1`).
 */

type ReachMode = 'walk' | 'run' | 'jump';

interface ReachEntry {
  readonly modes: ReachMode[];
  cost?: number;
  jump?: number;
}

/**
 * The side of a flat-topped hex between corners i and i + 1 (east, clockwise) faces hexNeighbors' direction (i + 2) mod
 * 6.
 */
const EDGE_FACES = [2, 3, 4, 5, 0, 1] as const;

/** Every hex reached, with the modes that reach it, in walk, run, jump order. */
function entries(reach: Reachable): Map<string, ReachEntry> {
  const hexes = new Map<string, ReachEntry>();
  for (const mode of ['walk', 'run', 'jump'] as const) {
    for (const r of reach[mode]) {
      let entry = hexes.get(r.hex);
      if (!entry) hexes.set(r.hex, (entry = { modes: [] }));
      entry.modes.push(mode);
      // Walk and run share the cheapest path's cost; a jump's cost is its distance.
      if (mode === 'jump') entry.jump = r.cost;
      else entry.cost = r.cost;
    }
  }
  return hexes;
}

/** `0510: walk or run 1 MP, jump 1`; `0613: run 6 MP, jump 4`; `0202: jump 1`. */
function reachTitle(label: string, e: Pick<ReachEntry, 'modes' | 'cost' | 'jump'>): string {
  const moves = e.modes.filter((m) => m !== 'jump');
  const parts: string[] = [];
  if (moves.length > 0 && e.cost !== undefined) parts.push(`${moves.join(' or ')} ${e.cost} MP`);
  if (e.jump !== undefined) parts.push(`jump ${e.jump}`);
  return `${label}: ${parts.join(', ')}`;
}

/**
 * The outline of a set of hexes: every side of a hex in the set whose neighbour across it is
 * not in the set, as one path. A hex inside it that the mech may not end in (a mech stands
 * there) is a hole with its own outline.
 */
function regionOutline(region: ReadonlySet<string>, size: number, origin: Point): string {
  const d: string[] = [];
  region.forEach((label) => {
    const hex = parseHexLabel(label);
    if (!hex) return;
    const corners = hexCorners(hex, size, origin);
    const around = hexNeighbors(hex);
    for (let i = 0; i < 6; i++) {
      if (region.has(hexLabel(around[EDGE_FACES[i]]))) continue;
      const a = corners[i];
      const b = corners[(i + 1) % 6];
      d.push(`M${px(a.x)} ${px(a.y)}L${px(b.x)} ${px(b.y)}`);
    }
  });
  return d.join('');
}

/**
 * The reach layer: `<polygon data-reach="walk run jump" data-at="0610" data-cost="1"
 * data-jump="1">` per hex — the modes that reach it, the walk/run path cost (R-2.4) and the
 * jump distance — filled faintly, never stroked; then `<path data-reach-edge="walk">` round
 * each mode's area (the mech's own hex counted in, so the area has no hole where it stands).
 */
export function reachLayer(reach: Reachable, start: string, map: BattleMap, size: number, origin: Point): string {
  const hexes = entries(reach);
  const fills: string[] = [];
  const areas: Record<ReachMode, Set<string>> = {
    walk: new Set([start]),
    run: new Set([start]),
    jump: new Set([start]),
  };
  hexes.forEach((e, label) => {
    const hex = drawnHex(label, map);
    if (!hex) return;
    for (const mode of e.modes) areas[mode].add(label);
    // Run reaches every hex walking does: the run area holds the walk area.
    if (e.modes.includes('walk')) areas.run.add(label);
    const best = e.modes[0];
    fills.push(
      `<polygon data-reach="${e.modes.join(' ')}" data-at="${label}"${e.cost !== undefined ? ` data-cost="${e.cost}"` : ''}` +
        `${e.jump !== undefined ? ` data-jump="${e.jump}"` : ''} points="${pointsAttr(hexCorners(hex, size, origin))}" fill="${REACH_STROKE[best]}">` +
        `<title>${xmlEscape(reachTitle(label, e))}</title></polygon>`,
    );
  });
  const edges = (['jump', 'run', 'walk'] as const)
    .filter((mode) => areas[mode].size > 1)
    .map((mode) => {
      const dash = mode === 'jump' ? ` stroke-dasharray="${px(size * 0.16)} ${px(size * 0.1)}"` : '';
      return `<path data-reach-edge="${mode}" d="${regionOutline(areas[mode], size, origin)}" stroke="${REACH_STROKE[mode]}"${dash}/>`;
    });
  return (
    `<g data-layer="reach" stroke="none" fill-opacity="${REACH_FILL_OPACITY}">${fills.join('')}</g>` +
    `<g data-layer="reach-edges" fill="none" stroke-width="${px(size * 0.05)}" stroke-linejoin="round" stroke-linecap="round">${edges.join('')}</g>`
  );
}
