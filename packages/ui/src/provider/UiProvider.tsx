import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';

import { hasRaisedToasts, onFirstToast } from '../components/Toaster/toaster';
import { getSystem, subscribeToSystem } from '../theme/system';

export type ColorMode = 'light' | 'dark';

export interface UiProviderProps {
  /** The content that uses the design system. */
  children: ReactNode;
  /** Colour mode applied to the whole document (portals included); light by default. */
  colorMode?: ColorMode;
  /** Renders the toast area; turn off only where a parent already renders one. */
  withToaster?: boolean;
}

const Toaster = lazy(async () => ({
  default: (await import('../components/Toaster/Toaster')).Toaster,
}));

/**
 * The toast area, from the first toast on: its code (the toast store and machines, ~12 KB gzip)
 * is not part of a page that never shows a toast, such as the login page. Toasts raised before
 * it has loaded wait in a queue and show as soon as it is there.
 */
function LazyToaster() {
  const hasToasts = useSyncExternalStore(onFirstToast, hasRaisedToasts, hasRaisedToasts);
  return hasToasts ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * Switches CSS transitions off until the next frame, so that a change of colour mode repaints the
 * page at once instead of fading every button and field from one palette to the other (a page
 * half-way through such a fade can also be read with too little contrast).
 */
function suspendTransitions(): () => void {
  const style = document.createElement('style');
  style.textContent = '*, *::before, *::after { transition: none !important; }';
  document.head.appendChild(style);
  return () => {
    // Reading a computed style applies the new colours while transitions are off.
    void window.getComputedStyle(document.body).color;
    requestAnimationFrame(() => style.remove());
  };
}

/** Provides the theme, the colour mode and the toast area to everything below it. */
export function UiProvider({ children, colorMode = 'light', withToaster = true }: UiProviderProps) {
  useEffect(() => {
    // Set on <html> so that dialogs, tooltips and toasts rendered in portals follow the mode too.
    const root = document.documentElement;
    if (root.classList.contains(colorMode)) return;
    const restoreTransitions = suspendTransitions();
    root.classList.toggle('dark', colorMode === 'dark');
    root.classList.toggle('light', colorMode === 'light');
    root.style.colorScheme = colorMode;
    restoreTransitions();
  }, [colorMode]);

  const system = useSyncExternalStore(subscribeToSystem, getSystem, getSystem);
  return (
    <ChakraProvider value={system}>
      {children}
      {withToaster && <LazyToaster />}
    </ChakraProvider>
  );
}
