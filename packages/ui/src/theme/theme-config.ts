import { defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

import { authFrameSlotRecipe } from './recipes/auth-frame';
import { fieldSlotRecipe } from './recipes/field';
import { loadingOverlaySlotRecipe } from './recipes/loading-overlay';
import { brandColors, brandSemanticColors, fonts } from './tokens';

/** Chakra's base preset: tokens, utilities and conditions, without any component recipe. */
export const baseConfig = defaultBaseConfig;

/**
 * The design system's theme as the login page needs it: the tokens, the global styles and the
 * recipes of the sign-in form. The recipes of every other screen (dialogs, tables, tooltips, ...)
 * are in full-theme.ts, which the other screens load (system.ts).
 */
export const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    html: { ...globalCss.html, colorPalette: 'brand' },
    body: { bg: 'surface.page' },
  },
  theme: {
    breakpoints,
    keyframes,
    textStyles,
    layerStyles,
    animationStyles,
    tokens: { ...tokens, colors: { ...tokens.colors, ...brandColors }, fonts },
    semanticTokens: {
      ...semanticTokens,
      colors: { ...semanticTokens.colors, ...brandSemanticColors },
    },
    recipes: {
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      field: fieldSlotRecipe,
      authFrame: authFrameSlotRecipe,
      loadingOverlay: loadingOverlaySlotRecipe,
    },
  },
});
