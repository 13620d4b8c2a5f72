// the deadline clock e-mails only the players who asked: a mech's Notify box ticked, with its Player account.
import { describe, expect, it } from 'vitest';
import { notifyRows } from '../../src/sheet/play/notify';
import { demo, set, type Sheets } from './fixtures';

/** The demo with each Mechs row (2–5) given its Player account and Notify cell. */
function asked(rows: Record<number, [account: string, notify: unknown]>): Sheets {
  const tabs = demo();
  for (const [row, [account, notify]] of Object.entries(rows)) {
    set(tabs, 'Mechs', 'Player account', Number(row), account);
    set(tabs, 'Mechs', 'Notify', Number(row), notify);
  }
  return tabs;
}

describe('R-17.4: who the deadline clock e-mails', () => {
  it('a ticked box, or TRUE or Yes typed, asks; an unticked or blank one does not', () => {
    const tabs = asked({
      2: ['griffin@example.com', true],
      3: ['rifleman@example.com', 'yes'],
      4: ['blackjack@example.com', false],
      5: ['locust@example.com', ' TRUE '],
    });
    expect(notifyRows(tabs)).toEqual([
      { mech: 'Griffin', account: 'griffin@example.com' },
      { mech: 'Rifleman', account: 'rifleman@example.com' },
      { mech: 'Locust', account: 'locust@example.com' },
    ]);
    expect(notifyRows(asked({ 2: ['griffin@example.com', ''], 3: ['rifleman@example.com', 'no'] }))).toEqual([]);
  });

  it('a ticked box without a Player account, or on a row without a mech, asks for nothing', () => {
    const tabs = asked({ 2: ['', true], 3: ['rifleman@example.com', true] });
    set(tabs, 'Mechs', 'Name', 3, '');
    expect(notifyRows(tabs)).toEqual([]);
  });

  it('a campaign without a Mechs tab notifies nobody', () => {
    const tabs = demo();
    delete tabs.Mechs;
    expect(notifyRows(tabs)).toEqual([]);
  });
});
