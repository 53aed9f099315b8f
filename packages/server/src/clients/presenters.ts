import type { TClient } from '@portal/contracts';

import type { ClientRow } from '../db/schema.ts';

/** Explicit field list: the only shape in which a client record leaves the server. */
export function toClient(row: ClientRow): TClient {
  return {
    id: row.id,
    providerId: row.providerId,
    userId: row.userId,
    fullName: row.fullName,
    email: row.email,
    licenseNo: row.licenseNo,
    gender: row.gender,
    age: row.age,
    contactNo: row.contactNo,
    address: row.address,
    country: row.country,
    state: row.state,
    status: row.status,
    isAccountCreatedByOwnClient: row.isAccountCreatedByOwnClient,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
