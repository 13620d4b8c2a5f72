// Posting to a Discord webhook, called directly (docs/discord.md): what the GM reads when Discord refuses, how long
// Gator sleeps for Discord's rate limit and its empty bucket, and a report — never an exception — when the runtime
// itself fails. The bundle's own tests (test/server/discord) post a whole round; these hold the edges they do not reach.
import { describe, expect, it } from 'vitest';
import { createFakeServices, MANIFEST_SCOPES, SCOPE } from '../../src/fakes';
import { DISCORD_ANSWERS, type ScriptedAnswer } from '../../src/fakes/urlFetch';
import { createFakeWeb } from '../../src/fakes/web';
import { postToWebhook, SCOPE_NOT_GRANTED, WAIT_BUDGET_MS, type WebServices } from '../../src/gas/discord';

const HOOK = 'https://discord.com/api/webhooks/1/abc';

/** The fakes as postToWebhook's services; `scriptApp` replaces ScriptApp (undefined: a runtime that cannot tell). */
function services(scopes: readonly string[] = MANIFEST_SCOPES, scriptApp?: 'none' | WebServices['ScriptApp']) {
  const fake = createFakeServices({ scopes });
  const web = createFakeWeb(fake);
  const app = scriptApp === 'none' ? undefined : (scriptApp ?? fake.globals().ScriptApp);
  const ws: WebServices = {
    UrlFetchApp: web.globals().UrlFetchApp as WebServices['UrlFetchApp'],
    Utilities: fake.Utilities,
    ScriptApp: app as WebServices['ScriptApp'],
  };
  return { fake, web, ws };
}

const answer = (status: number, body = '', headers: Record<string, string> = {}): ScriptedAnswer => ({
  status,
  body,
  headers,
});

describe('the runtime cannot reach Discord: said, never thrown', () => {
  it('a copy of Gator without UrlFetchApp (the offline playground) says it cannot reach the web', () => {
    const { ws } = services();
    const d = postToWebhook({ ...ws, UrlFetchApp: undefined }, HOOK, ['a', 'b']);
    expect(d).toEqual({
      delivered: 0,
      messages: 2,
      failure: 'this copy of Gator cannot reach the web (UrlFetchApp is missing)',
      waited: 0,
    });
  });

  it('a ScriptApp that cannot say what was granted does not stop the post: the fetch is tried and delivered', () => {
    const { ws, web } = services();
    const app = ws.ScriptApp as NonNullable<WebServices['ScriptApp']>;
    const throwing = {
      AuthMode: app.AuthMode,
      AuthorizationStatus: app.AuthorizationStatus,
      getAuthorizationInfo: () => {
        throw new Error('Exception: Authorization is required to perform that action.');
      },
    } as unknown as WebServices['ScriptApp'];
    const d = postToWebhook({ ...ws, ScriptApp: throwing }, HOOK, ['**Round 1**']);
    expect(d).toEqual({ delivered: 1, messages: 1, failure: null, waited: 0 });
    expect(web.discord.channel).toEqual(['**Round 1**']);
  });

  it('where the scope cannot be checked beforehand, the fetch refused for it names the scope to grant', () => {
    const { ws } = services([SCOPE.spreadsheetsCurrentOnly], 'none');
    const d = postToWebhook(ws, HOOK, ['x']);
    expect(d.failure).toBe(SCOPE_NOT_GRANTED);
    expect(d.failure).toContain('allow "Connect to an external service"');
    expect(d.delivered).toBe(0);
  });

  it("any other exception of the fetch is reported in the runtime's own words", () => {
    const { ws } = services();
    const d = postToWebhook(ws, 'https://example.com/not-discord', ['x', 'y']);
    expect(d).toEqual({
      delivered: 0,
      messages: 2,
      failure: 'Exception: Address unavailable: https://example.com/not-discord',
      waited: 0,
    });
  });
});

describe("Discord's empty bucket (X-RateLimit-Remaining: 0): the next message waits X-RateLimit-Reset-After", () => {
  const emptyBucket = (resetAfter: string) =>
    answer(204, '', { 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset-After': resetAfter });

  it('a bucket emptied with 1.5 s to go: Gator sleeps 1500 ms before the next message, and counts it', () => {
    const { ws, web, fake } = services();
    web.discord.answers.push(emptyBucket('1.5'));
    const d = postToWebhook(ws, HOOK, ['one', 'two']);
    expect(d).toEqual({ delivered: 2, messages: 2, failure: null, waited: 1500 });
    expect(fake.utilities.slept).toEqual([1500]);
    const [first, second] = web.discord.received;
    expect(second.at - first.at).toBe(1500);
  });

  it('a bucket that resets in 0 s, or a bucket not empty, is not waited for', () => {
    const { ws, web, fake } = services();
    web.discord.answers.push(emptyBucket('0'));
    web.discord.answers.push(answer(204, '', { 'X-RateLimit-Remaining': '1', 'X-RateLimit-Reset-After': '5' }));
    expect(postToWebhook(ws, HOOK, ['one', 'two', 'three']).waited).toBe(0);
    expect(fake.utilities.slept).toEqual([]);
  });

  it('a wait that exactly fills the 90 s budget is slept; one past it is not (the round must still fit its run)', () => {
    const exact = services();
    exact.web.discord.answers.push(emptyBucket(String(WAIT_BUDGET_MS / 1000)));
    expect(postToWebhook(exact.ws, HOOK, ['one']).waited).toBe(90_000);
    expect(exact.fake.utilities.slept).toEqual([90_000]);

    const over = services();
    over.web.discord.answers.push(emptyBucket(String(WAIT_BUDGET_MS / 1000 + 1)));
    const d = postToWebhook(over.ws, HOOK, ['one']);
    expect(d).toEqual({ delivered: 1, messages: 1, failure: null, waited: 0 });
    expect(over.fake.utilities.slept).toEqual([]);
  });
});

describe("waiting before trying again: Retry-After, else the body's retry_after, else a back-off doubled each time", () => {
  it("a 429 without Retry-After waits the JSON body's retry_after (2.5 s)", () => {
    const { ws, web, fake } = services();
    web.discord.answers.push(answer(429, JSON.stringify({ message: 'You are being rate limited.', retry_after: 2.5 })));
    const d = postToWebhook(ws, HOOK, ['x']);
    expect(d).toEqual({ delivered: 1, messages: 1, failure: null, waited: 2500 });
    expect(fake.utilities.slept).toEqual([2500]);
  });

  it('a 429 naming no wait at all backs off 1 s, then 2 s', () => {
    const { ws, web, fake } = services();
    web.discord.answers.push(answer(429, 'slow down'), answer(429, 'slow down'));
    const d = postToWebhook(ws, HOOK, ['x']);
    expect(d.failure).toBeNull();
    expect(fake.utilities.slept).toEqual([1000, 2000]);
    expect(web.discord.channel).toEqual(['x']);
  });

  it('a server error (5xx) is tried six times, backing off 1, 2, 4, 8, 16 s, then said without "rate limited"', () => {
    const { ws, web, fake } = services();
    for (let i = 0; i < 6; i++) web.discord.answers.push(answer(503, 'upstream connect error'));
    const d = postToWebhook(ws, HOOK, ['x', 'y']);
    expect(fake.utilities.slept).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(d).toEqual({
      delivered: 0,
      messages: 2,
      failure: 'HTTP 503: still refused after waiting 31 s',
      waited: 31_000,
    });
    expect(web.discord.received).toHaveLength(6);
  });

  it('the 1015 refusal is still told apart from a plain rate limit', () => {
    const { ws, web } = services();
    web.discord.answers.push(DISCORD_ANSWERS.cloudflare1015());
    expect(postToWebhook(ws, HOOK, ['x']).failure).toMatch(/^HTTP 429, Cloudflare error 1015: /);
  });
});

describe("a refusal waiting will not cure: Discord's own words, when short enough to read", () => {
  it('a 400 with a short body quotes it', () => {
    const { ws, web } = services();
    const body = JSON.stringify({ message: 'Invalid Form Body', code: 50035 });
    web.discord.answers.push(answer(400, body));
    expect(postToWebhook(ws, HOOK, ['x']).failure).toBe(`HTTP 400, refused by Discord: ${body}`);
  });

  it('a body of exactly 200 characters is quoted; 201 characters, or none, is not', () => {
    const at200 = services();
    at200.web.discord.answers.push(answer(403, 'e'.repeat(200)));
    expect(postToWebhook(at200.ws, HOOK, ['x']).failure).toBe(`HTTP 403, refused by Discord: ${'e'.repeat(200)}`);

    const at201 = services();
    at201.web.discord.answers.push(answer(403, 'e'.repeat(201)));
    expect(postToWebhook(at201.ws, HOOK, ['x']).failure).toBe('HTTP 403, refused by Discord');

    const empty = services();
    empty.web.discord.answers.push(answer(413));
    expect(postToWebhook(empty.ws, HOOK, ['x']).failure).toBe('HTTP 413, refused by Discord');
  });

  it('a refusal part-way stops there: the messages before it count as delivered', () => {
    const { ws, web } = services();
    web.discord.answers.push(DISCORD_ANSWERS.delivered(), answer(400, ''));
    const d = postToWebhook(ws, HOOK, ['one', 'two', 'three']);
    expect(d).toMatchObject({ delivered: 1, messages: 3, failure: 'HTTP 400, refused by Discord' });
    expect(web.discord.channel).toEqual(['one']);
  });
});
