/**
 * The forum post's twin for Discord (docs/discord.md): the same text in Discord's markdown — `[b]…[/b]` as
 * `**…**`, a mech's `[i]…[/i]` as `*…*`, the round's `[hider=Round N]…[/hider]` as its title in bold over a spoiler
 * `||…||` — in messages of at most 2,000 characters, Discord's limit for a message's content. The messages are cut
 * where the forum post's parts are (src/log/postParts.ts: between mechs' blocks, never inside a line), and each
 * message closes its own spoiler, so no spoiler runs from one message into the next.
 */
import { postParts } from './postParts';

/** Discord's most characters in one message's `content` (Execute Webhook). */
export const DISCORD_LIMIT = 2000;

/** One message of the post for Discord. */
export interface DiscordMessage {
  readonly text: string;
  /** Still over 2,000 characters: one line longer than that, which is never cut; Discord refuses it. */
  readonly over: boolean;
}

const HIDER_OPEN = /^\[hider=(.*)\]$/;
const HIDER_CLOSE = '[/hider]';
const TAG = /\[(\/?)(b|i)\]/g;
/** What Discord's markdown reads anywhere in a line: escaped so a name such as `*Atlas*` shows as typed. */
const INLINE = /[\\*_~|`]/g;
/** What it reads at the start of a line only: a heading, a quote, a list. */
const LINE_START = /^([#>-])/;

/** Text between tags, made inert in Discord's markdown. */
function escapeText(text: string): string {
  return text.replace(INLINE, (c) => `\\${c}`);
}

/** One line of BBCode as Discord markdown: `[b]Attacks[/b]` → `**Attacks**`, `[i]Griffin[/i]` → `*Griffin*`. */
function markdownLine(line: string): string {
  let out = '';
  let at = 0;
  TAG.lastIndex = 0;
  for (let m = TAG.exec(line); m !== null; m = TAG.exec(line)) {
    out += escapeText(line.slice(at, m.index)) + (m[2] === 'b' ? '**' : '*');
    at = m.index + m[0].length;
  }
  return (out + escapeText(line.slice(at))).replace(LINE_START, '\\$1');
}

/**
 * A BBCode post (or one part of it) as Discord markdown. The outermost hider becomes its title in bold and a spoiler
 * around everything inside it, opened on the first line and closed on the last; a hider within it (the Dice of older
 * posts) keeps only its title, for Discord cannot nest spoilers.
 * @example discordMarkdown('[hider=Round 2]\n[b]Attacks[/b]\n[/hider]') // '**Round 2**\n||**Attacks**||'
 */
export function discordMarkdown(bbcode: string): string {
  const out: string[] = [];
  let depth = 0;
  let spoilerFrom = -1;
  for (const line of bbcode.split('\n')) {
    const open = HIDER_OPEN.exec(line);
    if (open) {
      out.push(`**${escapeText(open[1])}**`);
      if (depth++ === 0) spoilerFrom = out.length;
      continue;
    }
    if (line === HIDER_CLOSE && depth > 0) {
      if (--depth === 0) closeSpoiler(out, spoilerFrom);
      continue;
    }
    out.push(markdownLine(line));
  }
  if (depth > 0) closeSpoiler(out, spoilerFrom);
  return out.join('\n');
}

/** Wraps `out[from…]` in `||…||`, leaving blank lines at either end outside it. */
function closeSpoiler(out: string[], from: number): void {
  let first = from;
  let last = out.length - 1;
  while (first <= last && out[first] === '') first++;
  while (last >= first && out[last] === '') last--;
  if (first > last) return;
  out[first] = `||${out[first]}`;
  out[last] = `${out[last]}||`;
}

/**
 * The post for Discord, in messages of at most `limit` (2,000) characters: the forum post's parts cut to fit, each
 * turned into markdown with its own spoiler. Markdown is shorter than BBCode, save for escaped characters: when a
 * part still comes out too long, the post is cut again a little shorter.
 */
export function discordMessages(bbcode: string, limit = DISCORD_LIMIT): DiscordMessage[] {
  let cut = limit;
  for (let tries = 0; ; tries++) {
    const parts = postParts(bbcode, cut).map((p) => discordMarkdown(p.text));
    // A part over the limit that no cut can help holds a line that long by itself (the spoiler's bars aside).
    const cuttable = parts.filter((t) => t.length > limit && t.split('\n').every((l) => l.length <= limit - 4));
    if (cuttable.length === 0 || tries === 8) return parts.map((text) => ({ text, over: text.length > limit }));
    cut -= Math.max(Math.max(...cuttable.map((t) => t.length)) - limit, 20);
  }
}
