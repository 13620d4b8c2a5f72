// The battle map in a real browser (docs/battle-map.md): the playground's map
// panel and the 1000 × 720 map dialog over the page, both the BUILT dist/MapView.html on the
// in-memory services. What a GM sees first — words big enough to read, the mechs in sight, the
// lines of fire over the reach — and the one way to save the picture into a forum post.
import { readFileSync } from 'node:fs';
import type { Frame, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlayground, type Playground } from '../../playground/server';
import { BIG, bigMapResponse } from './support/bigBattle';
import { browserAvailable, launchChromium, type LaunchedBrowser } from './support/chromium';
import { PlaygroundPage, address } from './support/playgroundPage';
import { inSight, rendered, smallestText, type Words } from './support/mapPage';

describe.runIf(browserAvailable())('the battle map in Chromium', () => {
  let playground: Playground;
  let browser: LaunchedBrowser;
  let page: Page;
  let ui: PlaygroundPage;

  beforeAll(async () => {
    playground = await startPlayground({ port: 0 });
    browser = await launchChromium();
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(playground.url).origin,
    });
    page = await browser.context.newPage();
    ui = new PlaygroundPage(page);
    await page.goto(playground.url);
    await ui.sidebar.locator('#resolve:not([disabled])').waitFor();
    await ui.map.locator('#map svg [data-mech="Locust"]').waitFor();
  }, 30000);

  afterAll(async () => {
    await browser?.close();
    await playground?.close();
  });

  /** The map dialog opened from the sidebar's Battle map button, its picture drawn. */
  async function openDialog(): Promise<{ dialog: FrameLocator; frame: Frame }> {
    await ui.sidebar.locator('#open-map').click();
    await page.locator('#dialog[open]').waitFor();
    const dialog = page.frameLocator('#dialog-frame');
    await dialog.locator('#map svg [data-mech="Locust"]').waitFor();
    return { dialog, frame: await ui.frame(/^\/dialog\/\d+$/) };
  }

  async function closeDialog(): Promise<void> {
    await page.locator('#dialog-close').click();
    await page.locator('#dialog[open]').waitFor({ state: 'detached' });
  }

  /** The width and height the server's picture gives itself (what Save picture rasterizes). */
  async function pictureSize(): Promise<{ width: number; height: number }> {
    const svg = await page.evaluate(() =>
      fetch('/rpc/getMapView', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '[null]' })
        .then((r) => r.json())
        .then((a: { value: { svg: string } }) => a.value.svg),
    );
    const open = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
    return { width: Number(/\swidth="(\d+)"/.exec(open)?.[1]), height: Number(/\sheight="(\d+)"/.exec(open)?.[1]) };
  }

  const expectReadable = (words: Words, where: string) => {
    // Each word and number of the first view, the map's and the page's, at least 10 px on screen.
    expect(words.count, where).toBeGreaterThan(100);
    expect({ where, smallest: words.smallest }).toEqual({
      where,
      smallest: expect.objectContaining({ px: expect.any(Number) }),
    });
    expect(words.smallest.px, `${where}: "${words.smallest.text}" in ${words.smallest.in}`).toBeGreaterThanOrEqual(10);
  };

  it('the first view is readable — every word at least 10 px, hex labels shown — in the panel and in the 1000×720 dialog, fitted to the mechs, all four in sight', async () => {
    const panel = await ui.frame(/^\/map$/);
    expect(await ui.map.locator('#zoom').inputValue()).toBe('mechs');
    expect(await ui.map.locator('#zoom option').allTextContents()).toEqual([
      'Fit mechs',
      'Fit map',
      '50%',
      '75%',
      '100%',
      '150%',
    ]);
    const inPanel = await smallestText(panel);
    expectReadable(inPanel, 'map panel');
    expect(inPanel.hexLabels).toBeGreaterThan(50);
    expect(await inSight(panel)).toEqual({ tokens: 4, outside: [] });
    // The legend is beside the map, as readable.
    expect(await rendered(panel, '#legend svg [data-legend="terrain"]')).toBe(15);

    const { dialog, frame } = await openDialog();
    expect(await page.locator('#dialog-frame').evaluate((f) => [f.clientWidth, f.clientHeight])).toEqual([1000, 720]);
    expect(await dialog.locator('#zoom').inputValue()).toBe('mechs');
    const inDialog = await smallestText(frame);
    expectReadable(inDialog, 'map dialog');
    expect(inDialog.hexLabels).toBeGreaterThan(50);
    expect(await inSight(frame)).toEqual({ tokens: 4, outside: [] });
    expect(await rendered(frame, '#legend svg [data-legend="terrain"]')).toBe(15);
    await closeDialog();
  });

  it('Fit map shows the whole map, every token in sight, its hex labels hidden where they would be under 10 px', async () => {
    const panel = await ui.frame(/^\/map$/);
    await ui.map.locator('#zoom').selectOption('map');
    const whole = await smallestText(panel);
    expect(whole.hexLabels).toBe(0);
    expect(await inSight(panel)).toEqual({ tokens: 4, outside: [] });
    expect(
      await panel.evaluate(() => {
        const box = document.getElementById('map') as HTMLElement;
        return box.scrollWidth <= box.clientWidth && box.scrollHeight <= box.clientHeight;
      }),
    ).toBe(true);
    await ui.map.locator('#zoom').selectOption('mechs');
  });

  it('a mech selected on a zoomed-in map is scrolled into sight', async () => {
    const frame = await ui.frame(/^\/map$/);
    await ui.map.locator('#zoom').selectOption('1.5');
    await ui.map.locator('#map').evaluate((box) => box.scrollTo(0, 0));
    // At 150 % from the top left corner, the Locust in 1516 is out of sight…
    expect((await inSight(frame)).outside).toContain('Locust');
    await ui.map.locator('#mech').selectOption('Locust');
    await ui.map.locator('#map svg [data-mech="Locust"][data-selected]').waitFor();
    // …selected, it is brought into the box.
    expect((await inSight(frame)).outside).not.toContain('Locust');
    await ui.map.locator('#mech').selectOption('');
    await ui.map.locator('#zoom').selectOption('mechs');
  });

  it('the Griffin selected, its lines of fire and their numbers are drawn over its reach, which outlines no hex of its own', async () => {
    const frame = await ui.frame(/^\/map$/);
    await ui.map.locator('#mech').selectOption('Griffin');
    await ui.map.locator('#map svg [data-mech="Griffin"][data-selected]').waitFor();
    const seen = await frame.evaluate(() => {
      const svg = document.querySelector('#map svg') as SVGSVGElement;
      const layer = (name: string) => svg.querySelector(`[data-layer="${name}"]`) as SVGGElement;
      const after = (a: Element, b: Element) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      const reach = Array.from(layer('reach').querySelectorAll('[data-reach]'));
      // What is on top where the numbers of each line of fire are written.
      const onTop = Array.from(layer('lines-of-fire').querySelectorAll('text')).map((t) => {
        const r = t.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return { text: t.textContent, onTop: hit === t };
      });
      return {
        order:
          after(layer('reach'), layer('reach-edges')) &&
          after(layer('reach-edges'), layer('lines-of-fire')) &&
          after(layer('lines-of-fire'), layer('tokens')),
        reachHexes: reach.length,
        stroked: reach.filter((p) => getComputedStyle(p).stroke !== 'none').length,
        fillOpacity: Math.max(...reach.map((p) => Number(getComputedStyle(p).fillOpacity))),
        edges: Array.from(layer('reach-edges').querySelectorAll('path')).map((p) => p.getAttribute('data-reach-edge')),
        onTop,
      };
    });
    expect(seen.order).toBe(true);
    expect(seen.reachHexes).toBeGreaterThan(150);
    expect(seen.stroked).toBe(0);
    expect(seen.fillOpacity).toBeLessThanOrEqual(0.2);
    expect(seen.edges).toEqual(['jump', 'run', 'walk']);
    // Seed example 2's line (7 hexes, woods +3: +1 and +2), the Blackjack's and the Locust's: each number on top.
    expect(seen.onTop).toEqual(
      expect.arrayContaining([
        { text: '7 hexes +3', onTop: true },
        { text: '5 hexes', onTop: true },
        { text: '11 hexes', onTop: true },
        { text: '+1', onTop: true },
        { text: '+2', onTop: true },
      ]),
    );
    expect(seen.onTop.every((t) => t.onTop)).toBe(true);
    expectReadable(await smallestText(frame), 'map panel, the Griffin selected');
    await ui.map.locator('#mech').selectOption('');
  });

  it("two mechs in one hex: the Locust typed into the Griffin's hex 0609 — the map draws two tokens side by side there, each clickable", async () => {
    await ui.type(address(await ui.workbook(), 'Mechs', 'Position', 'Locust'), '0609');
    const both = ui.map.locator('#map svg [data-mech][data-at="0609"]');
    await expect.poll(() => both.count()).toBe(2);
    const bodies = await ui.map.locator('#map svg [data-at="0609"] [data-token="body"]').evaluateAll((cs) =>
      cs.map((c) => {
        const r = c.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      }),
    );
    expect(bodies).toHaveLength(2);
    const [a, b] = bodies.sort((x, y) => x.left - y.left);
    // Side by side: neither covers the other.
    expect(a.right).toBeLessThanOrEqual(b.left + 0.5);
    expect(await ui.map.locator('#map svg [data-mech="Locust"] title').textContent()).toBe(
      'Locust (NPC) at 0609 — shares 0609 with Griffin',
    );
    await ui.map.locator('#map svg [data-mech="Locust"] [data-token="body"]').click();
    await ui.map.locator('#map svg [data-mech="Locust"][data-selected]').waitFor();
    await ui.map.locator('#map svg [data-mech="Griffin"] [data-token="body"]').click();
    await ui.map.locator('#map svg [data-mech="Griffin"][data-selected]').waitFor();
    await ui.resetDemo();
    await ui.map.locator('#map svg [data-mech="Locust"][data-at="1516"]').waitFor();
  });

  it("one way to save the picture — the panel's Save picture downloads the PNG, then shows the way into a forum post, and copies its [img] line", async () => {
    expect(await page.locator('#export-png').count()).toBe(0);
    expect(await ui.map.locator('button:visible', { hasText: /save|export/i }).allTextContents()).toEqual([
      'Save picture',
    ]);
    const { width } = await pictureSize();
    const [download] = await Promise.all([page.waitForEvent('download'), ui.map.locator('#save-png').click()]);
    expect(download.suggestedFilename()).toBe('gator-map-round-1.png');
    const png = readFileSync(await download.path());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(width);

    const panel = ui.map.locator('#picture:not([hidden])');
    await panel.locator('#picture-img').waitFor();
    const steps = (await panel.locator('#picture-steps li').allTextContents()).map((t) =>
      t.replace(/\s+/g, ' ').trim(),
    );
    expect(steps).toEqual([
      'Save it: Gator asked your browser to download gator-map-round-1.png. If it is not among your downloads (a spreadsheet dialog may block downloads without telling Gator), ' +
        'open the picture in a new tab or copy it (the buttons here), or right-click it below and choose "Save image as…". Open in a new tab Copy the picture',
      'Upload it to your image host: a forum post shows a picture from its link in [img] tags, not one pasted in.',
      "Paste the picture's link from the image host:",
      'Copy this line into your post: Copy the line',
    ]);
    expect(await panel.locator('#picture-bbcode').inputValue()).toBe('[img][/img]');
    await panel.locator('#picture-link').fill('https://i.imgur.com/aBc12.png');
    expect(await panel.locator('#picture-bbcode').inputValue()).toBe('[img]https://i.imgur.com/aBc12.png[/img]');
    await panel.locator('#picture-copy').click();
    await panel.locator('#picture-status', { hasText: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('[img]https://i.imgur.com/aBc12.png[/img]');
    // Copy the picture: the PNG itself on the clipboard, for an image host's upload page.
    await panel.locator('#picture-copy-image').click();
    await panel.locator('#picture-status', { hasText: 'The picture is on the clipboard' }).waitFor();
    expect(await page.evaluate(async () => (await navigator.clipboard.read()).flatMap((item) => item.types))).toContain(
      'image/png',
    );
    await panel.locator('#picture-close').click();
    await ui.map.locator('#picture[hidden]').waitFor({ state: 'attached' });
  });

  it('Save picture in the sandboxed dialog (no downloads, no clipboard, as Apps Script): no claim that a download started, the picture shown with Open in a new tab and Copy the picture, the [img] line left selected for Ctrl+C', async () => {
    const downloads: string[] = [];
    const onDownload = (d: { suggestedFilename(): string }) => void downloads.push(d.suggestedFilename());
    page.on('download', onDownload);
    const { dialog } = await openDialog();
    expect(await page.locator('#dialog-frame').getAttribute('sandbox')).not.toContain('allow-downloads');
    const { width, height } = await pictureSize();
    await dialog.locator('#save-png:not([disabled])').click();

    const panel = dialog.locator('#picture:not([hidden])');
    await panel.locator('#picture-img').waitFor();
    const src = (await panel.locator('#picture-img').getAttribute('src')) ?? '';
    expect(src).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(src.slice(src.indexOf(',') + 1), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(width);
    expect(
      await panel.locator('#picture-img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    ).toBe(width);
    expect(await panel.locator('#picture-title').textContent()).toBe(
      `Map picture, round 1: PNG, ${width} × ${height} pixels`,
    );
    // The sandbox blocked the download without a word to the page: the first step claims nothing, and offers the ways
    // round.
    const first = (await panel.locator('#picture-steps li').first().textContent())?.replace(/\s+/g, ' ').trim() ?? '';
    expect(first).not.toMatch(/started|has begun/i);
    expect(first).toMatch(
      /^Save it: Gator asked your browser to download gator-map-round-1\.png\. If it is not among your downloads/,
    );
    expect(await panel.locator('#picture-steps li').first().locator('button:visible').allTextContents()).toEqual([
      'Open in a new tab',
      'Copy the picture',
    ]);
    // The frame may not use the clipboard: Copy the picture says so, and what to do instead.
    await panel.locator('#picture-copy-image').click();
    expect(await panel.locator('#picture-status', { hasText: 'refused to copy the picture' }).textContent()).toBe(
      'The browser refused to copy the picture here: right-click it below and choose "Copy image" or "Save image as…" instead.',
    );

    // The frame may not use the clipboard: the line is selected for Ctrl+C, and the panel says so.
    await panel.locator('#picture-link').fill('https://i.imgur.com/aBc12.png');
    await panel.locator('#picture-copy').click();
    await panel.locator('#picture-status', { hasText: 'refused to copy' }).waitFor();
    const frame = await ui.frame(/^\/dialog\/\d+$/);
    expect(
      await frame.evaluate(() => {
        const line = document.activeElement as HTMLInputElement;
        return { id: line.id, selected: line.value.slice(line.selectionStart ?? 0, line.selectionEnd ?? 0) };
      }),
    ).toEqual({ id: 'picture-bbcode', selected: '[img]https://i.imgur.com/aBc12.png[/img]' });
    // A file name pasted instead of a link is said at once.
    await panel.locator('#picture-link').fill('gator-map-round-1.png');
    expect(await panel.locator('#picture-status').textContent()).toBe(
      "A picture's link starts with https:// (copy it from the image host after the upload).",
    );

    // Open in a new tab: the picture alone, the same image.
    const [popup] = await Promise.all([page.context().waitForEvent('page'), panel.locator('#picture-open').click()]);
    expect(await popup.locator('img').getAttribute('src')).toBe(src);
    await popup.close();

    // The SVG instead, from the panel: shown the same way, with a word on what forums take.
    await panel.locator('#picture-other').click();
    await expect
      .poll(() => panel.locator('#picture-img').getAttribute('src'))
      .toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(await panel.locator('#picture-title').textContent()).toMatch(/: SVG, /);
    expect(await panel.locator('#picture-note').textContent()).toBe(
      'Most image hosts and forums take PNG, not SVG: for a forum post, save the PNG.',
    );
    expect(await panel.locator('#picture-copy-image').isVisible()).toBe(false);
    await panel.locator('#picture-close').click();
    await dialog.locator('#picture[hidden]').waitFor({ state: 'attached' });
    expect(await dialog.locator('img').count()).toBe(0);

    // The sandbox let no download through: the picture shown is the GM's way out.
    expect(downloads).toEqual([]);
    page.off('download', onDownload);
    await closeDialog();
  });

  it('the map and import dialogs look like the sidebar — one type, one kind of button, one spacing; the Hex placeholder is whole', async () => {
    const looks = (frame: Frame, selector: string) =>
      frame.evaluate((sel) => {
        const e = document.querySelector(sel);
        if (!e) throw new Error(`no ${sel}`);
        const c = getComputedStyle(e);
        return {
          font: `${c.fontWeight} ${c.fontSize}/${c.lineHeight} ${c.fontFamily}`,
          color: c.color,
          background: c.backgroundColor,
          border: `${c.borderTopWidth} ${c.borderTopStyle} ${c.borderTopColor}`,
          radius: c.borderTopLeftRadius,
        };
      }, selector);
    const plain = async (frame: Frame, sel: string) => ({
      ...(await looks(frame, sel)),
      padding: await frame.evaluate((s) => getComputedStyle(document.querySelector(s)!).padding, sel),
    });
    const sidebar = await ui.frame(/^\/sidebar$/);
    const panel = await ui.frame(/^\/map$/);
    const { frame: mapDialog } = await openDialog();
    const pages: [string, Frame][] = [
      ['map panel', panel],
      ['map dialog', mapDialog],
    ];
    for (const [where, frame] of pages) {
      expect({ where, body: await looks(frame, 'body') }).toEqual({ where, body: await looks(sidebar, 'body') });
      expect({ where, button: await plain(frame, '#refresh') }).toEqual({
        where,
        button: await plain(sidebar, '#refresh'),
      });
      expect({ where, primary: await looks(frame, '#save-png') }).toEqual({
        where,
        primary: await looks(sidebar, '#resolve'),
      });
      expect({ where, h2: (await looks(frame, '#legend-title')).font }).toEqual({
        where,
        h2: (await looks(sidebar, 'h2')).font,
      });
    }
    await closeDialog();

    await ui.sidebar.locator('#open-import').click();
    await page.locator('#dialog[open]').waitFor();
    const importDialog = await ui.frame(/^\/dialog\/\d+$/);
    await page
      .frameLocator('#dialog-frame')
      .locator('#library option:not([value=""])')
      .first()
      .waitFor({ state: 'attached' });
    expect(await looks(importDialog, 'body')).toEqual(await looks(sidebar, 'body'));
    expect(await looks(importDialog, '#import')).toEqual(await looks(sidebar, '#resolve'));
    expect(await looks(importDialog, '#insert')).toEqual(await looks(sidebar, '#resolve'));
    expect((await looks(importDialog, 'h2')).font).toBe((await looks(sidebar, 'h2')).font);
    // Every placeholder shows whole in its field: "0609 or blank", not "0609 or blan".
    const cut = await importDialog.evaluate(() => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      return Array.from(document.querySelectorAll('input[placeholder]') as NodeListOf<HTMLInputElement>).map(
        (input) => {
          const c = getComputedStyle(input);
          ctx.font = `${c.fontWeight} ${c.fontSize} ${c.fontFamily}`;
          const room = input.clientWidth - parseFloat(c.paddingLeft) - parseFloat(c.paddingRight);
          return {
            id: input.id,
            placeholder: input.placeholder,
            fits: ctx.measureText(input.placeholder).width <= room,
          };
        },
      );
    });
    expect(cut).toContainEqual({ id: 'lib-position', placeholder: '0609 or blank', fits: true });
    expect(cut.filter((f) => !f.fits)).toEqual([]);
    await closeDialog();
  });

  it(`times the map of a ${BIG.cols}×${BIG.rows} battle with ${BIG.mechs} mechs in the browser (goal < 200 ms, printed, not asserted)`, async () => {
    const response = JSON.parse(JSON.stringify(bigMapResponse())) as unknown;
    const frame = page.frame({ url: /\/map$/ });
    if (!frame) throw new Error('no map frame');
    const times = await frame.evaluate(async (answer) => {
      const w = window as unknown as { gatorMapSource?: () => unknown };
      w.gatorMapSource = () => answer;
      const box = document.getElementById('map') as HTMLElement;
      const measure = () =>
        new Promise<{ dom: number; painted: number }>((resolve) => {
          box.replaceChildren();
          const t0 = performance.now();
          const seen = new MutationObserver(() => {
            const svg = box.querySelector('svg');
            if (!svg) return;
            seen.disconnect();
            svg.getBoundingClientRect(); // style and layout, forced now
            const dom = performance.now() - t0;
            requestAnimationFrame(() => setTimeout(() => resolve({ dom, painted: performance.now() - t0 }), 0));
          });
          seen.observe(box, { childList: true });
          (document.getElementById('refresh') as HTMLButtonElement).click();
        });
      const runs: { dom: number; painted: number }[] = [];
      for (let i = 0; i < 5; i++) runs.push(await measure());
      delete w.gatorMapSource;
      return runs;
    }, response);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const dom = median(times.map((t) => t.dom));
    const painted = median(times.map((t) => t.painted));
    console.log(
      `map render in Chromium, ${BIG.cols}×${BIG.rows} map, ${BIG.mechs} mechs, one selected: ` +
        `${dom.toFixed(1)} ms to parse, import and lay out the SVG, ${painted.toFixed(1)} ms to the painted frame (median of ${times.length}; goal < 200 ms)`,
    );
    expect(await ui.map.locator(`#map svg[data-round="${BIG.round}"] [data-mech]`).count()).toBe(BIG.mechs);
    // A big battle's first view is as readable as the demo's.
    expectReadable(await smallestText(frame), `the ${BIG.cols}×${BIG.rows} battle`);
  });
});
