// Granular consent and the deadline clock, through the BUILT bundle: Gator checks a scope is
// granted before using it and says which box to tick; a player who unticked the clock's scopes
// still does everything a player does, and the clock, running as the GM, still runs.
import { describe, expect, it } from 'vitest';
import { SCOPE } from '../../../src/fakes';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { BUILT_SCOPES, cell, recordRows, type, writes } from '../harness';
import { ANNA, clockRows, DUE, GM, HOUR, playersCampaign, T0 } from './clockHarness';

const WITHOUT_CLOCK = BUILT_SCOPES.filter((s) => s !== SCOPE.scriptApp && s !== SCOPE.sendMail);

describe('Granular consent: the clock checks its scopes first and says what to grant', () => {
  it('a GM who unticked "run when you are not present": Start refuses, naming the box; no trigger, nothing written', () => {
    const { fake, gas } = playersCampaign();
    fake.grantScopes(
      GM,
      BUILT_SCOPES.filter((s) => s !== SCOPE.scriptApp),
    );
    fake.log.reset();
    const r = gas.startDeadlineClock();
    expect(r.ok).toBe(false);
    expect(r.problems[0].message).toBe(
      'The deadline clock runs when you are not present, which you have not allowed Gator: run a Gator menu item again and tick "Allow this application to run when you are not present" (https://www.googleapis.com/auth/script.scriptapp) in Google\'s consent screen. Nothing was changed.',
    );
    expect(fake.triggers.triggers).toEqual([]);
    expect(writes(fake)).toBe(0);
  });

  it('a GM who unticked "Send email as you": the clock starts and says so; at the reminder time the Record says what was not sent and what to grant', () => {
    const { fake, gas } = playersCampaign();
    fake.grantScopes(
      GM,
      BUILT_SCOPES.filter((s) => s !== SCOPE.sendMail),
    );
    type(fake, MECHS, cell(MECHS, 'move', 2), '');
    const r = gas.startDeadlineClock();
    expect(r.ok).toBe(true);
    expect(r.message).toContain(
      'It cannot send e-mail until you run a Gator menu item again and tick "Send email as you" (https://www.googleapis.com/auth/script.send_mail)',
    );
    expect(fake.advanceClock(DUE - 24 * HOUR - T0).filter((x) => x.error)).toEqual([]);
    expect(fake.sentMail).toEqual([]);
    expect(clockRows({ fake, gas })[1]).toEqual([
      "No reminder sent for round 1's orders, due Thu 3 Dec 20:00 (Etc/UTC).",
      'the reminder time came and they had no orders and were not Ready; 1 e-mail not sent (to anna@example.com): Gator may not send e-mail as you: run a Gator menu item again and tick "Send email as you" (https://www.googleapis.com/auth/script.send_mail) in Google\'s consent screen',
    ]);
  });

  it('a player who unticked both still gives orders, reads the sidebar, the advisor and the clock — and the clock, as the GM, still reminds them', () => {
    const { fake, gas } = playersCampaign();
    type(fake, MECHS, cell(MECHS, 'move', 2), '');
    expect(gas.startDeadlineClock().ok).toBe(true);
    fake.log.reset();
    fake.grantScopes(ANNA, WITHOUT_CLOCK);
    fake.setUser(ANNA);
    expect(fake.env.scopes).toEqual(WITHOUT_CLOCK);
    type(fake, MECHS, cell(MECHS, 'notify', 2), true);
    expect(gas.getSidebarState().status.round).toBe(1);
    expect(gas.getTargetAdvice('Griffin').ok).toBe(true);
    const clock = gas.getDeadlineClock();
    expect([clock.state, clock.owner, clock.due]).toEqual(['on', GM, 'Thu 3 Dec 20:00 (Etc/UTC)']);
    // Her refresh does not touch the GM's trigger.
    expect(fake.triggers.ownedBy(GM)).toHaveLength(1);
    expect(fake.log.count('ScriptApp.newTrigger')).toBe(0);
    const runs = fake.advanceClock(DUE - 24 * HOUR - T0);
    expect(runs.filter((x) => x.user !== GM || x.error)).toEqual([]);
    expect(fake.sentMail.map((m) => m.to)).toEqual([ANNA]);
    expect(
      recordRows(fake)
        .filter((row) => row[2] === 'Deadline clock')
        .map((row) => row[1]),
    ).toEqual([GM, GM]);
  });
});
