import { defineSlotRecipe } from '@chakra-ui/react';
import { fieldSlotRecipe as chakraFieldSlotRecipe } from '@chakra-ui/react/theme';

// Chakra's fg.error (red.500) reads 3.6:1 on the page background, below WCAG AA for the small
// error text; a darker red (lighter in the dark mode) keeps the field's problems readable.
const errorColor = { _light: 'red.700', _dark: 'red.300' };

/** Chakra's field with error texts and required marks that meet AA contrast. */
export const fieldSlotRecipe = defineSlotRecipe({
  ...chakraFieldSlotRecipe,
  base: {
    ...chakraFieldSlotRecipe.base,
    errorText: { ...chakraFieldSlotRecipe.base?.errorText, color: errorColor },
    requiredIndicator: { ...chakraFieldSlotRecipe.base?.requiredIndicator, color: errorColor },
  },
});
