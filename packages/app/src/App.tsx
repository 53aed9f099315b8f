import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { AppProviders } from '@/app/AppProviders';
import { createSessionExpiredHandler } from '@/app/session-expiry';
import { configureHttp } from '@/lib/http/client';
import { routes } from '@/router/routes';
import { SessionExpiredProvider } from '@/router/session-expired-context';
import { persist } from '@/stores/persistence';
import { RootStore } from '@/stores/RootStore';

/** Creates the app's long-lived parts once: stores (restored from storage), router, HTTP hooks. */
function createApp() {
  const store = new RootStore();
  persist(store, localStorage);
  const router = createBrowserRouter(routes);
  const onSessionExpired = createSessionExpiredHandler(store, () => void router.navigate('/'));
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
