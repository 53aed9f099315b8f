/*
 * Where the domains plug into the infrastructure: each domain's HTTP handlers (its
 * `handlers.ts`), how each resource rule is decided (its `access.ts`), and what it adds to the
 * sockets (admission, client events). http/, realtime/, files/ and audit/ import no domain; they
 * get these tables from here, through server.ts.
 */
import { auditHandlers } from './audit/handlers.ts';
import { channelMember } from './chat/access.ts';
import { accountSocketEvents, admitAccountSocket } from './chat/sockets.ts';
import { ownClientRecord } from './clients/access.ts';
import { documentParty } from './documents/access.ts';
import type { HandlerTable } from './http/endpoint.ts';
import type { ResourceChecks } from './http/resources.ts';
import { admitGuestSocket, guestSocketEvents } from './invitations/guest-sockets.ts';
import { ownNotification } from './notifications/access.ts';
import type { SocketWiring } from './realtime/socket.ts';
import { authHandlers } from './users/auth-handlers.ts';
import { chatHandlers } from './chat/handlers.ts';
import { conversationHandlers } from './chat/conversation-handlers.ts';
import { clientHandlers } from './clients/handlers.ts';
import { documentHandlers } from './documents/handlers.ts';
import { ownPacket } from './documents/packet-access.ts';
import { scheduleHandlers } from './documents/schedule-handlers.ts';
import { templateHandlers } from './documents/template-handlers.ts';
import { invitationHandlers } from './invitations/handlers.ts';
import { notificationHandlers } from './notifications/handlers.ts';
import { practiceHandlers } from './practice/handlers.ts';
import { providerHandlers } from './clients/provider-handlers.ts';
import { userHandlers } from './users/handlers.ts';
import { ownSession } from './sessions/access.ts';
import { sessionHandlers } from './sessions/handlers.ts';
import { ownPasskey } from './two-factor/access.ts';
import { secondFactorSignInHandlers, twoFactorHandlers } from './two-factor/handlers.ts';

/**
 * The handler of every endpoint of the table in @portal/contracts, by name. A missing or extra
 * one is a type error here, and registerEndpoints refuses to start with one.
 */
export const handlers: HandlerTable = {
  ...authHandlers,
  ...secondFactorSignInHandlers,
  ...userHandlers,
  ...clientHandlers,
  ...providerHandlers,
  ...chatHandlers,
  ...conversationHandlers,
  ...invitationHandlers,
  ...notificationHandlers,
  ...documentHandlers,
  ...templateHandlers,
  ...scheduleHandlers,
  ...practiceHandlers,
  ...sessionHandlers,
  ...twoFactorHandlers,
  ...auditHandlers,
};

/** How each resource rule of the endpoint table is decided: by the domain that owns the object. */
export const resourceChecks: ResourceChecks = {
  'own-client-record': ownClientRecord,
  'own-notification': ownNotification,
  'document-party': documentParty,
  'own-packet': ownPacket,
  'channel-member': channelMember,
  'own-session': ownSession,
  'own-passkey': ownPasskey,
};

/** What the domains add to the sockets: admission of each kind, and the events each may send. */
export const socketWiring: SocketWiring = {
  admitAccount: admitAccountSocket,
  admitGuest: admitGuestSocket,
  events: { account: accountSocketEvents, guest: guestSocketEvents },
};
