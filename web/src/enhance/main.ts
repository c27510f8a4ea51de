/**
 * The one script of a static public page (decision 048): the page is the build's HTML, complete
 * and styled without JavaScript; this entry only enhances it. No React, no Chakra runtime.
 *
 * Each kind of element a module enhances is marked in the page by `data-enhance="<kind>"`; the
 * module loads only on pages that hold one, and gets every such element. Then the catalogue's
 * live facts are refreshed (`catalogue.ts`), and `<html data-live>` says the page is enhanced
 * and shows the API's data.
 */
import { refreshCatalogue } from './catalogue';

/** What a module of this folder exports for the elements of its kind. */
export interface EnhanceModule {
  enhance(elements: HTMLElement[]): void | Promise<void>;
}

/** Each kind's module. A kind whose module is not in the build is left as the HTML has it. */
const modules = import.meta.glob<EnhanceModule>(['./forms.ts', './floating-contact.ts']);
const kinds: Record<string, string> = { form: './forms.ts', 'floating-contact': './floating-contact.ts' };

async function start(): Promise<void> {
  const byKind = new Map<string, HTMLElement[]>();
  for (const element of document.querySelectorAll<HTMLElement>('[data-enhance]')) {
    const kind = element.dataset.enhance ?? '';
    byKind.set(kind, [...(byKind.get(kind) ?? []), element]);
  }
  const started = [...byKind].map(async ([kind, elements]) => {
    const load = modules[kinds[kind] ?? ''];
    if (load) await (await load()).enhance(elements);
  });
  await Promise.allSettled([...started, refreshCatalogue(document, new Date())]);
  document.documentElement.dataset.live = '';
}

void start();
