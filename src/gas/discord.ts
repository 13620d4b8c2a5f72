/**
 * Posting to a Discord webhook (docs/discord.md): the only code touching UrlFetchApp. Messages go in order, one
 * request each, with `muteHttpExceptions` so a refusal comes back as a status instead of an exception. Discord's rate
 * limit (HTTP 429 with Retry-After) is waited out with Utilities.sleep, within a budget that leaves a 6-minute run
 * room for the round itself; Cloudflare's error 1015 — Discord's edge refusing Google's shared servers, often for
 * hours — is not retried. Whatever happens, the caller gets a report, never an exception: a round resolved by the
 * deadline clock must not fail because Discord did.
 */
import { consentWords, EXTERNAL_REQUEST_SCOPE, granted } from './consent';
import type { ClockScriptApp } from './services';

/** The longest Gator sleeps in all, waiting out Discord's rate limit, for one post. */
export const WAIT_BUDGET_MS = 90_000;

/** How long to wait for a server error (5xx) or a 429 that names no wait: doubled each time. */
const FIRST_BACKOFF_MS = 1000;

interface HttpResponse {
  getResponseCode(): number;
  getContentText(): string;
  getHeaders(): object;
}

interface UrlFetch {
  fetch(
    url: string,
    params: { method: 'post'; contentType: string; payload: string; muteHttpExceptions: boolean },
  ): HttpResponse;
}

/** The services a post to Discord uses; each is undefined where the runtime has none (the offline playground). */
export interface WebServices {
  readonly UrlFetchApp: UrlFetch | undefined;
  readonly Utilities: { sleep(milliseconds: number): void };
  readonly ScriptApp: Pick<ClockScriptApp, 'AuthMode' | 'AuthorizationStatus' | 'getAuthorizationInfo'> | undefined;
}

/** The real globals, read when first used. */
export const webServices: WebServices = {
  get UrlFetchApp() {
    return typeof UrlFetchApp === 'undefined' ? undefined : (UrlFetchApp as unknown as UrlFetch);
  },
  get Utilities() {
    return Utilities;
  },
  get ScriptApp() {
    return typeof ScriptApp === 'undefined' ? undefined : (ScriptApp as unknown as WebServices['ScriptApp']);
  },
};

/** What became of a post: how many of its messages Discord took, and why it stopped when it did. */
export interface Delivery {
  readonly delivered: number;
  readonly messages: number;
  /** Null when every message was delivered; else `HTTP 429 …`, in words. */
  readonly failure: string | null;
  /** Milliseconds slept waiting out the rate limit. */
  readonly waited: number;
}

/** Why Gator may not reach Discord: the scope not granted, said with what to grant. */
export const SCOPE_NOT_GRANTED = `Gator is not allowed to connect to an external service (${EXTERNAL_REQUEST_SCOPE}): run Extensions ▸ Gator ▸ Post the round to Discord and allow "${consentWords(EXTERNAL_REQUEST_SCOPE)}" when Google asks`;

/**
 * Whether the user unticked the external-request scope (granular consent), asked as the clock asks
 * (consent.ts); false where this runtime cannot tell (the fetch then says so itself).
 */
function scopeRefused(web: WebServices): boolean {
  const app = web.ScriptApp;
  if (!app || typeof app.getAuthorizationInfo !== 'function') return false;
  try {
    return !granted({ ScriptApp: app }, EXTERNAL_REQUEST_SCOPE);
  } catch {
    return false;
  }
}

/**
 * Posts `messages` to the webhook at `url`, in order, each as a message's `content` with mentions turned off (a mech
 * named `@everyone` pings nobody). Stops at the first message Discord does not take, and says why.
 */
export function postToWebhook(web: WebServices, url: string, messages: readonly string[]): Delivery {
  const fetcher = web.UrlFetchApp;
  const stopped = (delivered: number, failure: string, waited = 0): Delivery => ({
    delivered,
    messages: messages.length,
    failure,
    waited,
  });
  if (!fetcher) return stopped(0, 'this copy of Gator cannot reach the web (UrlFetchApp is missing)');
  if (scopeRefused(web)) return stopped(0, SCOPE_NOT_GRANTED);
  let waited = 0;
  for (let i = 0; i < messages.length; i++) {
    const sent = sendOne(web, fetcher, url, messages[i], WAIT_BUDGET_MS - waited);
    waited += sent.waited;
    if (sent.failure !== null) return stopped(i, sent.failure, waited);
  }
  return { delivered: messages.length, messages: messages.length, failure: null, waited };
}

/** One message, retried while Discord asks to wait and the budget allows. */
function sendOne(
  web: WebServices,
  fetcher: UrlFetch,
  url: string,
  content: string,
  budget: number,
): { readonly failure: string | null; readonly waited: number } {
  const payload = JSON.stringify({ content, allowed_mentions: { parse: [] } });
  let waited = 0;
  for (let attempt = 0; ; attempt++) {
    let response: HttpResponse;
    try {
      response = fetcher.fetch(url, {
        method: 'post',
        contentType: 'application/json',
        payload,
        muteHttpExceptions: true,
      });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      return { failure: message.indexOf(EXTERNAL_REQUEST_SCOPE) >= 0 ? SCOPE_NOT_GRANTED : message, waited };
    }
    const code = response.getResponseCode();
    if (code >= 200 && code < 300) {
      // Discord says when a webhook's bucket is empty: wait for it rather than be refused.
      const pause = emptyBucketWait(response.getHeaders());
      if (pause > 0 && waited + pause <= budget) {
        web.Utilities.sleep(pause);
        waited += pause;
      }
      return { failure: null, waited };
    }
    const text = response.getContentText();
    if (code === 429 && text.indexOf('1015') >= 0)
      return {
        failure:
          "HTTP 429, Cloudflare error 1015: Discord's network refuses Google's shared servers, sometimes for days; post it by hand with Copy for Discord",
        waited,
      };
    const retry = code === 429 || code >= 500;
    const wait = code === 429 ? retryAfterMs(response, attempt) : FIRST_BACKOFF_MS * 2 ** attempt;
    if (!retry) return { failure: refusal(code, text), waited };
    if (waited + wait > budget || attempt >= 5)
      return {
        failure: `HTTP ${code}${code === 429 ? ', rate limited by Discord' : ''}: still refused after waiting ${Math.round(waited / 1000)} s`,
        waited,
      };
    web.Utilities.sleep(wait);
    waited += wait;
  }
}

/** `Retry-After` (seconds), else the body's `retry_after`, else a doubling back-off; never under 250 ms. */
function retryAfterMs(response: HttpResponse, attempt: number): number {
  const header = headerOf(response.getHeaders(), 'retry-after');
  let seconds = header !== undefined ? Number(header) : Number.NaN;
  if (!(seconds >= 0)) {
    try {
      seconds = Number((JSON.parse(response.getContentText()) as { retry_after?: unknown }).retry_after);
    } catch {
      seconds = Number.NaN;
    }
  }
  return seconds >= 0 ? Math.max(250, Math.ceil(seconds * 1000)) : FIRST_BACKOFF_MS * 2 ** attempt;
}

/** `X-RateLimit-Remaining: 0` with `X-RateLimit-Reset-After` (seconds): how long until the next message may go. */
function emptyBucketWait(headers: object): number {
  if (headerOf(headers, 'x-ratelimit-remaining') !== '0') return 0;
  const after = Number(headerOf(headers, 'x-ratelimit-reset-after'));
  return after > 0 ? Math.ceil(after * 1000) : 0;
}

/** A header by name in any case (the runtime keeps the server's spelling). */
function headerOf(headers: object, name: string): string | undefined {
  for (const key of Object.keys(headers))
    if (key.toLowerCase() === name) return String((headers as Record<string, unknown>)[key]);
  return undefined;
}

/** A refusal Discord will not take back by waiting, in the GM's words. */
function refusal(code: number, text: string): string {
  if (code === 401 || code === 404)
    return `HTTP ${code}: Discord does not know this webhook — it was deleted or mistyped; copy it again into the Rules tab's Discord webhook`;
  const detail = text.length > 0 && text.length <= 200 ? `: ${text}` : '';
  return `HTTP ${code}, refused by Discord${detail}`;
}
