import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const inBrowser = () => true;
const inPrerender = () => false;

/**
 * Whether the page's own facts may be read yet: its query string, its hash, its cookies, the
 * session. A shell page (`ScreenHandle.shell`) is prerendered without any of them, and the
 * browser's first render must match that HTML to hydrate it; so it is `false` on the server and
 * during hydration, then `true` in the render React makes right after. A screen the app renders
 * itself (a click from another page, a test) is `true` from its first render, so it never shows
 * its frame for nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, inPrerender);
}
