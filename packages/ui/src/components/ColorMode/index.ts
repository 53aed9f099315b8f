export {
  ColorModePicker,
  type ColorModePickerProps,
  type ColorModePreference,
} from './ColorModePicker';
export { ColorModeToggle, type ColorModeToggleProps } from './ColorModeToggle';
export { useSystemColorMode } from './useSystemColorMode';
