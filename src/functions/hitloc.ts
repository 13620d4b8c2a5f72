import { hitLocationName } from '../rules/model/location';
import { hitLocation2d6, meleeHitLocation } from '../rules/charts/hitLocation';
import { nearest } from '../rules/text/nearest';
import { orExpected, shown, toWhole } from './args';
import { broadcast, fail } from './broadcast';
import type { CustomFunctionSpec } from './spec';

type Arc = 'front' | 'rear' | 'left' | 'right' | 'high' | 'low';
const ARCS: readonly Arc[] = ['front', 'rear', 'left', 'right', 'high', 'low'];
const ARC_NAMES = ['Front', 'Rear', 'Left', 'Right', 'High', 'Low'];

function toArc(value: unknown): Arc {
  if (value === '' || value === null || value === undefined) return 'front';
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const arc = ARCS.find((a) => a === text);
  if (!arc)
    return fail(
      'HITLOC',
      `${shown(value)} is not a table${orExpected(typeof value === 'string' ? nearest(value, ARC_NAMES) : undefined, 'Front, Rear, Left, Right, High or Low')}`,
    );
  return arc;
}

function hitLocCell(roll: unknown, arcValue: unknown): string {
  const arc = toArc(arcValue);
  if (arc === 'high' || arc === 'low') {
    return hitLocationName(
      meleeHitLocation(toWhole('HITLOC', `1d6 roll on the ${arc === 'high' ? 'High' : 'Low'} table`, roll, 1, 6), arc),
    );
  }
  return hitLocationName(hitLocation2d6(toWhole('HITLOC', '2d6 roll', roll, 2, 12), arc));
}

export const HITLOC: CustomFunctionSpec = {
  name: 'HITLOC',
  description:
    'Hit location for a roll: 2d6 on the Front (default), Rear, Left or Right table, or 1d6 on the melee High or Low table. Rear torso hits name the rear armor.',
  params: [
    {
      name: 'roll',
      type: 'number',
      description: 'The hit location roll: 2d6 (2–12), or 1d6 (1–6) for High/Low.',
      example: '7',
    },
    {
      name: 'arc',
      type: 'string',
      description: 'Front, Rear, Left, Right, High or Low. Empty means Front.',
      example: '"Rear"',
      optional: true,
    },
  ],
  returns: { type: 'string', description: 'The location, e.g. "Center Torso" or "Left Torso (rear)".' },
  impl: (roll: unknown, arc?: unknown) => broadcast('HITLOC', [roll, arc], 1, hitLocCell),
};
