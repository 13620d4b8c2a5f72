// Posting to a Discord webhook (src/gas/discord.ts, docs/discord.md): which refusals Gator waits out and tries again
// — a rate limit (429) and every server error from 500 up — and what it tells the GM of a webhook Discord does not
// know (401, 404), called directly with the fakes.
import { describe, expect, it } from 'vitest';
import { postToWebhook } from '../../src/gas/discord';
import { answer, discordAnswering, HOOK } from './discordFakes';

describe('a server error is waited out and tried again, from HTTP 500 up', () => {
  it('a 500 then a 502: Gator sleeps 1 s, then 2 s, and the message is delivered', () => {
    const { ws, web, slept } = discordAnswering(answer(500, 'Internal Server Error'), answer(502, 'Bad Gateway'));
    expect(postToWebhook(ws, HOOK, ['**Round 1**'])).toEqual({
      delivered: 1,
      messages: 1,
      failure: null,
      waited: 3000,
    });
    expect(slept).toEqual([1000, 2000]);
    expect(web.discord.channel).toEqual(['**Round 1**']);
  });

  it('a server error that never lifts: tried six times, then said without "rate limited", which it is not', () => {
    const { ws } = discordAnswering(...Array.from({ length: 6 }, () => answer(500)));
    expect(postToWebhook(ws, HOOK, ['x']).failure).toBe('HTTP 500: still refused after waiting 31 s');
  });

  it('a 499 is no server error: refused at once, with no wait', () => {
    const { ws, slept } = discordAnswering(answer(499));
    expect(postToWebhook(ws, HOOK, ['x'])).toEqual({
      delivered: 0,
      messages: 1,
      failure: 'HTTP 499, refused by Discord',
      waited: 0,
    });
    expect(slept).toEqual([]);
  });
});

describe('a rate limit that never lifts is said to be one', () => {
  it('six 429s naming no wait: backing off 1, 2, 4, 8, 16 s, then "rate limited by Discord"', () => {
    const { ws, slept } = discordAnswering(...Array.from({ length: 6 }, () => answer(429, 'slow down')));
    expect(postToWebhook(ws, HOOK, ['x'])).toEqual({
      delivered: 0,
      messages: 1,
      failure: 'HTTP 429, rate limited by Discord: still refused after waiting 31 s',
      waited: 31_000,
    });
    expect(slept).toEqual([1000, 2000, 4000, 8000, 16000]);
  });
});

describe('a webhook Discord does not know (401, 404): deleted or mistyped, to copy again', () => {
  it.each([401, 404])('HTTP %i', (code) => {
    const { ws } = discordAnswering(answer(code, JSON.stringify({ message: 'Unknown Webhook', code: 10015 })));
    expect(postToWebhook(ws, HOOK, ['x']).failure).toBe(
      `HTTP ${code}: Discord does not know this webhook — it was deleted or mistyped; copy it again into the Rules tab's Discord webhook`,
    );
  });

  it('a 403 is a plain refusal, quoting Discord', () => {
    const { ws } = discordAnswering(answer(403, 'Missing Access'));
    expect(postToWebhook(ws, HOOK, ['x']).failure).toBe('HTTP 403, refused by Discord: Missing Access');
  });
});
