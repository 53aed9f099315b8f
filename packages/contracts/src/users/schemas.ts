import { z } from 'zod';

import {
  APPROVE_STATES,
  CLIENT_STATUSES,
  GENDERS,
  ROLES,
  SESSION_END_REASONS,
  USER_STATUSES,
} from '../shared/constants.ts';
import { ZIsoTime } from '../shared/fields.ts';

/*
 * Answer schemas of the /auth endpoints. They describe what the server sends (the OpenAPI
 * document is generated from them, and the server checks its answers against them in tests); the
 * app uses only their inferred types.
 */

const ZRole = z.enum(ROLES);
const ZApproveState = z.enum(APPROVE_STATES);
const ZUserStatus = z.enum(USER_STATUSES);
const ZGenderOrNull = z.enum(GENDERS).nullable();

/** Every error answer: a message for people, and for a validation failure the fields at fault. */
export const ZErrorResponse = z
  .object({
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /**
     * A refusal the app tells apart from others by more than its status, e.g.
     * `invitation-expired` (see INVITATION_REFUSALS) or `guest-access-ended`.
     */
    code: z.string().optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type TErrorResponse = z.output<typeof ZErrorResponse>;

export const ZMessageResponse = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });
export type TMessageResponse = z.output<typeof ZMessageResponse>;

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
  })
  .meta({ id: 'UserProfile' });
export type TUserProfile = z.output<typeof ZUserProfile>;

/** A provider's client record as listed in the provider's details. */
export const ZClientListEntry = z
  .object({ id: z.string(), fullName: z.string(), email: z.string(), licenseNo: z.string() })
  .meta({ id: 'ClientListEntry' });
export type TClientListEntry = z.output<typeof ZClientListEntry>;

/** The logged-in details of spec section 3 (login answer and get-me answer). */
export const ZLoginUserDetails = z
  .object({
    userId: z.string(),
    email: z.string(),
    eSignature: z.string().nullable(),
    department: z.string().nullable(),
    /** For a provider: its client records. Empty for other roles. */
    clientList: z.array(ZClientListEntry),
    isAccountCreatedByOwnClient: z.boolean(),
    /** For a client account made from a provider's record: that provider's id; else null. */
    providerId: z.string().nullable(),
    user: ZUserProfile,
  })
  .meta({ id: 'LoginUserDetails' });
export type TLoginUserDetails = z.output<typeof ZLoginUserDetails>;

export const ZLoginResponse = z.object({
  message: z.string(),
  /** A signed JWT (HS256) with `sub`, `role` and `exp` (seconds). */
  token: z.string(),
  user: ZLoginUserDetails,
});
export type TLoginResponse = z.output<typeof ZLoginResponse>;

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

/** Signups and the superadmin's account actions answer the affected account. */
export const ZUserActionResponse = z.object({ message: z.string(), data: ZUserListItem });
export type TUserActionResponse = z.output<typeof ZUserActionResponse>;

export const ZUpdateMeResponse = z.object({ message: z.string(), data: ZLoginUserDetails });
export type TUpdateMeResponse = z.output<typeof ZUpdateMeResponse>;

/** change-password answers a fresh token: the change revokes every earlier one. */
export const ZChangePasswordResponse = z.object({ message: z.string(), token: z.string() });
export type TChangePasswordResponse = z.output<typeof ZChangePasswordResponse>;

export const ZBlockedMembersResponse = z.object({
  message: z.string(),
  blockedMembers: z.array(z.string()),
});
export type TBlockedMembersResponse = z.output<typeof ZBlockedMembersResponse>;

/** The license search result of spec section 3, exactly. */
/**
 * Spec section 3's license search result, plus the provider's name. To an anonymous caller the
 * e-mail is masked (`j***@e***.com`) and gender, age, contact number, address, state and country
 * are null; with the mailed code (`code` in the request) every field is filled in.
 */
export const ZLicenseSearchResult = z.object({
  email: z.string(),
  licenseNo: z.string(),
  fullName: z.string(),
  clientId: z.string(),
  gender: ZGenderOrNull,
  age: z.number().nullable(),
  contactNo: z.string().nullable(),
  address: z.string().nullable(),
  status: z.enum(CLIENT_STATUSES),
  /** True when a user account with this record's e-mail exists already. */
  isClientExist: z.boolean(),
  /** True when the client made the account from this record (signup with license). */
  isAccountCreatedByOwnClient: z.boolean(),
  /** isApprove of the record's account, or null when there is no account yet. */
  isApprove: ZApproveState.nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  /** The name of the provider who keeps the record, so a person can recognise it. */
  providerName: z.string(),
});
export type TLicenseSearchResult = z.output<typeof ZLicenseSearchResult>;

/** Payload of the socket event `session_ended`: sign the user out and show the message. */
export const ZSessionEndedPayload = z.object({
  reason: z.enum(SESSION_END_REASONS),
  message: z.string(),
});
export type TSessionEndedPayload = z.output<typeof ZSessionEndedPayload>;
