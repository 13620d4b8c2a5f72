import { throwRoll } from '../../dice/dice';
import type { RoundContext } from '../../engine/context';
import { terrainAt } from '../../map/terrain';
import type { HexTerrain } from '../../model/map';
import type { MechState } from '../../model/mech';

/** Heat each engine hit adds every round, and the floor it sets. */
export const ENGINE_HIT_HEAT = 5;

/** What a mech's heat phase starts from, whichever heat model then sinks or sheds it. */
interface HeatInputs {
  /** Heat generated this round by source, engine hits last. */
  readonly generated: { label: string; value: number }[];
  /** External heat: flamer hits this round, and 2d6 for ending the round in fire or lava. */
  readonly external: number;
  /** The terrain of the mech's hex (water sheds heat under the cool-down model, R-V.1). */
  readonly terrain: HexTerrain | undefined;
}

/**
 * Adds up a mech's heat for the end-of-round heat phase: the heat the round
 * generated, +5 per engine hit, and external heat — rolling (and logging) the 2d6 for a mech
 * that ends the round in a fire or lava hex. Shared by both heat models (R-13.3, R-V.1).
 */
export function heatInputs(ctx: RoundContext, mech: MechState): HeatInputs {
  const generated = (ctx.heatGenerated[mech.id] ?? []).slice();
  const engineHits = mech.crits.engineHits;
  if (engineHits > 0) generated.push({ label: `engine hits ${engineHits}`, value: ENGINE_HIT_HEAT * engineHits });
  let external = ctx.externalHeat[mech.id] ?? 0;
  const terrain = mech.position ? terrainAt(ctx.battle.map, mech.position) : undefined;
  if (terrain && (terrain.fire || terrain.lava)) {
    const roll = throwRoll(ctx.dice, {
      purpose: 'externalHeat',
      mech: mech.id,
      weapon: terrain.lava ? 'lava' : 'fire',
      dice: '2d6',
    });
    external += roll.total;
    ctx.events.push({
      type: 'roll',
      step: ctx.step,
      purpose: 'externalHeat',
      mech: mech.id,
      roll,
      result: `+${roll.total} heat`,
      reason: `ends the round in ${terrain.lava ? 'lava' : 'fire'}`,
    });
  }
  return { generated, external, terrain };
}
