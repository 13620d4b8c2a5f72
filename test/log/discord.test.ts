// The forum post's twin for Discord (docs/discord.md): the same content in Discord's markdown,
// in messages of at most 2,000 characters, never cutting a line or a spoiler in two.
import { describe, expect, it } from 'vitest';
import { roundBBCode } from '../../src/log/bbcode';
import { discordMarkdown, discordMessages } from '../../src/log/discord';
import { ROUND_3 } from './round3';

/** A round's post in `roundBBCode`'s shape, `attackers` blocks of `attacksEach` attacks. */
function post(attackers: number, attacksEach: number): string {
  const lines = ['[hider=Round 4]', '[b]Attacks[/b]'];
  for (let m = 1; m <= attackers; m++) {
    if (m > 1) lines.push('');
    lines.push(`[i]M${m}[/i]`);
    for (let a = 1; a <= attacksEach; a++)
      lines.push(
        `Gun ${a} at [i]T${m}[/i]: rolls 8 (4+4) vs TN 6 — hit`,
        `• Hit location: 7 (3+4) → ${'x'.repeat(60)}`,
      );
  }
  lines.push('', '[b]Heat[/b]');
  for (let m = 1; m <= attackers; m++) lines.push(`[i]M${m}[/i] heat: 0 + 3 generated (Gun 3) − 10 sunk = 0`);
  lines.push('[/hider]');
  return lines.join('\n');
}

/** The lines a message carries, markup taken off: to compare with the post's. */
function words(markdown: string): string[] {
  return markdown
    .split('\n')
    .map((l) => l.replace(/^\|\||\|\|$/g, '').replace(/\*/g, ''))
    .filter((l) => l !== '' && !/^Round 4( \(part \d+ of \d+\))?$/.test(l) && !/\(continued\)$/.test(l));
}

describe('Discord markdown: the forum post with bold, italics and a spoiler for the hider', () => {
  it("[b] is **, a mech's [i] is *, [hider=Round N] is its title in bold over a spoiler", () => {
    expect(discordMarkdown('[hider=Round 2]\n[b]Attacks[/b]\n[i]Griffin[/i] fired\n\n[b]Heat[/b]\nok\n[/hider]')).toBe(
      '**Round 2**\n||**Attacks**\n*Griffin* fired\n\n**Heat**\nok||',
    );
  });

  it('markdown typed in a name is shown as typed, never read: *, _, ~, |, ` and a # opening a line are escaped', () => {
    expect(discordMarkdown('[i]*Atlas*_2|x`[/i] hit ~y~')).toBe('*\\*Atlas\\*\\_2\\|x\\`* hit \\~y\\~');
    expect(discordMarkdown('# not a heading')).toBe('\\# not a heading');
  });

  it('a hider inside the round (the Dice of older posts) keeps its title but no spoiler of its own', () => {
    expect(discordMarkdown('[hider=Round 2]\na\n[hider=Dice]\nb\n[/hider]\n[/hider]')).toBe(
      '**Round 2**\n||a\n**Dice**\nb||',
    );
  });

  it("the seed's round 3 in messages within 2,000 characters that carry every line of the forum post", () => {
    const bbcode = roundBBCode(3, ROUND_3);
    const messages = discordMessages(bbcode);
    for (const m of messages) expect(m.text.length).toBeLessThanOrEqual(2000);
    const lines = (t: string) => t.split('\n').filter((l) => l !== '' && !/^\*\*Round 3|\(continued\)/.test(l)).length;
    const inPost = bbcode.split('\n').filter((l) => l !== '' && !/^\[\/?hider/.test(l)).length;
    expect(messages.reduce((n, m) => n + lines(m.text), 0)).toBe(inPost);
  });
});

describe('Discord messages: at most 2,000 characters, never a line or a spoiler cut in two', () => {
  const bbcode = post(10, 5);

  it('a long round comes in several messages, each within 2,000 characters, each with its spoiler closed', () => {
    expect(bbcode.length).toBeGreaterThan(6000);
    const messages = discordMessages(bbcode);
    expect(messages.length).toBeGreaterThan(3);
    messages.forEach((m, i) => {
      expect(m.over).toBe(false);
      expect(m.text.length).toBeLessThanOrEqual(2000);
      const lines = m.text.split('\n');
      expect(lines[0]).toBe(`**Round 4 (part ${i + 1} of ${messages.length})**`);
      expect(lines[1].startsWith('||')).toBe(true);
      expect(lines[lines.length - 1].endsWith('||')).toBe(true);
      // Exactly one spoiler: opened once and closed once.
      expect(m.text.split('||')).toHaveLength(3);
    });
  });

  it('together the messages carry every line of the post once, in order, none cut', () => {
    const carried = discordMessages(bbcode).flatMap((m) => words(m.text));
    expect(carried).toEqual(words(discordMarkdown(bbcode)));
  });

  it('escapes that lengthen a message are allowed for: a post full of them still fits', () => {
    const starry = bbcode.replace(/x{60}/g, '*_'.repeat(30));
    const messages = discordMessages(starry);
    for (const m of messages) expect(m.text.length).toBeLessThanOrEqual(2000);
  });
});
