import { expectedWeaponDamage, hitChance } from '../rules/dice/probability';
import { toRollMode } from './args';
import { broadcast } from './broadcast';
import { targetNumberCell } from './gator';
import { toWeapon } from './weaponArg';
import type { CustomFunctionSpec } from './spec';

function chanceCell(fn: string, tn: unknown, mode: unknown): number {
  const value = targetNumberCell(fn, tn);
  if (value === undefined) return 0;
  return hitChance(value, toRollMode(fn, mode));
}

export const HITCHANCE: CustomFunctionSpec = {
  name: 'HITCHANCE',
  description:
    'Chance (0 to 1) that 2d6 meets or beats the target number; with Advantage roll 3d6 keep the highest 2, with Disadvantage the lowest 2. "Out of range" gives 0.',
  params: [
    { name: 'tn', type: 'number', description: 'The target number (see GATOR).', example: '8' },
    {
      name: 'mode',
      type: 'string',
      description: 'Advantage, Disadvantage, or empty for a plain 2d6.',
      example: '"Advantage"',
      optional: true,
    },
  ],
  returns: { type: 'number', description: 'The probability of a hit, 0 to 1.' },
  impl: (tn: unknown, mode?: unknown) => broadcast('HITCHANCE', [tn, mode], 1, (t, m) => chanceCell('HITCHANCE', t, m)),
};

export const EXPECTEDDAMAGE: CustomFunctionSpec = {
  name: 'EXPECTEDDAMAGE',
  description:
    'Expected damage of one shot: chance to hit at the target number times the damage of a hit (missile racks: expected missiles from the cluster table times damage per missile).',
  params: [
    { name: 'tn', type: 'number', description: 'The target number (see GATOR).', example: '7' },
    { name: 'weapon', type: 'string', description: 'A catalog weapon name.', example: '"LRM-5"' },
    {
      name: 'mode',
      type: 'string',
      description: 'Advantage, Disadvantage, or empty for a plain 2d6.',
      example: '"Disadvantage"',
      optional: true,
    },
  ],
  returns: { type: 'number', description: 'Expected damage points.' },
  impl: (tn: unknown, weapon: unknown, mode?: unknown) =>
    broadcast('EXPECTEDDAMAGE', [tn, weapon, mode], 2, (t, w, m) => {
      const weaponSpec = toWeapon('EXPECTEDDAMAGE', w);
      return chanceCell('EXPECTEDDAMAGE', t, m) * expectedWeaponDamage(weaponSpec);
    }),
};
