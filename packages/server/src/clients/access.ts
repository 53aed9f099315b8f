import { eq, sql, type SQL } from 'drizzle-orm';

import { clients } from '../db/schema.ts';
import type { ResourceCheck } from '../http/resources.ts';

/** `own-client-record`: a client record reaches its provider and the superadmin, nobody else. */
export const ownClientRecord: ResourceCheck = {
  notFound: 'No client has this id.',
  allows: async (ctx, caller, { id }) => {
    if (caller.kind !== 'account' || !id) return false;
    const [row] = await ctx.db
      .select({ providerId: clients.providerId })
      .from(clients)
      .where(eq(clients.id, id))
      .limit(1);
    return Boolean(row) && (caller.role === 'superadmin' || row?.providerId === caller.id);
  },
};

/*
 * Who is whose client: a provider keeps a client record, linked to the client's account by the
 * license sign-up or carrying the same e-mail. Written once, for every domain that asks.
 */

/** The ids of the providers that keep a record of this client account (a subquery). */
export const providersOf = (client: { id: string; user: { email: string } }): SQL =>
  sql`(select c.provider_id from clients c where c.user_id = ${client.id} or c.email = ${client.user.email})`;

/** True when the account `account` (a table alias, e.g. u) is a client of `providerId`. */
export const isClientOf = (providerId: SQL | string, account: SQL): SQL =>
  sql`exists (select 1 from clients c where c.provider_id = ${providerId}
    and (c.user_id = ${account}.id or c.email = ${account}.email))`;
