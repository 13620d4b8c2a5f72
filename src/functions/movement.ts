import { attackerMovementModifier, targetMovementModifier } from '../rules/movement/modifiers';
import { broadcast, fail } from './broadcast';
import { toMoveMode, toWhole } from './args';
import type { CustomFunctionSpec } from './spec';

/** AMM for a movement word (docs/rules.md §2). Sprint has none: a sprinting mech may not fire. */
export function ammCell(fn: string, move: unknown): number {
  const mode = toMoveMode(fn, move);
  const amm = attackerMovementModifier(mode);
  if (amm === undefined) return fail(fn, `a mech that sprints cannot fire weapons, so it has no attacker modifier`);
  return amm;
}

export const AMM: CustomFunctionSpec = {
  name: 'AMM',
  description:
    "Attacker Movement Modifier (the A of G.A.T.O.R.): -1 for Stand (or Stand still), 0 for Walk, 1 for Run, 2 for Jump. Case doesn't matter.",
  params: [
    {
      name: 'move',
      type: 'string',
      description: 'How the attacker moved this round: Stand, Walk, Run or Jump.',
      example: '"Run"',
    },
  ],
  returns: { type: 'number', description: 'The attacker movement modifier.' },
  impl: (move: unknown) => broadcast('AMM', [move], 1, (m) => ammCell('AMM', m)),
};

export const TMM: CustomFunctionSpec = {
  name: 'TMM',
  description:
    'Target Movement Modifier (the T of G.A.T.O.R.) of a target with this Run MP: base = floor(runMP / 4); Stand 0, Walk base-1 (not below 0), Run base, Sprint base, Jump base+1.',
  params: [
    { name: 'runMP', type: 'number', description: "The target's Running speed in MP.", example: '8' },
    {
      name: 'move',
      type: 'string',
      description: 'How the target moved: Stand, Walk, Run, Sprint or Jump.',
      example: '"Run"',
    },
  ],
  returns: { type: 'number', description: 'The target movement modifier.' },
  impl: (runMP: unknown, move: unknown) =>
    broadcast('TMM', [runMP, move], 2, (r, m) =>
      targetMovementModifier(toWhole('TMM', 'runMP', r, 0), toMoveMode('TMM', m)),
    ),
};
