import { useSyncExternalStore } from 'react';

import type { ColorModePreference } from '@portal/ui';

/*
 * The colour mode the person chose, as the app shell reads it. The preferences store (MobX) owns
 * the choice once the stores are loaded and writes it here; before that (the login page, which
 * does not load the stores) it is what the persisted root key says.
 */

let current: ColorModePreference = 'system';
const listeners = new Set<() => void>();

export function getColorModePreference(): ColorModePreference {
  return current;
}

export function setColorModePreference(preference: ColorModePreference): void {
  if (preference === current) return;
  current = preference;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chosen colour mode, followed live. */
export function useColorModePreference(): ColorModePreference {
  return useSyncExternalStore(subscribe, getColorModePreference, getColorModePreference);
}
