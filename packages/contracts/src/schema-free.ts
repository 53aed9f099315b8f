/**
 * The contracts' constants without their schemas, for the app's screens: values, limits and texts.
 * Nothing here imports zod (~25 KB gzip), so a screen that needs a limit or a text does not load
 * the schemas; a form that validates imports its schema from '@portal/contracts', and loads zod
 * with the form.
 */
export * from './constants.ts';
export * from './image-bounds.ts';
export * from './control-characters.ts';
export * from './chat-constants.ts';
export * from './document-constants.ts';
export * from './invitation-constants.ts';
export * from './notification-constants.ts';
