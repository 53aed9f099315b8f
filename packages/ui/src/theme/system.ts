import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textStyles,
  textareaRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

import { authFrameSlotRecipe } from './recipes/auth-frame';
import { fieldSlotRecipe } from './recipes/field';
import { loadingOverlaySlotRecipe } from './recipes/loading-overlay';
import { pagerSlotRecipe } from './recipes/pager';
import { toastSlotRecipe } from './recipes/toast';
import { brandColors, brandSemanticColors, fonts } from './tokens';

/**
 * The design system's theme. Built on Chakra's base preset with only the recipes the
 * components use, so an app page does not ship the styles of every Chakra component. The
 * recipes of components that only signed-in pages show (the shell, lists, cards, error panels)
 * are not registered here: each component passes its own, so the login page never loads them.
 */
const config = defineConfig({
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
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
      authFrame: authFrameSlotRecipe,
      loadingOverlay: loadingOverlaySlotRecipe,
      pager: pagerSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, config);
