import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { AppProviders } from '@/app/AppProviders';
import { createSessionExpiry } from '@/lib/session/session';
import { configureHttp } from '@/lib/http/client';
import { watchPageChanges } from '@/lib/routing/page-changes';
import { applyColorMode, resolveColorMode, systemColorMode } from '@/lib/theme/color-mode';
import { routes } from '@/router/routes';
import { SessionExpiredProvider } from '@/lib/session/SessionExpiredContext';
import { persist } from '@/stores/persistence';
import { RootStore } from '@/stores/RootStore';

/** Creates the app's long-lived parts once: stores (restored from storage), router, HTTP hooks. */
function createApp() {
  const store = new RootStore();
  persist(store, localStorage);
  applyColorMode(resolveColorMode(store.preferences.colorMode, systemColorMode()));
  const router = createBrowserRouter(routes);
  watchPageChanges(router);
  const onSessionExpired = createSessionExpiry(store, () => void router.navigate('/'));
  configureHttp({ onSessionExpired });
  return { store, router, onSessionExpired };
}

export function App() {
  const [{ store, router, onSessionExpired }] = useState(createApp);
  return (
    <AppProviders store={store}>
      <SessionExpiredProvider value={onSessionExpired}>
        <RouterProvider router={router} />
      </SessionExpiredProvider>
    </AppProviders>
  );
}
