import { createSystem, defineConfig } from '@chakra-ui/react';
import {
  avatarSlotRecipe,
  badgeRecipe,
  checkboxSlotRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldsetSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  tableSlotRecipe,
  textareaRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

import { pagerSlotRecipe } from './recipes/pager';
import { baseConfig, themeConfig } from './theme-config';

/** The recipes of every screen but the login page, on top of the login page's theme. */
const screensConfig = defineConfig({
  theme: {
    recipes: {
      badge: badgeRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      avatar: avatarSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      table: tableSlotRecipe,
      tooltip: tooltipSlotRecipe,
      pager: pagerSlotRecipe,
    },
  },
});

/** The whole design system's theme. */
export const createFullSystem = () => createSystem(baseConfig, themeConfig, screensConfig);
