import { clusterHits, CLUSTER_SIZES } from '../rules/charts/cluster';
import { shown, toWhole } from './args';
import { broadcast, fail } from './broadcast';
import type { CustomFunctionSpec } from './spec';
import { standardWeapon, weaponMeant } from './weaponArg';
import { STANDARD_CATALOG, weaponNames } from '../rules/charts/weapons';

/** The missile racks of the standard catalog, for a "did you mean". */
const RACKS = weaponNames(STANDARD_CATALOG).filter((name) => STANDARD_CATALOG[name].cluster !== undefined);

/** A cluster size: a number in the table, or a missile rack's name (`LRM-15` → 15). */
function clusterSize(value: unknown): number {
  if (typeof value === 'string' && !/^\s*\d+\s*$/.test(value)) {
    const weapon = standardWeapon(value);
    if (weapon && weapon.cluster) return weapon.cluster.size;
    const meant = weaponMeant(value, '', RACKS);
    return fail(
      'CLUSTER',
      `${shown(value)} is not a missile weapon${meant === '' ? ' or a cluster size (e.g. "LRM-15", "SRM-6", 15)' : meant}`,
    );
  }
  const size = toWhole('CLUSTER', 'cluster size', value, 1);
  if (CLUSTER_SIZES.indexOf(size) < 0)
    return fail('CLUSTER', `${size} is not a column of the cluster hits table (1–30 or 40)`);
  return size;
}

export const CLUSTER: CustomFunctionSpec = {
  name: 'CLUSTER',
  description:
    'Missiles that hit, from the cluster hits table: the rack size (or weapon name) and the 2d6 roll. LRM-15 rolling 9 hits with 12.',
  params: [
    {
      name: 'size',
      type: 'number|string',
      description: 'Missiles in the rack, or the weapon name.',
      example: '"LRM-15" or 15',
    },
    { name: 'roll', type: 'number', description: 'The 2d6 cluster roll, 2 to 12.', example: '9' },
  ],
  returns: { type: 'number', description: 'How many missiles hit.' },
  impl: (size: unknown, roll: unknown) =>
    broadcast('CLUSTER', [size, roll], 2, (s, r) =>
      clusterHits(clusterSize(s), toWhole('CLUSTER', '2d6 roll', r, 2, 12)),
    ),
};
