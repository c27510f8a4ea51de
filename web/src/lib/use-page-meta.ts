import { createContext, useContext, useEffect } from 'react';

const SITE_NAME = 'Sunward Group Travel';

/** "Page Not Found | Sunward Group Travel". */
export function pageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

export interface PageMeta {
  /** The whole document title; build it with `pageTitle` unless the page leads with the brand. */
  title: string;
  description: string;
  /** schema.org data about the page (a trip's `TouristTrip`), written as JSON-LD into the prerendered page. */
  structuredData?: object;
  /** A page no search should list (a form's result page): prerendered `noindex`, left out of the sitemap. */
  noindex?: true;
}

/**
 * Where a screen's meta goes while the build prerenders it (`entry-server.tsx`): the prerender
 * writes it into the page's `<head>` (title, description, canonical URL, Open Graph, JSON-LD).
 * In the browser there is none and the hook updates the document instead.
 */
export const PageMetaCollector = createContext<{ meta?: PageMeta } | undefined>(undefined);

/** Sets the document title and the one `<meta name="description">` for the current screen. */
export function usePageMeta(meta: PageMeta): void {
  const collector = useContext(PageMetaCollector);
  if (collector) collector.meta = meta;
  const { title, description } = meta;
  const jsonLd = meta.structuredData === undefined ? undefined : JSON.stringify(meta.structuredData);
  useEffect(() => {
    document.title = title;
    setMetaContent('name', 'description', description);
    // A prerendered page names itself; after a client-side move the tags follow the new screen.
    setMetaContent('property', 'og:title', title);
    setMetaContent('property', 'og:description', description);
    const url = `${window.location.origin}${window.location.pathname}`;
    setMetaContent('property', 'og:url', url, false);
    document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.setAttribute('href', url);
    let script = document.head.querySelector<HTMLScriptElement>('script[type="application/ld+json"]');
    if (jsonLd === undefined) {
      script?.remove();
    } else {
      if (!script) {
        script = document.createElement('script');
        script.type = 'application/ld+json';
        document.head.append(script);
      }
      script.textContent = jsonLd;
    }
  }, [title, description, jsonLd]);
}

function setMetaContent(attribute: 'name' | 'property', key: string, content: string, create = attribute === 'name'): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    if (!create) return;
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}
