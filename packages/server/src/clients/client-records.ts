import { randomUUID } from 'node:crypto';

import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';

import type {
  TClient,
  TClientResponse,
  TCreateClientRequest,
  TUpdateClientRequest,
} from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { clients, users } from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import { fieldError, forbidden, notFound } from '../lib/http-error.ts';
import { sendApprovalPackets } from '../documents/packet-sending.ts';
import { handOverToProvider } from '../documents/retention.ts';
import { toClient } from './presenters.ts';

type ClientInput = Omit<TCreateClientRequest, 'age'> & { age?: number | undefined };
/** A change: null clears an optional field. */
type ClientChange = Omit<TUpdateClientRequest, 'age'> & { age?: number | null | undefined };

const LICENSE_TAKEN = 'A client with this license number already exists.';
const EMAIL_TAKEN = 'A client with this e-mail already exists.';
const NOT_FOUND = 'No client has this id.';
const EMAIL_NOT_A_CLIENT =
  "This e-mail belongs to an account that is not a client's. Use the client's own e-mail.";

/** A provider reaches only its own records; the superadmin reaches all. */
function scope(caller: Caller): SQL | undefined {
  return caller.role === 'superadmin' ? undefined : eq(clients.providerId, caller.id);
}

export async function listClients(
  ctx: AppContext,
  caller: Caller,
  providerId: string | undefined,
): Promise<TClient[]> {
  if (providerId && caller.role !== 'superadmin' && providerId !== caller.id) {
    throw forbidden('You can only list your own clients.');
  }
  const rows = await ctx.db
    .select()
    .from(clients)
    .where(and(scope(caller), providerId ? eq(clients.providerId, providerId) : undefined))
    .orderBy(desc(clients.createdAt));
  return rows.map(toClient);
}

/**
 * One record. The endpoint's resource rule ('own-client-record') has already answered 404 to
 * anyone but its provider and the superadmin.
 */
export async function getClient(ctx: AppContext, id: string): Promise<TClient> {
  const [row] = await ctx.db.select().from(clients).where(eq(clients.id, id)).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return toClient(row);
}

async function assertUnique(
  db: Db,
  input: { email?: string | undefined; licenseNo?: string | undefined },
  exceptId?: string,
): Promise<void> {
  const others = exceptId ? ne(clients.id, exceptId) : undefined;
  if (input.licenseNo) {
    const [hit] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(sql`lower(${clients.licenseNo}) = lower(${input.licenseNo})`, others))
      .limit(1);
    if (hit) throw fieldError(409, 'licenseNo', LICENSE_TAKEN);
  }
  if (input.email) {
    const [hit] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.email, input.email), others))
      .limit(1);
    if (hit) throw fieldError(409, 'email', EMAIL_TAKEN);
    // A record's e-mail names its client's account (license search and sign-up): it must never
    // point at a provider or the superadmin.
    const [account] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), ne(users.role, 'client')))
      .limit(1);
    if (account) throw fieldError(409, 'email', EMAIL_NOT_A_CLIENT);
  }
}

/** Two writes racing past the checks still meet the unique indexes; say which one. */
function translateUnique(error: unknown): never {
  if (isUniqueViolation(error, 'clients_license_no_unique')) {
    throw fieldError(409, 'licenseNo', LICENSE_TAKEN);
  }
  if (isUniqueViolation(error, 'clients_email_unique')) throw fieldError(409, 'email', EMAIL_TAKEN);
  throw error;
}

export async function createClient(
  ctx: AppContext,
  caller: Caller,
  input: ClientInput,
): Promise<TClientResponse> {
  await assertUnique(ctx.db, input);
  let created: typeof clients.$inferSelect;
  try {
    const [row] = await ctx.db
      .insert(clients)
      .values({
        id: randomUUID(),
        providerId: caller.id,
        fullName: input.fullName,
        email: input.email,
        licenseNo: input.licenseNo,
        gender: input.gender ?? null,
        age: input.age ?? null,
        contactNo: input.contactNo ?? null,
        address: input.address ?? null,
        country: input.country ?? null,
        state: input.state ?? null,
        status: input.status ?? 'active',
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    created = row;
  } catch (error) {
    return translateUnique(error);
  }
  // An account already approved that this record now links: the provider's packet sent on
  // approval goes to it (once per packet and client; never fails the creation).
  const account = await clientAccountOf(ctx.db, created);
  if (account) await sendApprovalPackets(ctx, account, caller.id);
  return { message: 'Client added.', data: toClient(created) };
}

/** The client account a record names: linked by the license sign-up, or with the same e-mail. */
async function clientAccountOf(
  db: Db,
  record: { userId: string | null; email: string },
): Promise<string | null> {
  if (record.userId) return record.userId;
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, record.email), eq(users.role, 'client')))
    .limit(1);
  return account?.id ?? null;
}

/** The approved, active provider a record may be given to; 404 for any other id. */
async function receivingProvider(db: Db, providerId: string) {
  const [provider] = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(
      and(
        eq(users.id, providerId),
        eq(users.role, 'provider'),
        eq(users.isApprove, 'approve'),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
  if (!provider) throw notFound('No provider has this id.');
  return provider;
}

/**
 * Changes a record; like getClient, behind the 'own-client-record' rule. Only the superadmin gives
 * a record to another provider (an unassigned one, for example): the client's documents that the
 * practice keeps go with it (documents/retention.ts).
 */
export async function updateClient(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: ClientChange,
): Promise<TClientResponse> {
  if (input.providerId !== undefined && caller.role !== 'superadmin') {
    throw forbidden('Only the administrator can give a client record to another provider.');
  }
  const provider = input.providerId ? await receivingProvider(ctx.db, input.providerId) : null;
  await assertUnique(ctx.db, input, id);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [changed] = await tx
        .update(clients)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(clients.id, id))
        .returning();
      const account = changed && provider ? await clientAccountOf(tx, changed) : null;
      if (account && provider) await handOverToProvider(tx, account, provider);
      return changed;
    });
    if (!row) throw notFound(NOT_FOUND);
    // A new e-mail or a new provider may link an approved account to this record: as on
    // creation, the provider's packet sent on approval goes to it (once per packet and client).
    if ((input.email !== undefined || provider) && row.providerId) {
      const account = await clientAccountOf(ctx.db, row);
      if (account) await sendApprovalPackets(ctx, account, row.providerId);
    }
    return { message: 'Client updated.', data: toClient(row) };
  } catch (error) {
    return translateUnique(error);
  }
}
