import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import {
  SIGNING_CONSENT_REQUIRED_MESSAGE,
  SIGNING_DISCLOSURE_CHANGED_MESSAGE,
  type TAcceptSigningConsentResponse,
  type TSigningConsent,
} from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { signingConsents } from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import { conflict } from '../lib/http-error.ts';
import { utcTime } from '../lib/times.ts';
import { currentDisclosure, storedDisclosure } from '../practice/settings.ts';
import { actorOf } from './audit.ts';

/*
 * Consent to sign electronically (issue 31): before its first signature under a disclosure
 * version, a client reads and accepts it, once per version. Each copy it signs then carries the
 * consent in its own trail (a 'consented' event whose detail names the version and when it was
 * accepted), which the certificate page prints.
 */

/** A client's acceptance of the version in force, if any. */
export interface Consent {
  version: number;
  acceptedAt: Date;
}

async function acceptanceOf(db: Db, clientId: string, version: number): Promise<Consent | null> {
  const [row] = await db
    .select({ version: signingConsents.version, acceptedAt: signingConsents.acceptedAt })
    .from(signingConsents)
    .where(and(eq(signingConsents.clientId, clientId), eq(signingConsents.version, version)));
  return row ?? null;
}

/** The disclosure in force and whether (when) the client accepted it. */
export async function readSigningConsent(db: Db, clientId: string): Promise<TSigningConsent> {
  const disclosure = await currentDisclosure(db);
  const accepted = await acceptanceOf(db, clientId, disclosure.version);
  return { disclosure, acceptedAt: accepted?.acceptedAt.toISOString() ?? null };
}

/**
 * Records the client's acceptance of `version`, which must be the version in force (409
 * otherwise: the text it read is no longer the one a signing relies on). Accepting twice keeps the
 * first acceptance.
 */
export async function acceptSigningConsent(
  ctx: AppContext,
  caller: Caller,
  version: number,
  request: FastifyRequest,
): Promise<TAcceptSigningConsentResponse> {
  const disclosure = await storedDisclosure(ctx.db);
  if (version !== disclosure.version) throw conflict(SIGNING_DISCLOSURE_CHANGED_MESSAGE);
  const { ip, userAgent } = actorOf(caller, request);
  await ctx.db
    .insert(signingConsents)
    .values({ clientId: caller.id, version, ip, userAgent })
    .onConflictDoNothing();
  return {
    message: 'Thank you. You can now sign electronically.',
    data: await readSigningConsent(ctx.db, caller.id),
  };
}

/** The client's consent to the version in force, which a signing needs (409 without it). */
export async function consentForSigning(db: Db, clientId: string): Promise<Consent> {
  const { version } = await currentDisclosure(db);
  const consent = await acceptanceOf(db, clientId, version);
  if (!consent) throw conflict(SIGNING_CONSENT_REQUIRED_MESSAGE);
  return consent;
}

/** How a consent reads in a copy's trail and on its certificate page. */
export const consentDetail = (consent: Consent) =>
  `Disclosure version ${consent.version}, accepted ${utcTime(consent.acceptedAt)}`;
