import { reaction } from 'mobx';

import { setColorModePreference } from '@/lib/theme/color-mode-preference';

import { persist } from './persistence';
import { RootStore } from './RootStore';

/**
 * The app's root store, restored from the persisted root key and written back on every change;
 * the colour mode choice is mirrored to the app shell, which does not load MobX itself.
 */
export function startRootStore(storage: Storage): RootStore {
  const store = new RootStore();
  persist(store, storage);
  reaction(
    () => store.preferences.colorMode,
    (preference) => setColorModePreference(preference),
    { fireImmediately: true },
  );
  return store;
}
