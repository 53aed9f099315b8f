import { z } from 'zod';

import { CLIENT_STATUSES } from './constants.ts';
import type { TClientStatus, TGender } from './constants.ts';
import type { TUserListItem } from './auth-responses.ts';
import {
  ZAddress,
  ZAge,
  ZContactNo,
  ZCountryIso,
  ZEmail,
  ZFullName,
  ZGender,
  ZId,
  ZLicenseNo,
  ZStateName,
} from './fields.ts';

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
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'Send at least one field.' });
export type TUpdateClientRequest = z.input<typeof ZUpdateClientRequest>;

export const ZIdParams = z.strictObject({ id: ZId });
export type TIdParams = z.input<typeof ZIdParams>;

/** Query of GET /clients: a superadmin may narrow the list to one provider. */
export const ZListClientsQuery = z.strictObject({ providerId: ZId.optional() });
export type TListClientsQuery = z.input<typeof ZListClientsQuery>;

export interface TClient {
  id: string;
  providerId: string;
  /** The client's own account once it signed up with the licence number, else null. */
  userId: string | null;
  fullName: string;
  email: string;
  licenseNo: string;
  gender: TGender | null;
  age: number | null;
  contactNo: string | null;
  address: string | null;
  country: string | null;
  state: string | null;
  status: TClientStatus;
  isAccountCreatedByOwnClient: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface TClientListResponse {
  data: TClient[];
}

export interface TClientResponse {
  message: string;
  data: TClient;
}

export interface TProviderListResponse {
  data: TUserListItem[];
}

/** A provider's profile; `clients` only for the superadmin and the provider itself, else null. */
export interface TProviderDetailResponse {
  data: TUserListItem & { contactNo: string | null; address: string | null };
  clients: TClient[] | null;
}
