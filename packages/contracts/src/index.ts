/**
 * The public face of @portal/contracts: the endpoint table with its zod schemas, the real-time
 * events, answer types and constants. The app's HTTP client imports '@portal/contracts/routes'
 * instead, which carries no schema.
 *
 * Layout: a folder per domain (auth, users, clients, providers, chat, invitations, notifications,
 * documents) with its constants.ts (values, no zod), schemas.ts (zod), routes.ts (each endpoint's
 * method, path and access, no zod) and endpoints.ts (each endpoint's schemas, by the same names);
 * shared/ holds what every domain uses; api/ assembles the domains: the access rules, the route
 * and endpoint tables, the socket events and the OpenAPI document.
 */
import './shared/zod-config.ts';

// What every domain uses.
export * from './shared/constants.ts';
export * from './shared/image-bounds.ts';
export * from './shared/control-characters.ts';
export * from './shared/person-names.ts';
export * from './shared/fields.ts';
export * from './shared/schemas.ts';
// Each domain's constants and schemas.
export * from './auth/constants.ts';
export * from './auth/schemas.ts';
export * from './auth/responses.ts';
export * from './users/constants.ts';
export * from './users/schemas.ts';
export * from './clients/constants.ts';
export * from './clients/schemas.ts';
export * from './providers/schemas.ts';
export * from './chat/constants.ts';
export * from './chat/schemas.ts';
export * from './chat/markdown.ts';
export * from './invitations/constants.ts';
export * from './invitations/schemas.ts';
export * from './notifications/constants.ts';
export * from './notifications/schemas.ts';
export * from './documents/constants.ts';
export * from './documents/file-names.ts';
export * from './documents/schemas.ts';
export * from './documents/sending-schemas.ts';
export * from './documents/field-values.ts';
export * from './practice/constants.ts';
export * from './sessions/constants.ts';
export * from './practice/schemas.ts';
export * from './sessions/schemas.ts';
export * from './two-factor/constants.ts';
export * from './two-factor/schemas.ts';
export * from './audit/constants.ts';
export * from './audit/schemas.ts';
// The tables that assemble the domains: socket events, access rules, routes, endpoints, OpenAPI.
export * from './api/events.ts';
export * from './api/access.ts';
export * from './api/route-table.ts';
export * from './api/endpoint-table.ts';
export { buildOpenApiDocument } from './api/openapi.ts';
