// The sheet as a phone shows it, in the playground in Chromium (docs/players.md, "A round on a
// phone"): the Cards tab's six columns are a phone's width with the title merged over them, and on
// Mechs the Name column stays in view while the grid scrolls across to Ready. Skipped, saying so,
// where Chromium is missing.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlayground, type Playground } from '../../playground/server';
import { browserAvailable, launchChromium, type LaunchedBrowser } from './support/chromium';
import { PlaygroundPage, address } from './support/playgroundPage';

describe.runIf(browserAvailable())('the sheet on a phone, in the playground', () => {
  let playground: Playground;
  let browser: LaunchedBrowser;
  let page: Page;
  let ui: PlaygroundPage;

  beforeAll(async () => {
    playground = await startPlayground({ port: 0 });
    browser = await launchChromium();
    page = await browser.context.newPage();
    ui = new PlaygroundPage(page);
    await page.goto(playground.url);
    await ui.sidebar.locator('#resolve:not([disabled])').waitFor();
  }, 30000);

  afterAll(async () => {
    await browser?.close();
    await playground?.close();
  });

  it("a card fits a phone held upright: columns A–F are 400 px in all, the title one cell over them, the Griffin's TNs inside that width", async () => {
    await ui.showTab('Cards');
    const box = async (a1: string) => (await (await ui.cell(a1)).boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    const a = await box('Cards!A2');
    const f = await box('Cards!F2');
    expect(f.x + f.width - a.x).toBeLessThanOrEqual(402);
    const title = await box('Cards!A1');
    expect(Math.abs(title.width - (f.x + f.width - a.x))).toBeLessThanOrEqual(2);
    expect(await page.locator('#grid td[data-cell="Cards!B1"]').count()).toBe(0);
    // The Griffin's Large Laser at the Blackjack, first enemy column (B), is inside the card's width.
    const tn = await box('Cards!B20');
    expect(await ui.text('Cards!B20')).toBe('6 (72%)');
    expect(tn.x + tn.width).toBeLessThanOrEqual(a.x + 402);
  });

  it('on Mechs the Name column stays in view while the grid scrolls across to Ready', async () => {
    const view = await ui.workbook();
    const ready = address(view, 'Mechs', 'Ready', 'Griffin');
    await ui.showTab('Mechs');
    const name = await ui.cell('Mechs!A2');
    const before = await name.boundingBox();
    await (await ui.cell(ready)).scrollIntoViewIfNeeded();
    const scrolled = await page.locator('#grid').evaluate((g) => g.scrollLeft);
    expect(scrolled).toBeGreaterThan(0);
    const after = await name.boundingBox();
    expect(Math.abs((after?.x ?? -1000) - (before?.x ?? 0))).toBeLessThanOrEqual(1);
    expect(await name.textContent()).toBe('Griffin');
  });
});
