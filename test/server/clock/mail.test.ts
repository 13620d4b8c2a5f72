// reminders and the mail quota, through the BUILT bundle: only players who ticked Notify,
// only while a mech of theirs has no orders and is not Ready, once a round; a send past the day's
// quota is said on the Record instead of failing the run.
import { describe, expect, it } from 'vitest';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { cell, type } from '../harness';
import { ANNA, BOB, clockRows, DUE, GM, HOUR, playersCampaign, T0 } from './clockHarness';

const REMIND_AT = DUE - 24 * HOUR;

describe('R-17.4: reminders go to players who asked, once a round, while they owe orders', () => {
  it('a player who has not ticked Notify gets nothing; one whose orders are in gets nothing', () => {
    const { fake, gas } = playersCampaign();
    type(fake, MECHS, cell(MECHS, 'move', 2), '');
    type(fake, MECHS, cell(MECHS, 'move', 3), '');
    // Bob unticks Notify; Carl's Blackjack has its orders (the demo's).
    fake.book
      .sheet(MECHS.name)
      .getRange(cell(MECHS, 'notify', 3))
      .setValue(false);
    gas.startDeadlineClock();
    fake.advanceClock(REMIND_AT - T0);
    expect(fake.sentMail.map((m) => m.to)).toEqual([ANNA]);
  });

  it('at most one reminder a round: a second run before the deadline sends none', () => {
    const { fake, gas } = playersCampaign();
    type(fake, MECHS, cell(MECHS, 'move', 2), '');
    gas.startDeadlineClock();
    fake.advanceClock(REMIND_AT - T0);
    fake.advanceClock(HOUR);
    fake.env.context = 'trigger';
    gas.deadlineClock({});
    fake.env.context = 'script';
    expect(fake.sentMail.map((m) => m.to)).toEqual([ANNA]);
  });

  it('a reminder names every mech of the player still owing orders, the deadline in the campaign time zone and the address', () => {
    const { fake, gas } = playersCampaign({ timeZone: 'Europe/Berlin' });
    fake.book.setSpreadsheetTimeZone('Europe/Berlin');
    type(fake, MECHS, cell(MECHS, 'playerAccount', 3), ANNA);
    type(fake, MECHS, cell(MECHS, 'move', 2), '');
    type(fake, MECHS, cell(MECHS, 'move', 3), '');
    gas.startDeadlineClock();
    // 20:00 in Berlin is 19:00 UTC: the reminder goes at 19:00 UTC on Wednesday.
    fake.advanceClock(REMIND_AT - HOUR - T0);
    expect(fake.sentMail).toHaveLength(1);
    expect(fake.sentMail[0].subject).toBe(
      'Gator: your orders for round 1 of Gator campaign are due Thu 3 Dec 20:00 (Europe/Berlin)',
    );
    expect(fake.sentMail[0].body.split('\n').slice(0, 3)).toEqual([
      'Gator campaign waits for your orders for your mechs Griffin and Rifleman in round 1: no orders given, and not Ready.',
      'They are due Thu 3 Dec 20:00 (Europe/Berlin). Give them, or tick Ready, on the spreadsheet:',
      fake.book.getUrl(),
    ]);
  });
});

describe('The mail quota: a send that would exceed it is said on the Record, not a failure', () => {
  it('with one recipient left today, Anna is reminded and Bob is named on the Record as not sent', () => {
    const { fake, gas } = playersCampaign();
    type(fake, MECHS, cell(MECHS, 'move', 2), '');
    type(fake, MECHS, cell(MECHS, 'move', 3), '');
    gas.startDeadlineClock();
    for (let i = 0; i < 99; i++) fake.mail.sendEmail(GM, 'earlier today', '');
    const runs = fake.advanceClock(REMIND_AT - T0);
    expect(runs.filter((r) => r.error)).toEqual([]);
    expect(fake.sentMail.slice(99).map((m) => m.to)).toEqual([ANNA]);
    expect(clockRows({ fake, gas })[1]).toEqual([
      "Reminded anna@example.com (Griffin) of round 1's orders, due Thu 3 Dec 20:00 (Etc/UTC).",
      `the reminder time came and they had no orders and were not Ready; 1 e-mail not sent (to ${BOB}): the day's e-mail quota of your Google account is used up (100 recipients a day for a gmail.com account); they go out no more today`,
    ]);
  });
});
