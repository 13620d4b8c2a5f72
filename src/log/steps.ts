import type { RoundEvent, RoundStep } from '../rules/model/events';

/** The step names the Log tab and the forum post show. */
export const STEP_LABELS: Readonly<Record<RoundStep, string>> = {
  start: 'Start',
  movement: 'Movement',
  outflank: 'Outflank',
  attacks: 'Attacks',
  end: 'End',
};

/**
 * The round step of each event. Only rolls carry their step; a move belongs to
 * movement, an attack to attacks, a heat line to the end; anything else (damage, wounds,
 * statuses…) happened in the step of the event before it, as the engine logs in order.
 */
export function eventSteps(events: readonly RoundEvent[]): RoundStep[] {
  let current: RoundStep = 'start';
  return events.map((e) => {
    if (e.type === 'roll') current = e.step;
    else if (e.type === 'move') current = 'movement';
    else if (e.type === 'attack') current = 'attacks';
    else if (e.type === 'heat') current = 'end';
    else if (e.type === 'status' && e.status === 'stood') current = 'movement';
    return current;
  });
}
