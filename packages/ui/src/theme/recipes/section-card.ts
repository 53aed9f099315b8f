import { defineSlotRecipe } from '@chakra-ui/react';

export const sectionCardSlotRecipe = defineSlotRecipe({
  className: 'section-card',
  slots: ['root', 'header', 'heading', 'title', 'description', 'actions', 'body'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      p: '6',
      bg: 'bg.panel',
      borderWidth: '1px',
      borderRadius: 'l3',
    },
    header: {
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'space-between',
      gap: '4',
      flexWrap: 'wrap',
    },
    heading: { display: 'flex', flexDirection: 'column', gap: '1' },
    title: { fontFamily: 'heading', textStyle: 'lg', fontWeight: 'semibold', color: 'fg' },
    description: { color: 'fg.muted' },
    actions: { display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' },
    body: { display: 'flex', flexDirection: 'column', gap: '4' },
  },
});
