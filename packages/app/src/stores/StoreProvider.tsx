import { createContext, useContext, type ReactNode } from 'react';

import { getLoadedRootStore } from './root-store-loader';
import type { RootStore } from './RootStore';

const StoreContext = createContext<RootStore | null>(null);

/** Gives a screen its own root store (stories and tests); the app uses the loaded one. */
export function StoreProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/**
 * The root store; components that read it are wrapped in `observer`. In the app, the routes of
 * the screens that read it load it before they render (router/routes.tsx).
 */
export function useStores(): RootStore {
  const store = useOptionalStores();
  if (!store) throw new Error('useStores needs a <StoreProvider> or a loaded root store');
  return store;
}

/** The root store if there is one yet (a page that loads it on use: the login form). */
export function useOptionalStores(): RootStore | null {
  return useContext(StoreContext) ?? getLoadedRootStore();
}
