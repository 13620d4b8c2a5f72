// The deadline clock's schedule, pure: when it wakes, and whom a reminder goes to.
import { describe, expect, it } from 'vitest';
import type { OrdersEntry } from '../../src/table/orders';
import { mechsText, reminderAt, whoToRemind } from '../../src/table/reminders';

const HOUR = 3_600_000;
const DUE = Date.UTC(2026, 11, 3, 20);

function entry(mech: string, state: OrdersEntry['state']): OrdersEntry {
  return { mech, player: '', state, lacks: state === 'missing' ? ['move'] : [], why: '', unconscious: false };
}

describe('R-17.4: a reminder a set time before the deadline, to players who asked and still owe orders', () => {
  it('the reminder time is the lead before the deadline; none without a lead', () => {
    expect(reminderAt(DUE, 24 * HOUR)).toBe(DUE - 24 * HOUR);
    expect(reminderAt(DUE, null)).toBeNull();
  });

  it('only mechs without orders and not Ready, only accounts that ticked Notify, one reminder an account naming its mechs', () => {
    const board = {
      entries: [
        entry('Griffin', 'missing'),
        entry('Rifleman', 'missing'),
        entry('Blackjack', 'ready'),
        entry('Locust', 'in'),
        entry('Atlas', 'missing'),
        entry('Raven', 'heldBack'),
      ],
    };
    const notify = [
      { mech: 'Griffin', account: 'anna@example.com' },
      { mech: 'Rifleman', account: 'anna@example.com' },
      { mech: 'Blackjack', account: 'carl@example.com' },
      { mech: 'Locust', account: 'dora@example.com' },
      { mech: 'Raven', account: 'eve@example.com' },
    ];
    // The Atlas owes orders, but nobody ticked Notify for it.
    expect(whoToRemind(board, notify, [])).toEqual([{ account: 'anna@example.com', mechs: ['Griffin', 'Rifleman'] }]);
    expect(whoToRemind(board, notify, ['ANNA@example.com'])).toEqual([]);
  });

  it('the mechs in words', () => {
    expect(mechsText(['Griffin'])).toBe('your mech Griffin');
    expect(mechsText(['Griffin', 'Rifleman', 'Atlas'])).toBe('your mechs Griffin, Rifleman and Atlas');
  });
});
