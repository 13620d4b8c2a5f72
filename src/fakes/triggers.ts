/**
 * ScriptApp's installable time-driven triggers, and a test clock that fires them.
 *
 * - `ScriptApp.newTrigger(fn).timeBased().at(date)` (or `.after(ms)`) `.create()` makes a
 *   one-time clock trigger owned by the user running the script
 *   (https://developers.google.com/apps-script/reference/script/clock-trigger-builder).
 * - `getProjectTriggers()` "Gets all installable triggers associated with the current project and
 *   current user": another user's triggers are not listed, nor deletable
 *   (https://developers.google.com/apps-script/reference/script/script-app#getProjectTriggers()).
 * - At most 20 triggers per user per script ("Quotas for Google Services", Triggers): the 21st
 *   `create()` throws.
 * - Installable triggers "always run under the account of the person who created them"
 *   (https://developers.google.com/apps-script/guides/triggers/installable#restrictions): the run
 *   has that user's identity and granted scopes, and no Ui (`getUi()` throws in a trigger run).
 * - A one-time trigger that has fired stays listed until deleted (the stricter reading: Google
 *   does not say it is removed), so it still counts toward the 20 and Gator deletes it itself.
 */
import { FakeObject } from './calls';

/** One installable trigger: its handler, its owner and when it fires. */
export class FakeTrigger extends FakeObject {
  readonly kind = 'Trigger';
  fired = false;
  constructor(
    private readonly uid: string,
    private readonly handler: string,
    readonly owner: string,
    readonly at: number,
  ) {
    super();
  }
  getUniqueId(): string {
    return this.uid;
  }
  getHandlerFunction(): string {
    return this.handler;
  }
  getEventType(): string {
    return 'CLOCK';
  }
  getTriggerSource(): string {
    return 'CLOCK';
  }
}

/** The triggers of one script, every user's, and the clock that fires them. */
export class TriggerStore {
  readonly triggers: FakeTrigger[] = [];
  private next = 1;
  constructor(readonly clock: { now: number }) {}

  add(handler: string, owner: string, at: number): FakeTrigger {
    if (this.triggers.filter((t) => t.owner === owner).length >= MAX_TRIGGERS)
      throw new Error(
        'Exception: This script has too many triggers. Triggers must be deleted from the script before more can be added.',
      );
    const trigger = new FakeTrigger(String(this.next++), handler, owner, at);
    this.triggers.push(trigger);
    return trigger;
  }

  ownedBy(user: string): FakeTrigger[] {
    return this.triggers.filter((t) => t.owner === user);
  }

  remove(trigger: FakeTrigger, user: string): void {
    const i = this.triggers.indexOf(trigger);
    // A trigger another user created is not the current user's to delete (nor listed for them).
    if (i >= 0 && trigger.owner === user) this.triggers.splice(i, 1);
  }

  /** The triggers due at the clock's time that have not fired yet, earliest first. */
  due(): FakeTrigger[] {
    return this.triggers.filter((t) => !t.fired && t.at <= this.clock.now).sort((a, b) => a.at - b.at);
  }
}

/** "Quotas for Google Services": triggers, 20 per user per script. */
export const MAX_TRIGGERS = 20;

/** `timeBased()`: when the trigger runs. */
class FakeClockTriggerBuilder extends FakeObject {
  readonly kind = 'ClockTriggerBuilder';
  private when: number | undefined;
  constructor(
    private readonly store: TriggerStore,
    private readonly handler: string,
    private readonly owner: () => string,
  ) {
    super();
  }
  at(date: Date): FakeClockTriggerBuilder {
    this.when = date.getTime();
    return this;
  }
  /** "the minimum duration (in milliseconds) after the current time that the trigger runs". */
  after(durationMilliseconds: number): FakeClockTriggerBuilder {
    this.when = this.store.clock.now + durationMilliseconds;
    return this;
  }
  create(): FakeTrigger {
    if (this.when === undefined) throw new Error('fake: a clock trigger needs at(date) or after(ms) before create()');
    return this.store.add(this.handler, this.owner(), this.when);
  }
}

/** `newTrigger(functionName)`: only time-based triggers are modelled. */
export class FakeTriggerBuilder extends FakeObject {
  readonly kind = 'TriggerBuilder';
  constructor(
    private readonly store: TriggerStore,
    private readonly handler: string,
    private readonly owner: () => string,
  ) {
    super();
  }
  timeBased(): FakeClockTriggerBuilder {
    return new FakeClockTriggerBuilder(this.store, this.handler, this.owner);
  }
}
