/**
 * The schema-free half of the endpoint table, for the app: every endpoint's method, path and
 * access rule, and the constants the HTTP client needs. Nothing here imports zod, so the login
 * page's bundle carries no request or answer schema.
 */
export {
  API_BASE,
  DEFAULT_PRACTICE_NAME,
  PRACTICE_NAME_META,
  PRACTICE_NAME_SLOT,
} from './shared/constants.ts';
export * from './api/access.ts';
export * from './api/route-table.ts';
