import { defineSlotRecipe } from '@chakra-ui/react';

export const statCardSlotRecipe = defineSlotRecipe({
  className: 'stat-card',
  slots: ['root', 'header', 'icon', 'label', 'value', 'hint', 'action'],
  base: {
    // Cards in a row are as tall as the tallest; the action sits at the foot of each.
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      height: 'full',
      minW: '0',
      p: '5',
      bg: 'bg.panel',
      borderWidth: '1px',
      borderRadius: 'l3',
    },
    header: { display: 'flex', alignItems: 'center', gap: '3', minW: '0' },
    icon: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      boxSize: '10',
      borderRadius: 'l2',
      bg: 'colorPalette.subtle',
      color: 'colorPalette.fg',
      '& svg': { boxSize: '5' },
    },
    label: { textStyle: 'sm', color: 'fg.muted', fontWeight: 'medium' },
    value: {
      textStyle: '2xl',
      fontWeight: 'semibold',
      color: 'fg',
      lineHeight: 'short',
      overflowWrap: 'anywhere',
    },
    hint: { textStyle: 'sm', color: 'fg.muted', textWrap: 'pretty' },
    action: { mt: 'auto', pt: '2' },
  },
});
