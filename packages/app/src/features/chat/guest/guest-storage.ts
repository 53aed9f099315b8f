import type { TGuestSession } from '@portal/contracts';

/*
 * Where a guest's session is kept: its own localStorage key, beside the account's 'token' (never
 * in its place), one entry per invitation, so that a reload or a second tab goes on with the same
 * session. The spec's join-invite data goes in the persisted root key (JoinUserStore); the root
 * key's shape has no place for a token, so the token lives here.
 */

export const GUEST_STORAGE_KEY = 'portal-guest-sessions';

/** What the page needs to go on after a reload: the token and who the guest is. */
export interface StoredGuestSession {
  token: string;
  expiresAt: string;
  channelId: string;
  guest: TGuestSession['guest'];
}

type StoredSessions = Record<string, StoredGuestSession>;

function readAll(storage: Storage): StoredSessions {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(GUEST_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as StoredSessions) : {};
  } catch {
    return {};
  }
}

function writeAll(sessions: StoredSessions, storage: Storage): void {
  if (Object.keys(sessions).length === 0) storage.removeItem(GUEST_STORAGE_KEY);
  else storage.setItem(GUEST_STORAGE_KEY, JSON.stringify(sessions));
}

/** The stored session of an invitation, when it is whole and has not expired. */
export function readGuestSession(
  invitationId: string,
  storage: Storage = localStorage,
  now = Date.now(),
): StoredGuestSession | null {
  const stored = readAll(storage)[invitationId];
  if (
    !stored ||
    typeof stored.token !== 'string' ||
    typeof stored.channelId !== 'string' ||
    typeof stored.guest?.id !== 'string' ||
    !(Date.parse(stored.expiresAt) > now)
  ) {
    return null;
  }
  return stored;
}

export function keepGuestSession(
  invitationId: string,
  session: TGuestSession,
  storage: Storage = localStorage,
): StoredGuestSession {
  const stored: StoredGuestSession = {
    token: session.token,
    expiresAt: session.expiresAt,
    channelId: session.channel.id,
    guest: session.guest,
  };
  writeAll({ ...readAll(storage), [invitationId]: stored }, storage);
  return stored;
}

export function forgetGuestSession(invitationId: string, storage: Storage = localStorage): void {
  const { [invitationId]: _gone, ...rest } = readAll(storage);
  writeAll(rest, storage);
}
