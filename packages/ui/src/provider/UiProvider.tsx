import { ChakraProvider } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';

import { Toaster } from '../components/Toaster';
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
      {withToaster && <Toaster />}
    </ChakraProvider>
  );
}
