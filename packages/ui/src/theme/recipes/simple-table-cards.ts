import { defineSlotRecipe } from '@chakra-ui/react';

/** A table's rows as stacked cards on phones (SimpleTable below 768 px). */
export const simpleTableCardsSlotRecipe = defineSlotRecipe({
  className: 'simple-table-cards',
  slots: ['root', 'card', 'title', 'fields', 'field', 'label', 'value', 'actions'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', minW: '0' },
    card: {
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      p: '4',
      minW: '0',
      bg: 'bg.panel',
      borderWidth: '1px',
      borderRadius: 'l3',
    },
    title: { minW: '0' },
    fields: {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
      columnGap: '4',
      rowGap: '3',
      _empty: { display: 'none' },
    },
    field: { display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' },
    // The table's headings may be lower case (the spec's 'status', 'date'); a label starts upper.
    label: {
      textStyle: 'xs',
      fontWeight: 'medium',
      color: 'fg.muted',
      _firstLetter: { textTransform: 'uppercase' },
    },
    value: { textStyle: 'sm', color: 'fg', overflowWrap: 'anywhere' },
    actions: {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'flex-end',
      gap: '1',
      pt: '2',
      borderTopWidth: '1px',
    },
  },
});
