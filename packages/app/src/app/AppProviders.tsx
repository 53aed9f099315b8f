import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';

import { UiProvider, useSystemColorMode } from '@portal/ui';

import { resolveColorMode } from '@/lib/theme/color-mode';
import { StoreProvider } from '@/stores/StoreProvider';
import type { RootStore } from '@/stores/RootStore';

export interface AppProvidersProps {
  store: RootStore;
  children: ReactNode;
  /** Stories pass false: Storybook's preview already renders the UiProvider. */
  withUi?: boolean;
}

/** The theme in the person's colour mode: their choice, else the system's, followed live. */
const ThemedUi = observer(function ThemedUi({
  store,
  children,
}: {
  store: RootStore;
  children: ReactNode;
}) {
  const system = useSystemColorMode();
  return (
    <UiProvider colorMode={resolveColorMode(store.preferences.colorMode, system)}>
      {children}
    </UiProvider>
  );
});

/** The providers every screen runs inside: theme and toasts, and the stores. */
export function AppProviders({ store, children, withUi = true }: AppProvidersProps) {
  const content = <StoreProvider store={store}>{children}</StoreProvider>;
  return withUi ? <ThemedUi store={store}>{content}</ThemedUi> : content;
}
