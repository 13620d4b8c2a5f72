// The playground in a real browser (docs/playground.md, "Tests in a real browser"):
// Debian's Chromium opens `npm start`'s page — the BUILT add-on on the in-memory services, the
// real sidebar with google.script.run bridged, the fakes' own evaluator running the sheet's formulas —
// and a GM's round is played through it. Skipped, saying so, where Chromium is missing;
// failed instead under GATOR_REQUIRE_BROWSER=1 (CI).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../playground/bundle';
import type { SheetView } from '../../playground/view';
import { FRESH_MS } from '../../src/sidebar/controller/live';
import { startPlayground, type Playground } from '../../playground/server';
import { fixture } from '../rules/data/fixtures';
import {
  BROWSER_REQUIRED,
  CHROMIUM_PATH,
  HAS_CHROMIUM,
  browserAvailable,
  launchChromium,
  type LaunchedBrowser,
} from './support/chromium';
import { PlaygroundPage, address, sheetOf } from './support/playgroundPage';

const XSS_NAME = '<img src=x onerror=alert(1)>';
// The README's picture is refreshed only on request (UPDATE_SCREENSHOT=1 npm test), so a test
// run never leaves the work tree changed; otherwise the shot goes to test-results/ (ignored).
const SCREENSHOT = process.env.UPDATE_SCREENSHOT
  ? join(ROOT, 'docs/sidebar-after-round.png')
  : join(ROOT, 'test-results/sidebar-after-round.png');

describe.runIf(!HAS_CHROMIUM && BROWSER_REQUIRED)('browser tests (GATOR_REQUIRE_BROWSER=1)', () => {
  it('need Chromium', () => {
    throw new Error(
      `GATOR_REQUIRE_BROWSER=1 but chromium was not found at ${CHROMIUM_PATH}: apt-get install -y chromium, or set CHROMIUM_PATH`,
    );
  });
});

describe.runIf(browserAvailable())('the playground in Chromium', () => {
  let playground: Playground;
  let browser: LaunchedBrowser;
  let page: Page;
  let ui: PlaygroundPage;
  const dialogs: string[] = [];

  beforeAll(async () => {
    playground = await startPlayground({ port: 0 });
    browser = await launchChromium();
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(playground.url).origin,
    });
    page = await browser.context.newPage();
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    ui = new PlaygroundPage(page);
    await page.goto(playground.url);
    await ui.sidebar.locator('#resolve:not([disabled])').waitFor();
    await page.locator('#grid td[data-cell="Attacks!O2"]').waitFor();
  }, 30000);

  afterAll(async () => {
    await browser?.close();
    await playground?.close();
  });

  /** The Griffin's per-weapon TN cells (the player's GATOR formulas beside the TN column), by target and weapon. */
  async function griffinTns(): Promise<Record<string, string>> {
    const view = await ui.workbook();
    const rows = sheetOf(view, 'Attacks').rows;
    const col = (header: string) => rows[0].findIndex((c) => c.text === header);
    const [target, weapon, tn] = [col("Griffin's check: fires at"), col('With'), col("Griffin's TN")];
    const out: Record<string, string> = {};
    for (let r = 1; r < rows.length; r++) {
      if (!rows[r][target]?.text) continue;
      const a1 = address(view, 'Attacks', "Griffin's TN", r + 1);
      out[`${rows[r][target].text} ${rows[r][weapon].text}`] = await ui.text(a1);
      expect(rows[r][tn].input, `${a1} holds the player's formula`).toMatch(/^=GATOR\(.*TMM\(.*RANGEMOD\(.*\)\)$/);
    }
    return out;
  }

  it("the Griffin player's check is drawn apart from the attack lines: a narrow blank column after Roll, its own background, a note on its header", async () => {
    await ui.showTab('Attacks');
    const bg = (a1: string) =>
      page.locator(`#grid td[data-cell="${a1}"]`).evaluate((td) => getComputedStyle(td).backgroundColor);
    expect(await page.locator('#grid td[data-cell="Attacks!J1"]').textContent()).toBe('');
    expect((await page.locator('#grid td[data-cell="Attacks!J2"]').boundingBox())!.width).toBeLessThan(40);
    expect(await bg('Attacks!K2')).toBe('rgb(255, 249, 219)');
    expect(await bg('Attacks!A2')).not.toBe('rgb(255, 249, 219)');
    const header = page.locator('#grid td[data-cell="Attacks!K1"]');
    expect(await header.textContent()).toBe("Griffin's check: fires at");
    expect(await header.getAttribute('title')).toMatch(/^The Griffin player's own check/);
    expect(await header.evaluate((td) => getComputedStyle(td, '::after').borderTopWidth)).toBe('6px');
  });

  it("R-3: shows the Griffin's TN cells with the seed's numbers: Blackjack 6/7/8, Rifleman through the woods 8/10/12, Locust 9/11/out of range", async () => {
    const tns = await griffinTns();
    // Seed, example 1: the Blackjack runs 8 (TMM 2); Large Laser short +0, LRM-5 inside minimum +1, Medium Laser medium
    // +2.
    expect([tns['Blackjack Large Laser'], tns['Blackjack LRM-5'], tns['Blackjack Medium Laser']]).toEqual([
      '6',
      '7',
      '8',
    ]);
    // Seed, example 2 (R-3.1, R-3.2, R-3.3): 3 gunnery + 1 ran + 1 TMM + 3 woods + range.
    expect([tns['Rifleman LRM-5'], tns['Rifleman Large Laser'], tns['Rifleman Medium Laser']]).toEqual([
      '8',
      '10',
      '12',
    ]);
    // Seed, example 3: the Locust at 11 hexes is beyond the Medium Laser's long range (R-3.2).
    expect([tns['Locust LRM-5'], tns['Locust Large Laser'], tns['Locust Medium Laser']]).toEqual([
      '9',
      '11',
      'Out of range',
    ]);
    // The TN column: ATTACKTN over the tabs gives the same numbers for the declared attack, the
    // Large Laser named as the freebie taking none (R-5.1).
    const line = await ui.text('Attacks!H2');
    expect(line).toContain('LRM-5 ×2 8');
    expect(line).toContain('Large Laser freebie');
    expect(line).toContain('Medium Laser ×2 12');
  });

  it('recalculates the TN formulas when a record cell changes, as Sheets does', async () => {
    const view = await ui.workbook();
    const before = await ui.text('Attacks!H2');
    // The Rifleman steps one hex closer: 6 hexes puts the Medium Lasers at medium range (+2 instead of +4).
    await ui.type(address(view, 'Mechs', 'Position', 'Rifleman'), '0414');
    expect((await griffinTns())['Rifleman Medium Laser']).toBe('10');
    expect(await ui.text('Attacks!H2')).not.toBe(before);
    // The canonical BJ-1 instead of the seed's Blackjack: Walk 4, Run 6 (TMM 1) — each TN one lower.
    await ui.type(address(view, 'Mechs', 'Walk', 'Blackjack'), '4');
    await ui.type(address(view, 'Mechs', 'Run', 'Blackjack'), '6');
    const tns = await griffinTns();
    expect([tns['Blackjack Large Laser'], tns['Blackjack LRM-5'], tns['Blackjack Medium Laser']]).toEqual([
      '5',
      '6',
      '7',
    ]);
  });

  it("Reset demo asks before wiping the workbook: Cancel keeps the edits, Reset demo puts the seed's battle back", async () => {
    const position = address(await ui.workbook(), 'Mechs', 'Position', 'Rifleman');
    expect(await ui.text(position)).toBe('0414');
    await page.locator('#reset').click();
    const question = page.locator('#reset-confirm[open]');
    await question.waitFor();
    expect(await question.locator('#reset-confirm-text').textContent()).toContain(
      'your edits, rounds and imports here are lost',
    );
    await question.locator('#reset-no').click();
    await page.locator('#page-status', { hasText: 'Nothing was reset.' }).waitFor();
    expect(await page.locator('#reset-confirm').getAttribute('open')).toBeNull();
    expect(await ui.text(position)).toBe('0414');
    expect((await griffinTns())['Rifleman Medium Laser']).toBe('10');
    // Confirmed, it puts the seed's battle back (and reloads the sidebar and map, as reopening a spreadsheet).
    await ui.resetDemo();
    expect(await ui.text(position)).toBe('0415');
    expect((await griffinTns())['Rifleman Medium Laser']).toBe('12');
  });

  it('one typo never blinds the GM: "+Raider" typed in Attacks!C4 marks that TN row only, and the sidebar shows it when the GM comes back', async () => {
    // Not in a name column: Set up makes those plain text, where +Raider stays text.
    await ui.type('Attacks!C4', '+Raider');
    expect(await ui.text('Attacks!C4')).toBe('#NAME?');
    // The error reaches ATTACKTN as its text, as Sheets hands it over: the other rows keep their TNs.
    await expect.poll(() => ui.text('Attacks!H4')).toContain('Attacks!C4: the cell shows #NAME?');
    expect(await ui.text('Attacks!H2')).toContain('LRM-5 ×2 8');
    // The GM clicks back into the sidebar (a few seconds after its last read): it reads the sheet again.
    await page.waitForTimeout(FRESH_MS + 200);
    await ui.sidebar.locator('#status-title').click();
    const problem = ui.sidebar.locator('[data-testid=problem]', { hasText: '"+Raider" was typed as a formula' });
    await problem.waitFor();
    expect(await problem.locator('[data-testid=select-cell]').getAttribute('data-cell')).toBe('Attacks!C4');
    expect(await ui.sidebar.locator('[data-testid=attack-preview]').count()).toBe(2);
    expect(await ui.sidebar.locator('#read-at').textContent()).toMatch(/^read (just now|\d+ s ago)$/);
    await ui.resetDemo();
  });

  // One story in every view (docs/sidebar.md): each story starts from the demo and puts it back.

  /** The sidebar's status line of one mech. */
  const mechStatus = (name: string) => ui.sidebar.locator(`#mechs li[data-mech="${name}"]`);

  /** Clicks Refresh, then waits for `shown`: what the sidebar shows once it has read the sheet again. */
  async function refreshSidebar(shown: Locator): Promise<void> {
    await ui.sidebar.locator('#refresh:not([disabled])').click();
    await shown.first().waitFor();
  }

  /** Resolve round 1 on a fixed Dice seed, then Copy for the forum: the post as the players get it. */
  async function resolveAndCopy(): Promise<string> {
    await ui.type(address(await ui.workbook(), 'Rules', 'Value', 'Dice seed'), 'Tukayyid');
    await ui.sidebar.locator('#resolve').click();
    await ui.sidebar.locator('#summary-title', { hasText: 'Round 1 resolved' }).waitFor();
    await ui.sidebar.locator('#copy').click();
    await ui.sidebar.locator('#copy-status', { hasText: 'Copied round 1' }).waitFor();
    return page.evaluate(() => navigator.clipboard.readText());
  }

  /** The lines of one section of the post (`[b]Movement[/b]` to the next blank line). */
  function postSection(post: string, head: string): string[] {
    const lines = post.split('\n');
    const start = lines.indexOf(`[b]${head}[/b]`);
    const out: string[] = [];
    for (
      let i = start + 1;
      start >= 0 && i < lines.length && lines[i] !== '' && !/^\[(b|hider|\/hider)/.test(lines[i]);
      i++
    )
      out.push(lines[i]);
    return out;
  }

  it('R-2.7: the demo\'s Rifleman, Blackjack and Locust run in place: the status says "Run in place" for each', async () => {
    for (const name of ['Rifleman', 'Blackjack', 'Locust'])
      expect(await mechStatus(name).textContent()).toContain('Move: Run in place');
    expect(await ui.sidebar.locator('#problem-count').textContent()).toBe(
      'Every order is legal: the round can be resolved.',
    );
  });

  it("R-11.2: the Griffin's pilot set Unconscious in the grid: the status gives the wake roll, the TN column and preview give TNs only if it wakes, the post rolls it first", async () => {
    const view = await ui.workbook();
    await ui.type(address(view, 'Mechs', 'Pilot status', 'Griffin'), 'Unconscious');
    await ui.type(address(view, 'Mechs', 'Wounds', 'Griffin'), '2');
    const onlyIf = "Only if Griffin's pilot wakes (wake roll TN 5, 83%)";
    await expect
      .poll(() => ui.text('Attacks!H2'))
      .toMatch(new RegExp(`^${onlyIf.replace(/[()]/g, '\\$&')}: Large Laser freebie · `));
    // Attacks at the Griffin: as if it wakes and runs, and what they are if it does not (R-11.2).
    expect(await ui.text('Attacks!H3')).toBe(
      "Large Laser ×2 11 · AC/5 ×2 11 — If Griffin's pilot stays unconscious (wake roll TN 5 fails, 17%), it stands still in 0609 (TMM 0): Large Laser ×2 9 · AC/5 ×2 9",
    );

    await refreshSidebar(mechStatus('Griffin').locator('[data-testid=pilot-state]'));
    expect(await mechStatus('Griffin').locator('[data-testid=pilot-state]').textContent()).toBe(
      'pilot unconscious: wake roll TN 5 (83%) at the start of the round; if it fails, Griffin does nothing',
    );
    const line = (n: number) => ui.sidebar.locator(`[data-testid=attack-preview][data-line="${n}"]`);
    expect(await line(0).locator('[data-testid=attack-only-if]').textContent()).toBe(
      `${onlyIf}: otherwise Griffin does nothing this round.`,
    );
    expect(await line(1).locator('[data-testid=target-stays-out]').textContent()).toContain(
      "If Griffin's pilot stays unconscious (wake roll TN 5 fails, 17%), it stands still in 0609 (TMM 0)",
    );

    const post = await resolveAndCopy();
    const heads = post.split('\n').filter((l) => /^\[b\].+\[\/b\]$/.test(l));
    expect(heads.slice(0, 2)).toEqual(['[b]Start of round[/b]', '[b]Movement[/b]']);
    expect(postSection(post, 'Start of round')[0]).toMatch(
      /^\[i\]Griffin\[\/i\] wake-up check \(2 wounds\): \d+ \(\d\+\d\) vs TN 5 /,
    );
    await ui.resetDemo();
  });

  it('a Move to the Griffin cannot reach: the status names it with a Select button, the preview and the TN column give no TN for any of its lines', async () => {
    const moveTo = address(await ui.workbook(), 'Mechs', 'Move to', 'Griffin');
    await ui.type(moveTo, '1609');
    const refusal =
      /^No TN until Griffin's move is fixed: Griffin cannot run to 1609: the cheapest path costs \d+ MP and it has 8\.$/;
    // Every demo line has the Griffin at one end.
    for (const a1 of ['Attacks!H2', 'Attacks!H3', 'Attacks!H4']) await expect.poll(() => ui.text(a1)).toMatch(refusal);

    const problem = mechStatus('Griffin').locator('[data-testid=problem]');
    await refreshSidebar(problem);
    expect(await problem.locator('span').textContent()).toMatch(
      /^Griffin cannot run to 1609: the cheapest path costs \d+ MP and it has 8\.$/,
    );
    expect(await ui.sidebar.locator('[data-testid=attack-preview][data-illegal="true"]').count()).toBe(3);
    expect(await ui.sidebar.locator('[data-testid=attack-illegal]').first().textContent()).toMatch(refusal);
    expect(await ui.sidebar.locator('#preview').textContent()).toContain('no TN until the move is fixed');
    expect(await ui.sidebar.locator('[data-testid=weapon-tn]').count()).toBe(0);
    // Select takes the GM to the Move to cell.
    await problem.locator('[data-testid=select-cell]').click();
    await expect.poll(() => page.locator('#cell-name').textContent()).toBe(moveTo);
    await ui.resetDemo();
  });

  it('one typo never blinds the GM: "Large Lazer" in Attacks!C2 marks that line only: the other lines keep their TNs in the TN column, the preview and the map', async () => {
    await ui.type('Attacks!C2', 'Large Lazer');
    const message = 'Attacks!C2: Weapons: "Large Lazer" is not a weapon of the Catalog — did you mean Large Laser?';
    await expect.poll(() => ui.text('Attacks!H2')).toBe(message);
    expect(await ui.text('Attacks!H3')).toBe('Large Laser ×2 11 · AC/5 ×2 11');
    expect(await ui.text('Attacks!H4')).toMatch(/^AC\/2 ×2 6 · Medium Laser ×4 8$/);

    await refreshSidebar(ui.sidebar.locator('[data-testid=problem]'));
    expect(await ui.sidebar.locator('[data-testid=problem]').allTextContents()).toEqual([
      `${message} Select Attacks!C2`,
    ]);
    const previewed = ui.sidebar.locator('[data-testid=attack-preview]');
    expect(
      await previewed.evaluateAll((items) => items.map((li) => li.querySelector('h3')?.firstChild?.textContent)),
    ).toEqual(['Rifleman → Griffin', 'Blackjack → Griffin']);
    expect(
      await ui.sidebar
        .locator('[data-testid=weapon-tn]')
        .evaluateAll((items) => items.map((li) => li.getAttribute('data-tn'))),
    ).toEqual(['11', '11', '6', '8']);
    expect(await ui.sidebar.locator('#mechs li[data-mech]').count()).toBe(4);
    // The battle map is drawn whole, the problem beside it.
    await ui.map.locator('#sheet-problems').waitFor();
    expect(await ui.map.locator('#sheet-problems p').textContent()).toBe(
      '1 problem on the sheet; every mech is drawn.',
    );
    expect(await ui.map.locator('#map svg [data-mech]').count()).toBe(4);
    await ui.resetDemo();
  });

  it('Resolve without them — "Large Lazer" in Attacks!C2: the sidebar lists what is held back, plays the rest, the post names the line, the cell stays; Undo puts every tab back', async () => {
    await ui.type('Attacks!C2', 'Large Lazer');
    await expect.poll(() => ui.text('Attacks!H2')).toMatch(/^Attacks!C2: /);
    const before = await ui.workbook();
    await refreshSidebar(ui.sidebar.locator('[data-testid=attack-held]'));
    expect(await ui.sidebar.locator('#preview-title').textContent()).toBe('Attack preview (3: 1 held back)');

    await ui.sidebar.locator('#resolve').click();
    await ui.sidebar.locator('#held-confirm-text').waitFor();
    expect(await ui.sidebar.locator('#held-confirm-text').textContent()).toBe(
      'Problems hold back 1 attack line. Resolve round 1 without them?',
    );
    const fate =
      'Griffin\'s attack line Attacks!A2 at Rifleman will not be made: Weapons: "Large Lazer" is not a weapon of the Catalog — did you mean Large Laser?';
    expect(await ui.sidebar.locator('#held-plan li').first().textContent()).toContain(fate);
    await ui.sidebar.locator('#held-confirm-yes').click();
    await ui.sidebar.locator('#summary-title', { hasText: 'Round 1 resolved' }).waitFor();

    await ui.sidebar.locator('#copy').click();
    await ui.sidebar.locator('#copy-status', { hasText: 'Copied round 1' }).waitFor();
    const post = await page.evaluate(() => navigator.clipboard.readText());
    expect(postSection(post, 'Held back')).toEqual([fate.replace('will not be made', 'was not made')]);
    // The held-back line stays for the player to fix; the lines made are cleared.
    expect(await ui.text('Attacks!C2')).toBe('Large Lazer');
    expect(await ui.text('Attacks!A3')).toBe('');

    await ui.sidebar.locator('#undo').click();
    await ui.sidebar.locator('#undo-confirm-yes:not([disabled])').click();
    await ui.sidebar.locator('#message-title', { hasText: 'Round 1 undone.' }).waitFor();
    const after = await ui.workbook();
    for (const sheet of before.sheets)
      expect({ tab: sheet.name, rows: sheetOf(after, sheet.name).rows }).toEqual({ tab: sheet.name, rows: sheet.rows });
    await ui.resetDemo();
  });

  it('a formula that leaves out an argument says so in its cell, not #ERROR!', async () => {
    // The Notes column of the Rules tab is for people: Gator does not read it.
    await ui.type('Rules!C2', '=GATOR(3, "Run", 2, 0)');
    await expect
      .poll(() => ui.text('Rules!C2'))
      .toBe('⚠ GATOR: range missing (5th argument, e.g. RANGEMOD("Large Laser", 5))');
    await ui.type('Rules!C3', '=HITCHANCE(GATOR(3, "Rn", 2, 0, 2))');
    await expect.poll(() => ui.text('Rules!C3')).toBe('⚠ GATOR: "Rn" is not a movement — did you mean Run?');
    await ui.resetDemo();
  });

  it('one typo never blinds the GM: the Griffin renamed on the Mechs tab: one grouped problem names its Equipment rows, not one per row', async () => {
    await ui.type(address(await ui.workbook(), 'Mechs', 'Name', 'Griffin'), 'Griffin II');
    await refreshSidebar(ui.sidebar.locator('#problems'));
    expect(await ui.sidebar.locator('#problem-count').textContent()).toBe(
      '2 problems to fix before the round can be resolved.',
    );
    const problems = ui.sidebar.locator('#problems [data-testid=problem]');
    expect(await problems.locator('span').allTextContents()).toEqual([
      'Equipment!A2:A17: 16 Equipment rows (2–17) name Griffin, which is not on the Mechs tab — did you mean Griffin II? Correct them, or add Griffin to the Mechs tab',
      'Attacks!A2: 3 Attacks rows (2–4) name Griffin, which is not on the Mechs tab — did you mean Griffin II? Correct them, or add Griffin to the Mechs tab',
    ]);
    expect(
      await problems
        .locator('[data-testid=select-cell]')
        .evaluateAll((bs) => bs.map((b) => b.getAttribute('data-cell'))),
    ).toEqual(['Equipment!A2:A17', 'Attacks!A2']);
    await ui.resetDemo();
  });

  let beforeRound: Awaited<ReturnType<PlaygroundPage['workbook']>>;

  it('Resolve round in the sidebar changes armor and heat on the Mechs tab and fills the Log', async () => {
    let view = await ui.workbook();
    // A fixed Dice seed (R-0.4) makes the round, and so the screenshot, the same on every run.
    await ui.type(address(view, 'Rules', 'Value', 'Dice seed'), 'Tukayyid');
    beforeRound = await ui.workbook();
    const heat = address(beforeRound, 'Mechs', 'Heat', 'Griffin');
    const armor = sheetOf(beforeRound, 'Mechs').rows[0].flatMap((c, i) => (/ (Armor|Rear)$/.test(c.text) ? [i] : []));
    const rifleman = (v: typeof view) =>
      armor.map((i) => sheetOf(v, 'Mechs').rows.find((r) => r[0]?.text === 'Rifleman')?.[i]?.text);
    expect(await ui.text(heat)).toBe('0');

    await ui.sidebar.locator('#resolve').click();
    await ui.sidebar.locator('#summary-title').waitFor();
    expect(await ui.sidebar.locator('#summary-title').textContent()).toBe('Round 1 resolved');
    await ui.sidebar.locator('#round', { hasText: 'Round 2' }).waitFor();

    // The grid follows what the sidebar did.
    await expect.poll(() => ui.text(heat)).not.toBe('0');
    view = await ui.workbook();
    // The Griffin's freebie Large Laser always hits the Rifleman (R-5.1).
    expect(rifleman(view)).not.toEqual(rifleman(beforeRound));
    await ui.showTab('Log');
    expect(await page.locator('#grid td[data-cell^="Log!I"]', { hasText: '[hider=Round 1]' }).count()).toBe(1);
    expect(sheetOf(view, 'Log').rows.length).toBeGreaterThan(10);

    const frame = page.locator('#sidebar');
    await frame.screenshot({ path: SCREENSHOT });
    expect(statSync(SCREENSHOT).size).toBeLessThan(300 * 1024);
  });

  it('Copy for the forum puts the round\'s BBCode on the clipboard, starting [hider=Round 1]; R-2.7: the post and the Log say "ran in place in 0415", never "stood still"', async () => {
    await ui.sidebar.locator('#copy').click();
    await ui.sidebar.locator('#copy-status', { hasText: 'Copied round 1' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^\[hider=Round 1\]/);
    // R-2.7: the mechs that ran with no Move to ran in place, in the post and on the Log; none "stood still".
    expect(postSection(copied, 'Movement')).toEqual([
      '[i]Griffin[/i] ran in place in 0609',
      '[i]Rifleman[/i] ran in place in 0415',
      '[i]Blackjack[/i] ran in place in 0111',
      '[i]Locust[/i] ran in place in 1516',
    ]);
    expect(copied).not.toContain('stood still');
    const log = sheetOf(await ui.workbook(), 'Log').rows.map((r) => r[8]?.text ?? '');
    expect(log).toContain('Rifleman ran in place in 0415');
    expect(log.some((t) => t.includes('stood still'))).toBe(false);
  });

  it('Undo, confirmed in the sidebar, restores every tab to the exact values', async () => {
    await ui.sidebar.locator('#undo').click();
    expect(await ui.sidebar.locator('#undo-confirm-text').textContent()).toContain('Undo round 1?');
    await ui.sidebar.locator('#undo-confirm-yes').click();
    await ui.sidebar.locator('#message-title', { hasText: 'Round 1 undone.' }).waitFor();
    const after = await ui.workbook();
    // Every shown value and every formula, tab by tab.
    for (const sheet of beforeRound.sheets)
      expect({ tab: sheet.name, rows: sheetOf(after, sheet.name).rows }).toEqual({ tab: sheet.name, rows: sheet.rows });
    // The Record only grows: every other tab is as it was.
    expect(after.sheets.filter((s) => s.name !== 'Record').map((s) => [s.name, s.hidden])).toEqual(
      beforeRound.sheets.map((s) => [s.name, s.hidden]),
    );
    expect(await ui.text(address(after, 'Mechs', 'Heat', 'Griffin'))).toBe('0');
  });

  it('R-0.5: "Typed rolls only": the sidebar asks for every to-hit roll, the players\' rolls are typed in, then what they lead to, and the round resolves', async () => {
    let view = await ui.workbook();
    await ui.type(address(view, 'Rules', 'Value', 'Dice'), 'Typed rolls only');
    await ui.sidebar.locator('#resolve').click();
    await ui.sidebar.locator('#needed-title').waitFor();
    const asked = await ui.sidebar.locator('[data-testid="needed-roll"]').allTextContents();
    // Every to-hit roll with its TN, and the hit location of the Griffin's freebie, which hits.
    expect(asked).toHaveLength(15);
    expect(asked[0]).toBe('Griffin: roll 2d6 for Medium Laser #1 at Rifleman — to-hit, TN 12');
    expect(asked.slice(0, 14).every((line) => /— to-hit, TN \d+$/.test(line))).toBe(true);
    expect(asked[14]).toBe('Griffin: roll 2d6 for Large Laser #1 at Rifleman — hit location');
    expect(await ui.sidebar.locator('#round').textContent()).toBe('Round 1');

    // The players' to-hit rolls, one per weapon in the order of each line's TN cell: snake eyes, but
    // for the Blackjack's two AC/2s (TN 6), which hit on 11.
    view = await ui.workbook();
    await ui.type(address(view, 'Attacks', 'Roll', 2), '2, 2, 2, 2');
    await ui.type(address(view, 'Attacks', 'Roll', 3), '1+1, 1+1, 1+1, 1+1');
    await ui.type(address(view, 'Attacks', 'Roll', 4), '11, 11, 2, 2, 2, 2');

    // Then what they lead to: the hit locations of the three hits (the Griffin's freebie, the two
    // AC/2s) at once, the rest one by one. Add to the Rolls tab, type the faces, resolve again.
    const waves: number[] = [];
    for (let round = 0; round < 12; round++) {
      await ui.sidebar.locator('#resolve:not([disabled])').click();
      const done = ui.sidebar.locator('#summary-title');
      const asks = ui.sidebar.locator('#needed-title');
      await done.or(asks).waitFor();
      if (await done.isVisible()) break;
      const dice = await ui.sidebar
        .locator('[data-testid="needed-roll"]')
        .evaluateAll((items) => items.map((li) => li.getAttribute('data-dice')));
      waves.push(dice.length);
      await ui.sidebar.locator('#add-needed').click();
      const status = ui.sidebar.locator('#needed-status', { hasText: 'Added' });
      await status.waitFor();
      const [, first, last] = /Rolls!A(\d+)(?::A(\d+))?/.exec((await status.textContent()) ?? '') ?? [];
      expect(Number(last ?? first) - Number(first) + 1).toBe(dice.length);
      for (let k = 0; k < dice.length; k++)
        await ui.type(`Rolls!B${Number(first) + k}`, dice[k] === '1d6' ? '4' : '3+4');
    }
    expect(waves[0]).toBe(3);
    expect(await ui.sidebar.locator('#summary-title').textContent()).toBe('Round 1 resolved');
    expect(await ui.sidebar.locator('#typed-rolls').textContent()).toContain('typed rolls used');
    view = await ui.workbook();
    const dice = sheetOf(view, 'Log')
      .rows.map((r) => r[5]?.text ?? '')
      .filter((t) => /^\d/.test(t));
    expect(dice.length).toBeGreaterThan(14);
    expect(dice.every((t) => t.includes('typed'))).toBe(true);

    await ui.resetDemo();
  });

  it('Undo names a cell edited since the round before it writes; Start a new battle keeps the Log in its own tab; Undo takes both back', async () => {
    const start = await ui.workbook();
    const heat = address(start, 'Mechs', 'Heat', 'Griffin');
    await ui.sidebar.locator('#resolve').click();
    await ui.sidebar.locator('#round', { hasText: 'Round 2' }).waitFor();
    await ui.type(heat, '7');
    await ui.sidebar.locator('#undo').click();
    const edited = ui.sidebar.locator('#undo-edited-cells li');
    await edited.first().waitFor();
    expect(await edited.count()).toBe(1);
    expect(await edited.first().textContent()).toMatch(
      new RegExp(`^${heat} \\(Griffin, Heat\\): now 7 — round 1 wrote \\d+; Undo puts back 0$`),
    );
    await ui.sidebar.locator('#undo-confirm-no').click();
    expect(await ui.text(heat)).toBe('7');

    const logged = sheetOf(await ui.workbook(), 'Log').rows;
    expect(logged.length).toBeGreaterThan(10);
    await ui.sidebar.locator('#new-battle').click();
    await ui.sidebar.locator('#battle-name').fill('Ambush at Fort Hope');
    await ui.sidebar.locator('#battle-repair').check();
    await ui.sidebar.locator('#battle-start').click();
    await ui.sidebar.locator('#message-title', { hasText: 'Ambush at Fort Hope started.' }).waitFor();
    await ui.sidebar.locator('#round', { hasText: 'Ambush at Fort Hope · Round 1' }).waitFor();
    const battle = await ui.workbook();
    expect(battle.sheets.map((sh) => sh.name).filter((n) => n.startsWith('Log'))).toEqual(['Log — battle 1', 'Log']);
    expect(sheetOf(battle, 'Log — battle 1').rows).toEqual(logged);
    expect(sheetOf(battle, 'Log').rows).toHaveLength(1);
    expect(await ui.text(heat)).toBe('0');

    await ui.sidebar.locator('#undo').click();
    await ui.sidebar.locator('#undo-confirm-yes:not([disabled])').click();
    await ui.sidebar.locator('#message-title', { hasText: 'The start of Ambush at Fort Hope undone.' }).waitFor();
    expect(await ui.text(heat)).toBe('7');
    await ui.sidebar.locator('#undo').click();
    await ui.sidebar.locator('#undo-confirm-yes:not([disabled])').click();
    await ui.sidebar.locator('#message-title', { hasText: 'Round 1 undone.' }).waitFor();
    const after = await ui.workbook();
    for (const sheet of start.sheets)
      expect({ tab: sheet.name, rows: sheetOf(after, sheet.name).rows }).toEqual({ tab: sheet.name, rows: sheet.rows });
    expect(after.sheets.filter((sh) => sh.name !== 'Record').map((sh) => [sh.name, sh.hidden])).toEqual(
      start.sheets.filter((sh) => sh.name !== 'Record').map((sh) => [sh.name, sh.hidden]),
    );
  });

  it('shows a mech renamed <img src=x onerror=alert(1)> as text, and nothing runs', async () => {
    const view = await ui.workbook();
    const equipment = sheetOf(view, 'Equipment').rows.flatMap((r, i) => (r[0]?.text === 'Locust' ? [i + 1] : []));
    await ui.type(address(view, 'Mechs', 'Name', 'Locust'), XSS_NAME);
    for (const row of equipment) await ui.type(`Equipment!A${row}`, XSS_NAME);
    expect(await ui.text(address(await ui.workbook(), 'Mechs', 'Name', XSS_NAME))).toBe(XSS_NAME);

    await ui.sidebar.locator('#refresh').click();
    const item = ui.sidebar.locator('#mechs li[data-mech]').last();
    await expect.poll(() => item.getAttribute('data-mech')).toBe(XSS_NAME);
    expect(await item.locator('h3').textContent()).toBe(XSS_NAME);
    expect(await ui.sidebar.locator('img').count()).toBe(0);
    expect(await page.locator('img').count()).toBe(0);
    expect(await ui.map.locator('img, image').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  it('saves the workbook to .xlsx and loads it back: every tab, hidden ones too, with the same values and formulas', async () => {
    const before = await ui.workbook();
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#save-xlsx').click()]);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 2).toString()).toBe('PK');
    await page.locator('#load-xlsx').setInputFiles({
      name: 'campaign.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: readFileSync(file),
    });
    await page.locator('#page-status', { hasText: 'Loaded campaign.xlsx' }).waitFor();
    const after = await ui.workbook();
    const kept = (s: (typeof before.sheets)[number]) => [s.name, s.hidden, s.frozenRows, s.frozenColumns, s.merges];
    expect(after.sheets.map(kept)).toEqual(before.sheets.map(kept));
    // What the file keeps of each cell (playground/xlsx.ts): not its dropdown, checkbox, bold or background.
    const keptCells = (rows: SheetView['rows']) =>
      rows.map((r) =>
        r.map(({ text, input, error, number, formula, wrap, note }) => ({
          text,
          input,
          error,
          number,
          formula,
          wrap,
          note,
        })),
      );
    for (const sheet of before.sheets)
      expect({ tab: sheet.name, rows: keptCells(sheetOf(after, sheet.name).rows) }).toEqual({
        tab: sheet.name,
        rows: keptCells(sheet.rows),
      });
    await ui.sidebar.locator('#resolve:not([disabled])').waitFor();
  });

  it('a long import shows its result, title and Undo, in sight in the 720×640 dialog; Undo clears it', async () => {
    await ui.resetDemo();
    await ui.sidebar.locator('#open-import').click();
    await page.locator('#dialog[open]').waitFor();
    const dialog = page.frameLocator('#dialog-frame');
    const files = [
      'griffin-grf-1s.mtf',
      'rifleman-rfl-3n.mtf',
      'blackjack-bj-1.mtf',
      'locust-lct-1v.mtf',
      'testbed-tb-1.mtf',
      'griffin-grf-1s-commented.mtf',
    ];
    await dialog.locator('#mtf-text').fill(files.map(fixture).join('\n'));
    await dialog.locator('#import').click();
    await dialog.locator('#result h3.ok', { hasText: 'Added 6 mechs to the Mechs tab' }).waitFor();
    const frame = await ui.frame(/^\/dialog\/\d+$/);
    const inSight = (selector: string) =>
      frame.evaluate((sel) => {
        const r = (document.querySelector(sel) as HTMLElement).getBoundingClientRect();
        return r.top >= 0 && r.bottom <= innerHeight && r.height > 0;
      }, selector);
    // The form alone fills the dialog: the result starts below its fold, so the dialog scrolls to it.
    expect(await frame.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(true);
    expect(await frame.evaluate(() => scrollY)).toBeGreaterThan(0);
    // Every part of it in sight: what was added, Undo, the unknown equipment, the warnings, what is left to set.
    expect(await dialog.locator('#result h3').allTextContents()).toEqual([
      'Added 6 mechs to the Mechs tab',
      'Equipment Gator does not know',
      'Warnings',
    ]);
    expect(await inSight('#result')).toBe(true);
    expect(await inSight('#undo')).toBe(true);
    await dialog.locator('#undo').click();
    await dialog.locator('#result', { hasText: 'undone' }).waitFor();
    expect(
      sheetOf(await ui.workbook(), 'Mechs')
        .rows.filter((r) => r[0]?.text)
        .map((r) => r[0].text),
    ).toEqual(['Name', 'Griffin', 'Rifleman', 'Blackjack', 'Locust']);
    await page.locator('#dialog-close').click();
    await page.locator('#dialog[open]').waitFor({ state: 'detached' });
  });

  it('Extensions ▸ Gator ▸ Import mechs (.mtf)…: "done" is said when the import happened, not while its dialog is still open', async () => {
    await ui.resetDemo();
    await page.locator('#gator-menu > summary').click();
    await page.locator('#gator-menu-items button[role="menuitem"]', { hasText: 'Import mechs (.mtf)…' }).click();
    await page.locator('#dialog[open]').waitFor();
    const dialog = page.frameLocator('#dialog-frame');
    await dialog.locator('#mtf-text').waitFor();
    expect(await page.locator('#page-status').textContent()).not.toMatch(/done/);
    // Asking for the library is no import: still not done.
    await dialog.locator('#library option').nth(1).waitFor({ state: 'attached' });
    expect(await page.locator('#page-status').textContent()).not.toMatch(/done/);
    await dialog.locator('#mtf-text').fill(fixture('testbed-tb-1.mtf'));
    await dialog.locator('#import').click();
    await dialog.locator('#result h3.ok', { hasText: 'Added' }).waitFor();
    await page.locator('#page-status', { hasText: 'Import mechs (.mtf)…: done.' }).waitFor();
    await page.locator('#dialog-close').click();
    await page.locator('#dialog[open]').waitFor({ state: 'detached' });
    await ui.resetDemo();
  });

  /** The sidebar's elements (by id, else tag) that reach past its 300-px width: text that does not wrap. */
  async function pastTheSidebar(): Promise<string[]> {
    const frame = await ui.frame(/^\/sidebar/);
    return frame.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const out = Array.from(document.querySelectorAll('#app *'))
        .filter((e) => e.getBoundingClientRect().right > width + 0.5)
        .map((e) => e.id || e.tagName.toLowerCase());
      if (document.documentElement.scrollWidth > width)
        out.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px in ${width})`);
      return out;
    });
  }

  it('Dice seed Sealed: the seal before the orders, and after Resolve the seed and the next seal, wrap inside the 300-px sidebar', async () => {
    await ui.resetDemo();
    await ui.type(address(await ui.workbook(), 'Rules', 'Value', 'Dice seed'), 'Sealed');
    await refreshSidebar(ui.sidebar.locator('#dice-seal-full'));
    expect(await ui.sidebar.locator('#dice-seal-full').textContent()).toMatch(/^[0-9a-f]{64}$/);
    expect(await pastTheSidebar()).toEqual([]);
    await ui.sidebar.locator('#resolve').click();
    await ui.sidebar.locator('#summary-title', { hasText: 'Round 1 resolved' }).waitFor();
    expect(await ui.sidebar.locator('#next-seal').textContent()).toMatch(/^Round 2's dice are sealed: [0-9a-f]{64}$/);
    expect(await ui.sidebar.locator('#summary').textContent()).toMatch(/from the sealed seed "[^"]+"/);
    expect(await pastTheSidebar()).toEqual([]);
    await ui.resetDemo();
  });

  it('Extensions ▸ Gator on the page is the add-on\'s own menu: Resolve round asks "Resolve round 1?" and Yes resolves it; Undo asks, then takes it back', async () => {
    await ui.resetDemo();
    const menu = async (caption: string) => {
      await page.locator('#gator-menu > summary').click();
      await page.locator('#gator-menu-items button[role="menuitem"]', { hasText: caption }).click();
    };
    const question = page.locator('#menu-dialog[open]');
    // Read from the workbook, not the grid: a question is modal, as in Sheets, so the tabs cannot be clicked.
    const roundCell = async () =>
      sheetOf(await ui.workbook(), 'Rules').rows.find((r) => r[0]?.text === 'Round')?.[1]?.text;

    await menu('Resolve round');
    await question.locator('#menu-dialog-text', { hasText: 'Resolve round 1?' }).waitFor();
    expect(await roundCell()).toBe('1');
    await question.locator('button[data-button="YES"]').click();
    await question.locator('#menu-dialog-title', { hasText: 'Gator: round 1 resolved' }).waitFor();
    expect(await question.locator('#menu-dialog-text').textContent()).toMatch(/The Log tab has every roll/);
    await question.locator('button[data-button="OK"]').click();
    await expect.poll(roundCell).toBe('2');

    await menu('Undo last round or import');
    await question.locator('#menu-dialog-text', { hasText: 'Undo round 1?' }).waitFor();
    await question.locator('button[data-button="YES"]').click();
    // The reason for the Record, asked after the Yes.
    await question.locator('#menu-dialog-title', { hasText: 'Gator: why undo?' }).waitFor();
    await question.locator('#menu-dialog-input').fill('wrong target typed');
    await question.locator('button[data-button="OK"]').click();
    await question.locator('#menu-dialog-text', { hasText: 'Round 1 undone' }).waitFor();
    await question.locator('button[data-button="OK"]').click();
    await expect.poll(roundCell).toBe('1');
    await ui.resetDemo();
  });
});
