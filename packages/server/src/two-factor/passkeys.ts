import { randomUUID } from 'node:crypto';

import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, asc, eq } from 'drizzle-orm';

import type { TPasskey, TPasskeyAssertion, TPasskeyAttestation } from '@portal/contracts';

import type { Config } from '../config.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { passkeys, type UserRow } from '../db/schema.ts';

/*
 * Passkeys (WebAuthn, with @simplewebauthn/server): registered by a signed-in person (or at the
 * set-up its practice requires), used as the second step of a sign-in, or to sign in without the
 * password (user verification required, which is itself two factors: the device and its
 * unlocking). The relying party is the public URL's host (default localhost): browsers refuse
 * WebAuthn on an IP address.
 */

export type PasskeyRow = typeof passkeys.$inferSelect;

/** The relying party's id: the public URL's host, else localhost. */
const rpIdOf = (config: Config): string =>
  config.publicUrl ? new URL(config.publicUrl).hostname : 'localhost';

/**
 * The relying party, with the origins whose WebAuthn answers are accepted: the public URL's and
 * the app's configured origins; without a public URL, the server on localhost at any port (the id
 * 'localhost' already holds a passkey to this machine; a browser names its port).
 */
function relyingParty(config: Config, clientDataJSON: string): { id: string; origins: string[] } {
  const id = rpIdOf(config);
  const origins = new Set<string>(
    [config.publicUrl && new URL(config.publicUrl).origin, ...config.appOrigins].filter(isText),
  );
  if (!config.publicUrl) {
    const claimed = originOf(clientDataJSON);
    if (claimed && /^http:\/\/localhost(:\d{1,5})?$/.test(claimed)) origins.add(claimed);
  }
  return { id, origins: [...origins].filter((origin) => new URL(origin).hostname === id) };
}

const isText = (value: string | undefined): value is string => Boolean(value);

/** The origin the browser wrote into its client data (bounded by the request's schema). */
function originOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as unknown;
    const origin = (data as { origin?: unknown } | null)?.origin;
    return typeof origin === 'string' ? origin : null;
  } catch {
    return null;
  }
}

export const presentPasskey = (row: PasskeyRow): TPasskey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  backedUp: row.backedUp,
});

export const passkeysOf = (db: Db, userId: string) =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));

/** The options of the browser's call that creates a passkey for this account. */
export async function registrationOptions(ctx: AppContext, user: UserRow) {
  const existing = await passkeysOf(ctx.db, user.id);
  return generateRegistrationOptions({
    rpName: ctx.config.practiceName,
    rpID: rpIdOf(ctx.config),
    userName: user.email,
    userDisplayName: user.fullName,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: row.transports,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

/** Checks a new passkey against its challenge; answers the row to keep, or null if it fails. */
export async function verifyNewPasskey(
  ctx: AppContext,
  user: UserRow,
  attestation: TPasskeyAttestation,
  expectedChallenge: string,
  name: string,
): Promise<PasskeyRow | null> {
  const rp = relyingParty(ctx.config, attestation.response.clientDataJSON);
  const result = await verifyRegistrationResponse({
    response: attestation as RegistrationResponseJSON,
    expectedChallenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!result?.verified) return null;
  const { credential, credentialBackedUp } = result.registrationInfo;
  return {
    id: randomUUID(),
    userId: user.id,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? [],
    backedUp: credentialBackedUp,
    name,
    createdAt: new Date(),
    lastUsedAt: null,
  };
}

/**
 * The options of the browser's call that signs with a passkey: the account's own passkeys for a
 * second step; any passkey of this site (the browser offers them) for a passwordless sign-in.
 */
export async function authenticationOptions(ctx: AppContext, allow: PasskeyRow[] | null) {
  return generateAuthenticationOptions({
    rpID: rpIdOf(ctx.config),
    userVerification: allow ? 'preferred' : 'required',
    ...(allow
      ? {
          allowCredentials: allow.map((row) => ({
            id: row.credentialId,
            transports: row.transports,
          })),
        }
      : {}),
  });
}

/**
 * Checks a passkey's signature against its challenge; on success keeps its new counter and when it
 * was used. `requireUserVerification`: the passwordless sign-in's rule. Null if it fails.
 */
export async function verifyPasskeySignature(
  ctx: AppContext,
  assertion: TPasskeyAssertion,
  expectedChallenge: string,
  requireUserVerification: boolean,
  userId?: string,
): Promise<PasskeyRow | null> {
  const [row] = await ctx.db
    .select()
    .from(passkeys)
    .where(
      userId
        ? and(eq(passkeys.credentialId, assertion.id), eq(passkeys.userId, userId))
        : eq(passkeys.credentialId, assertion.id),
    )
    .limit(1);
  if (!row) return null;
  const rp = relyingParty(ctx.config, assertion.response.clientDataJSON);
  const result = await verifyAuthenticationResponse({
    response: assertion as AuthenticationResponseJSON,
    expectedChallenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    requireUserVerification,
    credential: {
      id: row.credentialId,
      publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')),
      counter: row.counter,
      transports: row.transports as never,
    },
  }).catch(() => null);
  if (!result?.verified) return null;
  await ctx.db
    .update(passkeys)
    .set({
      counter: result.authenticationInfo.newCounter,
      backedUp: result.authenticationInfo.credentialBackedUp,
      lastUsedAt: new Date(),
    })
    .where(eq(passkeys.id, row.id));
  return row;
}
