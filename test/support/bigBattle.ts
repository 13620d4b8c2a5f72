// The large battle of the map's speed goal (docs/battle-map.md, Speed): a 30 × 34 map with about a third of the hexes
// holding terrain and 24 mechs, the first one selected, half of them with a declared move.
// bench/map.ts times it in Node; the browser tests time it in Chromium.
import type { Battle } from '../../src/rules/model/battle';
import type { MoveDeclaration } from '../../src/rules/model/declarations';
import type { HexTerrain } from '../../src/rules/model/map';
import type { MechState } from '../../src/rules/model/mech';
import type { RulesOptions } from '../../src/rules/model/rules';
import { CANONICAL_UNITS } from '../../src/rules/charts/units';
import { defaultRules, makeBattle, makeCanonicalMech } from './mechs';

export const BIG = { cols: 30, rows: 34, mechs: 24, round: 7 } as const;

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** A fixed pseudo-random sequence (LCG), so every run draws the same battlefield. */
function sequence(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Woods, water, rubble, hills, some fire and lava. */
function terrain(): Record<string, HexTerrain> {
  const next = sequence(6);
  const out: Record<string, HexTerrain> = {};
  for (let col = 1; col <= BIG.cols; col++) {
    for (let row = 1; row <= BIG.rows; row++) {
      const r = next();
      let t: HexTerrain | undefined;
      if (r < 0.1) t = { woods: 'light' };
      else if (r < 0.16) t = { woods: 'heavy' };
      else if (r < 0.2) t = { water: 1 + Math.floor(next() * 3) };
      else if (r < 0.23) t = { rubble: true };
      else if (r < 0.31) t = { elevation: 1 + Math.floor(next() * 3) };
      else if (r < 0.32) t = { fire: true };
      else if (r < 0.325) t = { lava: true };
      if (t) out[pad2(col) + pad2(row)] = t;
    }
  }
  return out;
}

/** 12 PCs in the west and 12 NPCs in the east, on dry ground so everyone may run and jump. */
function mechs(map: Record<string, HexTerrain>): MechState[] {
  return Array.from({ length: BIG.mechs }, (_, i) => {
    const unit = CANONICAL_UNITS[i % CANONICAL_UNITS.length];
    const pc = i < BIG.mechs / 2;
    const col = pc ? 3 + (i % 4) * 2 : 20 + (i % 4) * 2;
    const row = 3 + Math.floor((i % 12) / 4) * 10 + (i % 3);
    const label = pad2(col) + pad2(row);
    delete map[label];
    return makeCanonicalMech(unit.model, { id: `${unit.name} ${i + 1}`, side: pc ? 'PC' : 'NPC', position: label });
  });
}

export interface BigBattle {
  readonly battle: Battle;
  /** Every other mech walks one hex east. */
  readonly moves: MoveDeclaration[];
  readonly selected: string;
  readonly rules: RulesOptions;
}

export function bigBattle(): BigBattle {
  const hexes = terrain();
  const all = mechs(hexes);
  const battle = makeBattle(all, { map: { cols: BIG.cols, rows: BIG.rows, terrain: hexes }, round: BIG.round });
  const moves: MoveDeclaration[] = all
    .filter((_, i) => i % 2 === 0)
    .map((m) => ({ mech: m.id, mode: 'walk', to: { col: (m.position?.col ?? 1) + 1, row: m.position?.row ?? 1 } }));
  return { battle, moves, selected: all[0].id, rules: defaultRules() };
}
