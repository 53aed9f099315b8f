import { AUTH_ROUTES } from './auth.ts';
import { CHAT_ROUTES } from './chat.ts';
import { CLIENT_ROUTES } from './clients.ts';
import { DOCUMENT_ROUTES } from './documents.ts';
import { INVITATION_ROUTES } from './invitations.ts';
import { NOTIFICATION_ROUTES } from './notifications.ts';
import { PROVIDER_ROUTES } from './providers.ts';
import type { TRoute } from './route.ts';
import { USER_ROUTES } from './users.ts';

export type { THttpMethod, TRoute, TRouteTable } from './route.ts';
/** The public sign-in pages' own part of the table (the app's '/' bundles only this part). */
export { AUTH_ROUTES };

/**
 * Every endpoint by name, grouped by domain: method, path and access rule. The schemas of each
 * are in ../endpoints/ under the same name; the server registers exactly these routes.
 */
export const ROUTE_GROUPS = {
  auth: AUTH_ROUTES,
  users: USER_ROUTES,
  clients: CLIENT_ROUTES,
  providers: PROVIDER_ROUTES,
  chat: CHAT_ROUTES,
  invitations: INVITATION_ROUTES,
  notifications: NOTIFICATION_ROUTES,
  documents: DOCUMENT_ROUTES,
} as const;

export const ROUTES = {
  ...AUTH_ROUTES,
  ...USER_ROUTES,
  ...CLIENT_ROUTES,
  ...PROVIDER_ROUTES,
  ...CHAT_ROUTES,
  ...INVITATION_ROUTES,
  ...NOTIFICATION_ROUTES,
  ...DOCUMENT_ROUTES,
} as const;

export type TRouteName = keyof typeof ROUTES;
export type TRouteGroup = keyof typeof ROUTE_GROUPS;

/** `METHOD /path`, e.g. 'GET /clients/:id': how logs, docs and the authorization matrix name it. */
export type TRouteKey = {
  [N in TRouteName]: `${(typeof ROUTES)[N]['method']} ${(typeof ROUTES)[N]['path']}`;
}[TRouteName];

export const routeKey = (route: TRoute): string => `${route.method} ${route.path}`;

export { fillPath, type TPathParamNames } from './path.ts';
