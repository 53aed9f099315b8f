import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * An avatar with a presence dot (passed in by the component, like the other chat recipes). Online
 * is a filled green dot, offline a hollow grey ring: the two differ in shape, not in colour only.
 */
export const chatPresenceAvatarSlotRecipe = defineSlotRecipe({
  className: 'chat-presence-avatar',
  slots: ['root', 'dot'],
  base: {
    root: { position: 'relative', flexShrink: '0', display: 'inline-flex' },
    dot: {
      '--presence-ring': 'colors.fg.subtle',
      position: 'absolute',
      insetEnd: '-0.5',
      bottom: '-0.5',
      boxSize: '3',
      borderRadius: 'full',
      // The page's background around the dot sets it off from the picture.
      borderWidth: '2px',
      borderColor: 'bg',
      bg: 'bg',
      boxShadow: 'inset 0 0 0 2px var(--presence-ring)',
      '&[data-presence=online]': { bg: 'green.solid', boxShadow: 'none' },
    },
  },
});
