import { io as connect, type Socket } from 'socket.io-client';

import type {
  TCreateInvitationRequest,
  TGuestSessionResponse,
  TInvitation,
  TInvitationResponse,
} from '@portal/contracts';

import { uniqueEmail, type TestAccount } from './accounts.ts';
import type { TestServer } from './server.ts';

/** An invitation into a group, made by its owner. */
export async function inviteToGroup(
  t: TestServer,
  owner: TestAccount,
  channelId: string,
  body: TCreateInvitationRequest = {},
): Promise<TInvitation> {
  const answer = await t.api<TInvitationResponse>(
    'POST',
    `/chat/channels/${channelId}/invitations`,
    { token: owner.token, json: body },
  );
  if (answer.status !== 201) throw new Error(`invitation: ${answer.status} ${answer.text}`);
  return answer.body.data;
}

export interface TestGuest {
  id: string;
  token: string;
  email: string;
  displayName: string;
  channelId: string;
  session: TGuestSessionResponse['data'];
}

/** Joins an invitation as a guest (a fresh e-mail unless one is given). */
export async function joinAsGuest(
  t: TestServer,
  invitationId: string,
  options: { displayName?: string; email?: string | null } = {},
): Promise<TestGuest> {
  const email = options.email === undefined ? uniqueEmail('guest') : options.email;
  const displayName = options.displayName ?? 'Guest Person';
  const answer = await t.api<TGuestSessionResponse>('POST', `/invitations/${invitationId}/join`, {
    json: { displayName, ...(email ? { email } : {}) },
  });
  if (answer.status !== 200) throw new Error(`join: ${answer.status} ${answer.text}`);
  const session = answer.body.data;
  return {
    id: session.guest.id,
    token: session.token,
    email: session.guest.email,
    displayName: session.guest.displayName,
    channelId: session.joinInvite.groupId,
    session,
  };
}

/** A connected socket of a guest (its guest token, `guestId` in the query). */
export async function openGuestSocket(t: TestServer, guest: TestGuest): Promise<Socket> {
  const socket = connect(t.url, {
    transports: ['websocket'],
    auth: { token: guest.token },
    query: { guestId: guest.id },
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}
