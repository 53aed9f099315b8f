import { defineSlotRecipe } from '@chakra-ui/react';

/*
 * The chat lists' recipes (the shell's conversation list, the search's hits). Like the shell's,
 * they are passed in by each component rather than registered in the theme: only signed-in pages
 * load them. A conversation's own pieces are in chat-conversation.ts, which only the chat loads.
 */

/** A row of a chat list that is a link (a conversation, a message found): hover and current. */
export const chatListLink = {
  px: '3',
  py: '2',
  borderRadius: 'l2',
  color: 'fg',
  textDecoration: 'none',
  focusVisibleRing: 'inside',
  _hover: { bg: 'bg.muted' },
  '&[aria-current=page]': { bg: 'colorPalette.subtle', _hover: { bg: 'colorPalette.muted' } },
} as const;

export const chatChannelItemSlotRecipe = defineSlotRecipe({
  className: 'chat-channel-item',
  slots: ['root', 'link', 'text', 'top', 'name', 'time', 'bottom', 'preview', 'badge', 'muted'],
  base: {
    root: { listStyleType: 'none' },
    link: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      ...chatListLink,
    },
    text: { flex: '1', minW: '0', display: 'flex', flexDirection: 'column', gap: '0.5' },
    top: { display: 'flex', alignItems: 'baseline', gap: '2', minW: '0' },
    name: {
      flex: '1',
      minW: '0',
      truncate: true,
      textStyle: 'sm',
      fontWeight: 'medium',
      '&[data-unread]': { fontWeight: 'bold' },
    },
    time: { flexShrink: '0', textStyle: 'xs', color: 'fg.muted' },
    bottom: { display: 'flex', alignItems: 'center', gap: '2', minW: '0' },
    preview: {
      flex: '1',
      minW: '0',
      truncate: true,
      textStyle: 'sm',
      color: 'fg.muted',
      '&[data-unread]': { color: 'fg' },
    },
    badge: {
      flexShrink: '0',
      minW: '5',
      h: '5',
      px: '1.5',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      borderRadius: 'full',
      textStyle: 'xs',
      fontWeight: 'bold',
      bg: 'colorPalette.solid',
      color: 'colorPalette.contrast',
      '&[data-muted]': { bg: 'bg.emphasized', color: 'fg' },
    },
    muted: {
      flexShrink: '0',
      color: 'fg.muted',
      display: 'inline-flex',
      '& svg': { boxSize: '3.5' },
    },
  },
});
