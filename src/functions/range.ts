import { rangeModifierTotal } from '../rules/targeting/range';
import { OUT_OF_RANGE, toWhole } from './args';
import { broadcast } from './broadcast';
import { toBrackets } from './weaponArg';
import type { CustomFunctionSpec } from './spec';

export const RANGEMOD: CustomFunctionSpec = {
  name: 'RANGEMOD',
  description:
    'Range modifier (the R of G.A.T.O.R.) for a weapon at a distance: 0 short, 2 medium, 4 long, plus (minimum - distance) inside minimum range; "Out of range" beyond long range.',
  params: [
    {
      name: 'weapon',
      type: 'string',
      description: 'A catalog weapon name, or brackets written short/medium/long with an optional "min N".',
      example: '"Large Laser" or "7/14/21 min 6"',
    },
    { name: 'distance', type: 'number', description: 'Hexes to the target (see HEXDIST).', example: '5' },
  ],
  returns: { type: 'number|string', description: 'The range modifier, or "Out of range".' },
  impl: (weapon: unknown, distance: unknown) =>
    broadcast('RANGEMOD', [weapon, distance], 2, (w, d) => {
      const brackets = toBrackets('RANGEMOD', w);
      const total = rangeModifierTotal(brackets, toWhole('RANGEMOD', 'distance in hexes', d, 0));
      return total === undefined ? OUT_OF_RANGE : total;
    }),
};
