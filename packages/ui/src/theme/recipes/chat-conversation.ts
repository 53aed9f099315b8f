import { defineSlotRecipe } from '@chakra-ui/react';

/*
 * A conversation's pieces (messages, the composer, attachments, the typing line): passed in by
 * each component like the chat lists' (chat.ts), and apart from them, so that the pages that show
 * only the shell's conversation list do not carry these.
 */

/** '@Name' in a message, plain or formatted: the reader's own name stronger than anyone else's. */
export const chatMentionStyles = {
  px: '0.5',
  borderRadius: 'l1',
  bg: 'colorPalette.subtle',
  color: 'colorPalette.fg',
  fontWeight: 'medium',
  '&[data-me]': { bg: 'orange.muted', color: 'orange.fg', fontWeight: 'semibold' },
  // A bubble on its way is faded: full colour keeps the name readable (WCAG 1.4.3).
  '[data-status=sending] &': { color: 'fg' },
} as const;

export const chatMessageSlotRecipe = defineSlotRecipe({
  className: 'chat-message',
  slots: [
    'root',
    'avatar',
    'body',
    'header',
    'author',
    'time',
    'bubble',
    'text',
    'link',
    'meta',
    'status',
    'actions',
    'mention',
    'pinned',
    'receipt',
    'edited',
  ],
  base: {
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '2',
      px: '4',
      py: '1',
      '&[data-own]': { flexDirection: 'row-reverse' },
      '&[data-continued]': { pt: '0' },
      // A message that mentions the reader (by name or @all): a tint and an accent at the edge.
      '&[data-mentions-me]': {
        bg: 'orange.subtle/60',
        boxShadow: 'inset 3px 0 0 {colors.orange.solid}',
      },
      // The message a search result or a link opened at.
      '&[data-highlighted]': { bg: 'yellow.subtle' },
    },
    avatar: { flexShrink: '0', w: '8', display: 'flex', justifyContent: 'center' },
    body: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: '0.5',
      minW: '0',
      maxW: 'min(36rem, 80%)',
      '[data-own] > &': { alignItems: 'flex-end' },
    },
    header: { display: 'flex', alignItems: 'baseline', gap: '2', px: '1' },
    author: { textStyle: 'sm', fontWeight: 'semibold', color: 'fg' },
    time: { textStyle: 'xs', color: 'fg.muted', whiteSpace: 'nowrap' },
    bubble: {
      px: '3',
      py: '2',
      borderRadius: 'l3',
      bg: 'bg.muted',
      color: 'fg',
      maxW: '100%',
      '[data-own] &': { bg: 'colorPalette.muted' },
      '&[data-deleted]': {
        bg: 'transparent',
        borderWidth: '1px',
        borderStyle: 'dashed',
        borderColor: 'border',
      },
      '&[data-status=sending]': { opacity: '0.7' },
      '&[data-status=failed]': { borderWidth: '1px', borderColor: 'border.error' },
    },
    text: {
      textStyle: 'sm',
      whiteSpace: 'pre-wrap',
      overflowWrap: 'anywhere',
      '[data-deleted] > &': { fontStyle: 'italic', color: 'fg.muted' },
    },
    link: { color: 'colorPalette.fg', textDecoration: 'underline', focusVisibleRing: 'outside' },
    meta: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      px: '1',
      textStyle: 'xs',
      color: 'fg.muted',
    },
    status: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      '&[data-status=failed]': { color: 'red.fg', fontWeight: 'medium' },
      '& svg': { boxSize: '3.5' },
    },
    // With a mouse, a message's actions show while the pointer is on it or focus is in it (or
    // its menu is open); a touch screen has no hover, so they always show there.
    actions: {
      display: 'inline-flex',
      gap: '1',
      '@media (hover: hover) and (pointer: fine)': {
        opacity: '0',
        '[data-chat-message]:is(:hover, :focus-within) &': { opacity: '1' },
        '&:has([aria-expanded=true])': { opacity: '1' },
      },
    },
    mention: chatMentionStyles,
    pinned: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      color: 'fg.muted',
      '& svg': { boxSize: '3' },
    },
    // 'Seen by 3': its detail (who) in a tooltip and as its accessible description.
    receipt: {
      color: 'inherit',
      textStyle: 'xs',
      cursor: 'default',
      borderRadius: 'l1',
      focusVisibleRing: 'outside',
    },
    edited: {
      color: 'inherit',
      textStyle: 'xs',
      textDecoration: 'underline',
      textDecorationStyle: 'dotted',
      textUnderlineOffset: '2px',
      cursor: 'pointer',
      borderRadius: 'l1',
      focusVisibleRing: 'outside',
      _hover: { color: 'fg' },
    },
  },
});

export const chatSystemMessageSlotRecipe = defineSlotRecipe({
  className: 'chat-system-message',
  slots: ['root', 'text', 'time'],
  base: {
    root: {
      display: 'flex',
      justifyContent: 'center',
      gap: '2',
      px: '4',
      py: '1.5',
      textAlign: 'center',
    },
    text: { textStyle: 'xs', color: 'fg.muted', overflowWrap: 'anywhere' },
    time: { textStyle: 'xs', color: 'fg.muted', whiteSpace: 'nowrap' },
  },
});

export const chatDaySeparatorSlotRecipe = defineSlotRecipe({
  className: 'chat-day-separator',
  slots: ['root', 'line', 'label'],
  base: {
    root: { display: 'flex', alignItems: 'center', gap: '3', px: '4', py: '2' },
    line: { flex: '1', h: '1px', bg: 'border' },
    label: { textStyle: 'xs', fontWeight: 'medium', color: 'fg.muted', whiteSpace: 'nowrap' },
  },
  variants: {
    variant: {
      day: {},
      unread: {
        line: { bg: 'border.error' },
        label: { color: 'red.fg' },
      },
    },
  },
  defaultVariants: { variant: 'day' },
});

export const chatComposerSlotRecipe = defineSlotRecipe({
  className: 'chat-composer',
  slots: [
    'root',
    'row',
    'input',
    'hint',
    'reason',
    'count',
    'file',
    'fileName',
    'problem',
    'reply',
    'replyText',
    'replyExcerpt',
  ],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      px: '4',
      py: '3',
      borderTopWidth: '1px',
      borderColor: 'border',
    },
    row: { display: 'flex', alignItems: 'flex-end', gap: '2' },
    input: { flex: '1', minH: '10', maxH: '40', resize: 'none' },
    hint: {
      display: 'flex',
      justifyContent: 'space-between',
      gap: '2',
      textStyle: 'xs',
      color: 'fg.muted',
    },
    reason: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      px: '3',
      py: '2',
      borderRadius: 'l2',
      bg: 'bg.muted',
      textStyle: 'sm',
      color: 'fg',
      '& svg': { boxSize: '4', flexShrink: '0', color: 'fg.muted' },
    },
    count: { '&[data-over]': { color: 'red.fg', fontWeight: 'medium' } },
    // The chosen file, above the box: icon, name, size and a way to remove it.
    file: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      alignSelf: 'flex-start',
      maxW: '100%',
      ps: '2',
      pe: '1',
      py: '1',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'l2',
      bg: 'bg.muted',
      textStyle: 'sm',
      '& > svg': { boxSize: '4', flexShrink: '0', color: 'fg.muted' },
    },
    fileName: { minW: '0', truncate: true, fontWeight: 'medium' },
    // The message being answered, above the box: "Replying to Ann Lee", its line, a close button.
    reply: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      ps: '2',
      pe: '1',
      py: '1',
      borderStartWidth: '3px',
      borderStartColor: 'colorPalette.solid/60',
      borderRadius: 'l2',
      bg: 'bg.muted',
      textStyle: 'sm',
      '& > svg': { boxSize: '4', flexShrink: '0', color: 'fg.muted' },
    },
    replyText: { display: 'flex', flexDirection: 'column', minW: '0', flex: '1' },
    replyExcerpt: { textStyle: 'xs', color: 'fg.muted', truncate: true },
    problem: {
      display: 'flex',
      alignItems: 'center',
      gap: '1.5',
      textStyle: 'xs',
      color: 'red.fg',
      '& svg': { boxSize: '3.5', flexShrink: '0' },
    },
  },
});

/** A message's file: a thumbnail for images, the file's icon, name, kind and size, a download. */
export const chatAttachmentCardSlotRecipe = defineSlotRecipe({
  className: 'chat-attachment-card',
  slots: ['root', 'thumbnail', 'row', 'icon', 'info', 'name', 'detail', 'progress', 'bar'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      w: '72',
      maxW: '100%',
      p: '2',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'l2',
      bg: 'bg.panel',
      color: 'fg',
      // After the message's words, a little apart from them.
      'p:not(:empty) + &': { mt: '2' },
    },
    // A fixed frame, so that a picture arriving never moves the conversation.
    thumbnail: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      h: '40',
      w: 'full',
      borderRadius: 'l1',
      bg: 'bg.muted',
      color: 'fg.subtle',
      overflow: 'hidden',
      '& img': { w: 'full', h: 'full', objectFit: 'contain' },
      '& > svg': { boxSize: '8' },
    },
    row: { display: 'flex', alignItems: 'center', gap: '2', minW: '0' },
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
    info: { display: 'flex', flexDirection: 'column', minW: '0', flex: '1' },
    name: { textStyle: 'sm', fontWeight: 'medium', truncate: true },
    detail: {
      textStyle: 'xs',
      color: 'fg.muted',
      // A bubble on its way is faded: full colour keeps the words readable (WCAG 1.4.3).
      '[data-status=sending] &': { color: 'fg' },
    },
    progress: {
      w: 'full',
      h: '1.5',
      borderRadius: 'full',
      bg: 'bg.emphasized',
      overflow: 'hidden',
    },
    bar: { h: 'full', bg: 'colorPalette.solid', borderRadius: 'full', transition: 'width 0.2s' },
  },
});

export const chatTypingIndicatorSlotRecipe = defineSlotRecipe({
  className: 'chat-typing-indicator',
  slots: ['root', 'dots', 'dot'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      minH: '5',
      px: '4',
      textStyle: 'xs',
      color: 'fg.muted',
    },
    dots: { display: 'inline-flex', gap: '0.5' },
    dot: {
      boxSize: '1.5',
      borderRadius: 'full',
      bg: 'fg.muted',
      animation: 'bounce 1s infinite',
      '&:nth-of-type(2)': { animationDelay: '0.15s' },
      '&:nth-of-type(3)': { animationDelay: '0.3s' },
    },
  },
});
