import { useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { UiProvider, useSystemColorMode } from '@portal/ui';

import { createSessionExpiry } from '@/lib/session/session';
import { configureHttp } from '@/lib/http/client';
import { watchPageChanges } from '@/lib/routing/page-changes';
import { applyColorMode, resolveColorMode, systemColorMode } from '@/lib/theme/color-mode';
import { setColorModePreference, useColorModePreference } from '@/lib/theme/color-mode-preference';
import { routes } from '@/router/routes';
import { SessionExpiredProvider } from '@/lib/session/SessionExpiredContext';
import { getStoredToken } from '@/lib/session/token';
import { readPersistedState } from '@/stores/persisted-state';
import { getLoadedRootStore, loadRootStore } from '@/stores/root-store-loader';

/**
 * Creates the app's long-lived parts once: the colour mode (from the persisted root key, before
 * the first paint), router and HTTP hooks. The MobX stores load on first need (stores/
 * root-store-loader.ts), at once when a session is stored, so that the login page goes without.
 */
function createApp() {
  const preference = readPersistedState(localStorage)?.preferences?.colorMode ?? 'system';
  setColorModePreference(preference);
  applyColorMode(resolveColorMode(preference, systemColorMode()));
  if (getStoredToken()) void loadRootStore();
  const router = createBrowserRouter(routes);
  watchPageChanges(router);
  const onSessionExpired = createSessionExpiry(getLoadedRootStore, () => void router.navigate('/'));
  configureHttp({ onSessionExpired });
  return { router, onSessionExpired };
}

/** The theme in the person's colour mode: their choice, else the system's, followed live. */
function ThemedUi({ children }: { children: ReactNode }) {
  const system = useSystemColorMode();
  return (
    <UiProvider colorMode={resolveColorMode(useColorModePreference(), system)}>
      {children}
    </UiProvider>
  );
}

export function App() {
  const [{ router, onSessionExpired }] = useState(createApp);
  return (
    <ThemedUi>
      <SessionExpiredProvider value={onSessionExpired}>
        <RouterProvider router={router} />
      </SessionExpiredProvider>
    </ThemedUi>
  );
}
