// The playground at a phone's width, 390 × 844 (docs/playground.md, "At a phone's width"): the
// playground is where a GM checks what a player will see, and players keep the campaign on their
// phones — so the Mechs and Cards tabs must be usable there: the page fits the screen and the grid
// scrolls inside it, frozen panes stay drawn, a checkbox is ticked with a tap and a dropdown
// picked from its list.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlayground, type Playground } from '../../playground/server';
import { browserAvailable, launchChromium, type LaunchedBrowser } from './support/chromium';
import { PlaygroundPage, address, sheetOf } from './support/playgroundPage';

const PHONE = { width: 390, height: 844 };

describe.runIf(browserAvailable())("the playground at a phone's width (390 × 844) in Chromium", () => {
  let playground: Playground;
  let browser: LaunchedBrowser;
  let page: Page;
  let ui: PlaygroundPage;

  beforeAll(async () => {
    playground = await startPlayground({ port: 0 });
    browser = await launchChromium(PHONE, true);
    page = await browser.context.newPage();
    ui = new PlaygroundPage(page);
    await page.goto(playground.url);
    await ui.sidebar.locator('#resolve:not([disabled])').waitFor();
    await page.locator('#grid table').waitFor();
  }, 30000);

  afterAll(async () => {
    await browser?.close();
    await playground?.close();
  });

  const box = async (selector: string) => {
    const b = await page.locator(selector).boundingBox();
    if (!b) throw new Error(`${selector} is not drawn`);
    return b;
  };
  const cellValueOf = async (a1: string) => {
    const [tab, cell] = a1.split('!');
    const view = await ui.workbook();
    const [, col, row] = /^([A-Z]+)(\d+)$/.exec(cell) ?? [];
    const c = col.split('').reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
    return sheetOf(view, tab).rows[Number(row) - 1]?.[c - 1]?.text ?? '';
  };

  it('the page fits the phone: no sideways scroll of the page; the grid, full width, scrolls inside it; every tab is one tap away', async () => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const grid = await box('#grid');
    expect(grid.x).toBe(0);
    expect(grid.width).toBeGreaterThanOrEqual(PHONE.width - 2);
    // The workbook comes first: the grid starts within the first screen and fills most of it.
    expect(grid.y).toBeLessThan(PHONE.height / 3);
    expect(grid.height).toBeGreaterThan(PHONE.height / 3);
    await ui.showTab('Mechs');
    expect(await page.locator('#grid').evaluate((g) => g.scrollWidth > g.clientWidth)).toBe(true);
    for (const tab of ['Cards', 'Mechs']) {
      await ui.showTab(tab);
      const b = await box(`#tabs button[data-tab="${tab}"]`);
      expect(b.height, `${tab}'s tab button`).toBeGreaterThan(20);
    }
  });

  it("Mechs: the frozen header row is drawn with its thick edge and stays at the grid's top while the grid scrolls", async () => {
    await ui.showTab('Mechs');
    const header = page.locator('#grid thead td[data-cell="Mechs!A1"]');
    expect(await header.textContent()).toBe('Name');
    expect(await header.evaluate((td) => getComputedStyle(td).borderBottomWidth)).toBe('3px');
    expect(await page.locator('#grid thead').evaluate((h) => getComputedStyle(h).position)).toBe('sticky');
    const top = (await box('#grid thead td[data-cell="Mechs!A1"]')).y;
    await page.locator('#grid').evaluate((g) => g.scrollTo(0, g.scrollHeight));
    expect((await box('#grid thead td[data-cell="Mechs!A1"]')).y).toBe(top);
  });

  it('Map: its frozen row and hex column stay in sight when the grid scrolls right and down', async () => {
    await ui.showTab('Map');
    const grid = await box('#grid');
    const corner = await box('#grid td[data-cell="Map!A1"]');
    await page.locator('#grid').evaluate((g) => g.scrollTo(g.scrollWidth, g.scrollHeight));
    expect(await page.locator('#grid').evaluate((g) => g.scrollLeft > 0 && g.scrollTop > 0)).toBe(true);
    // Within the half pixel a collapsed border moves a sticky cell.
    const after = await box('#grid td[data-cell="Map!A1"]');
    expect(Math.abs(after.x - corner.x) + Math.abs(after.y - corner.y)).toBeLessThanOrEqual(1);
    const hexColumn = await box('#grid td[data-cell="Map!A17"]');
    expect(Math.abs(hexColumn.x - corner.x)).toBeLessThanOrEqual(1);
    expect(hexColumn.y + hexColumn.height).toBeLessThanOrEqual(grid.y + grid.height + 1);
  });

  it("Mechs: the Griffin's Ready box is ticked with a tap (TRUE), and untaps to FALSE", async () => {
    const ready = address(await ui.workbook(), 'Mechs', 'Ready', 'Griffin');
    const tick = (await ui.cell(ready)).locator('input[type="checkbox"]');
    expect(await tick.isChecked()).toBe(false);
    await tick.tap();
    await expect.poll(() => cellValueOf(ready)).toBe('TRUE');
    await expect.poll(() => page.locator(`#grid td[data-cell="${ready}"] input`).isChecked()).toBe(true);
    // The sidebar's orders board reads it so once it reads the sheet again.
    await ui.sidebar.locator('#refresh').click();
    await ui.sidebar.locator('li', { hasText: /^Griffin \(Player 1\): ready/ }).waitFor({ timeout: 5000 });
    await page.locator(`#grid td[data-cell="${ready}"] input`).tap();
    await expect.poll(() => cellValueOf(ready)).toBe('FALSE');
  });

  it("Mechs: the Griffin's Move is picked from its dropdown — the list Set up gave the column — and the Griffin's card follows", async () => {
    const move = address(await ui.workbook(), 'Mechs', 'Move', 'Griffin');
    await (await ui.cell(move)).tap();
    const choice = page.locator('#cell-choice');
    await choice.waitFor();
    expect(await choice.locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['(blank)', 'Stand', 'Walk', 'Run', 'Jump']),
    );
    expect(await choice.inputValue()).toBe('Run');
    const pick = await box('#cell-choice');
    expect(pick.width).toBeGreaterThan(PHONE.width / 2);
    await choice.selectOption('Walk');
    await expect.poll(() => cellValueOf(move)).toBe('Walk');
    expect(await page.locator(`#grid td[data-cell="${move}"]`).textContent()).toBe('Walk');

    // Cards: the Griffin's card, at the top of the tab, says it walks now; the grid scrolls to its last column.
    await ui.showTab('Cards');
    expect(await page.locator('#grid td[data-cell="Cards!A2"]').textContent()).toBe('Griffin');
    const cards = sheetOf(await ui.workbook(), 'Cards').rows;
    const orders = cards.findIndex((r, i) => i > 0 && r[0]?.text === 'Orders');
    expect(cards[orders].map((c) => c.text).join(' ')).toMatch(/Walk/);
    const visible = await page.locator(`#grid td[data-cell="Cards!A${orders + 1}"]`).boundingBox();
    expect(visible && visible.y < PHONE.height).toBe(true);
  });
});
