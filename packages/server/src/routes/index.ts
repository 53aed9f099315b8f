import type { HandlerTable } from '../http/endpoint.ts';
import { authHandlers } from './auth.ts';
import { chatHandlers } from './chat.ts';
import { clientHandlers } from './clients.ts';
import { documentHandlers } from './documents.ts';
import { invitationHandlers } from './invitations.ts';
import { notificationHandlers } from './notifications.ts';
import { providerHandlers } from './providers.ts';
import { userHandlers } from './users.ts';

/**
 * The handler of every endpoint of the table in @portal/contracts, by name. A missing or extra
 * one is a type error here, and registerEndpoints refuses to start with one.
 */
export const handlers: HandlerTable = {
  ...authHandlers,
  ...userHandlers,
  ...clientHandlers,
  ...providerHandlers,
  ...chatHandlers,
  ...invitationHandlers,
  ...notificationHandlers,
  ...documentHandlers,
};
