import type { UserRow } from '../db/schema.ts';

/**
 * Who makes a request or owns a socket, as every domain sees it: a low module of its own, so that
 * the domains need nothing of the HTTP layer that finds it (http/authenticate.ts).
 */

/** A signed-in account behind a request, read fresh from the database on every call. */
export interface Caller {
  kind: 'account';
  id: string;
  role: UserRow['role'];
  user: UserRow;
  /**
   * The session the token belongs to (sessions/); null for an account a request acts for without
   * its token (an invitation's inviter, a group's owner).
   */
  sessionId: string | null;
}

/**
 * The guest of one channel (an invitation link, no account). Its own kind of caller, never a
 * role: it passes only rules that admit guests, and those are scoped to its channel.
 */
export interface GuestCaller {
  kind: 'guest';
  guestId: string;
  channelId: string;
}

/**
 * An account that must set up a second factor before anything else, with the set-up token its
 * password gave it (issue 33): its own kind of caller, admitted only by the set-up endpoints.
 */
export interface SetupCaller {
  kind: 'setup';
  id: string;
  role: UserRow['role'];
  user: UserRow;
}
