import type {
  TApproveState,
  TClientStatus,
  TGender,
  TRole,
  TSessionEndReason,
  TUserStatus,
} from './constants.ts';

/** Every error answer: a message for people, and for a validation failure the fields at fault. */
export interface TErrorResponse {
  message: string;
  details?: { path: string; message: string }[];
}

export interface TMessageResponse {
  message: string;
}

/** The nested `user` of the logged-in details (spec section 3), plus country and state. */
export interface TUserProfile {
  id: string;
  fullName: string;
  role: TRole;
  isApprove: TApproveState;
  status: TUserStatus;
  email: string;
  address: string | null;
  age: number | null;
  gender: TGender | null;
  contactNo: string | null;
  licenseNo: string | null;
  country: string | null;
  state: string | null;
  /** URL path of the picture (GET /api/v1/auth/profile-picture/{fileName}), or null. */
  profileImage: string | null;
  /** Ids of the members this user blocked for chat. */
  blockedMembers: string[];
  createdAt: string;
  updatedAt: string;
}

/** A provider's client record as listed in the provider's details. */
export interface TClientListEntry {
  id: string;
  fullName: string;
  email: string;
  licenseNo: string;
}

/** The logged-in details of spec section 3 (login answer and get-me answer). */
export interface TLoginUserDetails {
  userId: string;
  email: string;
  eSignature: string | null;
  department: string | null;
  /** For a provider: its client records. Empty for other roles. */
  clientList: TClientListEntry[];
  isAccountCreatedByOwnClient: boolean;
  /** For a client account made from a provider's record: that provider's id; else null. */
  providerId: string | null;
  user: TUserProfile;
}

export interface TLoginResponse {
  message: string;
  /** A signed JWT (HS256) with `sub`, `role` and `exp` (seconds). */
  token: string;
  user: TLoginUserDetails;
}

/** A row of the user lists (spec section 3, user list item). */
export interface TUserListItem {
  id: string;
  fullName: string;
  email: string;
  role: TRole;
  isApprove: TApproveState;
  status: TUserStatus;
  licenseNo: string | null;
  /** ISO 3166-1 alpha-2 code. */
  country: string | null;
  state: string | null;
  gender: TGender | null;
  department: string | null;
  profileImage: string | null;
  /** ISO timestamp. */
  createdAt: string;
  updatedAt: string;
}

/** GET /auth/get-all-users: the users are under `data`. */
export interface TUserListResponse {
  data: TUserListItem[];
}

/** GET /auth/get-all-valid-users answers the array itself. */
export type TValidUsersResponse = TUserListItem[];

/** Signups and the superadmin's account actions answer the affected account. */
export interface TUserActionResponse {
  message: string;
  data: TUserListItem;
}

export interface TUpdateMeResponse {
  message: string;
  data: TLoginUserDetails;
}

/** change-password answers a fresh token: the change revokes every earlier one. */
export interface TChangePasswordResponse {
  message: string;
  token: string;
}

export interface TBlockedMembersResponse {
  message: string;
  blockedMembers: string[];
}

/** The licence search result of spec section 3, exactly. */
export interface TLicenseSearchResult {
  email: string;
  licenseNo: string;
  fullName: string;
  clientId: string;
  gender: TGender | null;
  age: number | null;
  contactNo: string | null;
  address: string | null;
  status: TClientStatus;
  /** True when a user account with this record's e-mail exists already. */
  isClientExist: boolean;
  /** True when the client made the account from this record (signup with licence). */
  isAccountCreatedByOwnClient: boolean;
  /** isApprove of the record's account, or null when there is no account yet. */
  isApprove: TApproveState | null;
  state: string | null;
  country: string | null;
}

/** Payload of the socket event `new_notification` (spec section 3). */
export interface TNotificationPayload {
  title: string;
  message: string;
}

/** Payload of the socket event `session_ended`: sign the user out and show the message. */
export interface TSessionEndedPayload {
  reason: TSessionEndReason;
  message: string;
}
