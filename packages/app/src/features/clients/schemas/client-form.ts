import * as z from 'zod/mini';

import type { TClient, TUpdateClientRequest } from '@portal/contracts';
import { CLIENT_STATUSES } from '@portal/contracts/constants';

import {
  ageField,
  emailField,
  fullNameField,
  licenseNoField,
  zAddressField,
  zContactNoField,
  zCountryField,
  zGenderField,
  zStateField,
} from '@/lib/forms/fields';

/** The add and edit client form: the record's fields as a provider types them. */
export const ZClientForm = z.object({
  fullName: fullNameField("Enter the client's full name"),
  email: emailField("Enter the client's e-mail address"),
  licenseNo: licenseNoField("Enter the client's license number"),
  gender: zGenderField,
  age: ageField('Enter the age in whole years'),
  contactNo: zContactNoField,
  address: zAddressField,
  country: zCountryField,
  state: zStateField,
  status: z.enum(CLIENT_STATUSES, { error: 'Choose active or inactive' }),
  /**
   * Who keeps the record: the superadmin's edit form only (its Provider choice); '' while an
   * unassigned record has none. The add form leaves it out.
   */
  providerId: z.optional(z.string()),
});
/** The form's values, as typed (every box is text). */
export type TClientForm = z.input<typeof ZClientForm>;
/** The form's values once checked: blanks are undefined, the age a number. */
export type TClientFormOutput = z.output<typeof ZClientForm>;

export const emptyClientForm: TClientForm = {
  fullName: '',
  email: '',
  licenseNo: '',
  gender: '',
  age: '',
  contactNo: '',
  address: '',
  country: '',
  state: '',
  status: 'active',
};

/** A stored record as the form's starting values. */
export function clientToForm(client: TClient): TClientForm {
  return {
    fullName: client.fullName,
    email: client.email,
    licenseNo: client.licenseNo,
    gender: client.gender ?? '',
    age: client.age === null ? '' : String(client.age),
    contactNo: client.contactNo ?? '',
    address: client.address ?? '',
    country: client.country ?? '',
    state: client.state ?? '',
    status: client.status,
    providerId: client.providerId ?? '',
  };
}

/**
 * A change to `record`: every field is sent, and a box emptied clears its field (null). The
 * provider goes only when the superadmin chose another one; it is never sent empty (a record is
 * given to a provider, never taken from one).
 */
export function toUpdateClientRequest(
  values: TClientFormOutput,
  record: Pick<TClient, 'providerId'>,
): TUpdateClientRequest {
  const providerId = values.providerId || null;
  return {
    fullName: values.fullName,
    email: values.email,
    licenseNo: values.licenseNo,
    status: values.status,
    gender: values.gender ?? null,
    age: values.age ?? null,
    contactNo: values.contactNo ?? null,
    address: values.address ?? null,
    country: values.country ?? null,
    state: values.state ?? null,
    ...(providerId && providerId !== record.providerId ? { providerId } : {}),
  };
}
