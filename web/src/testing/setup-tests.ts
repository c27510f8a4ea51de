import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toaster } from '../components/feedback/toast-region';

afterEach(() => {
  cleanup();
  // Screen files share one module graph (vitest.config.ts), so the toast store outlives a file: a
  // toast one test left open would otherwise show in the next test's render.
  toaster.remove();
  // Nor may a static page's markup or its toast (enhance/*.test.ts write the body themselves):
  // the next file's `findByRole('alert')` would find the last file's error toast.
  document.body.replaceChildren();
  // An admin screen marks the page `noindex` in the document's head, which a render does not own.
  document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove());
});

// Screens are lazy chunks, compiled on first use: the first render of a file can take seconds
// on a two-core machine that is busy with other work. A wait that fails still fails, only later.
configure({ asyncUtilTimeout: 30_000 });

// jsdom lacks a few browser APIs that Chakra UI and React Router touch. These stand-ins do the
// least that keeps them working: no media query ever matches, nothing is observed, scrolling is a no-op.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }

  if (typeof window.ResizeObserver === 'undefined') {
    window.ResizeObserver = class ResizeObserverStandIn {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    };
  }

  window.scrollTo = () => {};
  Element.prototype.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
}
