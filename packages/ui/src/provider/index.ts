export { UiProvider, type ColorMode, type UiProviderProps } from './UiProvider';
