import { reaction, runInAction } from 'mobx';

import type { TLoginUserDetails } from '@portal/contracts';
import type { ColorModePreference } from '@portal/ui';

import { isColorModePreference } from './PreferencesStore';

import type { RootStore } from './RootStore';

/** The one localStorage key holding every persisted slice (spec section 9). */
export const PERSIST_KEY = 'portal-state';

export interface PersistedState {
  version: 1;
  layout: { isSidebarOpen: boolean; isChatSidebarOpen: boolean };
  modals: { isRestoreModalOpen: boolean; isDeleteModalOpen: boolean };
  blockedList: { isBlockedListShown: boolean };
  loginUser: TLoginUserDetails | null;
  joinUser: { groupId: string; memberEmail: string; isNewJoin: boolean } | null;
  /** Display choices; written since the colour mode became a choice (older entries lack it). */
  preferences?: { colorMode: ColorModePreference; isSoundMuted?: boolean };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const hasBooleans = (value: unknown, keys: string[]) =>
  isRecord(value) && keys.every((key) => typeof value[key] === 'boolean');

/**
 * Whether a stored value has the shape this version writes. Hand-written rather than a zod
 * schema so that the first page does not download a validation library for six flags.
 */
function isPersistedState(value: unknown): value is PersistedState {
  if (!isRecord(value) || value.version !== 1) return false;
  const { loginUser, joinUser, preferences } = value;
  return (
    (preferences === undefined ||
      (isRecord(preferences) &&
        isColorModePreference(preferences.colorMode) &&
        ['undefined', 'boolean'].includes(typeof preferences.isSoundMuted))) &&
    hasBooleans(value.layout, ['isSidebarOpen', 'isChatSidebarOpen']) &&
    hasBooleans(value.modals, ['isRestoreModalOpen', 'isDeleteModalOpen']) &&
    hasBooleans(value.blockedList, ['isBlockedListShown']) &&
    (loginUser === null || (isRecord(loginUser) && typeof loginUser.userId === 'string')) &&
    (joinUser === null ||
      (isRecord(joinUser) &&
        typeof joinUser.groupId === 'string' &&
        typeof joinUser.memberEmail === 'string' &&
        typeof joinUser.isNewJoin === 'boolean'))
  );
}

/** The persisted slices of the store, as they are written to storage. */
export function snapshot(root: RootStore): PersistedState {
  return {
    version: 1,
    layout: {
      isSidebarOpen: root.layout.isSidebarOpen,
      isChatSidebarOpen: root.layout.isChatSidebarOpen,
    },
    modals: {
      isRestoreModalOpen: root.modals.isRestoreModalOpen,
      isDeleteModalOpen: root.modals.isDeleteModalOpen,
    },
    blockedList: { isBlockedListShown: root.blockedList.isBlockedListShown },
    loginUser: root.session.loginUser,
    joinUser: root.joinUser.joinUser,
    preferences: {
      colorMode: root.preferences.colorMode,
      isSoundMuted: root.preferences.isSoundMuted,
    },
  };
}

/** Reads the saved slices into the store; a missing or damaged entry leaves the defaults. */
export function hydrate(root: RootStore, storage: Storage): void {
  const raw = storage.getItem(PERSIST_KEY);
  if (!raw) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    storage.removeItem(PERSIST_KEY);
    return;
  }
  if (!isPersistedState(parsed)) {
    storage.removeItem(PERSIST_KEY);
    return;
  }
  const state = parsed;
  runInAction(() => {
    Object.assign(root.layout, state.layout);
    Object.assign(root.modals, state.modals);
    Object.assign(root.blockedList, state.blockedList);
    root.session.setLoginUser(state.loginUser);
    root.joinUser.setJoinUser(state.joinUser);
    if (state.preferences) {
      root.preferences.setColorMode(state.preferences.colorMode);
      root.preferences.setSoundMuted(state.preferences.isSoundMuted ?? false);
    }
  });
}

/** Loads the saved state, then writes every change back; returns the function that stops it. */
export function persist(root: RootStore, storage: Storage): () => void {
  hydrate(root, storage);
  return reaction(
    () => JSON.stringify(snapshot(root)),
    (json) => storage.setItem(PERSIST_KEY, json),
  );
}
