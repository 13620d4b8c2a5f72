// Post to Discord through the built bundle (docs/discord.md): the round's post as Discord markdown, in order, to the
// Rules tab's webhook; Discord's rate limit waited out on the fake clock within a budget; Cloudflare's 1015 and every
// other refusal said — "not delivered (HTTP 429 …)" — never thrown.
import { describe, expect, it } from 'vitest';
import { DISCORD_ANSWERS } from '../../../src/fakes/urlFetch';
import { SCOPE } from '../../../src/fakes';
import { BUILT_SCOPES, setRule } from '../harness';
import { webCampaign, WEBHOOK } from './web';

/** The demo's round 1 resolved, with a webhook set. */
function resolved(webhook?: string) {
  const c = webCampaign(webhook);
  const r = c.gas.resolveRound(1);
  expect(r.ok).toBe(true);
  c.fake.log.reset();
  return { ...c, bbcode: r.report.bbcode as string };
}

describe('Post the round to Discord: the forum post as Discord markdown, message after message', () => {
  it("posts round 1 to the webhook, each message JSON with mentions off, in order; the channel reads the round's post", () => {
    const c = resolved();
    const r = c.gas.postRoundToDiscord();
    expect(r).toMatchObject({ ok: true, what: 'round 1', complete: true });
    expect(r.text).toMatch(/^Round 1 posted to Discord \(\d+ messages?\)\.$/);
    expect(c.web.discord.received.map((q) => q.url)).toEqual(c.web.discord.received.map(() => WEBHOOK));
    const first = JSON.parse(c.web.discord.received[0].payload);
    expect(first.allowed_mentions).toEqual({ parse: [] });
    expect(c.web.discord.channel[0]).toMatch(/^\*\*Round 1( \(part 1 of \d+\))?\*\*\n\|\|/);
    for (const m of c.web.discord.channel) expect(m.length).toBeLessThanOrEqual(2000);
    expect(c.web.discord.channel.join('\n')).toContain('*Griffin*');
    // Read-only: posting writes nothing to the sheet.
    expect(c.fake.log.count('setValues')).toBe(0);
  });

  it('the Gator menu item says what Discord did', () => {
    const c = resolved();
    c.fake.ui.alerts.length = 0;
    c.gas.menuPostToDiscord();
    expect(c.fake.ui.alerts.map((a: { title: string }) => a.title)).toEqual(['Gator: post to Discord']);
    expect(c.fake.ui.alerts[0].prompt).toMatch(/^Round 1 posted to Discord/);
  });
});

describe("Discord's rate limit: HTTP 429 waited out as Retry-After says, within a budget that fits a 6-minute run", () => {
  it('a 429 asking for 3 s is waited (on the fake clock) and the message posted again; nothing is lost', () => {
    const c = resolved();
    c.web.discord.answers.push(DISCORD_ANSWERS.rateLimited(3));
    const r = c.gas.postRoundToDiscord();
    expect(r.complete).toBe(true);
    expect(c.fake.utilities.slept).toEqual([3000]);
    const [refused, again] = c.web.discord.received;
    expect(again.payload).toBe(refused.payload);
    expect(again.at - refused.at).toBe(3000);
  });

  it('a rate limit longer than the budget: "not delivered (HTTP 429 …)", no exception, the waits within 90 s', () => {
    const c = resolved();
    for (let i = 0; i < 10; i++) c.web.discord.answers.push(DISCORD_ANSWERS.rateLimited(40));
    const r = c.gas.postRoundToDiscord();
    expect(r.ok).toBe(true);
    expect(r.complete).toBe(false);
    expect(r.text).toMatch(
      /^Round 1 not delivered to Discord \(HTTP 429, rate limited by Discord: still refused after waiting 80 s\): 0 of \d+ messages? posted\.$/,
    );
    expect(c.fake.utilities.slept.reduce((a: number, b: number) => a + b, 0)).toBeLessThanOrEqual(90_000);
  });

  it("Cloudflare's error 1015 is not retried: not delivered, and the GM told to paste it by hand", () => {
    const c = resolved();
    c.web.discord.answers.push(DISCORD_ANSWERS.cloudflare1015());
    const r = c.gas.postRoundToDiscord();
    expect(r.complete).toBe(false);
    expect(r.text).toContain('not delivered to Discord (HTTP 429, Cloudflare error 1015');
    expect(r.text).toContain('Copy for Discord');
    expect(c.web.discord.received).toHaveLength(1);
    expect(c.fake.utilities.slept).toEqual([]);
  });

  it('a deleted webhook (404) says so and names the Rules tab', () => {
    const c = resolved();
    c.web.discord.answers.push(DISCORD_ANSWERS.unknownWebhook());
    const r = c.gas.postRoundToDiscord();
    expect(r.text).toContain(
      "HTTP 404: Discord does not know this webhook — it was deleted or mistyped; copy it again into the Rules tab's Discord webhook",
    );
  });
});

describe('the external-request scope: checked before any request, and what to grant said', () => {
  it('a user who unticked "Connect to an external service": nothing fetched, the scope named', () => {
    const c = resolved();
    c.fake.env.scopes = BUILT_SCOPES.filter((s) => s !== SCOPE.externalRequest);
    const r = c.gas.postRoundToDiscord();
    expect(r.complete).toBe(false);
    expect(r.text).toContain(`Gator is not allowed to connect to an external service (${SCOPE.externalRequest})`);
    expect(c.fake.log.count('UrlFetchApp.fetch')).toBe(0);
    expect(c.web.discord.received).toHaveLength(0);
  });
});

describe("the Rules tab's Discord webhook", () => {
  it('blank: Post to Discord refuses, saying where to paste one; nothing is sent', () => {
    const c = resolved('');
    const r = c.gas.postRoundToDiscord();
    expect(r.ok).toBe(false);
    expect(r.problems[0].message).toMatch(
      /^The Rules tab's Discord webhook is blank: paste the channel's webhook address there/,
    );
    expect(c.web.discord.received).toHaveLength(0);
  });

  it('not a Discord webhook: a problem of its cell saying what was expected, and nothing sent', () => {
    const c = resolved();
    setRule(c.fake, 'Discord webhook', 'https://example.com/hook');
    const r = c.gas.postRoundToDiscord();
    expect(r.ok).toBe(false);
    expect(r.problems[0].message).toMatch(
      /^Rules!B\d+: Discord webhook must be a Discord webhook address, https:\/\/discord\.com\/api\/webhooks\/… \(Discord: channel settings ▸ Integrations ▸ Webhooks ▸ Copy Webhook URL\), or blank for none, got "https:\/\/example\.com\/hook"$/,
    );
    expect(c.web.discord.received).toHaveLength(0);
  });

  it('discordapp.com, the older address, is taken too', () => {
    const c = resolved(WEBHOOK.replace('discord.com', 'discordapp.com'));
    expect(c.gas.postRoundToDiscord().complete).toBe(true);
  });

  it('before any round: nothing to post, said', () => {
    const c = webCampaign();
    const r = c.gas.postRoundToDiscord();
    expect(r.problems[0].message).toBe('No round has been resolved yet: there is no post to send to Discord.');
  });
});
