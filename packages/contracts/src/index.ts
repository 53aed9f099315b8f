/** The public face of @portal/contracts: zod request schemas, answer types and constants. */
export * from './constants.ts';
export * from './fields.ts';
export * from './auth-requests.ts';
export * from './auth-responses.ts';
export * from './clients.ts';
export * from './api-paths.ts';
