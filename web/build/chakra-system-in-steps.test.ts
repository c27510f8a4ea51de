import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SystemConfig, SystemContext } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { chakraSystemInSteps } from './chakra-system-in-steps';

const styledSystem = join(dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')).replace(/cjs$/, 'esm'), 'styled-system');
const systemFile = join(styledSystem, 'system.js');
const tokenDictionaryFile = join(styledSystem, 'token-dictionary.js');

type Transform = (code: string, id: string) => string | null;
const transform = chakraSystemInSteps().transform as Transform;

type CreateSystem = ((...configs: SystemConfig[]) => SystemContext) & { steps?: (...configs: SystemConfig[]) => Generator<unknown, SystemContext> };

/**
 * Chakra's `createSystem`, or the browser build's rewrite of it with its rewritten token
 * dictionary, loaded beside Chakra's modules so their imports resolve.
 */
async function loadCreateSystem(rewritten: boolean): Promise<CreateSystem> {
  const name = `${rewritten ? 'stepped' : 'original'}-${process.pid}`;
  const dictionaryFile = join(styledSystem, `token-dictionary-${name}.js`);
  const file = join(styledSystem, `system-${name}.js`);
  const dictionary = readFileSync(tokenDictionaryFile, 'utf8');
  const system = readFileSync(systemFile, 'utf8');
  writeFileSync(dictionaryFile, rewritten ? (transform(dictionary, tokenDictionaryFile) ?? '') : dictionary);
  writeFileSync(file, (rewritten ? (transform(system, systemFile) ?? '') : system).replace("from './token-dictionary.js'", `from './token-dictionary-${name}.js'`));
  try {
    return ((await import(pathToFileURL(file).href)) as { createSystem: CreateSystem }).createSystem;
  } finally {
    rmSync(file, { force: true });
    rmSync(dictionaryFile, { force: true });
  }
}

/** What a page gets from a system: its token variables, a style's CSS, a token's value and a recipe's classes. */
function whatItWrites(system: SystemContext) {
  return {
    tokenCss: system.getTokenCss(),
    css: system.css({ color: 'red.500', px: '4', _hover: { bg: 'blue.100' }, md: { fontSize: 'lg' } }),
    token: system.token('colors.red.500'),
    variable: system.token.var('spacing.4'),
    button: system.cva(system.getRecipe('button') ?? {})({ size: 'sm', variant: 'outline' }),
  };
}

describe("the browser build's createSystem in steps (decision 067)", () => {
  it('builds the same system a step at a time as Chakra builds in one call', async () => {
    const { defaultConfig } = await import('@chakra-ui/react');
    const original = (await loadCreateSystem(false))(defaultConfig);
    const createSystem = await loadCreateSystem(true);
    expect(createSystem.steps).toBeTypeOf('function');

    const running = createSystem.steps?.(defaultConfig);
    let pauses = 0;
    let step = running?.next();
    while (step && !step.done) {
      pauses += 1;
      step = running?.next();
    }
    const stepped = step?.value;

    // After merging the configs; after registering the tokens and three phases of the dictionary's
    // build; before and after the utilities.
    expect(pauses).toBe(7);
    expect(stepped && whatItWrites(stepped)).toEqual(whatItWrites(original));
    expect(whatItWrites(createSystem(defaultConfig))).toEqual(whatItWrites(original));
  });

  it('leaves other modules alone, and stops the build if Chakra no longer reads as it expects', () => {
    expect(transform('export const x = 1;', '/app/src/main.tsx')).toBeNull();
    expect(() => transform('export function createSystem() {}', systemFile)).toThrow(/no longer reads as chakraSystemInSteps expects/);
    expect(() => transform(readFileSync(tokenDictionaryFile, 'utf8').replace('    addReferences();\n', ''), tokenDictionaryFile)).toThrow(/addReferences/);
  });
});
