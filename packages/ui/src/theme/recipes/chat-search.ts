import { defineSlotRecipe } from '@chakra-ui/react';

import { chatListLink } from './chat';

/** A message found by the chat's search (passed in by the component, like the other chat recipes). */
export const chatSearchHitSlotRecipe = defineSlotRecipe({
  className: 'chat-search-hit',
  slots: ['root', 'link', 'top', 'channel', 'time', 'author', 'snippet', 'mark'],
  base: {
    root: { listStyleType: 'none' },
    link: {
      display: 'flex',
      flexDirection: 'column',
      gap: '0.5',
      ...chatListLink,
    },
    top: { display: 'flex', alignItems: 'baseline', gap: '2', minW: '0' },
    channel: { flex: '1', minW: '0', truncate: true, textStyle: 'sm', fontWeight: 'semibold' },
    time: { flexShrink: '0', textStyle: 'xs', color: 'fg.muted' },
    author: { fontWeight: 'medium' },
    snippet: {
      textStyle: 'sm',
      color: 'fg.muted',
      lineClamp: '2',
      overflowWrap: 'anywhere',
    },
    mark: {
      bg: 'yellow.subtle',
      color: 'fg',
      fontWeight: 'semibold',
      borderRadius: 'l1',
      px: '0.5',
    },
  },
});
