// The playground page as a user works it: tabs to click, cells to click and type into, the
// sidebar and map frames. Cells are found by `data-cell="Mechs!O3"`, columns by their header
// and rows by the mech's name, as a GM finds them.
import type { Frame, FrameLocator, Locator, Page } from 'playwright-core';
import { columnLetters } from '../../../src/fakes/a1';
import type { SheetView, WorkbookView } from '../../../playground/view';

export class PlaygroundPage {
  readonly sidebar: FrameLocator;
  readonly map: FrameLocator;

  constructor(readonly page: Page) {
    this.sidebar = page.frameLocator('#sidebar');
    this.map = page.frameLocator('#map');
  }

  /** Reset demo, answered "Reset demo" in the question it asks; waits until the sidebar is back. */
  async resetDemo(): Promise<void> {
    await this.page.locator('#reset').click();
    await this.page.locator('#reset-confirm[open] #reset-yes').click();
    await this.page.locator('#page-status', { hasText: 'loaded again' }).waitFor();
    await this.sidebar.locator('#resolve:not([disabled])').waitFor();
  }

  /** The frame of the page served at `path` (`/map`, or the open dialog's `/dialog/<n>`). */
  async frame(path: RegExp): Promise<Frame> {
    for (let tries = 0; tries < 500; tries++) {
      const found = this.page.frames().find((f) => path.test(new URL(f.url(), 'http://x').pathname));
      if (found) return found;
      await this.page.waitForTimeout(20);
    }
    throw new Error(`no frame at ${path}`);
  }

  /** The workbook as the page receives it (every tab, every shown text and formula). */
  workbook(): Promise<WorkbookView> {
    return this.page.evaluate(() => fetch('/api/workbook').then((r) => r.json() as Promise<WorkbookView>));
  }

  async showTab(name: string): Promise<void> {
    const button = this.page.locator(`#tabs button[data-tab="${name}"]`);
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
    await this.page.locator(`#grid table[aria-label="${name}"]`).waitFor();
  }

  /** A cell of the grid, its tab brought to the front. */
  async cell(a1: string): Promise<Locator> {
    await this.showTab(a1.slice(0, a1.lastIndexOf('!')));
    return this.page.locator(`#grid td[data-cell="${a1}"]`);
  }

  async text(a1: string): Promise<string> {
    return (await (await this.cell(a1)).textContent()) ?? '';
  }

  /** Clicks the cell, types over it and presses Enter, as in Sheets; waits until the grid took it. */
  async type(a1: string, text: string): Promise<void> {
    await (await this.cell(a1)).click();
    await this.page.keyboard.type(text);
    const tab = a1.slice(0, a1.lastIndexOf('!'));
    const [, col, row] = /!([A-Z]+)(\d+)$/.exec(a1) ?? [];
    const answered = this.page.waitForResponse((r) => r.url().endsWith('/api/cell'));
    await this.page.keyboard.press('Enter');
    const answer = (await (await answered).json()) as { ok: boolean; error?: { message: string } };
    if (!answer.ok) throw new Error(`typing into ${a1} was refused: ${answer.error?.message}`);
    // The selection moves down once the page has drawn the answer.
    await this.page.waitForFunction(
      (next) => document.getElementById('cell-name')?.textContent === next,
      `${tab}!${col}${Number(row) + 1}`,
    );
  }
}

/** The tab of that name; a missing one fails the test with its name. */
export function sheetOf(view: WorkbookView, tab: string): SheetView {
  const sheet = view.sheets.find((s) => s.name === tab);
  if (!sheet) throw new Error(`no tab ${tab}`);
  return sheet;
}

/** `Mechs!U2`: the column headed `header` on the row whose first cell is `key` (or row `key` when a number). */
export function address(view: WorkbookView, tab: string, header: string, key: string | number): string {
  const rows = sheetOf(view, tab).rows;
  const col = rows[0].findIndex((c) => c.text === header);
  if (col < 0) throw new Error(`no column ${header} on ${tab}`);
  const row = typeof key === 'number' ? key : rows.findIndex((r, i) => i > 0 && r[0]?.text === key) + 1;
  if (row < 1) throw new Error(`no row ${key} on ${tab}`);
  return `${tab}!${columnLetters(col + 1)}${row}`;
}
