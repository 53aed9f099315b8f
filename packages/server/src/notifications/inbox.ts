import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';

import type {
  TEndpointInput,
  TNotificationListResponse,
  TNotificationReadResponse,
} from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { notifications } from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import { notFound } from '../lib/http-error.ts';
import { toNotification, unreadCount } from './notify.ts';

const PAGE = 20;

/** The caller's notifications, newest first; `before` continues after a page's last one. */
export async function listNotifications(
  ctx: AppContext,
  caller: Caller,
  query: TEndpointInput<'listNotifications'>['query'],
): Promise<TNotificationListResponse> {
  const limit = query.limit ?? PAGE;
  let after;
  if (query.before) {
    const [cursor] = await ctx.db
      .select({ createdAt: notifications.createdAt, id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.id, query.before), eq(notifications.recipientId, caller.id)))
      .limit(1);
    if (!cursor) throw notFound('No notification has this id.');
    after = or(
      lt(notifications.createdAt, cursor.createdAt),
      and(eq(notifications.createdAt, cursor.createdAt), lt(notifications.id, cursor.id)),
    );
  }
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, caller.id),
        query.unread === 'true' ? isNull(notifications.readAt) : undefined,
        after,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    data: page.map(toNotification),
    unreadCount: await unreadCount(ctx.db, caller.id),
    nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** Marks one read (its resource rule made sure it is the caller's); every tab hears it. */
export async function readNotification(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<TNotificationReadResponse> {
  const [row] = await ctx.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), isNull(notifications.readAt)))
    .returning();
  const current =
    row ?? (await ctx.db.select().from(notifications).where(eq(notifications.id, id)).limit(1))[0];
  if (!current) throw notFound('No notification has this id.');
  const count = await unreadCount(ctx.db, caller.id);
  if (row)
    ctx.notifier.notifyUser(caller.id, 'notifications_read', { ids: [id], unreadCount: count });
  return { data: toNotification(current), unreadCount: count };
}

export async function readAllNotifications(
  ctx: AppContext,
  caller: Caller,
): Promise<{ unreadCount: number }> {
  await ctx.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.recipientId, caller.id), isNull(notifications.readAt)));
  ctx.notifier.notifyUser(caller.id, 'notifications_read', { ids: null, unreadCount: 0 });
  return { unreadCount: 0 };
}
