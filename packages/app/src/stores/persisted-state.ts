import type { TLoginUserDetails } from '@portal/contracts';
import type { ColorModePreference } from '@portal/ui';

/*
 * The persisted root key, read without MobX: the first page (the login) needs the colour mode and
 * whether someone is signed in before any store exists, and must not download MobX to know it.
 */

/** The one localStorage key holding every persisted slice (spec section 9). */
export const PERSIST_KEY = 'portal-state';

/** Unsent chat texts: account id, then channel id (stores/DraftStore.ts). */
export type PersistedDrafts = Record<string, Record<string, { text: string; at: number }>>;

export interface PersistedState {
  version: 1;
  layout: { isSidebarOpen: boolean; isChatSidebarOpen: boolean };
  modals: { isRestoreModalOpen: boolean; isDeleteModalOpen: boolean };
  blockedList: { isBlockedListShown: boolean };
  loginUser: TLoginUserDetails | null;
  joinUser: { groupId: string; memberEmail: string; isNewJoin: boolean } | null;
  /** Display choices; written since the colour mode became a choice (older entries lack it). */
  preferences?: { colorMode: ColorModePreference; isSoundMuted?: boolean };
  /**
   * Chat drafts, per account; written since issue 36 (older entries lack it). Its entries are
   * checked one by one when read (a damaged draft is dropped, not the whole state).
   */
  drafts?: PersistedDrafts;
}

const COLOR_MODE_PREFERENCES: readonly ColorModePreference[] = ['system', 'light', 'dark'];

/** Whether a stored value is a colour mode preference this version knows. */
export const isColorModePreference = (value: unknown): value is ColorModePreference =>
  COLOR_MODE_PREFERENCES.includes(value as ColorModePreference);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const hasBooleans = (value: unknown, keys: string[]) =>
  isRecord(value) && keys.every((key) => typeof value[key] === 'boolean');

/**
 * Whether a stored value has the shape this version writes. Hand-written rather than a zod
 * schema so that the first page does not download a validation library for six flags.
 */
export function isPersistedState(value: unknown): value is PersistedState {
  if (!isRecord(value) || value.version !== 1) return false;
  const { loginUser, joinUser, preferences, drafts } = value;
  return (
    (drafts === undefined || isRecord(drafts)) &&
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

/**
 * The saved slices, or null when there are none. A damaged entry (not JSON, or a shape this
 * version does not write) is removed, as the stores' hydration does.
 */
export function readPersistedState(storage: Storage): PersistedState | null {
  const raw = storage.getItem(PERSIST_KEY);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    storage.removeItem(PERSIST_KEY);
    return null;
  }
  if (!isPersistedState(parsed)) {
    storage.removeItem(PERSIST_KEY);
    return null;
  }
  return parsed;
}

/**
 * Forgets the signed-in user's details and the chat drafts in storage (a session that ended
 * before any store).
 */
export function forgetPersistedLoginUser(storage: Storage): void {
  const state = readPersistedState(storage);
  if (state?.loginUser || state?.drafts) {
    const { drafts: _drafts, ...rest } = state;
    storage.setItem(PERSIST_KEY, JSON.stringify({ ...rest, loginUser: null }));
  }
}
