import { defineSlotRecipe } from '@chakra-ui/react';
import { toastSlotRecipe as chakraToast } from '@chakra-ui/react/theme';

/**
 * Chakra's toast with readable tones: its solid green and red with 80 % white text miss the
 * 4.5:1 contrast that axe asks for, so the tones use darker shades and full-strength text.
 */
export const toastSlotRecipe = defineSlotRecipe({
  ...chakraToast,
  base: {
    ...chakraToast.base,
    root: {
      ...chakraToast.base?.root,
      '&[data-type=success]': {
        bg: 'green.700',
        color: 'white',
        '--toast-trigger-bg': '{white/10}',
        '--toast-border-color': '{white/40}',
      },
      '&[data-type=error]': {
        bg: 'red.700',
        color: 'white',
        '--toast-trigger-bg': '{white/10}',
        '--toast-border-color': '{white/40}',
      },
      '&[data-type=info]': {
        bg: 'brand.700',
        color: 'white',
        '--toast-trigger-bg': '{white/10}',
        '--toast-border-color': '{white/40}',
      },
    },
    description: { ...chakraToast.base?.description, opacity: '1' },
    closeTrigger: { ...chakraToast.base?.closeTrigger, color: 'currentColor' },
  },
});
