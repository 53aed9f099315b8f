import { defineSlotRecipe } from '@chakra-ui/react';

import { chatMentionStyles } from '../../theme/recipes/chat-conversation';

/*
 * Formatted messages (issue 37): the text's blocks and inline pieces. Passed in by the
 * component, as the other chat pieces are.
 */

/**
 * A message's formatted text. Code is set on a tint of the text's own colour (`fg`), so that it
 * reads on every bubble, one's own included, in light and dark; a long code line scrolls inside
 * its block and never widens the page.
 */
export const chatFormattedTextSlotRecipe = defineSlotRecipe({
  className: 'chat-formatted-text',
  slots: ['root', 'paragraph', 'code', 'pre', 'quote', 'list', 'link', 'mention'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1.5',
      minW: '0',
      maxW: '100%',
      overflowWrap: 'anywhere',
    },
    // As a chat line is written: its spaces and line breaks kept.
    paragraph: { whiteSpace: 'pre-wrap' },
    code: {
      fontFamily: 'mono',
      fontSize: '0.875em',
      px: '1',
      py: '0.5',
      borderRadius: 'l1',
      bg: 'fg/10',
      whiteSpace: 'pre-wrap',
    },
    pre: {
      fontFamily: 'mono',
      fontSize: '0.8125rem',
      lineHeight: '1.5',
      minW: '0',
      maxW: '100%',
      px: '2.5',
      py: '2',
      borderRadius: 'l2',
      borderWidth: '1px',
      borderColor: 'border',
      bg: 'bg.panel',
      color: 'fg',
      whiteSpace: 'pre',
      overflowX: 'auto',
      overflowWrap: 'normal',
      focusVisibleRing: 'outside',
      '& > code': { fontFamily: 'inherit' },
    },
    quote: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1.5',
      ps: '2.5',
      borderStartWidth: '3px',
      // The text keeps the bubble's colour (a muted one fails contrast on one's own bubble).
      borderStartColor: 'border.emphasized',
    },
    list: {
      display: 'flex',
      flexDirection: 'column',
      gap: '0.5',
      ps: '5',
      '&:is(ul)': { listStyleType: 'disc' },
      '&:is(ol)': { listStyleType: 'decimal' },
      '& ul': { listStyleType: 'circle' },
    },
    link: {
      color: 'colorPalette.fg',
      textDecoration: 'underline',
      focusVisibleRing: 'outside',
      // A bubble on its way is faded: full colour keeps the link readable (WCAG 1.4.3).
      '[data-status=sending] &': { color: 'fg' },
    },
    // '@Name', as a plain message draws it.
    mention: chatMentionStyles,
  },
});
