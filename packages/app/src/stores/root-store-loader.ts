import type { RootStore } from './RootStore';

/*
 * The root store is created on first need, not at start: MobX and the stores are ~14 KB gzip
 * that the login page does not use. Signed-in screens (their routes await it), the license
 * sign-up and a successful sign-in load it; App.tsx loads it at once when a session is stored.
 */

let loaded: RootStore | null = null;
let loading: Promise<RootStore> | null = null;

/** Creates the root store once (restored from the persisted root key) and resolves to it. */
export function loadRootStore(): Promise<RootStore> {
  loading ??= import('./start-root-store').then(({ startRootStore }) => {
    loaded = startRootStore(localStorage);
    return loaded;
  });
  return loading;
}

/** The root store if it has been created, else null. */
export function getLoadedRootStore(): RootStore | null {
  return loaded;
}
