/**
 * Running the triggers that came due, as Apps Script runs an installable trigger: the handler
 * (a top-level function of the loaded bundle) called with its event object, as the user who
 * created the trigger — their identity and the scopes they granted — in a context with no Ui
 * (https://developers.google.com/apps-script/guides/triggers/installable,
 * https://developers.google.com/apps-script/guides/triggers/events#time-driven-events).
 * A handler that throws fails that run only; the next trigger still runs.
 */
import type { FakeEnv } from './env';
import type { TriggerStore } from './triggers';

/** One trigger's run: what ran, as whom, when, and what it threw. */
export interface TriggerRun {
  readonly handler: string;
  readonly user: string;
  readonly at: number;
  readonly error?: string;
}

/** The globals of a loaded bundle: its top-level functions by name. */
interface BundleGlobals {
  readonly [name: string]: unknown;
}

/**
 * Runs every trigger due up to `until`, earliest first — a recurring one at each of its intervals —
 * with the clock set to each run's time, restoring who runs the script afterwards; the clock ends at `until`.
 */
export function runDueTriggers(
  store: TriggerStore,
  env: FakeEnv,
  bundle: BundleGlobals | undefined,
  scopesOf: (user: string) => readonly string[],
  until: number,
): TriggerRun[] {
  const runs: TriggerRun[] = [];
  for (let trigger = store.nextDue(until); trigger; trigger = store.nextDue(until)) {
    store.clock.now = Math.max(store.clock.now, trigger.at);
    store.ran(trigger);
    const handler = trigger.getHandlerFunction();
    const fn = bundle?.[handler];
    const was = { active: env.activeUser, effective: env.effectiveUser, scopes: env.scopes, context: env.context };
    env.activeUser = trigger.owner;
    env.effectiveUser = trigger.owner;
    env.scopes = [...scopesOf(trigger.owner)];
    env.context = 'trigger';
    const run = { handler, user: trigger.owner, at: store.clock.now };
    try {
      if (typeof fn !== 'function') throw new Error(`Script function not found: ${handler}`);
      const event = { authMode: 'FULL', triggerUid: trigger.getUniqueId() };
      (fn as (e: unknown) => unknown)(event);
      runs.push(run);
    } catch (err) {
      runs.push({ ...run, error: err instanceof Error ? err.message : String(err) });
    } finally {
      env.activeUser = was.active;
      env.effectiveUser = was.effective;
      env.scopes = was.scopes;
      env.context = was.context;
    }
  }
  store.clock.now = Math.max(store.clock.now, until);
  return runs;
}
