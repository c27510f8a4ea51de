import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, chromium } from 'playwright-core';

/**
 * The interaction delay of one tap per public page, on a phone-sized window with the CPU slowed
 * 4× (Chrome DevTools Protocol `Emulation.setCPUThrottlingRate`, as Lighthouse's mobile profile
 * does): from the input to the next paint, as the browser's own Event Timing reports it (the
 * measure behind INP). Each tap is made once the page is live (`<html data-live>`), so it measures
 * what a visitor's tap costs on a running page, not the start of its scripts.
 */
export const interactionPlan = {
  cpuSlowdown: 4,
  viewport: { width: 375, height: 740 },
  /** Event Timing reports an event from this duration up: a tap below it answered within a frame. */
  thresholdMs: 16,
  goalMs: 100,
  runs: 3,
} as const;

export interface Tap {
  path: string;
  /** What is tapped, for the report. */
  what: string;
  /** Taps the control, then resolves once its effect shows, so the tap did what a visitor wants. */
  tap: (page: Page) => Promise<void>;
}

export const taps: Tap[] = [
  {
    path: '/',
    what: "a trip card's Details",
    tap: async (page) => {
      const details = page.locator('summary, button').filter({ hasText: /^Details/ }).first();
      await details.scrollIntoViewIfNeeded();
      await details.click();
      await page.locator('details[open], [aria-expanded="true"]').filter({ hasText: /Details/ }).first().waitFor({ state: 'attached' });
    },
  },
  {
    path: '/contact',
    what: 'the menu',
    tap: async (page) => {
      const toggle = page.getByRole('button', { name: /menu/i }).first();
      const menu = (await toggle.getAttribute('popovertarget')) ?? (await toggle.getAttribute('aria-controls'));
      await toggle.click();
      if (menu) await page.locator(`[id="${menu}"]`).waitFor({ state: 'visible' });
    },
  },
  {
    path: '/morocco',
    what: 'Subscribe, with no address typed',
    tap: async (page) => {
      const subscribe = page.getByRole('button', { name: 'Subscribe' }).first();
      await subscribe.scrollIntoViewIfNeeded();
      await subscribe.click();
    },
  },
];

interface EventTiming {
  name: string;
  duration: number;
  interactionId: number;
}

/** The longest input-to-paint duration among the page's interactions so far; 0 when none reached the threshold. */
async function longestInteraction(page: Page): Promise<{ ms: number; events: string[] }> {
  return page.evaluate(async (threshold) => {
    // The frames after the tap are drawn before the browser reports its timing.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))));
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'event', buffered: true, durationThreshold: threshold } as PerformanceObserverInit);
    const entries = (observer.takeRecords() as unknown as EventTiming[]).filter((entry) => entry.interactionId > 0);
    observer.disconnect();
    return { ms: Math.max(0, ...entries.map((entry) => entry.duration)), events: entries.map((entry) => `${entry.name} ${entry.duration}`) };
  }, interactionPlan.thresholdMs);
}

export interface InteractionResult {
  path: string;
  what: string;
  /** The median over the runs of each run's longest interaction. */
  ms: number;
}

/** Each tap of `taps`, `runs` times in a fresh page each, on the site at `siteUrl`. */
export async function measureInteractions(siteUrl: string): Promise<InteractionResult[]> {
  const profile = mkdtempSync(join(tmpdir(), 'sunward-bench-chromium-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: interactionPlan.viewport,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results: InteractionResult[] = [];
  try {
    for (const { path, what, tap } of taps) {
      const longest: number[] = [];
      for (let run = 0; run < interactionPlan.runs; run++) {
        const page = await browser.newPage();
        const cdp = await browser.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: interactionPlan.cpuSlowdown });
        await page.goto(`${siteUrl}${path}`);
        await page.locator('html[data-live]').waitFor({ state: 'attached' });
        await tap(page);
        longest.push((await longestInteraction(page)).ms);
        await page.close();
      }
      longest.sort((a, b) => a - b);
      results.push({ path, what, ms: longest[Math.floor(longest.length / 2)] ?? Number.NaN });
    }
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return results;
}
