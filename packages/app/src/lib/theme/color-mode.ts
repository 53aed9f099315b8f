import type { ColorMode, ColorModePreference } from '@portal/ui';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The mode to show for a preference: the chosen one, or the system's. */
export function resolveColorMode(preference: ColorModePreference, system: ColorMode): ColorMode {
  return preference === 'system' ? system : preference;
}

/** The system's mode right now (matchMedia), for the first frame before React runs. */
export function systemColorMode(win: Pick<Window, 'matchMedia'> = window): ColorMode {
  return win.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/**
 * Puts the mode on <html> at once, before the first render, so that a dark page never flashes
 * light while the app starts (the UiProvider keeps it in step afterwards).
 */
export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement) {
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}
