import type { ReactNode } from 'react';

import { UiProvider } from '@portal/ui';

import { StoreProvider } from '@/stores/StoreProvider';
import type { RootStore } from '@/stores/RootStore';

export interface AppProvidersProps {
  store: RootStore;
  children: ReactNode;
  /** Stories pass false: Storybook's preview already renders the UiProvider. */
  withUi?: boolean;
}

/** The providers every screen runs inside: theme and toasts, and the stores. */
export function AppProviders({ store, children, withUi = true }: AppProvidersProps) {
  const content = <StoreProvider store={store}>{children}</StoreProvider>;
  return withUi ? <UiProvider>{content}</UiProvider> : content;
}
