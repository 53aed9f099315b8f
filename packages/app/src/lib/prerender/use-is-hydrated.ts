import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a page rendered ahead of time is shown as it came (at build time, and while React
 * hydrates it), true once its code runs it; always true for a page the browser rendered itself.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
