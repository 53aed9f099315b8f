import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

import { UiProvider } from '@portal/ui';

import { StoreProvider } from '@/stores/StoreProvider';
import type { RootStore } from '@/stores/RootStore';

export interface AppProvidersProps {
  store: RootStore;
  children: ReactNode;
  /** Stories pass false: Storybook's preview already renders the UiProvider. */
  withUi?: boolean;
  /** A fresh SWR cache (stories and tests), instead of the app-wide one. */
  isolatedCache?: boolean;
}

/** The providers every screen runs inside: theme and toasts, stores, and SWR's settings. */
export function AppProviders({
  store,
  children,
  withUi = true,
  isolatedCache = false,
}: AppProvidersProps) {
  const content = (
    <StoreProvider store={store}>
      <SWRConfig
        value={{
          revalidateOnFocus: false,
          shouldRetryOnError: false,
          ...(isolatedCache ? { provider: () => new Map() } : {}),
        }}
      >
        {children}
      </SWRConfig>
    </StoreProvider>
  );
  return withUi ? <UiProvider>{content}</UiProvider> : content;
}
