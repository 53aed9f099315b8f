/**
 * Values shared by the app and the server. The spec fixes 'superadmin', 'client', 'provider' and the
 * approval value 'reject'; the other values are this project's decisions (see docs/server.md).
 */
export const ROLES = ['superadmin', 'provider', 'client'] as const;
export type TRole = (typeof ROLES)[number];

/** Roles a person may choose at sign-up; 'superadmin' is only ever seeded. */
export const SIGNUP_ROLES = ['provider', 'client'] as const satisfies readonly TRole[];

/** isApprove: a new account is 'pending' until the superadmin approves or rejects it. */
export const APPROVE_STATES = ['pending', 'approve', 'reject'] as const;
export type TApproveState = (typeof APPROVE_STATES)[number];

/** User status: 'blocked' is the superadmin's account block (not the chat block between members). */
export const USER_STATUSES = ['active', 'blocked'] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];

/** Status of a provider's client record. */
export const CLIENT_STATUSES = ['active', 'inactive'] as const;
export type TClientStatus = (typeof CLIENT_STATUSES)[number];

export const GENDERS = ['male', 'female', 'other'] as const;
export type TGender = (typeof GENDERS)[number];

/** The API's base path (spec section 9). */
export const API_BASE = '/api/v1';

/** Password rules, checked by both the forms and the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Profile picture upload: the field name of the multipart part and the accepted types. */
export const PROFILE_IMAGE_FIELD = 'profileImage';
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** Why the server ended a session (payload of the socket event `session_ended`). */
export const SESSION_END_REASONS = ['blocked', 'rejected', 'deleted', 'password-reset'] as const;
export type TSessionEndReason = (typeof SESSION_END_REASONS)[number];

/**
 * The practice's name when PRACTICE_NAME is not set: neutral words, not a product name (the
 * product has none to show). The server writes the setting into the page and the e-mails.
 */
export const DEFAULT_PRACTICE_NAME = 'Your practice';

/** The page's meta tag that carries the practice's name from the server to the app. */
export const PRACTICE_NAME_META = 'application-name';

/**
 * Where the practice's name goes in the login page rendered at build time: the server writes the
 * name in at start, as it does in the meta tag.
 */
export const PRACTICE_NAME_SLOT = '%PRACTICE_NAME%';
