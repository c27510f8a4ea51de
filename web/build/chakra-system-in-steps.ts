import type { Plugin } from 'vite';

/** A text of a module that must occur exactly once, and what it becomes. */
type Edit = readonly [find: string, replace: string];

/**
 * A function turned into a generator (`<name>Steps`) that yields between its phases, with the
 * synchronous function kept under its own name (it runs every step at once) and the generator
 * reachable as `<name>.steps`.
 */
function stepped(name: string, parameters: string): Edit {
  return [
    `function ${name}(${parameters}) {`,
    [
      `function ${name}(...args) {`,
      `  const steps = ${name}Steps(...args);`,
      '  for (;;) {',
      '    const step = steps.next();',
      '    if (step.done) return step.value;',
      '  }',
      '}',
      `${name}.steps = ${name}Steps;`,
      `function* ${name}Steps(${parameters}) {`,
    ].join('\n'),
  ];
}

const yieldAfter = (line: string): Edit => [line, `${line}    yield;\n`];

/** Chakra's modules, as the browser build resolves them, and the edits that cut their work into steps. */
const steppedModules: readonly { module: RegExp; edits: readonly Edit[] }[] = [
  {
    module: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/,
    edits: [
      stepped('createTokenDictionary', 'options'),
      ['  function build() {', '  function* build() {'],
      yieldAfter('    applyTransforms("pre");\n'),
      yieldAfter('    addReferences();\n'),
      yieldAfter('    applyTransforms("post");\n'),
      ['  build();\n  return dictionary;', '  yield;\n  yield* build();\n  return dictionary;'],
    ],
  },
  {
    module: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
    edits: [
      stepped('createSystem', '...configs'),
      ['  const config = mergeConfigs(...configs);\n', '  const config = mergeConfigs(...configs);\n  yield;\n'],
      ['  const tokens = createTokenDictionary({', '  const tokens = yield* createTokenDictionary.steps({'],
      ['  const utility = createUtility({\n    config: utilities,\n    tokens\n  });\n', '  yield;\n  const utility = createUtility({\n    config: utilities,\n    tokens\n  });\n  yield;\n'],
    ],
  },
];

function occurrences(code: string, text: string): number {
  return code.split(text).length - 1;
}

/**
 * Chakra's `createSystem` builds the whole system in one call: on a phone that is the longest
 * task of a shell page's start (about 130 ms at 4× CPU slowdown). In the browser build it becomes
 * a generator that yields between its phases (merging the configs, the token dictionary's own
 * phases, the utilities, the rest), reachable as `createSystem.steps`; `theme/system.ts` runs each
 * step in a task of its own. `createSystem` itself still runs every step at once. The build fails
 * if Chakra's modules no longer have the lines this rewrites (decision 067).
 */
export function chakraSystemInSteps(): Plugin {
  return {
    name: 'sunward-chakra-system-in-steps',
    apply: 'build',
    transform(code, id) {
      const stepped = steppedModules.find(({ module }) => module.test(id));
      if (!stepped) return null;
      let result = code;
      for (const [find, replace] of stepped.edits) {
        if (occurrences(result, find) !== 1) {
          throw new Error(`${id} no longer reads as chakraSystemInSteps expects (${JSON.stringify(find.split('\n')[0])}): check the Chakra upgrade`);
        }
        result = result.replace(find, () => replace);
      }
      return result;
    },
  };
}
