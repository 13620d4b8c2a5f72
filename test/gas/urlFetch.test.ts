// The fakes' way out to the web (src/fakes/web.ts) behaves as Google's reference says: UrlFetchApp.fetch needs the
// external-request scope; an HTTP error throws unless muteHttpExceptions; the HTTPResponse answers its code, text and
// headers; Utilities.sleep advances a fake clock (at most 5 minutes a call); ScriptApp tells which scopes were granted.
// The scripted Discord answers as Execute Webhook does.
import { describe, expect, it } from 'vitest';
import { createFakeServices, MANIFEST_SCOPES, SCOPE } from '../../src/fakes';
import { DISCORD_ANSWERS } from '../../src/fakes/urlFetch';
import { createFakeWeb } from '../../src/fakes/web';

const HOOK = 'https://discord.com/api/webhooks/1/abc';

function web(scopes: readonly string[] = MANIFEST_SCOPES) {
  const fake = createFakeServices({ scopes });
  const w = createFakeWeb(fake);
  const g = w.globals() as {
    UrlFetchApp: { fetch(url: string, params?: object): any };
    ScriptApp: { AuthMode: { FULL: string }; getAuthorizationInfo(mode: string, scopes?: string[]): any };
  };
  return { fake, web: w, ...g, ScriptApp: fake.globals().ScriptApp as typeof g.ScriptApp };
}

const post = (content: string, mute = true) => ({
  method: 'post',
  contentType: 'application/json',
  payload: JSON.stringify({ content }),
  muteHttpExceptions: mute,
});

describe('UrlFetchApp.fetch: the external-request scope, muteHttpExceptions, the HTTPResponse', () => {
  it("without script.external_request the call is refused with Apps Script's own words", () => {
    const { UrlFetchApp } = web([SCOPE.spreadsheetsCurrentOnly]);
    expect(() => UrlFetchApp.fetch(HOOK, post('hi'))).toThrow(
      'Exception: You do not have permission to call UrlFetchApp.fetch. Required permissions: https://www.googleapis.com/auth/script.external_request.',
    );
  });

  it('a post Discord takes: 204, no content; the channel shows it; the call is counted', () => {
    const { UrlFetchApp, web: w, fake } = web();
    const r = UrlFetchApp.fetch(HOOK, post('**Round 1**'));
    expect(r.getResponseCode()).toBe(204);
    expect(r.getContentText()).toBe('');
    expect(w.discord.channel).toEqual(['**Round 1**']);
    expect(fake.log.count('UrlFetchApp.fetch')).toBe(1);
  });

  it('an HTTP error with muteHttpExceptions comes back as the response: 429, Retry-After, the JSON body', () => {
    const { UrlFetchApp, web: w } = web();
    w.discord.answers.push(DISCORD_ANSWERS.rateLimited(2.5));
    const r = UrlFetchApp.fetch(HOOK, post('x'));
    expect(r.getResponseCode()).toBe(429);
    expect(r.getHeaders()['Retry-After']).toBe('3');
    expect(JSON.parse(r.getContentText())).toMatchObject({ retry_after: 2.5 });
    expect(w.discord.channel).toEqual([]);
  });

  it('without muteHttpExceptions an HTTP error throws "Request failed for … returned code 429"', () => {
    const { UrlFetchApp, web: w } = web();
    w.discord.answers.push(DISCORD_ANSWERS.cloudflare1015());
    expect(() => UrlFetchApp.fetch(HOOK, post('x', false))).toThrow(
      'Exception: Request failed for https://discord.com returned code 429. Truncated server response: error code: 1015 (use muteHttpExceptions option to examine full response)',
    );
  });

  it('Discord refuses a message over 2,000 characters (400), and a host other than Discord is never reached', () => {
    const { UrlFetchApp } = web();
    expect(UrlFetchApp.fetch(HOOK, post('x'.repeat(2001))).getResponseCode()).toBe(400);
    expect(UrlFetchApp.fetch(HOOK, post('x'.repeat(2000))).getResponseCode()).toBe(204);
    expect(() => UrlFetchApp.fetch('https://example.com/', post('x'))).toThrow('Address unavailable');
  });
});

describe('Utilities.sleep: a fake clock, at most 300000 ms a call', () => {
  it('advances the clock by what was asked, at once', () => {
    const fake = createFakeServices();
    fake.Utilities.sleep(1500);
    fake.Utilities.sleep(300000);
    expect(fake.utilities.slept).toEqual([1500, 300000]);
    expect(fake.utilities.clockMs).toBe(301500);
    expect(() => fake.Utilities.sleep(300001)).toThrow('Invalid argument');
  });
});

describe('ScriptApp.getAuthorizationInfo: which of the scopes asked about the user granted (granular consent)', () => {
  it('answers the granted scopes of the list, REQUIRED while one is missing', () => {
    const granted = web([SCOPE.spreadsheetsCurrentOnly]);
    const info = granted.ScriptApp.getAuthorizationInfo(granted.ScriptApp.AuthMode.FULL, [
      SCOPE.spreadsheetsCurrentOnly,
      SCOPE.externalRequest,
    ]);
    expect(info.getAuthorizedScopes()).toEqual([SCOPE.spreadsheetsCurrentOnly]);
    expect(info.getAuthorizationStatus()).toBe('REQUIRED');
    const all = web();
    expect(
      all.ScriptApp.getAuthorizationInfo(all.ScriptApp.AuthMode.FULL, [SCOPE.externalRequest]).getAuthorizationStatus(),
    ).toBe('NOT_REQUIRED');
  });
});
