/**
 * The public face of @portal/contracts: the endpoint table with its zod schemas, the real-time
 * events, answer types and constants. The app's HTTP client imports '@portal/contracts/routes'
 * instead, which carries no schema.
 */
import './shared/zod-config.ts';

export * from './shared/constants.ts';
export * from './shared/image-bounds.ts';
export * from './shared/control-characters.ts';
export * from './shared/fields.ts';
export * from './auth/schemas.ts';
export * from './users/schemas.ts';
export * from './clients/schemas.ts';
export * from './chat/schemas.ts';
export * from './invitations/schemas.ts';
export * from './notifications/schemas.ts';
export * from './documents/schemas.ts';
export * from './api/events.ts';
export * from './api/access.ts';
export * from './api/route-table.ts';
export * from './api/endpoint-table.ts';
export { buildOpenApiDocument } from './api/openapi.ts';
