import { defineSlotRecipe } from '@chakra-ui/react';

export const pageWrapperSlotRecipe = defineSlotRecipe({
  className: 'page-wrapper',
  slots: ['root', 'header', 'title', 'body'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '6', p: { base: '4', md: '6' } },
    header: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '4',
      flexWrap: 'wrap',
    },
    title: { textStyle: '2xl', fontWeight: 'semibold', color: 'fg' },
    body: { display: 'flex', flexDirection: 'column', gap: '4' },
  },
});
