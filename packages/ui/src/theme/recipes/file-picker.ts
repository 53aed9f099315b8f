import { defineSlotRecipe } from '@chakra-ui/react';

export const filePickerSlotRecipe = defineSlotRecipe({
  className: 'file-picker',
  slots: ['root', 'input', 'trigger', 'fileName'],
  base: {
    root: {
      position: 'relative',
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: '3',
      minW: '0',
    },
    // Out of sight but in the tab order: the native input is the real control.
    input: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      padding: '0',
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
      borderWidth: '0',
    },
    trigger: {
      cursor: 'pointer',
      'input:focus-visible + &': {
        outlineWidth: '2px',
        outlineStyle: 'solid',
        outlineColor: 'colorPalette.focusRing',
        outlineOffset: '2px',
      },
      '[data-disabled] &': { cursor: 'not-allowed', opacity: '0.5' },
    },
    fileName: {
      minW: '0',
      textStyle: 'sm',
      color: 'fg',
      overflowWrap: 'anywhere',
      '&[data-empty]': { color: 'fg.muted' },
    },
  },
});
