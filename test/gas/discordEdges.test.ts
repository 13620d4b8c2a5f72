// Posting to a Discord webhook (src/gas/discord.ts, docs/discord.md), at its edges: the scope the GM unticked is
// found before anything is sent, mentions are off in what is sent, and the exact waits Discord names are honoured —
// a zero Retry-After, a wait that uses the whole 90 s budget, and a server error's Retry-After (which Gator ignores).
import { describe, expect, it } from 'vitest';
import { createFakeServices, MANIFEST_SCOPES } from '../../src/fakes';
import { createFakeWeb } from '../../src/fakes/web';
import { EXTERNAL_REQUEST_SCOPE } from '../../src/gas/consent';
import { postToWebhook, SCOPE_NOT_GRANTED, WAIT_BUDGET_MS, type WebServices } from '../../src/gas/discord';
import { answer, discordAnswering, HOOK } from './discordFakes';

describe('the external-request scope unticked: said before any request is made', () => {
  it('nothing reaches Discord, and the GM is told which permission to allow', () => {
    const fake = createFakeServices({ scopes: MANIFEST_SCOPES.filter((s) => s !== EXTERNAL_REQUEST_SCOPE) });
    const web = createFakeWeb(fake);
    const fetcher = web.globals().UrlFetchApp as NonNullable<WebServices['UrlFetchApp']>;
    // Counted here: the fakes refuse an ungranted fetch before Discord would see it.
    const tried: string[] = [];
    const ws: WebServices = {
      UrlFetchApp: {
        fetch: (url, params) => {
          tried.push(url);
          return fetcher.fetch(url, params);
        },
      },
      Utilities: fake.Utilities,
      ScriptApp: fake.globals().ScriptApp as WebServices['ScriptApp'],
    };
    expect(postToWebhook(ws, HOOK, ['**Round 1**', 'more'])).toEqual({
      delivered: 0,
      messages: 2,
      failure: SCOPE_NOT_GRANTED,
      waited: 0,
    });
    expect(tried).toEqual([]);
  });
});

describe('mentions are turned off: a mech named @everyone pings nobody', () => {
  it('each message goes as JSON content with allowed_mentions parsing nothing', () => {
    const { ws, web } = discordAnswering();
    postToWebhook(ws, HOOK, ['@everyone fell']);
    expect(web.discord.received.map((r) => [r.contentType, JSON.parse(r.payload)])).toEqual([
      ['application/json', { content: '@everyone fell', allowed_mentions: { parse: [] } }],
    ]);
  });
});

describe("Cloudflare's error 1015 is not waited out, however its body is worded", () => {
  it('a 429 whose body starts with 1015 is refused at once, with no sleep', () => {
    const { ws, slept } = discordAnswering(answer(429, '1015: access denied'));
    expect(postToWebhook(ws, HOOK, ['x'])).toEqual({
      delivered: 0,
      messages: 1,
      failure:
        "HTTP 429, Cloudflare error 1015: Discord's network refuses Google's shared servers, sometimes for days; post it by hand with Copy for Discord",
      waited: 0,
    });
    expect(slept).toEqual([]);
  });
});

describe('the waits Discord names for a rate limit', () => {
  it('Retry-After: 0 is a wait of the shortest pause, 250 ms, not a back-off', () => {
    const { ws, slept } = discordAnswering(answer(429, '', { 'Retry-After': '0' }));
    expect(postToWebhook(ws, HOOK, ['x'])).toEqual({ delivered: 1, messages: 1, failure: null, waited: 250 });
    expect(slept).toEqual([250]);
  });

  it('a body retry_after of 0 (no header) is likewise 250 ms', () => {
    const { ws, slept } = discordAnswering(answer(429, '{"retry_after":0}'));
    expect(postToWebhook(ws, HOOK, ['x']).waited).toBe(250);
    expect(slept).toEqual([250]);
  });

  it('a Retry-After of exactly the 90 s budget is still waited, and the message delivered', () => {
    const { ws, slept } = discordAnswering(answer(429, '', { 'Retry-After': String(WAIT_BUDGET_MS / 1000) }));
    expect(postToWebhook(ws, HOOK, ['x'])).toEqual({ delivered: 1, messages: 1, failure: null, waited: 90_000 });
    expect(slept).toEqual([90_000]);
  });
});

describe('a server error backs off 1 s, 2 s, … whatever Retry-After it carries', () => {
  it('a 503 with Retry-After: 30 is retried after 1 s', () => {
    const { ws, slept } = discordAnswering(answer(503, '', { 'Retry-After': '30' }));
    expect(postToWebhook(ws, HOOK, ['x'])).toEqual({ delivered: 1, messages: 1, failure: null, waited: 1000 });
    expect(slept).toEqual([1000]);
  });
});
