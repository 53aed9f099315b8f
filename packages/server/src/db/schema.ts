/**
 * One schema for PGlite and PostgreSQL; migrations in ../../drizzle are generated from it. Each
 * part lives in a file of its own; drizzle-kit and the Db type see them all through this one, and
 * the parts import each other, never this file.
 */
export * from './accounts-schema.ts';
export * from './chat-schema.ts';
export * from './documents-schema.ts';
export * from './files-schema.ts';
export * from './practice-schema.ts';
export * from './two-factor-schema.ts';
