/**
 * UrlFetchApp, as far as Gator uses it: `fetch(url, { method, contentType, payload, muteHttpExceptions })` to post to
 * a Discord webhook, answered by a scripted Discord (`FakeDiscord`) — no request leaves the machine.
 *
 * Held to Google's reference:
 * - `fetch` needs the scope `https://www.googleapis.com/auth/script.external_request` (scopes.ts)
 *   https://developers.google.com/apps-script/reference/url-fetch/url-fetch-app#fetch(String,Object)
 * - `muteHttpExceptions`: "If true the fetch doesn't throw an exception if the response code indicates failure, and
 *   instead returns the HTTPResponse object. The default is false." Without it a failure code throws
 *   "Request failed for https://discord.com returned code 429. Truncated server response: … (use muteHttpExceptions
 *   option to examine full response)".
 * - The HTTPResponse answers `getResponseCode()`, `getContentText()` and `getHeaders()` (an attribute/value map).
 *   https://developers.google.com/apps-script/reference/url-fetch/http-response
 *
 * The scripted Discord answers as Discord's Execute Webhook does (https://discord.com/developers/docs/resources/webhook#execute-webhook):
 * 204 No Content when posted; 400 when `content` is over 2,000 characters; 429 with `Retry-After` (seconds) and a JSON
 * body when rate limited (https://discord.com/developers/docs/topics/rate-limits); and Cloudflare's `error code: 1015`,
 * a 429 without Retry-After, which Discord's edge sends Apps Script's shared addresses for hours or days.
 */
import { FakeObject } from './calls';

/** What the scripted Discord answers one request. */
export interface ScriptedAnswer {
  readonly status: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
}

/** Discord's answers, by name, for the tests to queue. */
export const DISCORD_ANSWERS = {
  delivered: (): ScriptedAnswer => ({ status: 204 }),
  /** Discord's own rate limit: wait `seconds` and try again. */
  rateLimited: (seconds: number): ScriptedAnswer => ({
    status: 429,
    headers: { 'Content-Type': 'application/json', 'Retry-After': String(Math.ceil(seconds)) },
    body: JSON.stringify({ message: 'You are being rate limited.', retry_after: seconds, global: false }),
  }),
  /** Cloudflare in front of Discord refusing the caller's address (error 1015): no Retry-After. */
  cloudflare1015: (): ScriptedAnswer => ({
    status: 429,
    headers: { 'Content-Type': 'text/plain; charset=UTF-8' },
    body: 'error code: 1015',
  }),
  unknownWebhook: (): ScriptedAnswer => ({
    status: 404,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ message: 'Unknown Webhook', code: 10015 }),
  }),
} as const;

const WEBHOOK = /^https:\/\/(?:(?:ptb|canary)\.)?discord(?:app)?\.com\/api\/(?:v\d+\/)?webhooks\//;

/** One request Discord received. */
interface Received {
  readonly url: string;
  readonly contentType: string;
  readonly payload: string;
  /** The fake clock when it arrived (ms), so a test sees the waits between posts. */
  readonly at: number;
}

/** A scripted Discord: answers queued by the test, first in first out, then 204 for every post. */
export class FakeDiscord {
  readonly answers: ScriptedAnswer[] = [];
  readonly received: Received[] = [];
  /** The `content` of each post Discord accepted, in order: what the channel shows. */
  readonly channel: string[] = [];

  constructor(private readonly clock: () => number) {}

  answer(url: string, contentType: string, payload: string): ScriptedAnswer {
    this.received.push({ url, contentType, payload, at: this.clock() });
    const scripted = this.answers.shift() ?? DISCORD_ANSWERS.delivered();
    if (scripted.status !== 204) return scripted;
    const content = contentOf(contentType, payload);
    if (content === undefined || content.length > 2000)
      return {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: 'Invalid Form Body', code: 50035 }),
      };
    this.channel.push(content);
    return scripted;
  }
}

/** The `content` of a JSON post, or undefined when it is not one Discord can read. */
function contentOf(contentType: string, payload: string): string | undefined {
  if (contentType.indexOf('application/json') !== 0) return undefined;
  try {
    const body = JSON.parse(payload) as { content?: unknown };
    return typeof body.content === 'string' ? body.content : undefined;
  } catch {
    return undefined;
  }
}

export class FakeHTTPResponse extends FakeObject {
  readonly kind = 'HTTPResponse';
  constructor(private readonly answer: ScriptedAnswer) {
    super();
  }
  getResponseCode(): number {
    return this.answer.status;
  }
  getContentText(): string {
    return this.answer.body ?? '';
  }
  getHeaders(): Record<string, string> {
    return { ...(this.answer.headers ?? {}) };
  }
}

interface FetchParams {
  readonly method?: string;
  readonly contentType?: string;
  readonly payload?: unknown;
  readonly muteHttpExceptions?: boolean;
}

export class FakeUrlFetchApp extends FakeObject {
  readonly kind = 'UrlFetchApp';
  constructor(private readonly discord: FakeDiscord) {
    super();
  }
  fetch(url: string, params: FetchParams = {}): FakeHTTPResponse {
    // Only the scripted Discord answers: anything else is a host the tests' machine never reaches.
    if (!WEBHOOK.test(url)) throw new Error(`Exception: Address unavailable: ${url}`);
    if ((params.method ?? 'get').toLowerCase() !== 'post')
      return new FakeHTTPResponse({ status: 405, body: '{"message": "405: Method Not Allowed", "code": 0}' });
    const answer = this.discord.answer(
      url,
      params.contentType ?? 'application/x-www-form-urlencoded',
      typeof params.payload === 'string' ? params.payload : JSON.stringify(params.payload ?? ''),
    );
    if (answer.status >= 400 && params.muteHttpExceptions !== true) {
      const origin = url.slice(0, url.indexOf('/', 'https://'.length));
      throw new Error(
        `Exception: Request failed for ${origin} returned code ${answer.status}. Truncated server response: ${(answer.body ?? '').slice(0, 100)} (use muteHttpExceptions option to examine full response)`,
      );
    }
    return new FakeHTTPResponse(answer);
  }
}
