/**
 * The deadline clock's installable triggers (docs/deadline-clock.md): one-time clock triggers
 * calling the top-level `deadlineClock`, created only from the GM's own action — never inside a
 * trigger run, where creating one has been unreliable — and deleted on Stop or Pause, or once
 * they fired (a fired one-time trigger still counts toward the 20 a user may have).
 * Installable triggers run as the user who created them: the GM.
 * https://developers.google.com/apps-script/guides/triggers/installable
 * https://developers.google.com/apps-script/reference/script/clock-trigger-builder#at(Date)
 */
import type { ClockTrigger, Services } from './services';

/** The top-level function the clock's triggers call (src/entry/endpoints.ts). */
export const CLOCK_HANDLER = 'deadlineClock';

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

/** Deletes the trigger of this run (by its id), once it fired: it would still count toward the user's 20. */
export function dropFiredTrigger(services: Services, uid: string): void {
  for (const t of clockTriggers(services)) if (t.getUniqueId() === uid) services.ScriptApp.deleteTrigger(t);
}

/** Replaces the current user's clock triggers by one at each moment (milliseconds since 1970). */
export function armClockTriggers(services: Services, moments: readonly number[]): void {
  dropClockTriggers(services);
  for (const at of moments) services.ScriptApp.newTrigger(CLOCK_HANDLER).timeBased().at(new Date(at)).create();
}
