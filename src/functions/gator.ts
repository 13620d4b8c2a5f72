import { isOutOfRange, OUT_OF_RANGE, toNumber, toWhole } from './args';
import { broadcast } from './broadcast';
import { ammCell } from './movement';
import type { CustomFunctionSpec } from './spec';

/** The attacker term: a number typed as is, or a movement word turned into its AMM. */
function attackerTerm(value: unknown): number {
  if (typeof value === 'number') return toWhole('GATOR', 'attacker modifier', value, -1, 2);
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value.trim()))) {
    return toWhole('GATOR', 'attacker modifier', value, -1, 2);
  }
  return ammCell('GATOR', value);
}

export const GATOR: CustomFunctionSpec = {
  name: 'GATOR',
  description:
    'Target number by the G.A.T.O.R. rule: Gunnery + Attacker movement modifier + Target movement modifier + Other + Range. Roll 2d6 and meet or beat it.',
  params: [
    { name: 'gunnery', type: 'number', description: "The pilot's Gunnery skill.", example: '3' },
    {
      name: 'attacker',
      type: 'number|string',
      description: 'The attacker modifier, or how the attacker moved (Stand, Walk, Run, Jump).',
      example: '"Run" or 1',
    },
    {
      name: 'target',
      type: 'number',
      description: "The target's movement modifier (see TMM).",
      example: 'TMM(8, "Run")',
    },
    {
      name: 'other',
      type: 'number',
      description: "Other modifiers: woods, wounds, damage, the GM's call. Empty counts as 0.",
      example: '3',
    },
    {
      name: 'range',
      type: 'number|string',
      description: 'The range modifier (see RANGEMOD), or "Out of range".',
      example: 'RANGEMOD("Large Laser", 5)',
    },
  ],
  returns: { type: 'number|string', description: 'The target number, or "Out of range".' },
  impl: (gunnery: unknown, attacker: unknown, target: unknown, other: unknown, range: unknown) =>
    broadcast('GATOR', [gunnery, attacker, target, range, other], 4, (g, a, t, r, o) => {
      if (isOutOfRange(r)) return OUT_OF_RANGE;
      const otherValue = o === '' || o === null || o === undefined ? 0 : toWhole('GATOR', 'other modifier', o, -20, 40);
      return (
        toWhole('GATOR', 'gunnery', g, 0, 12) +
        attackerTerm(a) +
        toWhole('GATOR', 'target modifier', t, 0, 20) +
        otherValue +
        toWhole('GATOR', 'range modifier', r, 0, 30)
      );
    }),
};

/** Re-exported for EXPECTEDDAMAGE and HITCHANCE, which read GATOR's output. */
export function targetNumberCell(fn: string, value: unknown): number | undefined {
  if (isOutOfRange(value)) return undefined;
  return toNumber(fn, 'target number', value);
}
