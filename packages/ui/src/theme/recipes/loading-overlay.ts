import { defineSlotRecipe } from '@chakra-ui/react';

export const loadingOverlaySlotRecipe = defineSlotRecipe({
  className: 'loading-overlay',
  slots: ['root', 'spinner', 'label'],
  base: {
    root: {
      position: 'fixed',
      inset: '0',
      zIndex: 'overlay',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '4',
      bg: 'surface.scrim',
      backdropFilter: 'blur(2px)',
    },
    spinner: { color: 'colorPalette.solid' },
    label: { textStyle: 'md', fontWeight: 'medium', color: 'fg' },
  },
});
