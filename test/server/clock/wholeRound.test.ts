// Two whole rounds on the deadline clock, through the BUILT bundle on the fakes (R-17.1, R-17.2,
// the GM starts the clock — one recurring trigger — and does nothing more. At T−24h the
// two players still owing orders are reminded and the one who is Ready is not; the deadline
// passes, the trigger's next run resolves round 1 as Resolve without them would — one line held
// back — and moves Orders due on by the Round length; the same trigger reminds for round 2 and
// resolves it at its deadline. The Record and the e-mails say so, and Undo puts every cell back.
import { describe, expect, it } from 'vitest';
import { ATTACKS } from '../../../src/sheet/schema/playTabs';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { cell, dump, read, setRule, type } from '../harness';
import {
  ANNA,
  BOB,
  CARL,
  clockRows,
  clockTriggers,
  DUE,
  GM,
  HOUR,
  playersCampaign,
  runErrors,
  T0,
} from './clockHarness';

const LAZER = 'Weapons: "Large Lazer" is not a weapon of the Catalog — did you mean Large Laser?';
const HELD = `Blackjack's attack line Attacks!A4 at Griffin was not made: ${LAZER}`;
/** Round 2's deadline: round 1's plus the Round length, the clock having resolved round 1 at its deadline. */
const DUE2 = DUE + 48 * HOUR;
const SUBJECT1 = 'Gator: your orders for round 1 of Gator campaign are due Thu 3 Dec 20:00 (Etc/UTC)';
const SUBJECT2 = 'Gator: your orders for round 2 of Gator campaign are due Sat 5 Dec 20:00 (Etc/UTC)';

describe('R-17.1, R-17.2 and R-17.4: two rounds on the deadline clock, the GM doing nothing between them', () => {
  it('one recurring trigger reminds and resolves round 1, then reminds and resolves round 2 at the deadline Round length set; Undo restores every cell', () => {
    const c = playersCampaign();
    const { fake, gas } = c;
    setRule(fake, 'Round length', '48h');
    // Anna's Griffin and Bob's Rifleman have no move; Carl's Blackjack is Ready, one of its lines mistyped.
    type(fake, MECHS, cell(MECHS, 'move', 2), '');
    type(fake, MECHS, cell(MECHS, 'move', 3), '');
    fake.book
      .sheet(MECHS.name)
      .getRange(cell(MECHS, 'ready', 4))
      .setValue(true);
    type(fake, ATTACKS, 'C4', 'Large Lazer');

    expect(gas.startDeadlineClock()).toEqual({
      ok: true,
      message:
        'The deadline clock is on, for the deadline Thu 3 Dec 20:00 (Etc/UTC), to resolve the round then; reminders Wed 2 Dec 20:00; it looks every 15 minutes.',
    });
    expect(clockTriggers(c)).toEqual([['deadlineClock', 15]]);

    // Until Wednesday 19:59 the trigger runs every 15 minutes, as the GM, and does nothing.
    const idle = fake.advanceClock(DUE - 24 * HOUR - T0 - 60_000);
    expect(idle.length).toBe(4 * 31 + 3);
    expect(runErrors(idle)).toEqual([]);
    expect(idle.every((r) => r.user === GM)).toBe(true);
    expect(fake.sentMail).toEqual([]);
    // Wednesday 20:00, T−24h: the run reminds Anna and Bob — not Carl, who is Ready.
    expect(runErrors(fake.advanceClock(HOUR))).toEqual([]);
    expect(fake.sentMail.map((m) => [m.from, m.to, m.subject])).toEqual([
      [GM, ANNA, SUBJECT1],
      [GM, BOB, SUBJECT1],
    ]);
    expect(fake.sentMail[0].body).toContain('your mech Griffin in round 1: no orders given, and not Ready.');
    expect(fake.sentMail[0].body).toContain(fake.book.getUrl());
    expect(fake.sentMail[1].body).toContain('your mech Rifleman');

    // Thursday 20:00: the deadline. The run at it resolves the round without Carl's mistyped line.
    expect(runErrors(fake.advanceClock(DUE - fake.clock.now - 60_000))).toEqual([]);
    expect(read(fake, 'Rules', 'B2')).toBe(1);
    expect(runErrors(fake.advanceClock(60_000))).toEqual([]);
    expect(read(fake, 'Rules', 'B2')).toBe(2);
    expect(read(fake, ATTACKS, 'C4')).toBe('Large Lazer');
    const mails = fake.sentMail.slice(2);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [GM, 'Gator: round 1 of Gator campaign resolved at the deadline'],
      [ANNA, 'Gator: round 1 of Gator campaign resolved'],
      [BOB, 'Gator: round 1 of Gator campaign resolved'],
      [CARL, 'Gator: round 1 of Gator campaign resolved'],
    ]);
    expect(mails[0].body).toContain(`• ${HELD}`);
    expect(mails[0].body).toContain('[hider=Round 1]');
    expect(mails[1].body).toContain('[hider=Round 1]');
    // the next deadline, two days on; the same trigger, nothing armed again.
    expect(read(fake, 'Rules', 'B2')).toBe(2);
    expect(clockTriggers(c)).toEqual([['deadlineClock', 15]]);

    // Round 2: the orders were spent, so at T−24h every player who asked is reminded — by the same trigger.
    expect(runErrors(fake.advanceClock(DUE2 - 24 * HOUR - fake.clock.now))).toEqual([]);
    expect(fake.sentMail.slice(6).map((m) => [m.to, m.subject])).toEqual([
      [ANNA, SUBJECT2],
      [BOB, SUBJECT2],
      [CARL, SUBJECT2],
    ]);
    const before = dump(fake);
    expect(runErrors(fake.advanceClock(24 * HOUR))).toEqual([]);
    expect(read(fake, 'Rules', 'B2')).toBe(3);
    expect(fake.sentMail.slice(9).map((m) => [m.to, m.subject])).toEqual([
      [GM, 'Gator: round 2 of Gator campaign resolved at the deadline'],
      [ANNA, 'Gator: round 2 of Gator campaign resolved'],
      [BOB, 'Gator: round 2 of Gator campaign resolved'],
      [CARL, 'Gator: round 2 of Gator campaign resolved'],
    ]);

    expect(clockRows(c)).toEqual([
      [
        'Started, for the deadline Thu 3 Dec 20:00 (Etc/UTC), to resolve the round then; reminders Wed 2 Dec 20:00; it looks every 15 minutes.',
        'the GM started the deadline clock',
      ],
      [
        "Reminded anna@example.com (Griffin), bob@example.com (Rifleman) of round 1's orders, due Thu 3 Dec 20:00 (Etc/UTC).",
        'the reminder time came and they had no orders and were not Ready',
      ],
      [
        `Resolved round 1 at the deadline Thu 3 Dec 20:00 (Etc/UTC); sent the post to the GM and ${ANNA}, ${BOB}, ${CARL}.`,
        expect.stringContaining(HELD) as unknown as string,
      ],
      [
        "Reminded anna@example.com (Griffin), bob@example.com (Rifleman), carl@example.com (Blackjack) of round 2's orders, due Sat 5 Dec 20:00 (Etc/UTC).",
        'the reminder time came and they had no orders and were not Ready',
      ],
      [
        `Resolved round 2 at the deadline Sat 5 Dec 20:00 (Etc/UTC); sent the post to the GM and ${ANNA}, ${BOB}, ${CARL}.`,
        expect.stringContaining(
          'Griffin had no orders by the deadline (Sat 5 Dec 20:00): it stood still and held fire',
        ) as unknown as string,
      ],
    ]);
    const resolvedRows = fake.book
      .sheet('Record')
      .peekValues()
      .filter((r) => r[2] === 'Round resolved');
    expect(resolvedRows.map((r) => r[1])).toEqual([GM, GM]);

    // The GM's Undo of the clock's round 2 puts back every cell …
    expect(gas.undoLast({ kind: 'round', expected: 2 }).ok).toBe(true);
    expect(dump(fake)).toEqual(before);
    // … and the clock does not resolve it again at the deadline Undo brought back: it acts once a deadline.
    const sent = fake.sentMail.length;
    expect(runErrors(fake.advanceClock(2 * HOUR))).toEqual([]);
    expect(read(fake, 'Rules', 'B2')).toBe(2);
    expect(fake.sentMail.length).toBe(sent);
  });
});
