/**
 * The deadline clock's installable trigger (docs/deadline-clock.md): ONE recurring time-driven
 * trigger calling the top-level `deadlineClock` every 15 minutes, created only by the GM's Start —
 * never inside a trigger run, where creating one has been unreliable — and deleted by Pause or
 * Stop. Each run looks whether a reminder time or the deadline has passed, so a deadline that
 * moved (a resolve, an Undo, a new battle, the GM typing one) needs no new trigger.
 * Installable triggers run as the user who created them: the GM.
 * https://developers.google.com/apps-script/guides/triggers/installable
 * https://developers.google.com/apps-script/reference/script/clock-trigger-builder#everyMinutes(Integer)
 */
import type { ClockTrigger, Services } from './services';

/** The top-level function the clock's trigger calls (src/entry/endpoints.ts). */
export const CLOCK_HANDLER = 'deadlineClock';

/**
 * How often the trigger runs, in minutes: Google takes 1, 5, 10, 15 or 30. Every 15 minutes is 96
 * runs a day, a few minutes of the consumer account's 90 minutes of trigger time (docs/deadline-clock.md, Limits).
 */
export const CLOCK_EVERY_MINUTES = 15;

/** The current user's triggers of the clock (another user's are not listed to them). */
function clockTriggers(services: Services): ClockTrigger[] {
  return services.ScriptApp.getProjectTriggers().filter((t) => t.getHandlerFunction() === CLOCK_HANDLER);
}

/** Deletes the current user's clock triggers; how many there were. */
export function dropClockTriggers(services: Services): number {
  const mine = clockTriggers(services);
  for (const t of mine) services.ScriptApp.deleteTrigger(t);
  return mine.length;
}

/** Replaces the current user's clock triggers by the one recurring trigger. */
export function armClockTrigger(services: Services): void {
  dropClockTriggers(services);
  services.ScriptApp.newTrigger(CLOCK_HANDLER).timeBased().everyMinutes(CLOCK_EVERY_MINUTES).create();
}
