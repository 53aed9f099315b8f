import { defineSlotRecipe } from '@chakra-ui/react';

export const errorPanelSlotRecipe = defineSlotRecipe({
  className: 'error-panel',
  slots: ['root', 'icon', 'text', 'title', 'message', 'actions'],
  base: {
    root: {
      display: 'flex',
      borderWidth: '1px',
      borderColor: 'border.error',
      borderRadius: 'l3',
      bg: 'bg.error',
    },
    icon: { color: 'fg.error', flexShrink: '0' },
    text: { display: 'flex', flexDirection: 'column', gap: '1', minW: '0' },
    title: { fontWeight: 'semibold', color: 'fg' },
    message: { color: 'fg.muted', overflowWrap: 'anywhere' },
    actions: { display: 'flex', flexWrap: 'wrap', gap: '2' },
  },
  variants: {
    variant: {
      panel: {
        root: {
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: '3',
          maxW: 'md',
          mx: 'auto',
          p: { base: '6', md: '8' },
        },
        icon: { boxSize: '10' },
        text: { alignItems: 'center' },
        title: { textStyle: 'xl' },
        actions: { justifyContent: 'center' },
      },
      inline: {
        root: { flexWrap: 'wrap', alignItems: 'center', gap: '3', px: '4', py: '3' },
        icon: { boxSize: '5' },
        text: { flex: '1', minW: '48' },
        title: { textStyle: 'sm' },
        message: { textStyle: 'sm' },
      },
    },
  },
  defaultVariants: { variant: 'panel' },
});
