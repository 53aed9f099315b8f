import { describe, expect, it } from 'vitest';

import type { TLoginUserDetails } from '@portal/contracts';

import { MemoryStorage } from '../lib/testing/memory-storage';
import { PERSIST_KEY, persist } from './persistence';
import { RootStore } from './RootStore';

const loginUser = {
  userId: 'u1',
  email: 'ada@example.com',
  eSignature: null,
  department: null,
  clientList: [],
  isAccountCreatedByOwnClient: false,
  providerId: null,
  user: { id: 'u1', fullName: 'Ada Lovelace', role: 'provider' },
} as unknown as TLoginUserDetails;

describe('root store', () => {
  it('starts with the sidebar closed, the chat sidebar open and every modal closed', () => {
    const root = new RootStore();
    expect(root.layout.isSidebarOpen).toBe(false);
    expect(root.layout.isChatSidebarOpen).toBe(true);
    expect(root.modals.isRestoreModalOpen).toBe(false);
    expect(root.modals.isDeleteModalOpen).toBe(false);
    expect(root.blockedList.isBlockedListShown).toBe(false);
  });

  it('toggles each modal with its own action', () => {
    const root = new RootStore();
    root.modals.toggleRestoreModal();
    expect(root.modals).toMatchObject({ isRestoreModalOpen: true, isDeleteModalOpen: false });
    root.modals.toggleDeleteModal();
    root.modals.toggleRestoreModal();
    expect(root.modals).toMatchObject({ isRestoreModalOpen: false, isDeleteModalOpen: true });
  });

  it('clearing the session resets the user, the license search result and the decrypted key', () => {
    const root = new RootStore();
    root.session.setLoginUser(loginUser);
    root.licenseSearch.setSearchText('LIC-1');
    root.licenseSearch.setResult({ licenseNo: 'LIC-1' } as never);
    root.chatKey.setDecryptedKey('secret');
    root.layout.toggleSidebar();
    root.clearSession();
    expect(root.session.loginUser).toBeNull();
    expect(root.licenseSearch.result).toBeNull();
    expect(root.chatKey.decryptedKey).toBeNull();
    expect(root.layout.isSidebarOpen).toBe(true);
  });
});

/** An entry as the app wrote it before the colour mode was a choice. */
const olderEntry = () => ({
  version: 1,
  layout: { isSidebarOpen: false, isChatSidebarOpen: true },
  modals: { isRestoreModalOpen: false, isDeleteModalOpen: false },
  blockedList: { isBlockedListShown: false },
  loginUser,
  joinUser: null,
});

describe('persistence', () => {
  it('writes every persisted slice under one root key', () => {
    const storage = new MemoryStorage();
    const root = new RootStore();
    const stop = persist(root, storage);
    root.session.setLoginUser(loginUser);
    root.layout.toggleSidebar();
    root.modals.toggleDeleteModal();
    root.blockedList.toggleBlockedList();
    root.joinUser.setJoinUser({ groupId: 'g1', memberEmail: 'guest@example.com', isNewJoin: true });
    root.preferences.setColorMode('dark');
    root.preferences.setSoundMuted(true);
    stop();

    expect(storage.length).toBe(1);
    const saved = JSON.parse(storage.getItem(PERSIST_KEY) ?? '{}');
    expect(saved).toMatchObject({
      layout: { isSidebarOpen: true, isChatSidebarOpen: true },
      modals: { isDeleteModalOpen: true, isRestoreModalOpen: false },
      blockedList: { isBlockedListShown: true },
      loginUser: { userId: 'u1' },
      joinUser: { groupId: 'g1', memberEmail: 'guest@example.com', isNewJoin: true },
      preferences: { colorMode: 'dark', isSoundMuted: true },
    });
    const restored = new RootStore();
    persist(restored, storage)();
    expect(restored.preferences.isSoundMuted).toBe(true);
  });

  it('follows the system colour mode until a choice is saved, and keeps an older entry without one', () => {
    const storage = new MemoryStorage();
    const root = new RootStore();
    expect(root.preferences.colorMode).toBe('system');
    const older = olderEntry();
    storage.setItem(PERSIST_KEY, JSON.stringify(older));
    persist(root, storage)();
    expect(root.session.userId).toBe('u1');
    expect(root.preferences.colorMode).toBe('system');
    expect(root.preferences.isSoundMuted).toBe(false);

    storage.setItem(PERSIST_KEY, JSON.stringify({ ...older, preferences: { colorMode: 'sepia' } }));
    persist(new RootStore(), storage)();
    expect(storage.getItem(PERSIST_KEY)).toBeNull();
  });

  it('never writes the decrypted chat key or the license search', () => {
    const storage = new MemoryStorage();
    const root = new RootStore();
    const stop = persist(root, storage);
    root.chatKey.setDecryptedKey('very-secret-key');
    root.licenseSearch.setSearchText('LIC-42');
    root.layout.toggleChatSidebar();
    stop();
    const raw = storage.getItem(PERSIST_KEY) ?? '';
    expect(raw).not.toContain('very-secret-key');
    expect(raw).not.toContain('LIC-42');
  });

  it('restores the saved slices into a new store (a reload)', () => {
    const storage = new MemoryStorage();
    const first = new RootStore();
    const stop = persist(first, storage);
    first.session.setLoginUser(loginUser);
    first.layout.toggleChatSidebar();
    stop();

    const second = new RootStore();
    persist(second, storage)();
    expect(second.session.userId).toBe('u1');
    expect(second.layout.isChatSidebarOpen).toBe(false);
  });

  it('ignores and removes a damaged entry', () => {
    const storage = new MemoryStorage();
    storage.setItem(PERSIST_KEY, '{not json');
    const root = new RootStore();
    persist(root, storage)();
    expect(root.session.loginUser).toBeNull();
    expect(root.layout.isChatSidebarOpen).toBe(true);

    storage.setItem(PERSIST_KEY, JSON.stringify({ version: 99 }));
    persist(new RootStore(), storage)();
    expect(storage.getItem(PERSIST_KEY)).toBeNull();
  });
});
