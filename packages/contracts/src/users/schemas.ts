import { z } from 'zod';

import { GENDERS } from '../shared/constants.ts';
import { ZEmail, ZFullName, ZId, ZIsoTime, textField } from '../shared/fields.ts';
import { APPROVE_STATES, REJECTION_REASON_MAX_LENGTH, ROLES, USER_STATUSES } from './constants.ts';

/*
 * The members directory, blocking between members, and the superadmin's account review: request
 * bodies (strict objects, as every request), then answers. The answers describe what the server
 * sends (the OpenAPI document is generated from them, and the server checks its answers against
 * them in tests); the app uses only their inferred types.
 */

const ZRole = z.enum(ROLES);
const ZApproveState = z.enum(APPROVE_STATES);
const ZUserStatus = z.enum(USER_STATUSES);
const ZGenderOrNull = z.enum(GENDERS).nullable();

/** approve-user, reject-user, block-user and unblock-user all name their target the same way. */
export const ZUserActionRequest = z.strictObject({ userId: ZId });
export type TUserActionRequest = z.input<typeof ZUserActionRequest>;

/** The reason is for the person (its e-mail) and the superadmin (the lists); optional. */
export const ZRejectUserRequest = z.strictObject({
  userId: ZId,
  reason: textField({ max: REJECTION_REASON_MAX_LENGTH, multiline: true }).optional(),
});
export type TRejectUserRequest = z.input<typeof ZRejectUserRequest>;

/** Spec section 7: restore-user sends the id, the full name and the e-mail of the account. */
export const ZRestoreUserRequest = z.strictObject({
  id: ZId,
  name: ZFullName,
  email: ZEmail,
});
export type TRestoreUserRequest = z.input<typeof ZRestoreUserRequest>;

/** Member blocking (chat), distinct from the superadmin's account block. */
export const ZMemberActionRequest = z.strictObject({ memberId: ZId });
export type TMemberActionRequest = z.input<typeof ZMemberActionRequest>;

/** Query of get-all-users: the superadmin may narrow the list by role and approval. */
export const ZUserListQuery = z.strictObject({
  role: z.enum(ROLES).optional(),
  isApprove: z.enum(APPROVE_STATES).optional(),
});
export type TUserListQuery = z.input<typeof ZUserListQuery>;

/** The nested `user` of the logged-in details (spec section 3), plus country and state. */
export const ZUserProfile = z
  .object({
    id: z.string(),
    fullName: z.string(),
    role: ZRole,
    isApprove: ZApproveState,
    status: ZUserStatus,
    email: z.string(),
    address: z.string().nullable(),
    age: z.number().nullable(),
    gender: ZGenderOrNull,
    contactNo: z.string().nullable(),
    licenseNo: z.string().nullable(),
    country: z.string().nullable(),
    state: z.string().nullable(),
    /** URL path of the picture (GET /api/v1/auth/profile-picture/{fileName}), or null. */
    profileImage: z.string().nullable(),
    /** Ids of the members this user blocked for chat. */
    blockedMembers: z.array(z.string()),
    createdAt: ZIsoTime,
    updatedAt: ZIsoTime,
    /**
     * Only when the superadmin reads another account (get-me with a userId): the reason given
     * with its rejection, or null. Never in a person's own details.
     */
    rejectionReason: z.string().nullable().optional(),
  })
  .meta({ id: 'UserProfile' });
export type TUserProfile = z.output<typeof ZUserProfile>;

/** A row of the user lists (spec section 3, user list item). */
export const ZUserListItem = z
  .object({
    id: z.string(),
    fullName: z.string(),
    email: z.string(),
    role: ZRole,
    isApprove: ZApproveState,
    status: ZUserStatus,
    licenseNo: z.string().nullable(),
    /** ISO 3166-1 alpha-2 code. */
    country: z.string().nullable(),
    state: z.string().nullable(),
    gender: ZGenderOrNull,
    department: z.string().nullable(),
    profileImage: z.string().nullable(),
    createdAt: ZIsoTime,
    updatedAt: ZIsoTime,
  })
  .meta({ id: 'UserListItem' });
export type TUserListItem = z.output<typeof ZUserListItem>;

/** GET /auth/get-all-users: the users are under `data`. */
export const ZUserListResponse = z.object({ data: z.array(ZUserListItem) });
export type TUserListResponse = z.output<typeof ZUserListResponse>;

/** GET /auth/get-all-valid-users answers the array itself. */
export const ZValidUsersResponse = z.array(ZUserListItem);
export type TValidUsersResponse = z.output<typeof ZValidUsersResponse>;

/** Signups answer the new account. */
export const ZUserActionResponse = z.object({ message: z.string(), data: ZUserListItem });
export type TUserActionResponse = z.output<typeof ZUserActionResponse>;

/**
 * A row of the superadmin's review lists: a list item with the reason given when the account was
 * rejected (null when none was, or when it is not rejected). Only the superadmin's answers carry
 * it; the members directory and the signups answer plain list items.
 */
export const ZAccountReviewItem = ZUserListItem.extend({
  rejectionReason: z.string().nullable(),
}).meta({ id: 'AccountReviewItem' });
export type TAccountReviewItem = z.output<typeof ZAccountReviewItem>;

/** GET /auth/get-all-users: the accounts are under `data`. */
export const ZAccountReviewListResponse = z.object({ data: z.array(ZAccountReviewItem) });
export type TAccountReviewListResponse = z.output<typeof ZAccountReviewListResponse>;

/** The superadmin's account actions (approve, reject, restore, block, unblock) answer the account. */
export const ZAccountReviewResponse = z.object({ message: z.string(), data: ZAccountReviewItem });
export type TAccountReviewResponse = z.output<typeof ZAccountReviewResponse>;

export const ZBlockedMembersResponse = z.object({
  message: z.string(),
  blockedMembers: z.array(z.string()),
});
export type TBlockedMembersResponse = z.output<typeof ZBlockedMembersResponse>;
