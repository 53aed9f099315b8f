import { z } from 'zod';

import { CLIENT_STATUSES } from '../clients/constants.ts';
import { GENDERS } from '../shared/constants.ts';
import { APPROVE_STATES } from '../users/constants.ts';
import { ZUserProfile } from '../users/schemas.ts';
import { SESSION_END_REASONS } from './constants.ts';

/*
 * Answer schemas of the /auth endpoints. They describe what the server sends (the OpenAPI
 * document is generated from them, and the server checks its answers against them in tests); the
 * app uses only their inferred types. Apart from the requests (schemas.ts), which the app's forms
 * validate with: a form that imports a request schema does not bundle these.
 */

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

export const ZUpdateMeResponse = z.object({ message: z.string(), data: ZLoginUserDetails });
export type TUpdateMeResponse = z.output<typeof ZUpdateMeResponse>;

/** change-password answers a fresh token: the change revokes every earlier one. */
export const ZChangePasswordResponse = z.object({ message: z.string(), token: z.string() });
export type TChangePasswordResponse = z.output<typeof ZChangePasswordResponse>;

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
  gender: z.enum(GENDERS).nullable(),
  age: z.number().nullable(),
  contactNo: z.string().nullable(),
  address: z.string().nullable(),
  status: z.enum(CLIENT_STATUSES),
  /** True when a user account with this record's e-mail exists already. */
  isClientExist: z.boolean(),
  /** True when the client made the account from this record (signup with license). */
  isAccountCreatedByOwnClient: z.boolean(),
  /** isApprove of the record's account, or null when there is no account yet. */
  isApprove: z.enum(APPROVE_STATES).nullable(),
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
