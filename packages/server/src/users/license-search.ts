import type { TLicenseSearchResult } from '@portal/contracts';

import { findClientByLicense } from '../clients/find-by-license.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../lib/http-error.ts';

export const NO_RECORD = 'No client record has this licence number.';

/** The licence search result of spec section 3 for the record with this number. */
export async function searchLicense(
  ctx: AppContext,
  licenseNo: string,
  ip: string,
): Promise<TLicenseSearchResult> {
  // Licence numbers are guessable; the per-IP limit keeps the directory from being walked.
  ctx.limiter.hit(`license:ip:${ip}`, ctx.config.rateLimits.perIp);
  const found = await findClientByLicense(ctx.db, licenseNo);
  if (!found) throw notFound(NO_RECORD);
  const { record, account } = found;
  return {
    email: record.email,
    licenseNo: record.licenseNo,
    fullName: record.fullName,
    clientId: record.id,
    gender: record.gender,
    age: record.age,
    contactNo: record.contactNo,
    address: record.address,
    status: record.status,
    isClientExist: account !== undefined,
    isAccountCreatedByOwnClient: record.isAccountCreatedByOwnClient,
    isApprove: account?.isApprove ?? null,
    state: record.state,
    country: record.country,
  };
}
