import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';

import { toaster } from '../components/Toaster/toaster';
import { system } from '../theme/system';

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

// Whether a toast has been raised on this page; once true it stays true (the area stays mounted).
let hasHadToasts = false;
const getHasHadToasts = () => {
  hasHadToasts ||= toaster.getVisibleToasts().length > 0;
  return hasHadToasts;
};
// The store tells its subscribers of a new toast before it adds it to its list: latch here.
const subscribeToToasts = (onChange: () => void) =>
  toaster.subscribe(() => {
    hasHadToasts = true;
    onChange();
  });

/**
 * The toast area, from the first toast on: its code (the toast machines, ~10 KB gzip) is not
 * part of a page that never shows a toast, such as the login page. Toasts raised before it has
 * loaded wait in the toast store and show as soon as it is there.
 */
function LazyToaster() {
  const hasToasts = useSyncExternalStore(subscribeToToasts, getHasHadToasts);
  return hasToasts ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** Provides the theme, the colour mode and the toast area to everything below it. */
export function UiProvider({ children, colorMode = 'light', withToaster = true }: UiProviderProps) {
  useEffect(() => {
    // Set on <html> so that dialogs, tooltips and toasts rendered in portals follow the mode too.
    const root = document.documentElement;
    root.classList.toggle('dark', colorMode === 'dark');
    root.classList.toggle('light', colorMode === 'light');
    root.style.colorScheme = colorMode;
  }, [colorMode]);

  return (
    <ChakraProvider value={system}>
      {children}
      {withToaster && <LazyToaster />}
    </ChakraProvider>
  );
}
