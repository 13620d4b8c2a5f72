// The deadline clock's controls and its deadline, through the BUILT bundle (R-17.1, R-17.2;
// docs/deadline-clock.md): Start needs a deadline and creates one recurring trigger, Pause keeps
// Orders due and Stop clears it, a deadline typed later is acted on with no new trigger, Tell the
// GM only tells, and a round that cannot be resolved is left alone with the GM told why.
import { describe, expect, it } from 'vitest';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { cell, dump, read, setRule, type, writes } from '../harness';
import {
  ANNA,
  clockCampaign,
  clockRows,
  clockTriggers,
  DUE,
  GM,
  HOUR,
  playersCampaign,
  runErrors,
  T0,
} from './clockHarness';

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

  it('R-17.1: with only a Round length, Start sets Orders due that long from now and creates one trigger, every 15 minutes', () => {
    const c = clockCampaign();
    setRule(c.fake, 'Round length', '48h');
    expect(c.gas.startDeadlineClock().ok).toBe(true);
    expect(rulesValue(c, 'Orders due')).toBe('2026-12-03 12:00');
    expect(clockTriggers(c)).toEqual([['deadlineClock', 15]]);
  });

  it('Start again while on replaces the trigger: still one', () => {
    const c = playersCampaign();
    c.gas.startDeadlineClock();
    c.gas.startDeadlineClock();
    expect(clockTriggers(c)).toEqual([['deadlineClock', 15]]);
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
    expect(c.fake.advanceClock(DUE - T0 + HOUR)).toEqual([]);
    expect(read(c.fake, 'Rules', 'B2')).toBe(1);
    expect(c.gas.getDeadlineClock().state).toBe('paused');
    c.fake.clock.now = T0;
    expect(c.gas.startDeadlineClock().ok).toBe(true);
    expect(clockTriggers(c)).toEqual([['deadlineClock', 15]]);
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

describe('A deadline moved by hand is acted on with no new trigger: each run reads Orders due afresh', () => {
  it('Orders due typed two days later: nothing at the old deadline, the round resolved at the new one; no trigger created', () => {
    const c = playersCampaign();
    c.gas.startDeadlineClock();
    c.fake.log.reset();
    setRule(c.fake, 'Orders due', '2026-12-05 20:00');
    expect(runErrors(c.fake.advanceClock(DUE - T0 + HOUR))).toEqual([]);
    expect(read(c.fake, 'Rules', 'B2')).toBe(1);
    expect(runErrors(c.fake.advanceClock(48 * HOUR))).toEqual([]);
    expect(read(c.fake, 'Rules', 'B2')).toBe(2);
    expect(c.fake.log.count('ScriptApp.newTrigger')).toBe(0);
    expect(clockTriggers(c)).toEqual([['deadlineClock', 15]]);
  });

  it("the sidebar's view shows what the clock did since the GM last looked, then nothing new", () => {
    const c = playersCampaign();
    c.gas.startDeadlineClock();
    c.fake.setUser(ANNA);
    expect(c.gas.getDeadlineClock().owner).toBe(GM);
    c.fake.setUser(GM);
    const view = c.gas.getDeadlineClock();
    expect(view.since.map((a: { did: string }) => a.did)).toEqual([
      'Started, for the deadline Thu 3 Dec 20:00 (Etc/UTC), to resolve the round then; reminders Wed 2 Dec 20:00; it looks every 15 minutes.',
    ]);
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
    // The GM's trigger, at its next run, still resolves the round.
    c.fake.setUser(GM);
    c.fake.clock.now = T0;
    const runs = c.fake.advanceClock(DUE - T0 + HOUR);
    expect(runErrors(runs)).toEqual([]);
    expect(runs.every((r) => r.user === GM)).toBe(true);
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
    expect(runErrors(runs)).toEqual([]);
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
