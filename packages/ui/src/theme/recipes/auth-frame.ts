import { defineSlotRecipe } from '@chakra-ui/react';

export const authFrameSlotRecipe = defineSlotRecipe({
  className: 'auth-frame',
  slots: ['root', 'card', 'brand', 'brandMark', 'header', 'title', 'description', 'body', 'footer'],
  base: {
    root: {
      minH: '100dvh',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '6',
      px: '4',
      py: '6',
      bg: 'surface.page',
    },
    card: {
      width: '100%',
      display: 'flex',
      flexDirection: 'column',
      gap: '6',
      p: { base: '6', md: '8' },
      bg: 'bg.panel',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'l3',
      boxShadow: 'sm',
    },
    brand: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      fontWeight: 'semibold',
      color: 'colorPalette.fg',
      textStyle: 'sm',
      letterSpacing: 'wide',
    },
    brandMark: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSize: '8',
      borderRadius: 'l2',
      bg: 'colorPalette.solid',
      color: 'colorPalette.contrast',
    },
    header: { display: 'flex', flexDirection: 'column', gap: '2' },
    title: { textStyle: '2xl', fontWeight: 'semibold', color: 'fg', _focus: { outline: 'none' } },
    description: { color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '5' },
    footer: {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'center',
      columnGap: '4',
      rowGap: '2',
      textAlign: 'center',
      color: 'fg.muted',
      textStyle: 'sm',
      // Links are 20px tall: 2px more above and below make a 24px target (WCAG 2.5.8, Lighthouse
      // target-size), and the negative margins keep the layout as it was.
      '& a': { py: '0.5', my: '-0.5' },
    },
  },
  variants: {
    size: {
      sm: { card: { maxW: 'md' }, footer: { maxW: 'md' } },
      md: { card: { maxW: '2xl' }, footer: { maxW: '2xl' } },
    },
  },
  defaultVariants: { size: 'sm' },
});
