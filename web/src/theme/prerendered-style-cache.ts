import type { SystemContext } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';

/** The `data-emotion` prefix of a prerendered page's element styles (`web/build/prerender.ts`). */
export const prerenderedStylesKey = 'css-prerendered';

/**
 * Emotion's cache for the browser, told which rules the prerendered page already carries.
 * Emotion adopts server-rendered `<style>` tags by moving them in the head, and moving a
 * stylesheet makes the browser restyle the whole page (about 16 ms on a fast machine, four times
 * that on a slow phone) for rules it already applies. The prerendered tag is named so Emotion
 * leaves it where it is (decision 029); its rules count as inserted, so none is inserted twice.
 */
export function prerenderedStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  const tag = document.querySelector(`style[data-emotion^="${prerenderedStylesKey} "]`);
  for (const name of tag?.getAttribute('data-emotion')?.split(' ').slice(1) ?? []) cache.inserted[name] = true;
  return cache;
}

/**
 * The site's Chakra system for hydrating a prerendered page, whose head already carries Chakra's
 * global styles (the layer order, the reset, every token's variable) in tags of their own.
 * `ChakraProvider` renders an Emotion `Global` for each; given the real styles, Emotion adopts
 * those tags by moving them in the head, and the browser restyles and lays out the whole page
 * again for rules it already applies (decision 032). Given none, the `Global`s insert nothing and
 * the tags stay where they are, for this page and every page the visitor opens after it.
 * The system's properties are copied as they are defined, not read: in the browser build
 * `_global` is a getter that writes those styles on first read (decision 061), never here.
 */
export function prerenderedSystem(system: SystemContext): SystemContext {
  return Object.defineProperties({}, {
    ...Object.getOwnPropertyDescriptors(system),
    _global: { value: [], enumerable: true },
    layers: { value: { ...system.layers, atRule: '' }, enumerable: true },
  }) as SystemContext;
}
