import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

export interface DataProviderProps {
  children: ReactNode;
  /** A fresh cache (stories and tests) instead of the app-wide one. */
  isolatedCache?: boolean;
}

/**
 * SWR's settings for the signed-in screens. It wraps the dashboard layout rather than the
 * whole app, so that the public pages do not download the data layer.
 */
export function DataProvider({ children, isolatedCache = false }: DataProviderProps) {
  return (
    <SWRConfig
      value={{
        revalidateOnFocus: false,
        shouldRetryOnError: false,
        ...(isolatedCache ? { provider: () => new Map() } : {}),
      }}
    >
      {children}
    </SWRConfig>
  );
}
