import type { RoundContext } from '../engine/context';
import { mechById } from '../engine/context';
import { killPilot, pilotFate } from '../pilot/status';
import { countCritical } from './count';

/**
 * The seed's Head table: 1–3 Sensors Damaged (+2 to all attacks per hit, R-3.1), 4–5 Life Support
 * Damaged (the end-of-round roll of ), 6 Cockpit Destroyed: an NPC, or a PC who allowed death,
 * is killed; any other PC ejects and is out of the battle. The mech itself is not destroyed,
 * but with no pilot it does nothing.
 */
export function headCritical(ctx: RoundContext, mechId: string, face: number): void {
  const mech = mechById(ctx, mechId);
  if (face <= 3) {
    mech.crits.sensorHits += 1;
    const hits = mech.crits.sensorHits;
    countCritical(ctx, mechId, 'HD', 'Sensors Damaged', `sensor hits ${hits}: +${2 * hits} to all attacks`);
  } else if (face <= 5) {
    const already = mech.crits.lifeSupport;
    mech.crits.lifeSupport = true;
    countCritical(
      ctx,
      mechId,
      'HD',
      'Life Support Damaged',
      already ? 'life support already damaged' : 'roll 6+ at the end of each round or pass out',
    );
  } else {
    const fate = pilotFate(mech, 'ejected');
    const detail =
      mech.pilot.status === 'dead' || mech.pilot.status === 'out'
        ? 'cockpit destroyed; pilot already gone'
        : fate === 'dead'
          ? 'pilot killed'
          : 'pilot ejects in the nick of time: out of combat';
    countCritical(ctx, mechId, 'HD', 'Cockpit Destroyed', detail);
    killPilot(ctx, mechId, 'Cockpit Destroyed', 'ejected');
  }
}
