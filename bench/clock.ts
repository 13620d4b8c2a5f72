// The deadline clock over one 48-hour round of a 24-mech, 8-player campaign on the in-memory
// services: its one recurring trigger's runs, the calls each kind of run makes, the e-mail
// recipients, and their share of a consumer account's daily quotas (90 minutes of trigger run
// time, 100 recipients: "Quotas for Google Services"). The fakes' wall time is not Google's: the
// run time is estimated from the calls (docs/deadline-clock.md, Limits).
import { MECHS } from '../src/sheet/schema/mechsTab';
import { cell, setRule } from '../test/server/harness';
import { scaledCampaign } from '../test/server/scaled';
import { linkClock } from '../test/server/clock/clockHarness';
import type { BenchLine } from './functions';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const T0 = Date.UTC(2026, 11, 1, 12, 0);
const MECHS_COUNT = 24;
/** What one run costs on Google, estimated: the run's start-up, and each service call. */
const START_S = 0.5;
const CALL_S = 0.05;

export function benchClock(): BenchLine[] {
  const c = scaledCampaign(MECHS_COUNT);
  c.fake.clock.now = T0;
  linkClock(c);
  const sheet = c.fake.book.sheet(MECHS.name);
  // Three mechs a player (8 players), each with Notify ticked; each player's first mech without orders.
  for (let i = 0; i < MECHS_COUNT; i++) {
    const row = i + 2;
    sheet.getRange(cell(MECHS, 'playerAccount', row)).setValue(`player${Math.floor(i / 3) + 1}@example.com`);
    sheet.getRange(cell(MECHS, 'notify', row)).setValue(true);
    if (i % 3 !== 0) continue;
    sheet.getRange(cell(MECHS, 'move', row)).setValue('');
    sheet.getRange(cell(MECHS, 'ready', row)).setValue(false);
  }
  setRule(c.fake, 'Round length', '48h');
  setRule(c.fake, 'At the deadline', 'Resolve');
  const started = c.gas.startDeadlineClock();
  if (!started.ok) throw new Error(`bench: the clock did not start: ${JSON.stringify(started.problems)}`);
  const step = (ms: number) => {
    c.fake.log.reset();
    const mails = c.fake.sentMail.length;
    const runs = c.fake.advanceClock(ms);
    const failed = runs.find((r) => r.error);
    if (failed) throw new Error(`bench: a clock run failed: ${failed.error}`);
    return { runs: runs.length, calls: c.fake.log.total, recipients: c.fake.sentMail.length - mails };
  };
  const idle1 = step(24 * HOUR - MINUTE);
  const reminders = step(MINUTE);
  const idle2 = step(24 * HOUR - MINUTE);
  const deadline = step(MINUTE);
  const runs = idle1.runs + reminders.runs + idle2.runs + deadline.runs;
  const calls = idle1.calls + reminders.calls + idle2.calls + deadline.calls;
  const recipients = reminders.recipients + deadline.recipients;
  const idleCalls = idle1.calls / idle1.runs;
  const seconds = (n: number, k: number) => n * START_S + k * CALL_S;
  const perDay = runs / 2;
  const daySeconds = seconds(perDay, calls / 2);
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  return [
    { label: 'Trigger runs per 48-hour round (every 15 minutes)', value: `${runs} (${perDay} a day)` },
    { label: 'Service calls: an idle run', value: `${idleCalls}` },
    { label: 'Service calls: the reminder run', value: `${reminders.calls}` },
    { label: 'Service calls: the deadline run (the round resolved)', value: `${deadline.calls}` },
    { label: 'Service calls: the whole round', value: `${calls}` },
    {
      label: 'E-mail recipients per round (reminders + posts)',
      value: `${recipients} (${reminders.recipients} + ${deadline.recipients}): ${pct(recipients / 2 / 100)} of 100 a day`,
    },
    {
      label: `Trigger run time a day, estimated (${START_S} s a run + ${CALL_S} s a call)`,
      value: `${Math.round(daySeconds)} s: ${pct(daySeconds / (90 * 60))} of 90 minutes`,
    },
  ];
}
