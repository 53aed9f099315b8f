import { defineSlotRecipe } from '@chakra-ui/react';

export const stepIndicatorSlotRecipe = defineSlotRecipe({
  className: 'step-indicator',
  slots: ['root', 'step', 'marker', 'label'],
  base: {
    root: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: { base: '2', md: '4' },
      listStyle: 'none',
      counterReset: 'none',
    },
    step: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      textStyle: 'sm',
      color: 'fg.muted',
      '&[data-state=current]': { color: 'fg', fontWeight: 'semibold' },
      '&[data-state=done]': { color: 'fg' },
    },
    marker: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      boxSize: '6',
      borderRadius: 'full',
      borderWidth: '1px',
      textStyle: 'xs',
      fontWeight: 'semibold',
      '& svg': { boxSize: '3.5' },
      '[data-state=current] &': {
        bg: 'colorPalette.solid',
        color: 'colorPalette.contrast',
        borderColor: 'colorPalette.solid',
      },
      '[data-state=done] &': {
        bg: 'colorPalette.subtle',
        color: 'colorPalette.fg',
        borderColor: 'colorPalette.emphasized',
      },
    },
    label: {},
  },
});
