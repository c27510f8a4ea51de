import './theme/fonts.css';

/** Resolves in a later task, so the browser can paint and answer input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in four tasks rather than one: React (with the router and the query cache),
 * Chakra's chunk, the site's theme (Chakra's `createSystem`), then the app itself. Evaluated as one
 * module graph they held the main thread for one long task; between the stages the page stays
 * responsive.
 */
async function startApp() {
  await import('react-dom/client');
  await nextTask();
  // Emotion is in Chakra's chunk (vite.config.ts): importing it evaluates that chunk on its own.
  await import('@emotion/react');
  await nextTask();
  await import('./theme/system');
  await nextTask();
  await import('./app/start-app');
}

// A prerendered page paints first: the app (React, Chakra, the router, the screen) loads and
// starts after that frame, so its download and start-up never hold back the page's first paint.
requestAnimationFrame(() => {
  setTimeout(() => void startApp(), 0);
});
