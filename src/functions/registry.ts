import { ATTACKTN } from './attackTn';
import { CLUSTER } from './cluster';
import { EXPECTEDDAMAGE, HITCHANCE } from './chance';
import { DICESEAL } from './diceSeal';
import { GATOR } from './gator';
import { HEXDIST } from './hexdist';
import { guarded } from './guard';
import { HITLOC } from './hitloc';
import { MECHCARD } from './mechCard';
import { MECHCARDS } from './mechCards';
import { AMM, TMM } from './movement';
import { RANGEMOD } from './range';
import type { CustomFunctionSpec } from './spec';

/**
 * Every custom function players can type, in the order docs/custom-functions.md lists them. The build
 * generates one top-level `function NAME(params…)` with `@customfunction` JSDoc from each. Each
 * answers a missing argument and bad input in its cell (`guarded`).
 */
export const CUSTOM_FUNCTIONS: readonly CustomFunctionSpec[] = [
  AMM,
  TMM,
  RANGEMOD,
  GATOR,
  HEXDIST,
  CLUSTER,
  HITLOC,
  HITCHANCE,
  EXPECTEDDAMAGE,
  ATTACKTN,
  MECHCARD,
  MECHCARDS,
  DICESEAL,
].map(guarded);
