import type { Plugin } from 'vite';

/** Chakra's module that builds a system (`createSystem`), as the browser build resolves it. */
const systemModule = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const eagerStyles = '  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n';
const eagerField = '    _global,\n';

/**
 * Chakra's `createSystem` writes the system's global styles (the reset, the global CSS and a
 * variable for every token) as it builds the system, about half of its work. A prerendered page
 * already carries those styles and its app never asks for them (`prerenderedSystem`), so in the
 * browser build `_global` becomes a getter that writes them on first read: the app shell's
 * `ChakraProvider` still reads them, a shell page skips them (decision 061). The build fails if
 * Chakra's module no longer has the lines this rewrites.
 */
export function lazyChakraGlobalStyles(): Plugin {
  return {
    name: 'sunward-lazy-chakra-global-styles',
    apply: 'build',
    transform(code, id) {
      if (!systemModule.test(id)) return null;
      if (!code.includes(eagerStyles) || !code.includes(eagerField)) {
        throw new Error(`${id} no longer builds _global as lazyChakraGlobalStyles expects: check the Chakra upgrade`);
      }
      return code
        .replace(eagerStyles, '  let globalStyles;\n')
        .replace(eagerField, '    get _global() {\n      return (globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n');
    },
  };
}
