import './theme/fonts.css';
import { nextTask } from './lib/next-task';

/**
 * Starts the app in five tasks rather than one: React (with the router and the query cache),
 * Chakra's chunk, the site's theme (Chakra's `createSystem`, itself in steps: decision 067), zod,
 * then the app itself.
 * Evaluated as one module graph they held the main thread for one long task; between the stages
 * the page stays responsive.
 */
async function startApp() {
  loadLocaleDataAside();
  await import('react-dom/client');
  await nextTask();
  // Emotion is in Chakra's chunk (vite.config.ts): importing it evaluates that chunk on its own.
  await import('@emotion/react');
  await nextTask();
  await import('./theme/system');
  await nextTask();
  // zod and its English messages, which every screen's calls are checked with.
  await import('@sunward/shared/schemas/zod-setup');
  await nextTask();
  await import('./app/start-app');
}

/**
 * Loads the browser's locale data on a worker while the app downloads and starts: the screens'
 * first price or date is then formatted without that load on the main thread (decision 070).
 */
function loadLocaleDataAside() {
  if (typeof Worker === 'undefined') return;
  new Worker(new URL('./lib/locale-data.worker.ts', import.meta.url), { name: 'locale-data' });
}

/**
 * Runs `start` once the page's first contentful paint is on screen. A shell page (decision 048)
 * paints its frame without the app, so the app's download (about 190 KB) waits until the frame is
 * shown: on a slow connection it would otherwise share the bandwidth with the page's fonts.
 * `requestAnimationFrame` alone runs before the frame is presented, often a little before.
 */
function afterFirstContentfulPaint(start: () => void) {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}

// The app's entry runs on shell pages, whose frame is prerendered, and on the other private pages
// (the admin's), whose app shell has nothing to paint until the app renders it. Static public pages
// load the enhance entry instead (`src/enhance/main.ts`).
if (document.getElementById('root')?.hasChildNodes()) afterFirstContentfulPaint(() => void startApp());
else void startApp();
