import { useEffect } from 'react';

/**
 * Asks search engines not to index the current screen: `<meta name="robots" content="noindex">`
 * while it is shown, removed again when the visitor leaves for a public page.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
