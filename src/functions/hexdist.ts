import type { Hex } from '../rules/model/hex';
import { hexDistance } from '../rules/hex/distance';
import { hexLabelMeant, parseHexLabel } from '../rules/hex/label';
import { didYouMean } from '../rules/text/nearest';
import { shown } from './args';
import { broadcast, fail } from './broadcast';
import type { CustomFunctionSpec } from './spec';

/** A hex label from a cell; the number 609 (Sheets ate the zero) is 0609. */
function toHex(fn: string, value: unknown): Hex {
  const hex = typeof value === 'string' || typeof value === 'number' ? parseHexLabel(value) : undefined;
  if (!hex)
    return fail(
      fn,
      `${shown(value)} is not a hex label like 0609${didYouMean(typeof value === 'string' || typeof value === 'number' ? hexLabelMeant(String(value)) : undefined)}`,
    );
  return hex;
}

export const HEXDIST: CustomFunctionSpec = {
  name: 'HEXDIST',
  description:
    'Hexes between two map hexes labelled CCRR (column, row), as the battle map counts them. A cell that shows 609 for 0609 works too.',
  params: [
    { name: 'from', type: 'string', description: "The attacker's hex.", example: '"0609"' },
    { name: 'to', type: 'string', description: "The target's hex.", example: '"0415"' },
  ],
  returns: { type: 'number', description: 'The distance in hexes.' },
  impl: (from: unknown, to: unknown) =>
    broadcast('HEXDIST', [from, to], 2, (a, b) => hexDistance(toHex('HEXDIST', a), toHex('HEXDIST', b))),
};
