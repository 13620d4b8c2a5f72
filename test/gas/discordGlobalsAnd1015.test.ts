// Posting to a Discord webhook (src/gas/discord.ts, docs/discord.md): in Apps Script the post uses the runtime's own
// UrlFetchApp, Utilities and ScriptApp; and only a 429 is Cloudflare's 1015 refusal — another refusal whose body
// happens to hold 1015 is Discord's, quoted.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postToWebhook, webServices } from '../../src/gas/discord';
import { answer, discordAnswering, HOOK } from './discordFakes';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('in Apps Script, the real globals', () => {
  it('UrlFetchApp, Utilities and ScriptApp are the runtime’s own', () => {
    const urlFetch = { fetch: () => undefined };
    const utilities = { sleep: () => undefined };
    const scriptApp = { getAuthorizationInfo: () => undefined };
    vi.stubGlobal('UrlFetchApp', urlFetch);
    vi.stubGlobal('Utilities', utilities);
    vi.stubGlobal('ScriptApp', scriptApp);
    expect([webServices.UrlFetchApp, webServices.Utilities, webServices.ScriptApp]).toEqual([
      urlFetch,
      utilities,
      scriptApp,
    ]);
    expect(webServices.UrlFetchApp).toBe(urlFetch);
    expect(webServices.ScriptApp).toBe(scriptApp);
  });
});

describe("Cloudflare's 1015 is a 429", () => {
  it('a 400 whose body holds 1015 is a plain refusal, quoting Discord', () => {
    const { ws, slept } = discordAnswering(answer(400, '{"message": "Unknown Message", "code": 10151}'));
    expect(postToWebhook(ws, HOOK, ['x'])).toEqual({
      delivered: 0,
      messages: 1,
      failure: 'HTTP 400, refused by Discord: {"message": "Unknown Message", "code": 10151}',
      waited: 0,
    });
    expect(slept).toEqual([]);
  });
});
