// The deadline clock's tests: the demo campaign on the fakes with the bundle's Date reading the
// fakes' test clock, so the trigger runs, the deadline and the Record all see one time.
import vm from 'node:vm';
import type { FakeServicesOptions } from '../../../src/fakes';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { campaign, cell, type Campaign, recordRows, setRule, type } from '../harness';

export const GM = 'gm@example.com';
export const ANNA = 'anna@example.com';
export const BOB = 'bob@example.com';
export const CARL = 'carl@example.com';
export const HOUR = 3_600_000;
/** Tuesday 1 December 2026, 12:00 UTC: the tests' "now" at the start. */
export const T0 = Date.UTC(2026, 11, 1, 12, 0);
/** Orders due Thursday 3 December 2026, 20:00 in the spreadsheet's zone (Etc/UTC). */
export const DUE = Date.UTC(2026, 11, 3, 20, 0);
export const DUE_TEXT = '2026-12-03 20:00';

/** Points the bundle's `Date` (and `Date.now`) at the fakes' clock. */
export function linkClock(c: Campaign): void {
  c.gas.__fakeNow = () => c.fake.clock.now;
  vm.runInContext(
    `(() => {
      const Real = Date;
      function FakeDate(...args) {
        if (!(this instanceof FakeDate)) return new Real(__fakeNow()).toString();
        return args.length === 0 ? new Real(__fakeNow()) : new Real(...args);
      }
      FakeDate.prototype = Real.prototype;
      FakeDate.now = () => __fakeNow();
      FakeDate.UTC = Real.UTC;
      FakeDate.parse = Real.parse;
      Date = FakeDate;
    })()`,
    c.gas,
  );
}

/** The demo campaign at T0, its clock linked; the GM at the keyboard. */
export function clockCampaign(options: FakeServicesOptions = {}): Campaign {
  const c = campaign({ now: T0, ...options });
  linkClock(c);
  return c;
}

/**
 * The table of the whole-round story: the Griffin is Anna's, the Rifleman Bob's, the Blackjack
 * Carl's, each with Notify ticked; Orders due Thursday 20:00, At the deadline Resolve.
 */
export function playersCampaign(options: FakeServicesOptions = {}): Campaign {
  const c = clockCampaign({ editors: [ANNA, BOB, CARL], ...options });
  [ANNA, BOB, CARL].forEach((account, i) => {
    type(c.fake, MECHS, cell(MECHS, 'playerAccount', i + 2), account);
    c.fake.book
      .sheet(MECHS.name)
      .getRange(cell(MECHS, 'notify', i + 2))
      .setValue(true);
  });
  setRule(c.fake, 'Orders due', DUE_TEXT);
  setRule(c.fake, 'At the deadline', 'Resolve');
  return c;
}

/** The Record's rows the clock wrote: [Details, Reason]. */
export function clockRows(c: Campaign): string[][] {
  return recordRows(c.fake)
    .filter((r) => r[2] === 'Deadline clock')
    .map((r) => [String(r[8]), String(r[9])]);
}

/** What the trigger runs threw: none when every run completed. */
export function runErrors(runs: readonly { readonly error?: string }[]): string[] {
  return runs.flatMap((r) => (r.error ? [r.error] : []));
}

/** The GM's clock triggers: [handler, minutes between runs] (a one-time trigger: null). */
export function clockTriggers(c: Campaign): [string, number | null][] {
  return c.fake.triggers
    .ownedBy(GM)
    .map((t) => [t.getHandlerFunction(), t.every === undefined ? null : t.every / 60_000]);
}
