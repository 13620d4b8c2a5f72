// Debian's Chromium driven by playwright-core (docs/playground.md, "Tests in a real browser"). Where it is
// missing the browser suites are skipped, saying so — unless GATOR_REQUIRE_BROWSER=1 (CI), where
// a skip would hide a broken install, so they fail instead.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const HAS_CHROMIUM = existsSync(CHROMIUM_PATH);
export const BROWSER_REQUIRED = process.env.GATOR_REQUIRE_BROWSER === '1';

/** Whether the browser suites run; prints why when they do not. */
export function browserAvailable(): boolean {
  if (!HAS_CHROMIUM && !BROWSER_REQUIRED) {
    console.warn(
      `browser tests skipped: chromium not found (looked for ${CHROMIUM_PATH}; apt-get install -y chromium, or set CHROMIUM_PATH)`,
    );
  }
  return HAS_CHROMIUM;
}

/** The flags the project runs Chromium with: headless, no sandbox (containers), nothing phoning home. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LaunchedBrowser {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Chromium with a fresh profile in a new temporary --user-data-dir, removed on close. `phone`: a
 * touch screen that honours the page's viewport tag, as a phone's browser does.
 */
export async function launchChromium(
  viewport = { width: 1400, height: 1100 },
  phone = false,
): Promise<LaunchedBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'gator-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
    ...(phone ? { hasTouch: true, isMobile: true } : {}),
    acceptDownloads: true,
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
