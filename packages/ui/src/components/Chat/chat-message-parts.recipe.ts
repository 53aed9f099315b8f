import { defineSlotRecipe } from '@chakra-ui/react';

/*
 * The pieces issue 36 adds around a message (a reply's quote, reactions, the mention list, the
 * pinned list). Passed in by each component, as the document card's are: a page draws them only
 * when a conversation holds them.
 */

/** A reply's quote of its parent: a left border, muted, one line of the parent. */
export const chatReplyQuoteSlotRecipe = defineSlotRecipe({
  className: 'chat-reply-quote',
  slots: ['root', 'author', 'excerpt'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: '0',
      w: 'full',
      minW: '0',
      maxW: '100%',
      ps: '2',
      pe: '2',
      py: '1',
      mb: '1',
      borderStartWidth: '3px',
      borderStartColor: 'colorPalette.solid/60',
      borderRadius: 'l1',
      bg: 'bg.emphasized/50',
      color: 'fg.muted',
      textAlign: 'start',
      textStyle: 'xs',
      '&:is(button)': {
        cursor: 'pointer',
        focusVisibleRing: 'outside',
        _hover: { bg: 'bg.emphasized' },
      },
      '&:is([data-state=deleted], [data-state=before-history])': { borderStartColor: 'border' },
    },
    author: { fontWeight: 'semibold', color: 'fg', maxW: '100%', truncate: true },
    excerpt: {
      maxW: '100%',
      truncate: true,
      // Room for an italic line's last letter, which leans past its box.
      pe: '0.5',
      '[data-state=deleted] &': { fontStyle: 'italic' },
      '[data-state=before-history] &': { fontStyle: 'italic' },
      '&[data-attachment]': { fontStyle: 'italic' },
    },
  },
});

/** The reactions under a bubble: a chip per emoji, then the add button. */
export const chatReactionBarSlotRecipe = defineSlotRecipe({
  className: 'chat-reaction-bar',
  slots: ['root', 'chip', 'emoji', 'count'],
  base: {
    root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1', px: '1' },
    chip: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      h: '6',
      px: '2',
      borderRadius: 'full',
      borderWidth: '1px',
      borderColor: 'border',
      bg: 'bg.panel',
      color: 'fg',
      textStyle: 'xs',
      fontWeight: 'medium',
      cursor: 'pointer',
      focusVisibleRing: 'outside',
      _hover: { bg: 'bg.muted' },
      '&[aria-pressed=true]': {
        borderColor: 'colorPalette.solid',
        bg: 'colorPalette.subtle',
        color: 'colorPalette.fg',
        _hover: { bg: 'colorPalette.muted' },
      },
    },
    emoji: { fontFamily: 'emoji', fontSize: 'sm', lineHeight: '1' },
    count: { fontVariantNumeric: 'tabular-nums' },
  },
});

/** The quick reactions' row and the full picker, in the reaction popover. */
export const chatReactionPickerSlotRecipe = defineSlotRecipe({
  className: 'chat-reaction-picker',
  slots: [
    'quick',
    'quickEmoji',
    'picker',
    'search',
    'viewport',
    'category',
    'row',
    'emoji',
    'note',
  ],
  base: {
    quick: { display: 'flex', alignItems: 'center', gap: '0.5' },
    quickEmoji: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSize: '9',
      borderRadius: 'l2',
      fontFamily: 'emoji',
      fontSize: 'xl',
      lineHeight: '1',
      cursor: 'pointer',
      focusVisibleRing: 'inside',
      _hover: { bg: 'bg.muted' },
    },
    picker: {
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      w: 'min(20rem, calc(100vw - 2rem))',
      h: '22rem',
      isolation: 'isolate',
    },
    search: {
      w: 'full',
      h: '9',
      px: '3',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'l2',
      bg: 'bg',
      color: 'fg',
      textStyle: 'sm',
      outline: 'none',
      _placeholder: { color: 'fg.subtle' },
      _focusVisible: { borderColor: 'colorPalette.focusRing', focusRing: 'inside' },
    },
    viewport: { flex: '1', minH: '0', outline: 'none', borderRadius: 'l2' },
    category: {
      px: '1',
      pt: '2',
      pb: '1',
      bg: 'bg.panel',
      color: 'fg.muted',
      textStyle: 'xs',
      fontWeight: 'semibold',
    },
    row: { scrollMarginBlock: '1' },
    emoji: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSize: '8',
      borderRadius: 'l1',
      fontSize: 'lg',
      lineHeight: '1',
      '&[data-active]': { bg: 'colorPalette.subtle' },
    },
    note: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '2',
      h: 'full',
      p: '4',
      textAlign: 'center',
      textStyle: 'sm',
      color: 'fg.muted',
    },
  },
});

/** The list of people a '@' offers, over or under the box. */
export const chatMentionListSlotRecipe = defineSlotRecipe({
  className: 'chat-mention-list',
  slots: ['anchor', 'list', 'option', 'name', 'detail'],
  base: {
    // A grid, so that the box is not set on a line of text (no gap under it).
    anchor: { position: 'relative', display: 'grid', flex: '1', minW: '0' },
    list: {
      position: 'absolute',
      insetInline: '0',
      zIndex: 'dropdown',
      maxH: '64',
      overflowY: 'auto',
      p: '1',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'l2',
      bg: 'bg.panel',
      boxShadow: 'md',
      '&[data-placement=top]': { bottom: 'calc(100% + {spacing.1})' },
      '&[data-placement=bottom]': { top: 'calc(100% + {spacing.1})' },
    },
    option: {
      display: 'flex',
      alignItems: 'baseline',
      gap: '2',
      px: '2',
      py: '1.5',
      borderRadius: 'l1',
      cursor: 'pointer',
      textStyle: 'sm',
      '&[aria-selected=true]': { bg: 'colorPalette.subtle', color: 'colorPalette.fg' },
    },
    name: { fontWeight: 'medium', truncate: true },
    detail: { textStyle: 'xs', color: 'fg.muted', truncate: true },
  },
});

/** The pinned messages of a conversation, each a row that jumps to its message. */
export const chatPinnedListSlotRecipe = defineSlotRecipe({
  className: 'chat-pinned-list',
  slots: ['root', 'item', 'jump', 'header', 'author', 'time', 'excerpt'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1' },
    item: { display: 'flex', alignItems: 'flex-start', gap: '1' },
    jump: {
      flex: '1',
      minW: '0',
      display: 'flex',
      flexDirection: 'column',
      gap: '0.5',
      px: '2',
      py: '1.5',
      borderRadius: 'l2',
      textAlign: 'start',
      cursor: 'pointer',
      focusVisibleRing: 'inside',
      _hover: { bg: 'bg.muted' },
    },
    header: { display: 'flex', alignItems: 'baseline', gap: '2', minW: '0' },
    author: { textStyle: 'sm', fontWeight: 'semibold', truncate: true },
    time: { textStyle: 'xs', color: 'fg.muted', whiteSpace: 'nowrap' },
    excerpt: { textStyle: 'sm', color: 'fg.muted', lineClamp: '2', overflowWrap: 'anywhere' },
  },
});
