import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SystemContext } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { lazyChakraGlobalStyles } from './lazy-chakra-global-styles';

const chakraEsm = dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')).replace(/cjs$/, 'esm');
const systemFile = join(chakraEsm, 'styled-system', 'system.js');

type Transform = (code: string, id: string) => string | null;
const transform = lazyChakraGlobalStyles().transform as Transform;

/** Chakra's own `createSystem`, or the browser build's rewrite of it, loaded beside Chakra's module so its imports resolve. */
async function createSystemFrom(code: string, name: string): Promise<(...configs: unknown[]) => SystemContext> {
  const file = join(dirname(systemFile), `${name}-${process.pid}.js`);
  writeFileSync(file, code);
  try {
    return ((await import(pathToFileURL(file).href)) as { createSystem: (...configs: unknown[]) => SystemContext }).createSystem;
  } finally {
    rmSync(file, { force: true });
  }
}

describe("the browser build's rewrite of Chakra's createSystem (decision 061)", () => {
  it('writes the global styles on first read, the same styles Chakra writes at once', async () => {
    const original = readFileSync(systemFile, 'utf8');
    const { defaultBaseConfig } = await import('@chakra-ui/react');
    const eager = (await createSystemFrom(original, 'eager'))(defaultBaseConfig);
    const lazy = (await createSystemFrom(transform(original, systemFile) ?? '', 'lazy'))(defaultBaseConfig);

    expect(Object.getOwnPropertyDescriptor(eager, '_global')?.value).toHaveLength(3);
    expect(Object.getOwnPropertyDescriptor(lazy, '_global')?.get).toBeTypeOf('function');
    expect(lazy._global).toEqual(eager._global);
    expect(lazy._global).toBe(lazy._global);
  });

  it('leaves other modules alone, and stops the build if Chakra no longer builds them as it expects', () => {
    expect(transform('export const x = 1;', '/app/src/main.tsx')).toBeNull();
    expect(() => transform('export function createSystem() {}', systemFile)).toThrow(/no longer builds _global/);
  });
});
