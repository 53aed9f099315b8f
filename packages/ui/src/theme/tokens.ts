import { defineSemanticTokens, defineTokens } from '@chakra-ui/react';

/** The practice's own palette: a calm teal-blue that reads well on light and dark surfaces. */
export const brandColors = defineTokens.colors({
  brand: {
    50: { value: '#ecf8f8' },
    100: { value: '#cfeeee' },
    200: { value: '#a3dfe0' },
    300: { value: '#6ac8cb' },
    400: { value: '#36aab0' },
    500: { value: '#1b8d95' },
    600: { value: '#16717b' },
    700: { value: '#175c65' },
    800: { value: '#184c54' },
    900: { value: '#163f47' },
    950: { value: '#08272d' },
  },
});

export const fonts = defineTokens.fonts({
  heading: { value: "'Inter Variable', 'Inter', 'Inter Fallback', system-ui, sans-serif" },
  body: { value: "'Inter Variable', 'Inter', 'Inter Fallback', system-ui, sans-serif" },
  /** Codes and keys to read out or type (recovery codes, an authenticator app's key). */
  mono: {
    value:
      "ui-monospace, 'SF Mono', Menlo, Consolas, 'Liberation Mono', 'DejaVu Sans Mono', monospace",
  },
  /**
   * Emoji drawn alone (reactions, the emoji picker): the colour emoji fonts first, so that a text
   * font with a few monochrome emoji (DejaVu Sans: 😂 😮 😢) does not draw them.
   */
  emoji: {
    value:
      "'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji', 'Twemoji Mozilla', 'Android Emoji', 'Segoe UI Symbol', sans-serif",
  },
});

/** The semantic slots every Chakra recipe reads through `colorPalette`. */
export const brandSemanticColors = defineSemanticTokens.colors({
  brand: {
    solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
    contrast: { value: { _light: '{colors.white}', _dark: '{colors.brand.950}' } },
    fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
    muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
    subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
    emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
    focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
  },
  surface: {
    page: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
    scrim: { value: { _light: '{colors.white/80}', _dark: '{colors.black/70}' } },
  },
});
