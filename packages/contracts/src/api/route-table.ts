import { AUDIT_ROUTES } from '../audit/routes.ts';
import { AUTH_ROUTES } from '../auth/routes.ts';
import { CHAT_ROUTES } from '../chat/routes.ts';
import { CLIENT_ROUTES } from '../clients/routes.ts';
import { DOCUMENT_ROUTES } from '../documents/routes.ts';
import { INVITATION_ROUTES } from '../invitations/routes.ts';
import { NOTIFICATION_ROUTES } from '../notifications/routes.ts';
import { PRACTICE_ROUTES } from '../practice/routes.ts';
import { SESSION_ROUTES } from '../sessions/routes.ts';
import { PROVIDER_ROUTES } from '../providers/routes.ts';
import { USER_ROUTES } from '../users/routes.ts';
import { TWO_FACTOR_ROUTES } from '../two-factor/routes.ts';
import type { TRoute } from './route.ts';

export type { THttpMethod, TRoute, TRouteTable } from './route.ts';
/** The public sign-in pages' own part of the table (the app's '/' bundles only this part). */
export { AUTH_ROUTES };
/** One's second factors: the set-up at sign-in loads only this part. */
export { TWO_FACTOR_ROUTES };

/**
 * Every endpoint by name, grouped by domain: method, path and access rule (each domain's
 * routes.ts). The schemas of each are in the domain's endpoints.ts under the same name
 * (endpoint-table.ts); the server registers exactly these routes.
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
  practice: PRACTICE_ROUTES,
  sessions: SESSION_ROUTES,
  twoFactor: TWO_FACTOR_ROUTES,
  audit: AUDIT_ROUTES,
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
  ...PRACTICE_ROUTES,
  ...SESSION_ROUTES,
  ...TWO_FACTOR_ROUTES,
  ...AUDIT_ROUTES,
} as const;

export type TRouteName = keyof typeof ROUTES;
export type TRouteGroup = keyof typeof ROUTE_GROUPS;

/** `METHOD /path`, e.g. 'GET /clients/:id': how logs, docs and the authorization matrix name it. */
export type TRouteKey = {
  [N in TRouteName]: `${(typeof ROUTES)[N]['method']} ${(typeof ROUTES)[N]['path']}`;
}[TRouteName];

export const routeKey = (route: TRoute): string => `${route.method} ${route.path}`;

export { fillPath, type TPathParamNames } from './path.ts';
