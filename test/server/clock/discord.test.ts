// Discord on the deadline clock, through the BUILT bundle with the scripted Discord
// (docs/deadline-clock.md, Discord on the clock): with the Rules tab's Discord webhook set, the
// waiting-on post goes to the channel at reminder time and the round's post when the clock
// resolved it; a refusal (Cloudflare's 1015) is a Record row "not delivered (…)", never a failed
// run, and the e-mails — the clock's primary channel — still go.
import { describe, expect, it } from 'vitest';
import { createFakeWeb } from '../../../src/fakes/web';
import { DISCORD_ANSWERS } from '../../../src/fakes/urlFetch';
import { MECHS } from '../../../src/sheet/schema/mechsTab';
import { cell, setRule, type } from '../harness';
import { WEBHOOK } from '../discord/web';
import { ANNA, BOB, clockRows, DUE, GM, HOUR, playersCampaign, runErrors, T0 } from './clockHarness';

/** The players' campaign, Anna's Griffin without orders, the bundle able to reach the scripted Discord. */
function discordCampaign(webhook = WEBHOOK) {
  const c = playersCampaign();
  const web = createFakeWeb(c.fake);
  Object.assign(c.gas, web.globals());
  if (webhook !== '') setRule(c.fake, 'Discord webhook', webhook);
  type(c.fake, MECHS, cell(MECHS, 'move', 2), '');
  expect(c.gas.startDeadlineClock().ok).toBe(true);
  return { ...c, web };
}

describe('Discord on the clock: the waiting-on post at reminder time, the round when the clock resolved it', () => {
  it('delivered: the channel shows who the table waits on, then the round; the Record says what was posted', () => {
    const c = discordCampaign();
    expect(runErrors(c.fake.advanceClock(DUE - 24 * HOUR - T0))).toEqual([]);
    expect(c.web.discord.channel).toEqual([
      '**Round 1 — orders**\nIn: *Rifleman* (GM), *Blackjack* (GM), *Locust* (GM, ready — no attack line: holds fire)\nWaiting on: *Griffin* (Player 1) — no move\nOrders due Thu 3 Dec 20:00 (Etc/UTC). Missing orders: stand still and hold fire.',
    ]);
    expect(runErrors(c.fake.advanceClock(24 * HOUR))).toEqual([]);
    const round = c.web.discord.channel.slice(1);
    expect(round[0]).toMatch(/^\*\*Round 1( \(part 1 of \d+\))?\*\*\n\|\|/);
    for (const m of round) expect(m.length).toBeLessThanOrEqual(2000);
    const rows = clockRows(c).map((r) => r[0]);
    expect(rows).toContain('The waiting-on post of round 1 posted to Discord (1 message).');
    expect(rows.some((r) => /^Round 1 posted to Discord \(\d+ messages?\)\.$/.test(r))).toBe(true);
    // E-mail still goes first: Anna's reminder, then the round's post to the GM and the players.
    expect(c.fake.sentMail.map((m) => m.to)).toEqual([ANNA, GM, ANNA, BOB, 'carl@example.com']);
  });

  it('refused with Cloudflare 1015 at the deadline: the Record says not delivered, the run completes, the e-mails went', () => {
    const c = discordCampaign();
    c.fake.advanceClock(DUE - 24 * HOUR - T0);
    c.web.discord.answers.push(DISCORD_ANSWERS.cloudflare1015());
    const runs = c.fake.advanceClock(24 * HOUR);
    expect(runErrors(runs)).toEqual([]);
    expect(c.fake.book.sheet('Rules').peekValues()[1][1]).toBe(2);
    const notDelivered = clockRows(c).find((r) => r[0].startsWith('Round 1 not delivered to Discord'));
    expect(notDelivered?.[0]).toMatch(
      /^Round 1 not delivered to Discord \(HTTP 429, Cloudflare error 1015: .*Copy for Discord\): 0 of \d+ messages? posted\.$/,
    );
    expect(notDelivered?.[1]).toBe(
      "passing on the clock's news: Round 1 resolved at the deadline Thu 3 Dec 20:00 (Etc/UTC).",
    );
    expect(c.fake.sentMail.slice(1).map((m) => m.subject)).toEqual([
      'Gator: round 1 of Gator campaign resolved at the deadline',
      'Gator: round 1 of Gator campaign resolved',
      'Gator: round 1 of Gator campaign resolved',
      'Gator: round 1 of Gator campaign resolved',
    ]);
  });

  it("Discord's rate limit past the budget: waited at most 90 s — room left in the 6-minute run for the resolve — then not delivered, and the run completes", () => {
    const c = discordCampaign();
    c.fake.advanceClock(DUE - 24 * HOUR - T0);
    for (let i = 0; i < 10; i++) c.web.discord.answers.push(DISCORD_ANSWERS.rateLimited(40));
    expect(runErrors(c.fake.advanceClock(24 * HOUR))).toEqual([]);
    expect(c.fake.utilities.slept.reduce((a: number, b: number) => a + b, 0)).toBeLessThanOrEqual(90_000);
    expect(
      clockRows(c).some((r) => r[0].startsWith('Round 1 not delivered to Discord (HTTP 429, rate limited by Discord')),
    ).toBe(true);
    expect(c.fake.book.sheet('Rules').peekValues()[1][1]).toBe(2);
  });

  it('no webhook on the Rules tab: nothing is sent to Discord and the Record has no Discord row', () => {
    const c = discordCampaign('');
    c.fake.advanceClock(DUE - T0);
    expect(c.web.discord.received).toEqual([]);
    expect(clockRows(c).filter((r) => r[0].indexOf('Discord') >= 0)).toEqual([]);
  });
});
