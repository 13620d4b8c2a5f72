import type { Hex } from '../model/hex';
import type { BattleMap, HexTerrain, Woods } from '../model/map';
import { hexLabel } from '../hex/label';
import { didYouMean, nearest } from '../text/nearest';

/** Clear ground at level 0: what every hex the map does not list holds. */
const CLEAR: HexTerrain = Object.freeze({});

/**
 * The terrain of a hex; clear ground when there is no map, or the map does not list the
 * hex (R-2.4, R-3.1 read their costs and modifiers from it).
 */
export function terrainAt(map: BattleMap | undefined, hex: Hex): HexTerrain {
  if (!map) return CLEAR;
  const label = hexLabel(hex);
  return Object.prototype.hasOwnProperty.call(map.terrain, label) ? map.terrain[label] : CLEAR;
}

/** How the valid codes are listed in error messages. */
const VALID_CODES =
  'LW (light woods), HW (heavy woods), LJ / HJ (light / heavy jungle, read as woods), R (rubble), ' +
  'W1, W2, W3 … (water depth), E1, E2, E-1 … (elevation level), F (fire), L (lava)';

/** The codes a typo may be taken for: the letters, and the first few levels of water and elevation. */
const SUGGESTED_CODES = ['LW', 'HW', 'LJ', 'HJ', 'R', 'F', 'L', 'W1', 'W2', 'W3', 'E1', 'E2', 'E3'];

type TerrainParse =
  | { readonly ok: true; readonly terrain: HexTerrain }
  | { readonly ok: false; readonly message: string };

/** What one code sets, before it is checked against the others in the cell. */
type CodeEffect =
  | { readonly field: 'woods'; readonly value: Woods }
  | { readonly field: 'water' | 'elevation'; readonly value: number }
  | { readonly field: 'rubble' | 'fire' | 'lava'; readonly value: true };

/** Why two codes for the same field conflict, for the message. */
const FIELD_NOUN: Record<CodeEffect['field'], string> = {
  woods: 'one woods density',
  water: 'one water depth',
  elevation: 'one elevation level',
  rubble: 'rubble once',
  fire: 'fire once',
  lava: 'lava once',
};

function readCode(code: string): CodeEffect | undefined {
  switch (code) {
    case 'LW':
    case 'LJ':
      return { field: 'woods', value: 'light' };
    case 'HW':
    case 'HJ':
      return { field: 'woods', value: 'heavy' };
    case 'R':
      return { field: 'rubble', value: true };
    case 'F':
      return { field: 'fire', value: true };
    case 'L':
      return { field: 'lava', value: true };
  }
  const water = /^W([1-9]\d*)$/.exec(code);
  if (water) return { field: 'water', value: Number(water[1]) };
  const elevation = /^E([+-]?\d+)$/.exec(code);
  if (elevation) return { field: 'elevation', value: Number(elevation[1]) };
  return undefined;
}

/**
 * Reads a cell of the Map tab into the terrain of one hex.
 *
 * | Code            | Meaning                                         |
 * |-----------------|-------------------------------------------------|
 * | (empty)         | clear ground, level 0                           |
 * | `LW`            | light woods                                     |
 * | `HW`            | heavy woods                                     |
 * | `LJ`, `HJ`      | light / heavy jungle — read as light / heavy woods |
 * | `R`             | rubble                                          |
 * | `W1`, `W2`, `W3`… | water of that depth                           |
 * | `E2`, `E-1`, `E+1`… | ground level (elevation); `E0` is level 0   |
 * | `F`             | fire                                            |
 * | `L`             | lava                                            |
 *
 * Several codes go in one cell separated by spaces and/or commas (`HW E1`, `W2, E-1`), in
 * any order and any case. Two codes that set the same thing differently (`LW HW`, `W1 W2`,
 * `E1 E2`) are an error; repeating a code is harmless. An unknown code is an error whose
 * message names it and lists the valid codes.
 *
 * @example parseTerrainCode('hw, e1') // { ok: true, terrain: { woods: 'heavy', elevation: 1 } }
 */
export function parseTerrainCode(text: string): TerrainParse {
  const codes = String(text ?? '')
    .trim()
    .split(/[\s,]+/)
    .filter((c) => c !== '');
  const terrain: { -readonly [K in keyof HexTerrain]: HexTerrain[K] } = {};
  const setBy: Partial<Record<CodeEffect['field'], string>> = {};
  for (const raw of codes) {
    const code = raw.toUpperCase();
    const effect = readCode(code);
    if (!effect) {
      return {
        ok: false,
        message: `Unknown terrain code "${raw}" in "${text}"${didYouMean(nearest(raw, SUGGESTED_CODES)) || '.'} Valid codes: ${VALID_CODES}; separate several with spaces or commas.`,
      };
    }
    const earlier = setBy[effect.field];
    if (earlier !== undefined && terrain[effect.field] !== effect.value) {
      return {
        ok: false,
        message: `Terrain codes "${earlier}" and "${raw}" conflict in "${text}": a hex has ${FIELD_NOUN[effect.field]}.`,
      };
    }
    setBy[effect.field] = raw;
    assign(terrain, effect);
  }
  // Level 0 is the default: leave it out so equal terrains compare equal.
  if (terrain.elevation === 0) delete terrain.elevation;
  return { ok: true, terrain };
}

function assign(terrain: { -readonly [K in keyof HexTerrain]: HexTerrain[K] }, effect: CodeEffect): void {
  switch (effect.field) {
    case 'woods':
      terrain.woods = effect.value;
      break;
    case 'water':
    case 'elevation':
      terrain[effect.field] = effect.value;
      break;
    default:
      terrain[effect.field] = true;
  }
}

/**
 * The Map tab code of a hex's terrain, inverse of {@link parseTerrainCode}, in canonical
 * order: woods, rubble, water, elevation, fire, lava (`HW R E1`). Clear ground gives `''`.
 * Jungle is written as woods (`LW`, `HW`): the model does not tell them apart.
 */
export function terrainCode(terrain: HexTerrain): string {
  const codes: string[] = [];
  if (terrain.woods === 'light') codes.push('LW');
  if (terrain.woods === 'heavy') codes.push('HW');
  if (terrain.rubble) codes.push('R');
  if (terrain.water && terrain.water > 0) codes.push(`W${String(terrain.water)}`);
  if (terrain.elevation) codes.push(`E${String(terrain.elevation)}`);
  if (terrain.fire) codes.push('F');
  if (terrain.lava) codes.push('L');
  return codes.join(' ');
}
