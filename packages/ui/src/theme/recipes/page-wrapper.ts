import { defineSlotRecipe } from '@chakra-ui/react';

export const pageWrapperSlotRecipe = defineSlotRecipe({
  className: 'page-wrapper',
  slots: ['root', 'header', 'title', 'body'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: { base: '4', md: '6' },
      p: { base: '4', md: '6' },
      minW: '0',
    },
    header: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '4',
      flexWrap: 'wrap',
    },
    title: {
      textStyle: { base: 'xl', md: '2xl' },
      fontWeight: 'semibold',
      color: 'fg',
      overflowWrap: 'anywhere',
      // Focused by script on navigation: no ring around a heading.
      _focus: { outline: 'none' },
    },
    body: { display: 'flex', flexDirection: 'column', gap: '4', minW: '0' },
  },
});
