import { reaction, runInAction } from 'mobx';

import { PERSIST_KEY, readPersistedState, type PersistedState } from './persisted-state';

import type { RootStore } from './RootStore';

export { PERSIST_KEY, type PersistedState } from './persisted-state';

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
    drafts: root.drafts.byAccount,
  };
}

/** Reads the saved slices into the store; a missing or damaged entry leaves the defaults. */
export function hydrate(root: RootStore, storage: Storage): void {
  const state = readPersistedState(storage);
  if (!state) return;
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
    root.drafts.restore(state.drafts);
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
