import { defineSlotRecipe } from '@chakra-ui/react';

export const colorModePickerSlotRecipe = defineSlotRecipe({
  className: 'color-mode-picker',
  slots: ['root', 'legend', 'options', 'option', 'input', 'icon'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', minW: '0' },
    legend: { fontWeight: 'medium', textStyle: 'sm', color: 'fg', mb: '2' },
    options: { display: 'flex', flexWrap: 'wrap', gap: '2' },
    option: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      h: '10',
      px: '4',
      borderWidth: '1px',
      borderRadius: 'l2',
      textStyle: 'sm',
      fontWeight: 'medium',
      color: 'fg',
      bg: 'bg.panel',
      cursor: 'pointer',
      _hover: { bg: 'bg.muted' },
      '&:has(input:checked)': {
        borderColor: 'colorPalette.solid',
        bg: 'colorPalette.subtle',
        color: 'colorPalette.fg',
      },
      '&:has(input:focus-visible)': {
        outlineWidth: '2px',
        outlineStyle: 'solid',
        outlineColor: 'colorPalette.focusRing',
        outlineOffset: '2px',
      },
    },
    input: {
      position: 'absolute',
      opacity: '0',
      inset: '0',
      margin: '0',
      cursor: 'pointer',
    },
    icon: { display: 'inline-flex', boxSize: '4', '& svg': { boxSize: '4' } },
  },
});
