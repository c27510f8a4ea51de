import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/**
 * How a root began: `hydrating` while its screen is still the prerendered HTML (the server's
 * render and the browser's `hydrateRoot`), `false` for a root that renders from nothing. One
 * object per root (`AppProvider`); the first shell screen to hydrate clears it, so a screen the
 * visitor opens after that reads the page's facts from its first render.
 */
export interface RootStart {
  hydrating: boolean;
  /**
   * The query string the page was prerendered for: `?package=<id>` for a trip's booking page
   * (decision 060), '' for every other page. The only fact of the address a frame may show.
   */
  prerenderedSearch: string;
}

export const RootStartContext = createContext<RootStart>({ hydrating: false, prerenderedSearch: '' });

/**
 * Whether the page's own facts may be read yet: its query string, its hash, its cookies, the
 * session. A shell page (`ScreenHandle.shell`) is prerendered without any of them, and the
 * browser's first render must match that HTML to hydrate it; so it is `false` on the server and
 * during hydration, then `true` in a transition React starts right after, which it renders in
 * short slices rather than in one long task (decision 059). A screen the app renders itself (a
 * click from another page, a test) is `true` from its first render, so it never shows its frame
 * for nothing.
 */
export function useHydrated(): boolean {
  const rootStart = useContext(RootStartContext);
  const [hydrated, setHydrated] = useState(!rootStart.hydrating);
  useEffect(() => {
    if (hydrated) return;
    rootStart.hydrating = false;
    startTransition(() => setHydrated(true));
  }, [hydrated, rootStart]);
  return hydrated;
}

/**
 * The query parameters the page was prerendered for, the same on the server and in the hydrating
 * render: what a shell screen's frame may show before `useHydrated()` (the booking page's trip).
 */
export function usePrerenderedSearchParams(): URLSearchParams {
  return new URLSearchParams(useContext(RootStartContext).prerenderedSearch);
}
