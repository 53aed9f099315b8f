import { eq } from 'drizzle-orm';

import type { TResourceRule } from '@portal/contracts';

import { NO_CHANNEL_MESSAGE, isMember } from '../chat/membership.ts';
import type { AppContext } from '../context.ts';
import { isDocumentParty } from '../documents/relations.ts';
import { clients, notifications } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import type { Caller, GuestCaller } from './authenticate.ts';

interface ResourceCheck {
  /** The 404's message: the same whether the object is missing or not the caller's. */
  notFound: string;
  /** Whether the object named by the path's params exists and the caller may reach it. */
  allows: (
    ctx: AppContext,
    caller: Caller | GuestCaller,
    params: { id?: string },
  ) => Promise<boolean>;
}

/** One check per resource rule of the endpoint table (the rules are named in contracts). */
const RESOURCE_CHECKS: Record<TResourceRule, ResourceCheck> = {
  'own-client-record': {
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
  },
  'own-notification': {
    notFound: 'No notification has this id.',
    allows: async (ctx, caller, { id }) => {
      if (caller.kind !== 'account' || !id) return false;
      const [row] = await ctx.db
        .select({ recipientId: notifications.recipientId })
        .from(notifications)
        .where(eq(notifications.id, id))
        .limit(1);
      return row?.recipientId === caller.id;
    },
  },
  'document-party': {
    notFound: 'No document has this id.',
    // The superadmin oversees through the list only: documents' contents are the parties'.
    allows: async (ctx, caller, { id }) =>
      caller.kind === 'account' && Boolean(id) && isDocumentParty(ctx.db, id ?? '', caller.id),
  },
  'channel-member': {
    notFound: NO_CHANNEL_MESSAGE,
    // Accounts and guests alike (a guest only in its own channel); rules admit guests separately.
    allows: async (ctx, caller, { id }) => Boolean(id) && isMember(ctx.db, id ?? '', caller),
  },
};

/** Applies an endpoint's resource rule: anything the caller may not reach does not exist. */
export async function checkResource(
  ctx: AppContext,
  rule: TResourceRule,
  caller: Caller | GuestCaller,
  params: { id?: string },
): Promise<void> {
  const check = RESOURCE_CHECKS[rule];
  if (!(await check.allows(ctx, caller, params))) throw notFound(check.notFound);
}
