import { describe, expect, it } from 'vitest';
import type { Dice } from '../../../src/rules/dice/dice';
import type { RollRequest } from '../../../src/rules/dice/requests';
import type { BattleMap } from '../../../src/rules/model/map';
import { heatInputs } from '../../../src/rules/round/heat/heatInputs';
import { makeBattle, makeContext, makeMech } from '../../support/mechs';

/** Scripted faces that also record what each roll was asked for. */
function recording(faces: number[]): Dice & { requests: RollRequest[] } {
  const requests: RollRequest[] = [];
  let i = 0;
  return {
    requests,
    d6: () => faces[i++],
    answer: (r) => {
      requests.push(r);
      return undefined;
    },
  };
}

function endIn(terrain: { fire?: boolean; lava?: boolean }) {
  const map: BattleMap = { cols: 10, rows: 10, terrain: { '0504': terrain } };
  const mech = makeMech({ id: 'Hunter', position: '0504' });
  const dice = recording([2, 5]);
  const ctx = makeContext(makeBattle([mech], { map }), dice);
  ctx.step = 'end';
  const inputs = heatInputs(ctx, mech);
  return { external: inputs.external, events: ctx.events, requests: dice.requests };
}

describe('R-13.2 ending the round in fire or lava adds 2d6 heat, logged and asked for in its words', () => {
  it.each([
    [{ lava: true }, 'lava'],
    [{ fire: true }, 'fire'],
    [{ fire: true, lava: true }, 'lava'],
  ])('%o → %s', (terrain, what) => {
    expect(endIn(terrain)).toEqual({
      external: 7,
      events: [
        {
          type: 'roll',
          step: 'end',
          purpose: 'externalHeat',
          mech: 'Hunter',
          roll: { faces: [2, 5], kept: [2, 5], total: 7 },
          result: '+7 heat',
          reason: `ends the round in ${what}`,
        },
      ],
      requests: [{ purpose: 'externalHeat', mech: 'Hunter', weapon: what, dice: '2d6' }],
    });
  });
});
