// The battle map picture on a large battle: a 30 × 34 map with scattered terrain and 24 mechs,
// one selected (reach for walk / run / jump, lines of fire to 12 enemies), half of them with a
// declared move. Figures, not assertions: the goal is < 200 ms in the playground's browser
// (issue 6); this is the Node number.
import { renderMapSvg } from '../src/map/svg';
import { buildMapView } from '../src/map/view';
import type { MoveDeclaration } from '../src/rules/model/declarations';
import type { BattleMap, HexTerrain } from '../src/rules/model/map';
import type { MechState } from '../src/rules/model/mech';
import { CANONICAL_UNITS } from '../src/rules/tables/units';
import { defaultRules, makeBattle, makeCanonicalMech } from '../test/support/mechs';
import { timeIt } from './stats';

const COLS = 30;
const ROWS = 34;

/** A fixed pseudo-random sequence (LCG), so every run draws the same battlefield. */
function sequence(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function pad2(n: number): string {
  return n < 10 ? '0' + String(n) : String(n);
}

/** About a third of the hexes hold something: woods, water, rubble, hills, some fire and lava. */
function bigMap(): BattleMap {
  const next = sequence(6);
  const terrain: Record<string, HexTerrain> = {};
  for (let col = 1; col <= COLS; col++) {
    for (let row = 1; row <= ROWS; row++) {
      const r = next();
      let t: HexTerrain | undefined;
      if (r < 0.1) t = { woods: 'light' };
      else if (r < 0.16) t = { woods: 'heavy' };
      else if (r < 0.2) t = { water: 1 + Math.floor(next() * 3) };
      else if (r < 0.23) t = { rubble: true };
      else if (r < 0.31) t = { elevation: 1 + Math.floor(next() * 3) };
      else if (r < 0.32) t = { fire: true };
      else if (r < 0.325) t = { lava: true };
      if (t) terrain[pad2(col) + pad2(row)] = t;
    }
  }
  return { cols: COLS, rows: ROWS, terrain };
}

/** 12 PCs in the west, 12 NPCs in the east, on dry hexes, cycling through the canonical units. */
function mechs(map: BattleMap): MechState[] {
  const out: MechState[] = [];
  for (let i = 0; i < 24; i++) {
    const unit = CANONICAL_UNITS[i % CANONICAL_UNITS.length];
    const pc = i < 12;
    const col = pc ? 3 + (i % 4) * 2 : 20 + (i % 4) * 2;
    const row = 3 + Math.floor((i % 12) / 4) * 10 + (i % 3);
    const label = pad2(col) + pad2(row);
    // Dry ground, so everyone may run and jump.
    delete (map.terrain as Record<string, HexTerrain>)[label];
    out.push(makeCanonicalMech(unit.model, { id: `${unit.name} ${i + 1}`, side: pc ? 'PC' : 'NPC', position: label }));
  }
  return out;
}



export async function benchMap(): Promise<{ label: string; medianMs: number }[]> {
  const map = bigMap();
  const battle = makeBattle(mechs(map), { map, round: 7 });
  const rules = defaultRules();
  const selected = battle.mechs[0].id;
  const moves: MoveDeclaration[] = battle.mechs
    .filter((_, i) => i % 2 === 0)
    .map((m) => ({ mech: m.id, mode: 'walk', to: { col: (m.position?.col ?? 1) + 1, row: m.position?.row ?? 1 } }));
  const opts = { selected, moves, rules };
  const view = buildMapView(battle, opts);
  const bytes = renderMapSvg(view).length;
  const tag = `${COLS}×${ROWS}, 24 mechs`;
  return [
    { label: `map view: buildMapView (${tag}, selected)`, medianMs: timeIt(() => buildMapView(battle, opts)) },
    { label: `map view: renderMapSvg (${tag}, selected, ${Math.round(bytes / 1024)} KB)`, medianMs: timeIt(() => renderMapSvg(view)) },
    { label: `map view: build + render (${tag}, selected)`, medianMs: timeIt(() => renderMapSvg(buildMapView(battle, opts))) },
    { label: `map view: build + render (${tag}, nothing selected)`, medianMs: timeIt(() => renderMapSvg(buildMapView(battle, { moves, rules }))) },
  ];
}
