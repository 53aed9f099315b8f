import { defineSlotRecipe } from '@chakra-ui/react';

/*
 * The document card's styles. Passed in by the component rather than registered in the theme (as
 * the conversation's other pieces are): only a conversation holding a card draws it. It is framed
 * like a message's file (chat-conversation.ts), so that it sits in a bubble the same way.
 */
export const chatDocumentCardSlotRecipe = defineSlotRecipe({
  className: 'chat-document-card',
  slots: ['root', 'row', 'icon', 'info', 'kind', 'title', 'action'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      w: '72',
      maxW: '100%',
      p: '3',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'l2',
      bg: 'bg.panel',
      color: 'fg',
      // After the message's words (none today: the title is the card's), a little apart.
      'p:not(:empty) + &': { mt: '2' },
    },
    row: { display: 'flex', alignItems: 'flex-start', gap: '2.5', minW: '0' },
    icon: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      boxSize: '9',
      borderRadius: 'l1',
      bg: 'colorPalette.subtle',
      color: 'colorPalette.fg',
      '& svg': { boxSize: '5' },
    },
    info: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: '1',
      minW: '0',
      flex: '1',
    },
    kind: { textStyle: 'xs', color: 'fg.muted' },
    // The whole title, however long: it wraps, even inside a word with no space to break at.
    title: { textStyle: 'sm', fontWeight: 'semibold', overflowWrap: 'anywhere' },
    action: { w: 'full' },
  },
});
