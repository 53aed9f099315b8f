import { sql, type SQL } from 'drizzle-orm';

import { isClientOf, providersOf } from '../clients/access.ts';
import type { Caller } from '../lib/caller.ts';

/*
 * Who sees whom (docs/authorization.md). Being a client is confidential: a client sees the staff
 * (the superadmin) and the providers that keep its record, never another client. A provider sees
 * the staff, the other providers and its own clients, not another provider's clients. The
 * superadmin sees everyone. Inside a conversation, its members see each other (chat's rules).
 */

/**
 * The accounts (the table alias `account`, e.g. sql`u`) the caller may see: in the members
 * directory, the chat picker and chat creation (another person's details are the superadmin's
 * alone).
 */
export function visibleTo(caller: Caller, account: SQL): SQL {
  if (caller.role === 'superadmin') return sql`true`;
  if (caller.role === 'client') {
    return sql`(${account}.role = 'superadmin' or ${account}.id in ${providersOf(caller)})`;
  }
  return sql`(${account}.role in ('superadmin', 'provider') or ${isClientOf(caller.id, account)})`;
}

/**
 * The accounts the caller may block: those it may see, and anyone it shares a conversation with
 * (a fellow client in a group its provider made). Any other id answers like an unknown one.
 */
export function blockableBy(caller: Caller, account: SQL): SQL {
  return sql`(${visibleTo(caller, account)} or exists (select 1 from chat_members me
    join chat_members o on o.channel_id = me.channel_id
    where me.user_id = ${caller.id} and o.user_id = ${account}.id))`;
}
