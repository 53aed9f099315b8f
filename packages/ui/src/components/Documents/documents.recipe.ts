import { defineSlotRecipe } from '@chakra-ui/react';

/*
 * The documents pieces' styles. Passed in by each component rather than registered in the theme
 * (as the signed-in pieces do): only the documents routes load them.
 */

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: '0',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: '0',
} as const;

const focusRing = {
  outlineWidth: '2px',
  outlineStyle: 'solid',
  outlineColor: 'colorPalette.focusRing',
  outlineOffset: '2px',
} as const;

export const fileDropZoneSlotRecipe = defineSlotRecipe({
  className: 'file-drop-zone',
  slots: ['root', 'zone', 'input', 'icon', 'title', 'hint', 'file', 'progress', 'bar', 'status'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '3', minW: '0' },
    zone: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      textAlign: 'center',
      gap: '2',
      px: '4',
      py: '8',
      borderWidth: '2px',
      borderStyle: 'dashed',
      borderColor: 'border.emphasized',
      borderRadius: 'l3',
      bg: 'bg.subtle',
      color: 'fg',
      cursor: 'pointer',
      '&:has(input:focus-visible)': focusRing,
      '&[data-dragging]': { borderColor: 'colorPalette.solid', bg: 'colorPalette.subtle' },
      '&[data-invalid]': { borderColor: 'border.error' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: '0.6' },
    },
    input: visuallyHidden,
    icon: { color: 'colorPalette.fg', '& svg': { width: '8', height: '8' } },
    title: { fontWeight: 'semibold', textStyle: 'md' },
    hint: { color: 'fg.muted', textStyle: 'sm' },
    file: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      minW: '0',
      textStyle: 'sm',
      overflowWrap: 'anywhere',
    },
    progress: {
      width: '100%',
      height: '2',
      borderRadius: 'full',
      bg: 'bg.emphasized',
      overflow: 'hidden',
    },
    bar: { height: '100%', bg: 'colorPalette.solid', borderRadius: 'full' },
    status: { color: 'fg.muted', textStyle: 'sm' },
  },
});

export const signaturePadSlotRecipe = defineSlotRecipe({
  className: 'signature-pad',
  slots: ['root', 'paper', 'canvas', 'line', 'placeholder', 'footer'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', minW: '0' },
    // Paper stays light in the dark mode too: the ink is what goes into the PDF.
    paper: {
      position: 'relative',
      width: '100%',
      height: 'var(--signature-pad-height)',
      bg: 'white',
      color: 'gray.900',
      borderWidth: '1px',
      borderColor: 'border.emphasized',
      borderRadius: 'l2',
      overflow: 'hidden',
      '&:focus-within, &:focus-visible': focusRing,
    },
    canvas: {
      position: 'absolute',
      inset: '0',
      width: '100%',
      height: '100%',
      touchAction: 'none',
      cursor: 'crosshair',
    },
    line: {
      position: 'absolute',
      insetX: '6',
      bottom: '25%',
      borderBottomWidth: '1px',
      borderColor: 'gray.400',
      pointerEvents: 'none',
    },
    placeholder: {
      position: 'absolute',
      insetX: '0',
      top: '35%',
      textAlign: 'center',
      color: 'gray.600',
      textStyle: 'sm',
      pointerEvents: 'none',
    },
    footer: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      flexWrap: 'wrap',
    },
  },
});

export const pdfPageFrameSlotRecipe = defineSlotRecipe({
  className: 'pdf-page-frame',
  slots: ['root', 'page', 'overlay', 'label'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'center', minW: '0' },
    // A sheet of paper in both colour modes: the PDF's own colours are drawn on it.
    page: {
      position: 'relative',
      width: '100%',
      bg: 'white',
      boxShadow: 'md',
      borderWidth: '1px',
      borderColor: 'border',
      overflow: 'hidden',
      '& canvas': { display: 'block', maxWidth: '100%', height: 'auto !important' },
    },
    overlay: { position: 'absolute', inset: '0' },
    label: { color: 'fg.muted', textStyle: 'xs' },
  },
});

export const fieldBoxSlotRecipe = defineSlotRecipe({
  className: 'field-box',
  slots: ['root', 'content', 'icon', 'label', 'value', 'handle', 'caption'],
  base: {
    root: {
      position: 'absolute',
      display: 'flex',
      alignItems: 'center',
      minW: '0',
      px: '1',
      borderWidth: '2px',
      borderStyle: 'dashed',
      borderRadius: 'l1',
      borderColor: 'brand.600',
      bg: 'brand.100/70',
      color: 'gray.900',
      textStyle: 'xs',
      lineHeight: '1.1',
      // Not clipped: the resize handle's hit area and a checkbox's caption reach outside the box.
      textAlign: 'start',
      userSelect: 'none',
      '&:focus-visible': { ...focusRing, outlineColor: 'brand.700', zIndex: '1' },
      '&[data-interactive]': { cursor: 'pointer' },
      '&[data-filled]': {
        borderStyle: 'solid',
        borderColor: 'green.600',
        bg: 'green.100/60',
      },
      '&[data-active]': {
        borderStyle: 'solid',
        borderColor: 'brand.700',
        bg: 'brand.200/80',
        zIndex: '1',
      },
      '&[data-invalid]': {
        borderStyle: 'solid',
        borderColor: 'red.600',
        bg: 'red.100/70',
      },
      '&[data-movable]': { cursor: 'move', touchAction: 'none' },
    },
    content: {
      display: 'flex',
      alignItems: 'center',
      gap: '1',
      minW: '0',
      width: '100%',
      height: '100%',
      overflow: 'hidden',
      '[data-compact] > &': { justifyContent: 'center' },
    },
    icon: { flexShrink: '0', '& svg': { width: '3', height: '3' } },
    label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minW: '0' },
    value: {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      minW: '0',
      fontWeight: 'medium',
      '& img': { maxHeight: '100%', maxWidth: '100%', objectFit: 'contain' },
    },
    // A 24 px hit area (touch) reaching 8 px out of the corner; the 8 px square drawn sits on the
    // corner, half out, so that it hides little of a small box.
    handle: {
      position: 'absolute',
      right: '-2',
      bottom: '-2',
      width: '6',
      height: '6',
      cursor: 'nwse-resize',
      touchAction: 'none',
      zIndex: '1',
      _after: {
        content: '""',
        position: 'absolute',
        right: '1',
        bottom: '1',
        width: '2',
        height: '2',
        bg: 'brand.700',
        borderRadius: 'l1',
      },
    },
    // A checkbox's label beside its small box (the editor), so that it can be read.
    caption: {
      position: 'absolute',
      left: 'calc(100% + 4px)',
      top: '50%',
      transform: 'translateY(-50%)',
      maxWidth: '40',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      px: '1',
      borderRadius: 'l1',
      bg: 'white/85',
      color: 'gray.900',
      pointerEvents: 'none',
    },
  },
});
