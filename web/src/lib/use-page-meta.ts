import { useEffect } from 'react';

const SITE_NAME = 'Sunward Group Travel';

/** "Page Not Found | Sunward Group Travel". */
export function pageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

export interface PageMeta {
  /** The whole document title; build it with `pageTitle` unless the page leads with the brand. */
  title: string;
  description: string;
}

/** Sets the document title and the one `<meta name="description">` for the current screen. */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
