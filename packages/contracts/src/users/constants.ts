/**
 * The accounts' values, without a schema: roles, approval and the superadmin's block. The spec
 * fixes 'superadmin', 'client', 'provider' and the approval value 'reject'; the other values are
 * this project's decisions (see docs/server.md).
 */
export const ROLES = ['superadmin', 'provider', 'client'] as const;
export type TRole = (typeof ROLES)[number];

/** isApprove: a new account is 'pending' until the superadmin approves or rejects it. */
export const APPROVE_STATES = ['pending', 'approve', 'reject'] as const;
export type TApproveState = (typeof APPROVE_STATES)[number];

/** User status: 'blocked' is the superadmin's account block (not the chat block between members). */
export const USER_STATUSES = ['active', 'blocked'] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];

/** The longest reason the superadmin may give when rejecting an account (characters). */
export const REJECTION_REASON_MAX_LENGTH = 500;
