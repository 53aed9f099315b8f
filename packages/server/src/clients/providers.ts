import { and, asc, desc, eq } from 'drizzle-orm';

import type { TProviderDetailResponse, TUserListItem } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { clients, users } from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import { notFound } from '../lib/http-error.ts';
import { toListItem } from '../users/presenters.ts';
import { toClient } from './presenters.ts';

/** The directory: approved providers for everyone; the superadmin also sees the others. */
export async function listProviders(ctx: AppContext, caller: Caller): Promise<TUserListItem[]> {
  const visible =
    caller.role === 'superadmin'
      ? eq(users.role, 'provider')
      : and(eq(users.role, 'provider'), eq(users.isApprove, 'approve'), eq(users.status, 'active'));
  const rows = await ctx.db.select().from(users).where(visible).orderBy(asc(users.fullName));
  return rows.map(toListItem);
}

/** A provider's profile; its clients only for the superadmin and the provider itself. */
export async function getProvider(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<TProviderDetailResponse> {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'provider')))
    .limit(1);
  const isVisible =
    row &&
    (caller.role === 'superadmin' ||
      caller.id === id ||
      (row.isApprove === 'approve' && row.status === 'active'));
  if (!row || !isVisible) throw notFound('No provider has this id.');
  const mayReadClients = caller.role === 'superadmin' || caller.id === id;
  const clientRows = mayReadClients
    ? await ctx.db
        .select()
        .from(clients)
        .where(eq(clients.providerId, id))
        .orderBy(desc(clients.createdAt))
    : null;
  return {
    data: { ...toListItem(row), contactNo: row.contactNo, address: row.address },
    clients: clientRows ? clientRows.map(toClient) : null,
  };
}
