import { defineSlotRecipe } from '@chakra-ui/react';

export const notificationItemSlotRecipe = defineSlotRecipe({
  className: 'notification-item',
  slots: ['root', 'main', 'dot', 'title', 'message', 'time', 'action'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '2',
      px: '3',
      py: '2.5',
      borderRadius: 'l2',
      _hover: { bg: 'bg.muted' },
    },
    main: {
      flex: '1',
      minW: '0',
      display: 'grid',
      gridTemplateColumns: 'auto 1fr',
      columnGap: '2',
      rowGap: '0.5',
      textAlign: 'start',
      cursor: 'pointer',
      borderRadius: 'l1',
      focusVisibleRing: 'outside',
    },
    dot: {
      mt: '1.5',
      boxSize: '2',
      borderRadius: 'full',
      bg: 'transparent',
      '&[data-unread]': { bg: 'colorPalette.solid' },
    },
    title: {
      gridColumn: '2',
      textStyle: 'sm',
      fontWeight: 'normal',
      color: 'fg',
      overflowWrap: 'anywhere',
      '&[data-unread]': { fontWeight: 'semibold' },
    },
    message: { gridColumn: '2', textStyle: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' },
    time: { gridColumn: '2', textStyle: 'xs', color: 'fg.muted' },
    action: { flexShrink: '0' },
  },
});
