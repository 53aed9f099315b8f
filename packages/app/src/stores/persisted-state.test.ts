import { describe, expect, it } from 'vitest';

import { loginUserFixture } from '@/testing/fixtures';
import { MemoryStorage, fakeJwt } from '@/lib/testing/memory-storage';
import { readStoredSession } from '@/lib/session/stored-session';

import { forgetPersistedLoginUser, PERSIST_KEY, readPersistedState } from './persisted-state';

const saved = (loginUser: unknown) => ({
  version: 1,
  layout: { isSidebarOpen: false, isChatSidebarOpen: true },
  modals: { isRestoreModalOpen: false, isDeleteModalOpen: false },
  blockedList: { isBlockedListShown: false },
  loginUser,
  joinUser: null,
  preferences: { colorMode: 'dark' },
});

describe('the persisted root key, read without the stores', () => {
  it('reads the saved slices, and removes a damaged entry', () => {
    const storage = new MemoryStorage();
    expect(readPersistedState(storage)).toBeNull();
    storage.setItem(PERSIST_KEY, JSON.stringify(saved(null)));
    expect(readPersistedState(storage)?.preferences?.colorMode).toBe('dark');
    storage.setItem(PERSIST_KEY, '{not json');
    expect(readPersistedState(storage)).toBeNull();
    expect(storage.getItem(PERSIST_KEY)).toBeNull();
  });

  it('says whether a session is stored, and whose role it is', () => {
    const storage = new MemoryStorage();
    const user = loginUserFixture('provider');
    storage.setItem(PERSIST_KEY, JSON.stringify(saved(user)));
    expect(readStoredSession(storage)).toEqual({ state: 'signed-out', role: null });
    storage.setItem('token', fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 }));
    expect(readStoredSession(storage)).toEqual({ state: 'active', role: 'provider' });
    storage.setItem('token', fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) - 10 }));
    expect(readStoredSession(storage).state).toBe('expired');
  });

  it('forgets the user details, keeping the other slices', () => {
    const storage = new MemoryStorage();
    storage.setItem(PERSIST_KEY, JSON.stringify(saved(loginUserFixture('client'))));
    forgetPersistedLoginUser(storage);
    expect(readPersistedState(storage)).toMatchObject({
      loginUser: null,
      preferences: { colorMode: 'dark' },
    });
  });
});
