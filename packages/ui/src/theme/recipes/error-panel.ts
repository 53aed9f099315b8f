import { defineSlotRecipe } from '@chakra-ui/react';

export const errorPanelSlotRecipe = defineSlotRecipe({
  className: 'error-panel',
  slots: ['root', 'icon', 'title', 'message'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      textAlign: 'center',
      gap: '3',
      maxW: 'md',
      mx: 'auto',
      p: '8',
      borderWidth: '1px',
      borderColor: 'border.error',
      borderRadius: 'l3',
      bg: 'bg.error',
    },
    icon: { color: 'fg.error', boxSize: '10' },
    title: { textStyle: 'xl', fontWeight: 'semibold', color: 'fg' },
    message: { color: 'fg.muted', wordBreak: 'break-word' },
  },
});
