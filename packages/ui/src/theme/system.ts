import { createSystem, type SystemContext } from '@chakra-ui/react';

import { baseConfig, themeConfig } from './theme-config';

/*
 * Two themes, one at a time. The login page, the first page most people load, needs only its
 * form's recipes: the others (dialogs, tables, tooltips, ...; ~6 KB gzip) load with the first
 * other screen (`loadFullTheme`), and the UiProvider then renders with the whole theme. Each is
 * created on first need, so a page opened directly on a signed-in screen creates the whole theme
 * only.
 */
let loginSystem: SystemContext | undefined;
let fullSystem: SystemContext | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** The theme to render with now: the whole one once it has loaded, else the login page's. */
export function getSystem(): SystemContext {
  return fullSystem ?? (loginSystem ??= createSystem(baseConfig, themeConfig));
}

/** Calls `listener` when the whole theme replaces the login page's; returns the unsubscribe. */
export function subscribeToSystem(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the whole theme (once); every screen but the login page awaits it before it renders. */
export function loadFullTheme(): Promise<void> {
  loading ??= import('./full-theme').then(({ createFullSystem }) => {
    fullSystem = createFullSystem();
    for (const listener of listeners) listener();
  });
  return loading;
}
