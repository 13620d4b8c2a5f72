// The sidebar page's Discord buttons (docs/discord.md), booted on a stand-in DOM with google.script.run bridged to
// the real server functions: Copy for Discord puts the round's Discord markdown on the clipboard, a message at a time
// when it takes several; Post to Discord, shown only with a webhook on the Rules tab, says what Discord did.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeWeb, type FakeWeb } from '../../src/fakes/web';
import { DISCORD_ANSWERS } from '../../src/fakes/urlFetch';
import type { WebServices } from '../../src/gas/discord';
import type { Services } from '../../src/gas/services';
import { postRoundToDiscord } from '../../src/server/discord/post';
import { bridge, SERVER, type Bridge } from './bridge';
import { FakeDocument, FakeEventTarget, type FakeElement } from './fakeDom';
import { seededDemoTabs, servicesWithTabs, type TabsGrid } from './fixtures';

const g = globalThis as Record<string, unknown>;
const saved = {
  document: g.document,
  window: g.window,
  navigator: Object.getOwnPropertyDescriptor(globalThis, 'navigator'),
};
const HOOK = 'https://discord.com/api/webhooks/1/abc';

/** The demo's Rules tab with its Discord webhook filled in. */
function withWebhook(tabs: TabsGrid): TabsGrid {
  const row = tabs.Rules.find((r) => r[0] === 'Discord webhook');
  if (!row) throw new Error('no Discord webhook row');
  row[1] = HOOK;
  return tabs;
}

async function boot(tabs: TabsGrid): Promise<{ doc: FakeDocument; b: Bridge; copied: string[]; web: FakeWeb }> {
  const fake = servicesWithTabs(tabs);
  const web = createFakeWeb(fake);
  const globals = web.globals() as unknown as Pick<WebServices, 'UrlFetchApp' | 'ScriptApp'>;
  SERVER.postRoundToDiscord = ((s: Services, round?: number) =>
    postRoundToDiscord(s, { ...globals, Utilities: fake.Utilities }, round)) as (typeof SERVER)[string];
  const b = bridge(fake);
  const doc = new FakeDocument();
  const app = doc.createElement('main');
  app.setAttribute('id', 'app');
  doc.body.appendChild(app);
  const copied: string[] = [];
  g.document = doc;
  g.window = Object.assign(new FakeEventTarget(), { google: { script: { run: b.run } } });
  Object.defineProperty(globalThis, 'navigator', {
    configurable: true,
    value: { clipboard: { writeText: async (t: string) => void copied.push(t) } },
  });
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  vi.resetModules();
  await import('../../src/sidebar/main');
  await b.settle();
  return { doc, b, copied, web };
}

afterEach(() => {
  delete SERVER.postRoundToDiscord;
  vi.clearAllTimers();
  vi.useRealTimers();
  g.document = saved.document;
  g.window = saved.window;
  if (saved.navigator) Object.defineProperty(globalThis, 'navigator', saved.navigator);
  else delete g.navigator;
});

const byId = (doc: FakeDocument, id: string): FakeElement => {
  const el = doc.getElementById(id);
  if (!el) throw new Error(`no #${id}`);
  return el;
};

describe('Copy for Discord: the round as Discord markdown, next to Copy for the forum', () => {
  it('after Resolve: Copy round 1 for Discord puts **Round 1** over a spoiler on the clipboard; no webhook, no Post button', async () => {
    const { doc, b, copied } = await boot(seededDemoTabs());
    expect(doc.getElementById('copy-discord')).toBeNull();
    byId(doc, 'resolve').click();
    await b.settle();
    expect(doc.getElementById('post-discord')).toBeNull();
    const copy = byId(doc, 'copy-discord');
    const n = Number(/message \d+ of (\d+)$/.exec(copy.textContent)?.[1] ?? 1);
    copy.click();
    await b.settle();
    expect(copied[0]).toMatch(/^\*\*Round 1( \(part 1 of \d+\))?\*\*\n\|\|/);
    expect(copied[0].length).toBeLessThanOrEqual(2000);
    expect(copied[0]).not.toContain('[hider');
    expect(byId(doc, 'discord-status').textContent).toMatch(
      n > 1
        ? new RegExp(
            `^Copied round 1's message 1 of ${n} for Discord: paste it in the channel, then copy message 2 of ${n}\\.$`,
          )
        : /^Copied round 1's post for Discord: paste it in the channel\.$/,
    );
  });

  it('a round over 2,000 characters: the button copies its messages one after the other, each within the limit', async () => {
    const { doc, b, copied } = await boot(seededDemoTabs());
    byId(doc, 'resolve').click();
    await b.settle();
    const label = byId(doc, 'copy-discord').textContent;
    const n = Number(/message 1 of (\d+)$/.exec(label)?.[1]);
    expect(n).toBeGreaterThan(1);
    for (let i = 1; i <= n; i++) {
      expect(byId(doc, 'copy-discord').textContent).toBe(`Copy round 1 for Discord, message ${i} of ${n}`);
      byId(doc, 'copy-discord').click();
      await b.settle();
    }
    expect(copied).toHaveLength(n);
    copied.forEach((m, i) => {
      expect(m.startsWith(`**Round 1 (part ${i + 1} of ${n})**\n||`)).toBe(true);
      expect(m.length).toBeLessThanOrEqual(2000);
    });
  });
});

describe('Post to Discord from the sidebar, with a webhook on the Rules tab', () => {
  it('posts the round and says so', async () => {
    const { doc, b, web } = await boot(withWebhook(seededDemoTabs()));
    byId(doc, 'resolve').click();
    await b.settle();
    byId(doc, 'post-discord').click();
    expect(byId(doc, 'post-discord').textContent).toBe('Posting to Discord…');
    await b.settle();
    expect(byId(doc, 'discord-posted').textContent).toMatch(/^Round 1 posted to Discord \(\d+ messages?\)\.$/);
    expect(doc.activeElement?.id).toBe('discord-posted');
    expect(web.discord.channel[0]).toMatch(/^\*\*Round 1/);
  });

  it('Cloudflare refuses: "not delivered (HTTP 429 …)", and the sidebar points to Copy for Discord', async () => {
    const { doc, b, web } = await boot(withWebhook(seededDemoTabs()));
    byId(doc, 'resolve').click();
    await b.settle();
    web.discord.answers.push(DISCORD_ANSWERS.cloudflare1015());
    byId(doc, 'post-discord').click();
    await b.settle();
    const said = byId(doc, 'discord-posted');
    expect(said.textContent).toMatch(/^Round 1 not delivered to Discord \(HTTP 429, Cloudflare error 1015/);
    expect(said.textContent).toMatch(/Copy for Discord to paste it by hand\.$/);
    expect(said.getAttribute('class')).toBe('warn');
  });
});
