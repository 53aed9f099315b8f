import { defineSlotRecipe } from '@chakra-ui/react';

export const appShellSlotRecipe = defineSlotRecipe({
  className: 'app-shell',
  slots: ['root', 'topBar', 'brand', 'topBarEnd', 'body', 'sidebar', 'main', 'chatSidebar'],
  base: {
    root: { minH: '100vh', display: 'flex', flexDirection: 'column', bg: 'surface.page' },
    topBar: {
      position: 'sticky',
      top: '0',
      zIndex: 'sticky',
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      h: '14',
      px: '3',
      bg: 'bg.panel',
      borderBottomWidth: '1px',
    },
    brand: { fontWeight: 'semibold', textStyle: 'lg', color: 'colorPalette.fg', truncate: true },
    topBarEnd: { ms: 'auto', display: 'flex', alignItems: 'center', gap: '2' },
    body: { display: 'flex', flex: '1', minH: '0' },
    sidebar: {
      flexShrink: '0',
      bg: 'bg.panel',
      borderEndWidth: '1px',
      overflowY: 'auto',
      transition: 'width 0.2s',
      width: { base: '0', md: '16' },
      visibility: { base: 'hidden', md: 'visible' },
      '&[data-open]': { width: '60', visibility: 'visible' },
    },
    main: { flex: '1', minW: '0', overflowX: 'auto' },
    chatSidebar: {
      flexShrink: '0',
      width: '72',
      bg: 'bg.panel',
      borderStartWidth: '1px',
      overflowY: 'auto',
      display: { base: 'none', lg: 'block' },
    },
  },
});

export const sideNavSlotRecipe = defineSlotRecipe({
  className: 'side-nav',
  slots: ['root', 'list', 'item', 'icon', 'label'],
  base: {
    root: { p: '2' },
    list: { display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none' },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      h: '10',
      px: '3',
      borderRadius: 'l2',
      color: 'fg.muted',
      fontWeight: 'medium',
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      focusVisibleRing: 'outside',
      _hover: { bg: 'bg.muted', color: 'fg' },
      '&[aria-current=page]': { bg: 'colorPalette.subtle', color: 'colorPalette.fg' },
    },
    icon: { flexShrink: '0', boxSize: '5', display: 'inline-flex' },
    label: {},
  },
  variants: {
    collapsed: {
      true: { label: { srOnly: true }, item: { justifyContent: 'center', px: '0' } },
      false: {},
    },
  },
  defaultVariants: { collapsed: false },
});
