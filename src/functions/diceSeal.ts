import { sealOf } from '../rules/dice/seal';
import { shown } from './args';
import { broadcast, fail } from './broadcast';
import type { CustomFunctionSpec } from './spec';

/**
 * DICESEAL (docs/fair-play.md): anyone checks a sealed round with it — the seed revealed in the
 * round's post, hashed, must equal the seal posted before the orders. A number is hashed as
 * the text the cell shows for it, so a pasted seed that Sheets read as a number still checks.
 */
export const DICESEAL: CustomFunctionSpec = {
  name: 'DICESEAL',
  description:
    "The seal of a sealed round's dice seed: SHA-256 of the seed text, in hex. Equal to the seal posted before the round when the seed revealed at Resolve is the one sealed.",
  params: [
    {
      name: 'seed',
      type: 'string',
      description: "The seed revealed in the round's post and Log.",
      example: '"0b6f2c1e-3d4a-4f8e-9a51-7c2d6e8b1f03"',
    },
  ],
  returns: { type: 'string', description: 'The seal: 64 hex digits.' },
  impl: (seed: unknown) =>
    broadcast('DICESEAL', [seed], 1, (s) => {
      if (typeof s !== 'string' && typeof s !== 'number')
        return fail('DICESEAL', `${shown(s)} is not a seed: paste the seed the round's post revealed`);
      return sealOf(String(s).trim());
    }),
};
