import { describe, expect, it } from 'vitest';

import type { TLoginUserDetails } from '@portal/contracts';

import { MemoryStorage } from '../lib/testing/memory-storage';
import { DRAFT_MAX_LENGTH, DRAFTS_MAX_CONVERSATIONS } from './DraftStore';
import { forgetPersistedLoginUser, readPersistedState } from './persisted-state';
import { PERSIST_KEY, persist } from './persistence';
import { RootStore } from './RootStore';

const signedIn = (userId: string) =>
  ({ userId, user: { id: userId, fullName: userId, role: 'provider' } }) as TLoginUserDetails;

/** The app started on `storage` (a reload starts it again on the same storage). */
function start(storage: Storage, userId: string | null = 'ada') {
  const root = new RootStore();
  const stop = persist(root, storage);
  if (userId) root.session.setLoginUser(signedIn(userId));
  return { root, stop };
}

describe('chat drafts', () => {
  it('survive a reload, under the one root key', () => {
    const storage = new MemoryStorage();
    const first = start(storage);
    first.root.drafts.keep('ada', 'c1', 'Half a thought');
    first.stop();
    expect(storage.length).toBe(1);
    const reloaded = start(storage, null);
    expect(reloaded.root.drafts.textOf('ada', 'c1')).toBe('Half a thought');
    reloaded.root.drafts.keep('ada', 'c1', '');
    reloaded.stop();
    expect(start(storage, null).root.drafts.textOf('ada', 'c1')).toBe('');
  });

  it('are not seen by another account on the same device', () => {
    const storage = new MemoryStorage();
    const { root, stop } = start(storage);
    root.drafts.keep('ada', 'c1', 'For Ann only');
    stop();
    const other = start(storage, 'ben').root;
    expect(other.drafts.textOf('ben', 'c1')).toBe('');
    expect(other.drafts.textOf(null, 'c1')).toBe('');
  });

  it('are gone after sign-out, and after a session ended before the stores loaded', () => {
    const storage = new MemoryStorage();
    const { root, stop } = start(storage);
    root.drafts.keep('ada', 'c1', 'Unsent');
    root.clearSession(); // sign-out, the idle sign-out, an ended session (lib/session/session.ts)
    stop();
    expect(storage.getItem(PERSIST_KEY)).not.toContain('Unsent');
    expect(start(storage, null).root.drafts.textOf('ada', 'c1')).toBe('');

    const again = start(storage);
    again.root.drafts.keep('ada', 'c2', 'Unsent too');
    again.stop();
    forgetPersistedLoginUser(storage);
    expect(storage.getItem(PERSIST_KEY)).not.toContain('Unsent too');
    expect(readPersistedState(storage)?.loginUser).toBeNull();
  });

  it('keep at most 50 conversations (the oldest goes) and 4,000 characters each', () => {
    const { root } = start(new MemoryStorage());
    for (let index = 0; index <= DRAFTS_MAX_CONVERSATIONS; index++) {
      root.drafts.keep('ada', `c${index}`, `draft ${index}`, 1000 + index);
    }
    expect(Object.keys(root.drafts.byAccount.ada ?? {})).toHaveLength(DRAFTS_MAX_CONVERSATIONS);
    expect(root.drafts.textOf('ada', 'c0')).toBe('');
    expect(root.drafts.textOf('ada', `c${DRAFTS_MAX_CONVERSATIONS}`)).toBe('draft 50');
    root.drafts.keep('ada', 'long', 'x'.repeat(DRAFT_MAX_LENGTH + 10));
    expect(root.drafts.textOf('ada', 'long')).toHaveLength(DRAFT_MAX_LENGTH);
  });

  it('reads an entry written before drafts, and drops a damaged draft alone', () => {
    const storage = new MemoryStorage();
    const older = {
      version: 1,
      layout: { isSidebarOpen: true, isChatSidebarOpen: true },
      modals: { isRestoreModalOpen: false, isDeleteModalOpen: false },
      blockedList: { isBlockedListShown: false },
      loginUser: null,
      joinUser: null,
    };
    storage.setItem(PERSIST_KEY, JSON.stringify(older));
    const root = start(storage, null).root;
    expect(root.layout.isSidebarOpen).toBe(true);
    expect(root.drafts.byAccount).toEqual({});

    const damaged = { ...older, drafts: { ada: { c1: { text: 'kept', at: 5 }, c2: 7 }, ben: 3 } };
    storage.setItem(PERSIST_KEY, JSON.stringify(damaged));
    const restored = start(storage, null).root;
    expect(restored.layout.isSidebarOpen).toBe(true);
    expect(restored.drafts.byAccount).toEqual({ ada: { c1: { text: 'kept', at: 5 } } });
  });
});
