import { defineSlotRecipe } from '@chakra-ui/react';

export const userCellSlotRecipe = defineSlotRecipe({
  className: 'user-cell',
  slots: ['root', 'text', 'name', 'email'],
  base: {
    root: { display: 'flex', alignItems: 'center', gap: '3', minW: '0' },
    text: { display: 'flex', flexDirection: 'column', minW: '0' },
    name: { fontWeight: 'medium', color: 'fg', truncate: true },
    email: { textStyle: 'sm', color: 'fg.muted', truncate: true },
  },
});
