/**
 * The public face of @portal/contracts: the endpoint table with its zod schemas, the real-time
 * events, answer types and constants. The app's HTTP client imports '@portal/contracts/routes'
 * instead, which carries no schema.
 */
import './zod-config.ts';

export * from './constants.ts';
export * from './image-bounds.ts';
export * from './control-characters.ts';
export * from './fields.ts';
export * from './auth-requests.ts';
export * from './auth-responses.ts';
export * from './clients.ts';
export * from './chat.ts';
export * from './invitations.ts';
export * from './notifications.ts';
export * from './documents.ts';
export * from './events.ts';
export * from './api/access.ts';
export * from './api/routes/index.ts';
export * from './api/endpoints/index.ts';
export { buildOpenApiDocument } from './api/openapi.ts';
