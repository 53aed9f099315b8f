import { z } from 'zod';

import { GENDERS } from '../shared/constants.ts';
import {
  ZAddress,
  ZAge,
  ZContactNo,
  ZCountryIso,
  ZEmail,
  ZFullName,
  ZGender,
  ZId,
  ZIsoTime,
  ZLicenseNo,
  ZStateName,
} from '../shared/fields.ts';
import { CLIENT_STATUSES } from './constants.ts';

/** A provider's client record (issue 6). */
const clientFields = {
  fullName: ZFullName,
  email: ZEmail,
  licenseNo: ZLicenseNo,
  gender: ZGender.optional(),
  age: ZAge.optional(),
  contactNo: ZContactNo.optional(),
  address: ZAddress.optional(),
  country: ZCountryIso.optional(),
  state: ZStateName.optional(),
  status: z.enum(CLIENT_STATUSES, { message: "must be 'active' or 'inactive'" }).optional(),
};

export const ZCreateClientRequest = z.strictObject(clientFields);
export type TCreateClientRequest = z.input<typeof ZCreateClientRequest>;

/** Every field may change; at least one must be given. An optional field sent as null is cleared. */
export const ZUpdateClientRequest = z
  .strictObject({
    fullName: clientFields.fullName.optional(),
    email: clientFields.email.optional(),
    licenseNo: clientFields.licenseNo.optional(),
    gender: ZGender.nullable().optional(),
    age: ZAge.nullable().optional(),
    contactNo: ZContactNo.nullable().optional(),
    address: ZAddress.nullable().optional(),
    country: ZCountryIso.nullable().optional(),
    state: ZStateName.nullable().optional(),
    status: clientFields.status,
    /** The superadmin gives the record to another provider (an unassigned one, for example). */
    providerId: ZId.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'Send at least one field.' });
export type TUpdateClientRequest = z.input<typeof ZUpdateClientRequest>;

/** Query of GET /clients: a superadmin may narrow the list to one provider. */
export const ZListClientsQuery = z.strictObject({ providerId: ZId.optional() });
export type TListClientsQuery = z.input<typeof ZListClientsQuery>;

export const ZClient = z
  .object({
    id: z.string(),
    /**
     * The provider keeping the record; null once that provider's account was deleted, until the
     * superadmin gives the record to another provider (docs/server.md, "What the practice keeps").
     */
    providerId: z.string().nullable(),
    /** The client's own account once it signed up with the license number, else null. */
    userId: z.string().nullable(),
    fullName: z.string(),
    email: z.string(),
    licenseNo: z.string(),
    gender: z.enum(GENDERS).nullable(),
    age: z.number().nullable(),
    contactNo: z.string().nullable(),
    address: z.string().nullable(),
    country: z.string().nullable(),
    state: z.string().nullable(),
    status: z.enum(CLIENT_STATUSES),
    isAccountCreatedByOwnClient: z.boolean(),
    createdAt: ZIsoTime,
    updatedAt: ZIsoTime,
  })
  .meta({ id: 'Client' });
export type TClient = z.output<typeof ZClient>;

export const ZClientDetailResponse = z.object({ data: ZClient });
export type TClientDetailResponse = z.output<typeof ZClientDetailResponse>;

export const ZClientListResponse = z.object({ data: z.array(ZClient) });
export type TClientListResponse = z.output<typeof ZClientListResponse>;

export const ZClientResponse = z.object({ message: z.string(), data: ZClient });
export type TClientResponse = z.output<typeof ZClientResponse>;
