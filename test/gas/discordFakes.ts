// The Discord webhook on the fakes, for the tests of src/gas/discord.ts called directly.
import { createFakeServices, MANIFEST_SCOPES } from '../../src/fakes';
import type { ScriptedAnswer } from '../../src/fakes/urlFetch';
import { createFakeWeb } from '../../src/fakes/web';
import type { WebServices } from '../../src/gas/discord';

export const HOOK = 'https://discord.com/api/webhooks/1/abc';

/** postToWebhook's services on the fakes, Discord first giving `answers`, then taking every message. */
export function discordAnswering(...answers: ScriptedAnswer[]) {
  const fake = createFakeServices({ scopes: MANIFEST_SCOPES });
  const web = createFakeWeb(fake);
  web.discord.answers.push(...answers);
  const ws: WebServices = {
    UrlFetchApp: web.globals().UrlFetchApp as WebServices['UrlFetchApp'],
    Utilities: fake.Utilities,
    ScriptApp: fake.globals().ScriptApp as WebServices['ScriptApp'],
  };
  return { ws, web, slept: fake.utilities.slept };
}

/** Discord's answer: a status, a body and headers. */
export const answer = (status: number, body = '', headers: Record<string, string> = {}): ScriptedAnswer => ({
  status,
  body,
  headers,
});
