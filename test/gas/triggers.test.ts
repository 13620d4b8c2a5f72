// The fakes' ScriptApp and MailApp behave as Google documents them where the deadline clock
// depends on it: clock triggers — one-time or recurring — owned by their creator and run as them
// with no Ui, at most 20 a user, granular consent, and the mail quota counted in recipients.
import { describe, expect, it } from 'vitest';
import { createFakeServices, SCOPE } from '../../src/fakes';

const GM = 'gm@example.com';
const PLAYER = 'anna@example.com';
const T0 = Date.UTC(2026, 11, 1, 12, 0);
const HOUR = 3_600_000;

/** Fake services whose "bundle" is one handler recording who ran it and what it could reach. */
function withHandler(body: (fake: ReturnType<typeof createFakeServices>) => unknown = () => undefined) {
  const fake = createFakeServices({ now: T0, scopes: [...Object.values(SCOPE)] });
  const ran: string[] = [];
  fake.useBundle({
    __Gator: { customFunctions: {} },
    tick: () => {
      ran.push(fake.Session.getEffectiveUser().getEmail());
      body(fake);
    },
  });
  return { fake, ran };
}

describe('Installable clock triggers: created by a user, run as that user, with no Ui', () => {
  it('a trigger at a time fires once when the clock passes it, as its creator', () => {
    const { fake, ran } = withHandler();
    const t = fake.ScriptApp.newTrigger('tick')
      .timeBased()
      .at(new Date(T0 + 2 * HOUR))
      .create();
    expect(t.getHandlerFunction()).toBe('tick');
    expect(t.getUniqueId()).not.toBe('');
    fake.setUser(PLAYER);
    expect(fake.advanceClock(HOUR)).toEqual([]);
    expect(fake.advanceClock(HOUR).map((r) => [r.handler, r.user, r.error])).toEqual([['tick', GM, undefined]]);
    expect(ran).toEqual([GM]);
    expect(fake.advanceClock(HOUR)).toEqual([]);
    // The player is back at the keyboard afterwards.
    expect(fake.Session.getActiveUser().getEmail()).toBe(PLAYER);
  });

  it('after(ms) is counted from the clock; getUi() throws inside the run', () => {
    const { fake } = withHandler((f) => f.SpreadsheetApp.getUi());
    fake.ScriptApp.newTrigger('tick').timeBased().after(HOUR).create();
    expect(fake.advanceClock(HOUR)[0]?.error).toBe('Exception: Cannot call SpreadsheetApp.getUi() from this context.');
  });

  it("getProjectTriggers lists the current user's triggers only, and deleteTrigger removes one", () => {
    const { fake } = withHandler();
    fake.ScriptApp.newTrigger('tick').timeBased().after(HOUR).create();
    fake.setUser(PLAYER);
    expect(fake.ScriptApp.getProjectTriggers()).toEqual([]);
    fake.setUser(GM);
    const [mine] = fake.ScriptApp.getProjectTriggers();
    fake.ScriptApp.deleteTrigger(mine);
    expect(fake.ScriptApp.getProjectTriggers()).toEqual([]);
    expect(fake.advanceClock(2 * HOUR)).toEqual([]);
  });

  it('a recurring trigger (everyMinutes) fires at every interval while it exists, as its creator, until deleted', () => {
    const { fake, ran } = withHandler();
    const t = fake.ScriptApp.newTrigger('tick').timeBased().everyMinutes(15).create();
    fake.setUser(PLAYER);
    const runs = fake.advanceClock(HOUR);
    expect(runs.map((r) => [r.user, r.at - T0])).toEqual([
      [GM, 15 * 60_000],
      [GM, 30 * 60_000],
      [GM, 45 * 60_000],
      [GM, HOUR],
    ]);
    expect(ran).toEqual([GM, GM, GM, GM]);
    expect(fake.ScriptApp.getProjectTriggers()).toEqual([]);
    fake.setUser(GM);
    expect(fake.ScriptApp.getProjectTriggers().map((x) => x.getUniqueId())).toEqual([t.getUniqueId()]);
    fake.ScriptApp.deleteTrigger(t);
    expect(fake.advanceClock(HOUR)).toEqual([]);
  });

  it('everyMinutes(n) takes 1, 5, 10, 15 or 30 only; everyHours(n) a whole number of hours', () => {
    const { fake } = withHandler();
    for (const n of [1, 5, 10, 15, 30])
      expect(() => fake.ScriptApp.newTrigger('tick').timeBased().everyMinutes(n)).not.toThrow();
    for (const n of [2, 20, 60])
      expect(() => fake.ScriptApp.newTrigger('tick').timeBased().everyMinutes(n)).toThrow(
        'n must be 1, 5, 10, 15 or 30',
      );
    fake.ScriptApp.newTrigger('tick').timeBased().everyHours(1).create();
    expect(fake.advanceClock(3 * HOUR)).toHaveLength(3);
  });

  it('at most 20 triggers per user per script: the 21st create() throws', () => {
    const { fake } = withHandler();
    for (let i = 0; i < 20; i++) fake.ScriptApp.newTrigger('tick').timeBased().after(HOUR).create();
    expect(() => fake.ScriptApp.newTrigger('tick').timeBased().after(HOUR).create()).toThrow('too many triggers');
    fake.setUser(PLAYER);
    expect(() => fake.ScriptApp.newTrigger('tick').timeBased().after(HOUR).create()).not.toThrow();
  });

  it('creating a trigger needs script.scriptapp', () => {
    const fake = createFakeServices({ scopes: [SCOPE.spreadsheetsCurrentOnly] });
    expect(() => fake.ScriptApp.newTrigger('tick')).toThrow(
      'You do not have permission to call ScriptApp.newTrigger. Required permissions: https://www.googleapis.com/auth/script.scriptapp.',
    );
  });
});

describe('Granular consent: a user may untick scopes, and getAuthorizationInfo says which', () => {
  it('asks about the scopes given; REQUIRED while one is not granted; requireScopes ends the run', () => {
    const fake = createFakeServices({ scopes: [SCOPE.spreadsheetsCurrentOnly, SCOPE.scriptApp, SCOPE.sendMail] });
    fake.grantScopes(PLAYER, [SCOPE.spreadsheetsCurrentOnly]);
    const info = fake.ScriptApp.getAuthorizationInfo(fake.ScriptApp.AuthMode.FULL, [SCOPE.sendMail]);
    expect(info.getAuthorizationStatus()).toBe(fake.ScriptApp.AuthorizationStatus.NOT_REQUIRED);
    expect(info.getAuthorizationUrl()).toBeNull();
    fake.setUser(PLAYER);
    const theirs = fake.ScriptApp.getAuthorizationInfo(fake.ScriptApp.AuthMode.FULL, [SCOPE.sendMail]);
    expect(theirs.getAuthorizationStatus()).toBe(fake.ScriptApp.AuthorizationStatus.REQUIRED);
    expect(theirs.getAuthorizedScopes()).toEqual([]);
    expect(() => fake.ScriptApp.requireScopes(fake.ScriptApp.AuthMode.FULL, [SCOPE.sendMail])).toThrow(
      'Authorization is required',
    );
    expect(() => fake.MailApp.getRemainingDailyQuota()).toThrow(
      'Required permissions: https://www.googleapis.com/auth/script.send_mail',
    );
  });
});

describe('MailApp: messages recorded, the quota counted in recipients a day', () => {
  it('a consumer account has 100 recipients a day; a send past them throws', () => {
    const fake = createFakeServices({ scopes: [SCOPE.sendMail] });
    expect(fake.MailApp.getRemainingDailyQuota()).toBe(100);
    fake.MailApp.sendEmail('a@example.com,b@example.com', 'Round 3', 'Orders are due.');
    fake.MailApp.sendEmail({ to: 'c@example.com', subject: 'Hi', htmlBody: '<b>Hi</b>' });
    expect(fake.MailApp.getRemainingDailyQuota()).toBe(97);
    expect(fake.sentMail.map((m) => [m.from, m.to, m.subject])).toEqual([
      ['gm@example.com', 'a@example.com,b@example.com', 'Round 3'],
      ['gm@example.com', 'c@example.com', 'Hi'],
    ]);
    for (let i = 0; i < 97; i++) fake.MailApp.sendEmail('x@example.com', 's', 'b');
    expect(() => fake.MailApp.sendEmail('y@example.com', 's', 'b')).toThrow(
      'Service invoked too many times for one day: email.',
    );
  });
});
