import type {
  TChatChannelDetail,
  TGuestSession,
  TInvitationRefusal,
  TPublicInvitation,
} from '@portal/contracts';
import { GUEST_ACCESS_ENDED, INVITATION_REFUSALS } from '@portal/contracts/constants';

import { errorMessage } from '@/lib/http/errors';
import { loadRootStore } from '@/stores/root-store-loader';
import type { RootStore } from '@/stores/RootStore';

import { callGuestApi, codeOf, GuestApiError } from './guest-api';
import {
  forgetGuestSession,
  keepGuestSession,
  readGuestSession,
  type StoredGuestSession,
} from './guest-storage';

/** What the invite page shows. */
export type InvitePageState =
  | { kind: 'loading' }
  /** The invitation could not be read (no network, a server failure): Retry. */
  | { kind: 'failed'; message: string }
  /** Not found, expired, withdrawn or used up: each its own words. */
  | { kind: 'refused'; code: TInvitationRefusal; message: string }
  /** The invitation's details and the join form (or, with `?as=account`, joining as the account). */
  | { kind: 'invitation'; invitation: TPublicInvitation; notice: string | null }
  | {
      kind: 'joined';
      session: StoredGuestSession;
      channel: TChatChannelDetail;
      notice: string | null;
    }
  /** The guest's access ended: removed, the invitation withdrawn, the conversation deleted. */
  | { kind: 'ended'; message: string };

export const ACCESS_ENDED_MESSAGE = 'Your access to this conversation has ended.';
export const SESSION_EXPIRED_NOTICE =
  'Your guest session has expired. Join again with the same e-mail address to go on.';
const RESUME_FAILED_NOTICE =
  'The link to go back to the conversation no longer works. Join again with the same e-mail address.';

const isRefusal = (code: string | null): code is TInvitationRefusal =>
  code !== null && code in INVITATION_REFUSALS;

/** A token the server did not take (invalid, expired): not a failure to retry. */
const isRefusedLink = (error: unknown) =>
  error instanceof GuestApiError && [400, 401, 403].includes(error.status);

/** The page's state for a failed call: a refusal of the invitation, an ended access, or a failure. */
export function failureState(error: unknown): InvitePageState {
  const code = codeOf(error);
  if (isRefusal(code)) {
    return { kind: 'refused', code, message: errorMessage(error, INVITATION_REFUSALS[code]) };
  }
  if (code === GUEST_ACCESS_ENDED) {
    return { kind: 'ended', message: errorMessage(error, ACCESS_ENDED_MESSAGE) };
  }
  const isUnreachable = error instanceof GuestApiError && error.status === 0;
  return {
    kind: 'failed',
    message: isUnreachable
      ? error.message
      : errorMessage(error, 'The invitation could not be opened.'),
  };
}

/** Keeps a new guest session: its token beside the account's, the join-invite data in the root key. */
export async function enterAsGuest(
  invitationId: string,
  session: TGuestSession,
  stores: RootStore | null,
  notice: string | null,
): Promise<InvitePageState> {
  const stored = keepGuestSession(invitationId, session);
  const root = stores ?? (await loadRootStore());
  root.joinUser.setJoinUser(session.joinInvite);
  return { kind: 'joined', session: stored, channel: session.channel, notice };
}

/** Forgets the guest session of an invitation (access ended, or no longer valid). */
export function leaveAsGuest(
  invitationId: string,
  channelId: string | null,
  stores: RootStore | null,
) {
  forgetGuestSession(invitationId);
  if (stores && (!channelId || stores.joinUser.joinUser?.groupId === channelId)) {
    stores.joinUser.setJoinUser(null);
  }
}

/**
 * The address is no invitation link at all: an id the server refuses as malformed (400), or a
 * 404 without a refusal code (no such route). As final as an unknown invitation: no Retry.
 */
const isInvalidLink = (error: unknown) =>
  error instanceof GuestApiError &&
  (error.status === 400 || (error.status === 404 && error.code === null));

/** The invitation's details, with a notice above the form; refusals become their state. */
async function readInvitation(
  invitationId: string,
  notice: string | null,
): Promise<InvitePageState> {
  try {
    const { data } = await callGuestApi('getInvitation', { params: { id: invitationId } });
    return { kind: 'invitation', invitation: data, notice };
  } catch (error) {
    if (isInvalidLink(error)) {
      const code = 'invitation-not-found';
      return { kind: 'refused', code, message: INVITATION_REFUSALS[code] };
    }
    return failureState(error);
  }
}

/**
 * How the page starts: a resume link (`?resume=`) asks for a new session; a session kept on this
 * device is renewed (a reload, a second tab); otherwise the invitation's details are read.
 */
export async function startInvitePage({
  invitationId,
  resumeToken,
  stores,
}: {
  invitationId: string;
  resumeToken: string | null;
  stores: RootStore | null;
}): Promise<InvitePageState> {
  if (resumeToken) {
    try {
      const { data } = await callGuestApi('resumeGuestSession', { body: { token: resumeToken } });
      return await enterAsGuest(invitationId, data, stores, 'Welcome back.');
    } catch (error) {
      const state = failureState(error);
      if (state.kind === 'failed' && isRefusedLink(error)) {
        return readInvitation(invitationId, RESUME_FAILED_NOTICE);
      }
      return state;
    }
  }
  const kept = readGuestSession(invitationId);
  if (kept) {
    try {
      const { data } = await callGuestApi('renewGuestSession', undefined, { token: kept.token });
      return await enterAsGuest(invitationId, data, stores, null);
    } catch (error) {
      const state = failureState(error);
      if (state.kind === 'ended') leaveAsGuest(invitationId, kept.channelId, stores);
      if (state.kind === 'failed' && isRefusedLink(error)) {
        // The kept token is no longer taken: join again (the same e-mail is the same guest).
        leaveAsGuest(invitationId, null, null);
        return readInvitation(invitationId, SESSION_EXPIRED_NOTICE);
      }
      return state;
    }
  }
  return readInvitation(invitationId, null);
}
