import { defineSlotRecipe } from '@chakra-ui/react';

export const pagerSlotRecipe = defineSlotRecipe({
  className: 'pager',
  slots: ['root', 'summary', 'controls'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '4',
      flexWrap: 'wrap',
      py: '2',
    },
    summary: { textStyle: 'sm', color: 'fg.muted' },
    controls: { display: 'flex', gap: '1' },
  },
});
