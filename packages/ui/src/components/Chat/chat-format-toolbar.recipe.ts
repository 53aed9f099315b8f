import { defineSlotRecipe } from '@chakra-ui/react';

/** The composer's formatting buttons, in one wrapping row above the box. */
export const chatFormatToolbarSlotRecipe = defineSlotRecipe({
  className: 'chat-format-toolbar',
  slots: ['root', 'separator'],
  base: {
    root: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: '0.5',
      '&[hidden]': { display: 'none' },
    },
    separator: { w: '1px', h: '4', mx: '1', bg: 'border' },
  },
});
