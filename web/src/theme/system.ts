import { type SystemConfig, type SystemContext, createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss as chakraGlobalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  radioCardSlotRecipe,
  radiomarkRecipe,
  semanticTokens as chakraSemanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles as chakraTextStyles,
  toastSlotRecipe,
  tokens as chakraTokens,
} from '@chakra-ui/react/theme';
import { globalCss } from './global-css';
import { recipes, slotRecipes } from './recipes';
import { semanticTokens } from './semantic-tokens';
import { textStyles } from './text-styles';
import { tokens } from './tokens';
import { nextTask } from '../lib/next-task';

/**
 * Chakra's colour palettes no component of the site names (it uses gray, red, orange, green, blue
 * and purple): they stay out of every page's CSS variables.
 */
const unusedPalettes = new Set(['yellow', 'teal', 'cyan', 'pink']);

function withoutUnusedPalettes<T extends Record<string, unknown>>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !unusedPalettes.has(name))) as T;
}

/**
 * A semantic token's light value only: the site has no dark mode, so the `_dark` values would be
 * a second copy of every semantic variable in every page's CSS for nothing.
 */
function lightOnly(node: unknown): unknown {
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).map(([key, child]) => {
    if (key === 'value' && typeof child === 'object' && child !== null && '_light' in child) return [key, (child as { _light: unknown })._light];
    return [key, lightOnly(child)];
  });
  return Object.fromEntries(entries);
}

/**
 * Chakra's global styles with the custom properties of its `*` rule (the ring, filter and
 * backdrop-filter parts, the global font and border colour) declared once, on `html`. Declared on
 * `*`, every element computed 26 variables of its own: about half the browser's style
 * recalculation as the booking form fills in (decision 071). Chakra declares them on each element
 * so that `ring`, `filter: auto` or `backdropFilter: auto` on one element do not reach its
 * children; the site uses none of those, and the rest inherit the same values from `html`.
 */
function variablesOnceOnHtml(css: typeof chakraGlobalCss): typeof chakraGlobalCss {
  const { '*': everyElement = {}, html = {}, ...rest } = css;
  const entries = Object.entries(everyElement);
  const isVariable = ([name]: [string, unknown]) => name.startsWith('--');
  return {
    ...rest,
    '*': Object.fromEntries(entries.filter((entry) => !isVariable(entry))),
    html: { ...html, ...Object.fromEntries(entries.filter(isVariable)) },
  };
}

/**
 * Chakra's theme with only the recipes of the components the site uses. Chakra's own
 * `defaultConfig` carries every recipe (date pickers, carousels, trees…), all of it in the
 * first download of every page; a component added to the site adds its recipe here.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: variablesOnceOnHtml(chakraGlobalCss),
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...chakraTokens, colors: withoutUnusedPalettes(chakraTokens.colors ?? {}) },
    semanticTokens: lightOnly({ ...chakraSemanticTokens, colors: withoutUnusedPalettes(chakraSemanticTokens.colors ?? {}) }) as typeof chakraSemanticTokens,
    textStyles: chakraTextStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioCard: radioCardSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

const sunwardConfig = defineConfig({
  globalCss,
  theme: {
    tokens,
    semanticTokens,
    textStyles,
    recipes,
    slotRecipes,
  },
});

/** `createSystem` as the browser build rewrites it: its work as steps, `steps` (decision 067). */
type SteppedCreateSystem = typeof createSystem & { steps?: (...configs: SystemConfig[]) => Generator<unknown, SystemContext> };

/**
 * Builds the system a step at a time, each step in a task of its own, where the build has cut
 * Chakra's `createSystem` into steps (`web/build/chakra-system-in-steps.ts`); at once elsewhere
 * (the prerenderer, tests). In one call it is the longest task of a shell page's start on a phone.
 */
async function createSystemInTasks(...configs: SystemConfig[]): Promise<SystemContext> {
  const { steps } = createSystem as SteppedCreateSystem;
  if (steps === undefined) return createSystem(...configs);
  const running = steps(...configs);
  for (;;) {
    const step = running.next();
    if (step.done) return step.value;
    await nextTask();
  }
}

/** The Chakra system of the site: Chakra's base, the recipes in use, and the Sunward brand. */
export const system = await createSystemInTasks(defaultBaseConfig, chakraTheme, sunwardConfig);
