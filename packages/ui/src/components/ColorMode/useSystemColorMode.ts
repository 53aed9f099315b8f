import { useMediaQuery } from '@chakra-ui/react';

import type { ColorMode } from '../../provider';

/** The colour mode the operating system asks for, followed live as it changes. */
export function useSystemColorMode(): ColorMode {
  const [prefersDark] = useMediaQuery(['(prefers-color-scheme: dark)'], { ssr: false });
  return prefersDark ? 'dark' : 'light';
}
