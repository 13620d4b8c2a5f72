/**
 * The fakes' way out to the web, beside the spreadsheet's services (services.ts): UrlFetchApp answered by a scripted
 * Discord (urlFetch.ts), counted and gated like every other service, against the same granted scopes (ScriptApp, which
 * says which scopes those are, is among the spreadsheet's services: scriptApp.ts). Sleeping advances the Utilities' fake clock.
 *
 * @example
 *   const fake = createFakeServices();
 *   const web = createFakeWeb(fake);
 *   const gas = loadBundle({ ...fake.globals(), ...web.globals() });
 *   web.discord.answers.push(DISCORD_ANSWERS.rateLimited(2));
 */
import { counted } from './calls';
import { platformGate } from './gate';
import type { FakeServices } from './services';
import { FakeDiscord, FakeUrlFetchApp } from './urlFetch';

export interface FakeWeb {
  /** The scripted Discord: queue its answers, read what it received and what its channel shows. */
  readonly discord: FakeDiscord;
  /** UrlFetchApp as a counting view, for `loadBundle({ ...fake.globals(), ...web.globals() })`. */
  globals(): Record<string, unknown>;
}

export function createFakeWeb(fake: FakeServices): FakeWeb {
  const gate = platformGate(fake.env);
  const discord = new FakeDiscord(() => fake.utilities.clockMs);
  const globals = {
    UrlFetchApp: counted(new FakeUrlFetchApp(discord), fake.log, gate),
  };
  return { discord, globals: () => ({ ...globals }) };
}
