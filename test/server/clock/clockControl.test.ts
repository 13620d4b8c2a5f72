// The deadline clock's controls and its deadline, through the BUILT bundle (R-17.1, R-17.2;
// docs/deadline-clock.md): Start needs a deadline, Pause keeps Orders due and Stop clears it, the
// GM's next action arms it again when Orders due moved, Tell the GM only tells, and a round that
// cannot be resolved is left alone with the GM told why.
import { describe, expect, it } from 'vitest';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { cell, dump, read, setRule, type, writes } from '../harness';
import { ANNA, clockCampaign, clockRows, DUE, GM, HOUR, playersCampaign, T0 } from './clockHarness';

const rulesValue = (c: ReturnType<typeof clockCampaign>, setting: string): unknown =>
  c.fake.book
    .sheet('Rules')
    .peekValues()
    .find((r) => r[0] === setting)?.[1];

describe('Start the deadline clock: one deadline to act on, created by the GM', () => {
  it('without Orders due or a Round length it refuses, saying what to type, and writes nothing', () => {
    const c = clockCampaign();
    c.fake.log.reset();
    const r = c.gas.startDeadlineClock();
    expect(r.problems[0].message).toBe(
      'The deadline clock needs a deadline: type Orders due on the Rules tab (a date and time such as 2026-12-03 20:00), or a Round length (48h) for one that long from now. Nothing was changed.',
    );
    expect(writes(c.fake)).toBe(0);
    expect(c.fake.triggers.triggers).toEqual([]);
  });

  it('R-17.1: with only a Round length, Start sets Orders due that long from now and arms for it', () => {
    const c = clockCampaign();
    setRule(c.fake, 'Round length', '48h');
    expect(c.gas.startDeadlineClock().ok).toBe(true);
    expect(rulesValue(c, 'Orders due')).toBe('2026-12-03 12:00');
    expect(c.fake.triggers.ownedBy(GM).map((t) => t.at)).toEqual([T0 + 24 * HOUR, T0 + 48 * HOUR]);
  });

  it('a bad At the deadline names its cell and starts nothing', () => {
    const c = playersCampaign();
    setRule(c.fake, 'At the deadline', 'Resolv');
    const r = c.gas.startDeadlineClock();
    expect(r.problems[0].message).toMatch(
      /^Rules!B\d+: At the deadline must be Tell the GM or Resolve, got "Resolv" — did you mean Resolve\? Nothing was changed\.$/,
    );
    expect(c.fake.triggers.triggers).toEqual([]);
  });
});

describe('Pause keeps Orders due, Stop clears it; both remove the trigger and are on the Record', () => {
  it('Pause, then Start again, then Stop', () => {
    const c = playersCampaign();
    c.gas.startDeadlineClock();
    expect(c.gas.pauseDeadlineClock().ok).toBe(true);
    expect(c.fake.triggers.ownedBy(GM)).toEqual([]);
    expect(rulesValue(c, 'Orders due')).toBe('2026-12-03 20:00');
    // Nothing happens at the deadline while paused.
    c.fake.advanceClock(DUE - T0 + HOUR);
    expect(read(c.fake, 'Rules', 'B2')).toBe(1);
    expect(c.gas.getDeadlineClock().state).toBe('paused');
    c.fake.clock.now = T0;
    expect(c.gas.startDeadlineClock().ok).toBe(true);
    expect(c.fake.triggers.ownedBy(GM)).toHaveLength(2);
    expect(c.gas.stopDeadlineClock().ok).toBe(true);
    expect(c.fake.triggers.ownedBy(GM)).toEqual([]);
    expect(rulesValue(c, 'Orders due')).toBe('');
    expect(clockRows(c).map((r) => r[0].split(',')[0].split(';')[0])).toEqual([
      'Started',
      'Paused',
      'Started',
      'Stopped',
    ]);
  });
});

describe('Re-armed at the GM’s next action when Orders due changed (a simple onEdit trigger may not create triggers)', () => {
  it("the GM's sidebar refresh arms the new deadline; a player's refresh arms nothing", () => {
    const c = playersCampaign();
    c.gas.startDeadlineClock();
    setRule(c.fake, 'Orders due', '2026-12-05 20:00');
    c.fake.setUser(ANNA);
    c.gas.getDeadlineClock();
    expect(c.fake.triggers.ownedBy(GM).map((t) => t.at)).toEqual([DUE - 24 * HOUR, DUE]);
    c.fake.setUser(GM);
    const view = c.gas.getDeadlineClock();
    const later = DUE + 48 * HOUR;
    expect(c.fake.triggers.ownedBy(GM).map((t) => t.at)).toEqual([later - 24 * HOUR, later]);
    expect(view.since.map((a: { did: string }) => a.did)).toEqual([
      'Started, for the deadline Thu 3 Dec 20:00 (Etc/UTC), to resolve the round then; reminders Wed 2 Dec 20:00.',
      'Armed again, for the deadline Sat 5 Dec 20:00 (Etc/UTC), to resolve the round then; reminders Fri 4 Dec 20:00.',
    ]);
    // Seen: the next look lists nothing new.
    expect(c.gas.getDeadlineClock().since).toEqual([]);
  });
});

describe('R-17.2 At the deadline', () => {
  it("a player calling the trigger's function by name after the deadline does nothing: only the GM's trigger acts", () => {
    const c = playersCampaign();
    c.gas.startDeadlineClock();
    c.fake.clock.now = DUE + HOUR;
    c.fake.setUser(ANNA);
    const before = dump(c.fake);
    c.gas.deadlineClock({ triggerUid: '1' });
    expect(dump(c.fake)).toEqual(before);
    expect(c.fake.sentMail).toEqual([]);
    // The GM's trigger still resolves the round.
    c.fake.setUser(GM);
    expect(c.fake.advanceClock(0).map((r) => [r.user, r.error])).toEqual([
      [GM, undefined],
      [GM, undefined],
    ]);
    expect(read(c.fake, 'Rules', 'B2')).toBe(2);
  });

  it('Tell the GM: one e-mail that the round is ready, naming the mechs that take the Missing orders default; nothing written', () => {
    const c = playersCampaign();
    setRule(c.fake, 'At the deadline', 'Tell the GM');
    type(c.fake, MECHS, cell(MECHS, 'move', 2), '');
    c.gas.startDeadlineClock();
    c.fake.advanceClock(DUE - 24 * HOUR - T0);
    const before = dump(c.fake);
    c.fake.advanceClock(24 * HOUR);
    expect(dump(c.fake)).toEqual(before);
    const told = c.fake.sentMail.filter((m) => m.to === GM);
    expect(told.map((m) => m.subject)).toEqual(['Gator: round 1 of Gator campaign is ready to resolve']);
    expect(told[0].body).toContain('• No orders: Griffin (Player 1): no move — they take the Missing orders default.');
    expect(clockRows(c)[2][0]).toBe(
      'Told the GM that round 1 is ready to resolve (deadline Thu 3 Dec 20:00 (Etc/UTC)).',
    );
  });

  it('Resolve, two mechs in one hex: the round is left alone and the GM told why', () => {
    const c = playersCampaign();
    type(c.fake, MECHS, cell(MECHS, 'moveTo', 3), '0609');
    type(c.fake, MECHS, cell(MECHS, 'moveTo', 2), '');
    c.gas.startDeadlineClock();
    c.fake.advanceClock(DUE - 24 * HOUR - T0);
    const before = dump(c.fake);
    const runs = c.fake.advanceClock(24 * HOUR);
    expect(runs.map((r) => r.error)).toEqual([undefined]);
    expect(dump(c.fake)).toEqual(before);
    const told = c.fake.sentMail.filter((m) => m.to === GM);
    expect(told.map((m) => m.subject)).toEqual(['Gator: round 1 of Gator campaign cannot be resolved']);
    expect(clockRows(c)[2][0]).toBe(
      'Did not resolve round 1 at the deadline Thu 3 Dec 20:00 (Etc/UTC); told the GM why.',
    );
    const why =
      'Rifleman cannot end its move in 0609: Griffin stands there when Rifleman moves (R-2.8: one mech a hex).';
    expect(clockRows(c)[2][1]).toBe(why);
    expect(told[0].body).toContain(`• ${why}`);
  });
});
