// Posting to a Discord webhook (src/gas/discord.ts, docs/discord.md): the 90 s of waiting is one budget for the whole
// post, not one per message; which HTTP statuses count as taken; and the real globals read where Apps Script is absent.
import { describe, expect, it } from 'vitest';
import { postToWebhook, webServices } from '../../src/gas/discord';
import { answer, discordAnswering, HOOK } from './discordFakes';

describe('the 90 s wait budget is shared by all the messages of one post', () => {
  it('60 s slept for an empty bucket after the first message leaves 30 s: a 40 s Retry-After on the second is not waited', () => {
    const { ws, slept } = discordAnswering(
      answer(204, '', { 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset-After': '60' }),
      answer(429, '', { 'Retry-After': '40' }),
    );
    expect(postToWebhook(ws, HOOK, ['one', 'two'])).toEqual({
      delivered: 1,
      messages: 2,
      failure: 'HTTP 429, rate limited by Discord: still refused after waiting 0 s',
      waited: 60_000,
    });
    expect(slept).toEqual([60_000]);
  });

  it('a 20 s Retry-After on the second message fits what is left, and both are delivered', () => {
    const { ws, web, slept } = discordAnswering(
      answer(204, '', { 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset-After': '60' }),
      answer(429, '', { 'Retry-After': '20' }),
    );
    expect(postToWebhook(ws, HOOK, ['one', 'two'])).toEqual({
      delivered: 2,
      messages: 2,
      failure: null,
      waited: 80_000,
    });
    expect(slept).toEqual([60_000, 20_000]);
    expect(web.discord.channel).toEqual(['one', 'two']);
  });
});

describe('every 2xx is a message taken; 300 is not', () => {
  it('HTTP 200 (a webhook asked to wait answers with the message) is delivered', () => {
    const { ws } = discordAnswering(answer(200, '{"id":"1"}'));
    expect(postToWebhook(ws, HOOK, ['x'])).toEqual({ delivered: 1, messages: 1, failure: null, waited: 0 });
  });

  it('HTTP 299 is still taken', () => {
    const { ws } = discordAnswering(answer(299));
    expect(postToWebhook(ws, HOOK, ['x']).failure).toBeNull();
  });

  it('HTTP 300 is a refusal, not a delivery, and is not waited out', () => {
    const { ws, slept } = discordAnswering(answer(300, 'Multiple Choices'));
    expect(postToWebhook(ws, HOOK, ['x'])).toEqual({
      delivered: 0,
      messages: 1,
      failure: 'HTTP 300, refused by Discord: Multiple Choices',
      waited: 0,
    });
    expect(slept).toEqual([]);
  });
});

describe('the real globals, outside Apps Script (the offline playground)', () => {
  it('UrlFetchApp and ScriptApp read as missing rather than throwing, and a post says it cannot reach the web', () => {
    expect(webServices.UrlFetchApp).toBeUndefined();
    expect(webServices.ScriptApp).toBeUndefined();
    expect(postToWebhook(webServices, HOOK, ['x'])).toEqual({
      delivered: 0,
      messages: 1,
      failure: 'this copy of Gator cannot reach the web (UrlFetchApp is missing)',
      waited: 0,
    });
  });
});
