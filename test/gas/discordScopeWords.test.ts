// A fetch refused for the external-request scope (src/gas/discord.ts): whatever the runtime's words, a refusal that
// names the scope — first or later in the message — tells the GM which permission to allow.
import { describe, expect, it } from 'vitest';
import { EXTERNAL_REQUEST_SCOPE } from '../../src/gas/consent';
import { postToWebhook, SCOPE_NOT_GRANTED, type WebServices } from '../../src/gas/discord';
import { createFakeServices } from '../../src/fakes';

/** A runtime whose fetch always throws `message`, and which cannot say beforehand what was granted. */
function refusing(message: string): WebServices {
  const fake = createFakeServices();
  return {
    UrlFetchApp: {
      fetch: () => {
        throw new Error(message);
      },
    } as unknown as WebServices['UrlFetchApp'],
    Utilities: fake.Utilities,
    ScriptApp: undefined,
  };
}

describe('a fetch refused for want of the external-request scope', () => {
  it('the message starting with the scope itself: the GM is told what to allow', () => {
    const d = postToWebhook(
      refusing(`${EXTERNAL_REQUEST_SCOPE} is required to call UrlFetchApp.fetch`),
      'https://discord.com/api/webhooks/1/abc',
      ['x'],
    );
    expect(d).toEqual({ delivered: 0, messages: 1, failure: SCOPE_NOT_GRANTED, waited: 0 });
  });

  it("a message naming no scope is the runtime's own words", () => {
    const d = postToWebhook(refusing('Exception: Request failed'), 'https://discord.com/api/webhooks/1/abc', ['x']);
    expect(d).toEqual({ delivered: 0, messages: 1, failure: 'Exception: Request failed', waited: 0 });
  });
});
