import { useSyncExternalStore } from 'react';

import type { ColorMode } from '../../provider';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const getSystemColorMode = (): ColorMode =>
  window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';

// A page rendered ahead of time (the app's login page) has no system to ask: light, as the
// browser's default. In the browser, hydration reads the real mode at once: it sets no markup.
const getServerColorMode = (): ColorMode =>
  typeof window === 'undefined' ? 'light' : getSystemColorMode();

/** The colour mode the operating system asks for, followed live as it changes. */
export function useSystemColorMode(): ColorMode {
  return useSyncExternalStore(subscribe, getSystemColorMode, getServerColorMode);
}
