import type { TLicenseSearchResult } from '@portal/contracts';

import { findClientByLicense } from '../clients/find-by-license.ts';
import type { AppContext } from '../context.ts';
import { addressKey } from '../lib/rate-limiter.ts';
import { notFound } from '../lib/http-error.ts';
import { verifyLicenseCode } from './license-codes.ts';

export const NO_RECORD = 'No client record has this license number.';

/** `jane.doe@example.co.uk` -> `j***@e***.uk`: enough to recognise, too little to use. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const labels = domain.split('.');
  const top = labels.length > 1 ? `.${labels.at(-1)}` : '';
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***${top}`;
}

/**
 * The license search result of spec section 3 for the record with this number. License numbers
 * are guessable, so an anonymous caller gets only what a person needs to recognise the record
 * (name, masked e-mail, provider); the mailed code (POST /auth/license-code) shows the rest.
 */
export async function searchLicense(
  ctx: AppContext,
  input: { licenseNo: string; code?: string | undefined },
  ip: string,
): Promise<TLicenseSearchResult> {
  // The per-IP limit keeps the directory from being walked.
  await ctx.limiter.hit(`license:ip:${addressKey(ip)}`, ctx.config.rateLimits.perIp);
  const found = await findClientByLicense(ctx.db, input.licenseNo);
  if (!found) throw notFound(NO_RECORD);
  const { record, account, providerName } = found;
  // A wrong or expired code is a 400, never a quiet fall back to the masked result.
  const isOwner =
    input.code === undefined ? false : Boolean(await verifyLicenseCode(ctx, record, input.code));
  const shown = <T>(value: T): T | null => (isOwner ? value : null);
  return {
    email: isOwner ? record.email : maskEmail(record.email),
    licenseNo: record.licenseNo,
    fullName: record.fullName,
    clientId: record.id,
    gender: shown(record.gender),
    age: shown(record.age),
    contactNo: shown(record.contactNo),
    address: shown(record.address),
    status: record.status,
    isClientExist: account !== undefined,
    isAccountCreatedByOwnClient: record.isAccountCreatedByOwnClient,
    isApprove: account?.isApprove ?? null,
    state: shown(record.state),
    country: shown(record.country),
    providerName,
  };
}
