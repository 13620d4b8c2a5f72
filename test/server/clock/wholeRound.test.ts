// A whole round on the deadline clock, through the BUILT bundle on the fakes:
// the GM starts the clock; at T−24h the two players still owing orders are reminded and the one
// who is Ready is not; the deadline passes, the GM's trigger fires, the round is resolved as
// Resolve without them would — one line held back — the Record and the e-mails say so, and Undo
// puts every cell back.
import { describe, expect, it } from 'vitest';
import { ATTACKS } from '../../../src/sheet/schema/playTabs';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { cell, dump, read, type } from '../harness';
import { ANNA, BOB, CARL, clockRows, DUE, GM, HOUR, playersCampaign, T0 } from './clockHarness';

const LAZER = 'Weapons: "Large Lazer" is not a weapon of the Catalog — did you mean Large Laser?';
const HELD = `Blackjack's attack line Attacks!A4 at Griffin was not made: ${LAZER}`;

describe('R-17.2 and R-17.4: a whole round on the deadline clock', () => {
  it('reminders at T−24h to the two players still owing orders, the round resolved at the deadline with its held-back line, the Record and the e-mails saying so, Undo restoring every cell', () => {
    const { fake, gas } = playersCampaign();
    // Anna's Griffin and Bob's Rifleman have no move; Carl's Blackjack is Ready, one of its lines mistyped.
    type(fake, MECHS, cell(MECHS, 'move', 2), '');
    type(fake, MECHS, cell(MECHS, 'move', 3), '');
    fake.book
      .sheet(MECHS.name)
      .getRange(cell(MECHS, 'ready', 4))
      .setValue(true);
    type(fake, ATTACKS, 'C4', 'Large Lazer');

    const started = gas.startDeadlineClock();
    expect(started).toEqual({
      ok: true,
      message:
        'The deadline clock is on, for the deadline Thu 3 Dec 20:00 (Etc/UTC), to resolve the round then; reminders Wed 2 Dec 20:00.',
    });
    expect(fake.triggers.ownedBy(GM).map((t) => [t.getHandlerFunction(), t.at])).toEqual([
      ['deadlineClock', DUE - 24 * HOUR],
      ['deadlineClock', DUE],
    ]);

    // Wednesday 19:00: nothing yet.
    expect(fake.advanceClock(DUE - 25 * HOUR - T0)).toEqual([]);
    expect(fake.sentMail).toEqual([]);
    // Wednesday 20:00, T−24h: the GM's trigger runs, as the GM, and reminds Anna and Bob — not Carl, who is Ready.
    const reminder = fake.advanceClock(HOUR);
    expect(reminder.map((r) => [r.handler, r.user, r.error])).toEqual([['deadlineClock', GM, undefined]]);
    expect(fake.sentMail.map((m) => [m.from, m.to, m.subject])).toEqual([
      [GM, ANNA, 'Gator: your orders for round 1 of Gator campaign are due Thu 3 Dec 20:00 (Etc/UTC)'],
      [GM, BOB, 'Gator: your orders for round 1 of Gator campaign are due Thu 3 Dec 20:00 (Etc/UTC)'],
    ]);
    expect(fake.sentMail[0].body).toContain('your mech Griffin in round 1: no orders given, and not Ready.');
    expect(fake.sentMail[0].body).toContain(fake.book.getUrl());
    expect(fake.sentMail[1].body).toContain('your mech Rifleman');
    // The fired trigger is gone; the deadline's remains.
    expect(fake.triggers.ownedBy(GM).map((t) => t.at)).toEqual([DUE]);

    const before = dump(fake);
    // Thursday 20:00: the deadline. The round is resolved without Carl's mistyped line.
    const deadline = fake.advanceClock(DUE - fake.clock.now);
    expect(deadline.map((r) => r.error)).toEqual([undefined]);
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

    expect(clockRows({ fake, gas })).toEqual([
      [
        'Started, for the deadline Thu 3 Dec 20:00 (Etc/UTC), to resolve the round then; reminders Wed 2 Dec 20:00.',
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
    ]);
    const resolvedRow = fake.book
      .sheet('Record')
      .peekValues()
      .find((r) => r[2] === 'Round resolved');
    expect(resolvedRow?.[1]).toBe(GM);

    // The GM's Undo of the clock's round puts back every cell.
    expect(gas.undoLast({ kind: 'round', expected: 1 }).ok).toBe(true);
    expect(dump(fake)).toEqual(before);
  });
});
