import { useState } from 'react';

/**
 * Whether an overlay has been open at least once. An overlay's machinery (Chakra's dialog: focus
 * trap, scroll lock, ~8 KB gzip) loads when it first opens instead of with every page, and stays
 * mounted afterwards so that it can animate out.
 */
export function useHasOpened(isOpen: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(isOpen);
  // Set during render, React's pattern for state derived from a prop: no extra commit.
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened || isOpen;
}
