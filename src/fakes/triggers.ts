/**
 * ScriptApp's installable time-driven triggers, and a test clock that fires them.
 *
 * - `ScriptApp.newTrigger(fn).timeBased().at(date)` (or `.after(ms)`) `.create()` makes a
 *   one-time clock trigger owned by the user running the script
 *   (https://developers.google.com/apps-script/reference/script/clock-trigger-builder).
 * - `.everyMinutes(n)` or `.everyHours(n)` makes a recurring one: it fires at every interval for
 *   as long as it exists. "n must be 1, 5, 10, 15 or 30" for minutes
 *   (https://developers.google.com/apps-script/reference/script/clock-trigger-builder#everyMinutes(Integer));
 *   another n throws (the words are the fake's). Google does not promise the minute: "the time
 *   may be slightly randomized" (https://developers.google.com/apps-script/guides/triggers/installable#time-driven_triggers);
 *   the fake fires at its creation time plus each whole interval, and code must act on "has the
 *   moment passed", never on "is it now".
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
    /** When it fires next (ms since 1970). */
    public at: number,
    /** A recurring trigger's interval (ms); undefined for a one-time trigger. */
    readonly every?: number,
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

  add(handler: string, owner: string, at: number, every?: number): FakeTrigger {
    if (this.triggers.filter((t) => t.owner === owner).length >= MAX_TRIGGERS)
      throw new Error(
        'Exception: This script has too many triggers. Triggers must be deleted from the script before more can be added.',
      );
    const trigger = new FakeTrigger(String(this.next++), handler, owner, at, every);
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

  /** The trigger that fires first at or before `until` (one-time ones only once), or undefined. */
  nextDue(until: number): FakeTrigger | undefined {
    return this.triggers.filter((t) => !t.fired && t.at <= until).sort((a, b) => a.at - b.at)[0];
  }

  /** After a run: a one-time trigger has fired; a recurring one fires again an interval later. */
  ran(trigger: FakeTrigger): void {
    if (trigger.every === undefined) trigger.fired = true;
    else trigger.at += trigger.every;
  }
}

/** "Quotas for Google Services": triggers, 20 per user per script. */
export const MAX_TRIGGERS = 20;

/** The values `everyMinutes(n)` takes (ClockTriggerBuilder reference). */
const EVERY_MINUTES = [1, 5, 10, 15, 30];
const MINUTE = 60_000;

/** `timeBased()`: when the trigger runs. */
class FakeClockTriggerBuilder extends FakeObject {
  readonly kind = 'ClockTriggerBuilder';
  private when: number | undefined;
  private every: number | undefined;
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
  /** "Specifies to run the trigger every n minutes. n must be 1, 5, 10, 15 or 30." */
  everyMinutes(n: number): FakeClockTriggerBuilder {
    if (!EVERY_MINUTES.includes(n))
      throw new Error(`Exception: Invalid argument: everyMinutes(${n}): n must be 1, 5, 10, 15 or 30`);
    this.every = n * MINUTE;
    return this;
  }
  /** "Specifies to run the trigger every n hours." */
  everyHours(n: number): FakeClockTriggerBuilder {
    if (!(Number.isInteger(n) && n >= 1)) throw new Error(`Exception: Invalid argument: everyHours(${n})`);
    this.every = n * 60 * MINUTE;
    return this;
  }
  create(): FakeTrigger {
    if (this.every !== undefined) {
      if (this.when !== undefined) throw new Error('fake: a clock trigger is either at a time or recurring, not both');
      return this.store.add(this.handler, this.owner(), this.store.clock.now + this.every, this.every);
    }
    if (this.when === undefined)
      throw new Error(
        'fake: a clock trigger needs at(date), after(ms), everyMinutes(n) or everyHours(n) before create()',
      );
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
