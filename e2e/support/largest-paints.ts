import type { Page } from 'playwright-core';

/**
 * The page's largest-contentful-paint entries since it started, after its next two frames: each as
 * its image's path, or its element's text. The browser keeps them buffered, so a late observer
 * still gets every one; the last is the page's largest paint so far.
 */
export function largestPaints(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return new Promise<string[]>((resolve) => {
      new PerformanceObserver((list, observer) => {
        observer.disconnect();
        const entries = list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[];
        resolve(entries.map((entry) => (entry.url ? new URL(entry.url).pathname : (entry.element?.textContent ?? ''))));
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
  });
}
