/**
 * The contracts' constants without their schemas, for the app's screens: values, limits and texts.
 * Nothing here imports zod (~25 KB gzip), so a screen that needs a limit or a text does not load
 * the schemas; a form that validates imports its schema from '@portal/contracts', and loads zod
 * with the form.
 */
export * from './shared/constants.ts';
export * from './shared/image-bounds.ts';
export * from './shared/control-characters.ts';
export * from './shared/person-names.ts';
export * from './auth/constants.ts';
export * from './users/constants.ts';
export * from './clients/constants.ts';
export * from './chat/constants.ts';
export * from './chat/markdown.ts';
export * from './documents/constants.ts';
export * from './documents/file-names.ts';
export * from './invitations/constants.ts';
export * from './notifications/constants.ts';
export * from './practice/constants.ts';
export * from './sessions/constants.ts';
export * from './two-factor/constants.ts';
export * from './audit/constants.ts';
