import { randomUUID } from 'node:crypto';

import { and, count, eq, isNull, sql } from 'drizzle-orm';

import type { TNotification, TNotificationType } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { notifications, type NotificationRow } from '../db/schema.ts';
import { sendNotificationMail } from './mail.ts';
import { preferencesOf } from './preferences.ts';

export interface NotificationInput {
  recipientId: string;
  type: TNotificationType;
  title: string;
  message: string;
  /** A path in the app to open. */
  link?: string | null;
  /**
   * Gathers repeated events into one unread notification, e.g. `chat:<channelId>`: a second event
   * before it is read updates it (and it comes again) instead of adding another.
   */
  groupKey?: string;
  /** 'now': also by e-mail at once (the person may not reach the app yet); 'if-unread': by e-mail
   * when still unread after NOTIFY_EMAIL_AFTER. Either only when the person wants e-mail. */
  email?: 'now' | 'if-unread';
}

export const toNotification = (row: NotificationRow): TNotification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  link: row.link,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/**
 * The one way a feature notifies someone: stored first (so nothing is lost when no tab is open),
 * then `new_notification` to every tab of the person on every server process, and e-mail as
 * asked, each as the person's preferences for the type allow.
 */
export async function notify(ctx: AppContext, input: NotificationInput): Promise<void> {
  const wants = (await preferencesOf(ctx.db, input.recipientId))[input.type];
  if (input.email === 'now' && wants.email) {
    ctx.background(() => sendNotificationMail(ctx, input));
  }
  if (!wants.inApp) return;
  const emailAfter =
    input.email === 'if-unread' && wants.email && ctx.config.notifyEmailAfterMs !== null
      ? new Date(Date.now() + ctx.config.notifyEmailAfterMs)
      : null;
  const values = {
    id: randomUUID(),
    recipientId: input.recipientId,
    type: input.type,
    title: input.title,
    message: input.message,
    link: input.link ?? null,
    groupKey: input.groupKey ?? null,
    emailAfter,
  };
  const [row] = input.groupKey
    ? await ctx.db
        .insert(notifications)
        .values(values)
        .onConflictDoUpdate({
          target: [notifications.recipientId, notifications.groupKey],
          targetWhere: sql`${notifications.readAt} is null and ${notifications.groupKey} is not null`,
          // The gathered notification says the latest; its e-mail time stays the first one's.
          set: {
            title: values.title,
            message: values.message,
            link: values.link,
            createdAt: new Date(),
          },
        })
        .returning()
    : await ctx.db.insert(notifications).values(values).returning();
  if (!row) throw new Error('the notification was not stored');
  ctx.notifier.notifyUser(input.recipientId, 'new_notification', {
    ...toNotification(row),
    desktop: wants.desktop,
    unreadCount: await unreadCount(ctx.db, input.recipientId),
  });
}

/** Marks read what a feature says the person has seen (a conversation's read marker). */
export async function readGroup(ctx: AppContext, userId: string, groupKey: string): Promise<void> {
  const read = await ctx.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.recipientId, userId),
        eq(notifications.groupKey, groupKey),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  if (read.length === 0) return;
  ctx.notifier.notifyUser(userId, 'notifications_read', {
    ids: read.map((row) => row.id),
    unreadCount: await unreadCount(ctx.db, userId),
  });
}
