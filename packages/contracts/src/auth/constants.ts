/*
 * Signing up and the caller's own account (the /auth endpoints), without a schema: values and the
 * picture upload's rules, for the server and the app's screens.
 */

import type { TRole } from '../users/constants.ts';

/** Roles a person may choose at sign-up; 'superadmin' is only ever seeded. */
export const SIGNUP_ROLES = ['provider', 'client'] as const satisfies readonly TRole[];

/** Profile picture upload: the field name of the multipart part and the accepted types. */
export const PROFILE_IMAGE_FIELD = 'profileImage';
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** Why the server ended a session (payload of the socket event `session_ended`). */
export const SESSION_END_REASONS = [
  'blocked',
  'rejected',
  'deleted',
  'password-reset',
  /** Ended from another session of the person (Settings), or by a password change there. */
  'signed-out',
  /** Ended by the superadmin from the person's detail. */
  'ended-by-admin',
  /** Idle longer than the practice allows. */
  'idle',
] as const;
export type TSessionEndReason = (typeof SESSION_END_REASONS)[number];

/** What the re-authentication step answers (403) to a wrong password. */
export const WRONG_PASSWORD_MESSAGE = 'The password is wrong.';
