import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';

import { UiProvider, useSystemColorMode } from '@portal/ui';

import { createSessionExpiry } from '@/lib/session/session';
import { configureHttp } from '@/lib/http/client';
import { applyColorMode, resolveColorMode, systemColorMode } from '@/lib/theme/color-mode';
import { setColorModePreference, useColorModePreference } from '@/lib/theme/color-mode-preference';
import { AppRoutes } from '@/router/routes';
import { SessionExpiredProvider } from '@/lib/session/SessionExpiredContext';
import { getStoredToken } from '@/lib/session/token';
import { readPersistedState } from '@/stores/persisted-state';
import { getLoadedRootStore, loadRootStore } from '@/stores/root-store-loader';

/** Navigation from outside the screens (the session's expiry), once the router is there. */
function createNavigation() {
  let navigate: ((path: string) => void) | null = null;
  return {
    /** Takes the router's navigate (NavigationBridge). */
    connect: (next: (path: string) => void) => {
      navigate = next;
    },
    /** Goes to `path` in the app (a full page load before the router is there). */
    goTo: (path: string) => (navigate ? navigate(path) : window.location.assign(path)),
  };
}
type Navigation = ReturnType<typeof createNavigation>;

/** Hands the router's navigate to `navigation` (the declarative router has no router object). */
function NavigationBridge({ navigation }: { navigation: Navigation }) {
  const navigate = useNavigate();
  useEffect(() => navigation.connect((path) => void navigate(path)), [navigation, navigate]);
  return null;
}

/**
 * Creates the app's long-lived parts once: the colour mode (from the persisted root key, before
 * the first paint), the navigation for the session's expiry and the HTTP hooks. The MobX stores
 * load on first need (stores/root-store-loader.ts), at once when a session is stored, so that
 * the login page goes without.
 */
function createApp() {
  // The login page's build-time render (prerender.tsx) has no browser to read.
  if (!import.meta.env.SSR) {
    const preference = readPersistedState(localStorage)?.preferences?.colorMode ?? 'system';
    setColorModePreference(preference);
    applyColorMode(resolveColorMode(preference, systemColorMode()));
    if (getStoredToken()) void loadRootStore();
  }
  const navigation = createNavigation();
  const onSessionExpired = createSessionExpiry(getLoadedRootStore, () => navigation.goTo('/'));
  configureHttp({ onSessionExpired });
  return { navigation, onSessionExpired };
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

export interface AppProps {
  /** The browser's router; the login page's build-time render passes a static one. */
  Router?: ComponentType<{ children: ReactNode }>;
}

export function App({ Router = BrowserRouter }: AppProps) {
  const [{ navigation, onSessionExpired }] = useState(createApp);
  return (
    <ThemedUi>
      <SessionExpiredProvider value={onSessionExpired}>
        <Router>
          <NavigationBridge navigation={navigation} />
          <AppRoutes />
        </Router>
      </SessionExpiredProvider>
    </ThemedUi>
  );
}
