import { defineSlotRecipe } from '@chakra-ui/react';

export const statCardSlotRecipe = defineSlotRecipe({
  className: 'stat-card',
  slots: ['root', 'icon', 'label', 'value', 'hint', 'action'],
  base: {
    root: {
      display: 'grid',
      gridTemplateColumns: 'auto 1fr',
      columnGap: '4',
      rowGap: '1',
      alignItems: 'start',
      p: '5',
      bg: 'bg.panel',
      borderWidth: '1px',
      borderRadius: 'l3',
    },
    icon: {
      gridRow: 'span 3',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSize: '10',
      borderRadius: 'l2',
      bg: 'colorPalette.subtle',
      color: 'colorPalette.fg',
      '& svg': { boxSize: '5' },
    },
    label: { textStyle: 'sm', color: 'fg.muted', fontWeight: 'medium' },
    value: { textStyle: '2xl', fontWeight: 'semibold', color: 'fg', lineHeight: 'short' },
    hint: { textStyle: 'sm', color: 'fg.muted' },
    action: { gridColumn: '2', mt: '2' },
  },
});
