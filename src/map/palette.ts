import type { HexTerrain } from '../rules/model/map';
import type { Side } from '../rules/model/mech';

/*
 * Colours of the map picture, chosen to stay apart in print and for common colour-vision
 * deficiencies: terrain by lightness as well as hue, and every terrain also has a glyph or a
 * number (trees, rubble blocks, flame, `W2`, `E1`: the Map tab's codes), so nothing is told by colour alone.
 */

export const INK = '#212529';
export const GRID = '#868e96';
/** Hex labels: lighter than the ink, so tokens and lines of fire stand out over the grid. */
export const LABEL = '#6c757d';
export const BACKGROUND = '#ffffff';

const TERRAIN_FILL = {
  clear: '#f1f3e0',
  lightWoods: '#c0dd9f',
  heavyWoods: '#7fb069',
  rubble: '#d3cbc1',
  lava: '#e8590c',
  water: ['#a5d0ef', '#67a9dd', '#3b82c4'] as const,
  /** Levels 1, 2, 3, 4 and above. */
  high: ['#e4d8b0', '#d6c28c', '#c5a86b', '#b08a50'] as const,
  /** Levels −1, −2 and below. */
  low: ['#d9dccd', '#c4c8b5'] as const,
} as const;

export const TREE = { light: '#4f8f3a', heavy: '#2b5e25' } as const;
export const RUBBLE_BLOCK = '#7f776e';
export const FLAME = { outer: '#f76707', inner: '#ffd43b' } as const;
export const LAVA_EDGE = '#a33a00';
export const LEVEL_TEXT = '#6b5432';
export const WATER_TEXT = '#0b3d6b';

export const SIDE_FILL: Readonly<Record<Side, string>> = { PC: '#2f6fd6', NPC: '#d23f3f' };
export const WRECK_FILL = '#6b4f3a';
/** The OH badge of an overheating mech (R-V.1): orange, dark text, apart from the yellow P. */
export const OVERHEATING_BADGE = '#ff922b';
export const SELECTED_RING = '#f59f00';

/** Reach by mode: the edge of each mode's area, and the faint fill of the hexes it reaches. */
export const REACH_STROKE = { walk: '#2b8a3e', run: '#e67700', jump: '#7048e8' } as const;
/** Faint enough that lines of fire, tokens and their numbers stay on top to the eye. */
export const REACH_FILL_OPACITY = 0.1;

export const LOF = {
  line: '#c92a2a',
  outOfRange: '#868e96',
  crossed: '#ffe066',
  cover: '#ff922b',
  text: '#c92a2a',
} as const;
export const MOVE_ARROW = '#343a40';

/** The fill of a hex: lava, then water by depth, then woods, rubble, and ground level (R-2.4 terrain). */
export function terrainFill(t: HexTerrain): string {
  if (t.lava) return TERRAIN_FILL.lava;
  const depth = t.water ?? 0;
  if (depth > 0) return TERRAIN_FILL.water[Math.min(depth, 3) - 1];
  if (t.woods === 'heavy') return TERRAIN_FILL.heavyWoods;
  if (t.woods === 'light') return TERRAIN_FILL.lightWoods;
  if (t.rubble) return TERRAIN_FILL.rubble;
  return levelFill(t.elevation ?? 0);
}

/** Ground shading by level: darker browns uphill, grey-greens in depressions. */
function levelFill(level: number): string {
  if (level > 0) return TERRAIN_FILL.high[Math.min(level, 4) - 1];
  if (level < 0) return TERRAIN_FILL.low[Math.min(-level, 2) - 1];
  return TERRAIN_FILL.clear;
}
