import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { WAIT_MS } from './waits';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 740 },
} as const;

/**
 * Debian's Chromium headless shell (the build Playwright itself drives for `headless: true`), with
 * a fresh profile and none of its background calls to the internet (this machine has none). The
 * same Blink as the full browser without its browser UI: about a fifth less CPU per page visit
 * (decision 057).
 */
async function launchBrowser(viewport: { width: number; height: number } = viewports.desktop, options: BrowserOptions = {}): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'sunward-chromium-')), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    headless: true,
    viewport,
    ...options,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(WAIT_MS);
  return context;
}

export interface BrowserOptions {
  /** `false`: a visitor whose browser runs no scripts at all. */
  javaScriptEnabled?: boolean;
}

/**
 * One browser for the tests of the enclosing `describe`: launched before them, closed after them.
 * A test calls the returned function for it.
 */
export function useBrowser(options: BrowserOptions = {}): () => BrowserContext {
  let browser: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(viewports.desktop, options);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser did not start');
    return browser;
  };
}

/**
 * Opens a page and waits until its script has started and its trips are refreshed from the API
 * (`<html data-live>`): on a static public page the enhance entry's modules (decision 048), on a
 * shell or private page the app. A prerendered page shows before its forms are enhanced.
 */
export async function gotoLive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
}
