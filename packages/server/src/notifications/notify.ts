import { randomUUID } from 'node:crypto';

import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';

import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type TNotification,
  type TNotificationType,
} from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { notifications, type NotificationRow } from '../db/schema.ts';
import { sendNotificationMail } from './mail.ts';
import { preferencesOfAll } from './preferences.ts';
import { rawQuery } from '../db/raw-query.ts';

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
  /**
   * What the live notification says instead when its message quotes what someone wrote: who and
   * where, no content. It is what reaches a desktop notification, and so a lock screen, unless the
   * person turned on `showMessageText`; the stored notification, read in the app, keeps it all.
   */
  withoutText?: { title: string; message: string };
  /**
   * What the e-mail says under its title, when the e-mail is how the person learns it (a
   * rejected account cannot sign in to read why). Only what is written for the person, never
   * what someone wrote in a conversation.
   */
  emailText?: string;
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

/** The unread counts of several people, in one query. */
async function unreadCounts(db: Db, userIds: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ userId: notifications.recipientId, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.recipientId, userIds), isNull(notifications.readAt)))
    .groupBy(notifications.recipientId);
  return new Map(rows.map((row) => [row.userId, row.n]));
}

/** What every recipient of one notice is told (NotificationInput without its recipient). */
export type Notice = Omit<NotificationInput, 'recipientId'>;

/** People told in one round of queries: a group's members fit in one. */
const BATCH = 500;

/**
 * The one way a feature notifies someone: stored first (so nothing is lost when no tab is open),
 * then `new_notification` to every tab of the person on every server process, and e-mail as
 * asked, each as the person's preferences for the type allow.
 */
export async function notify(ctx: AppContext, input: NotificationInput): Promise<void> {
  await notifyAll(ctx, [input.recipientId], input);
}

/**
 * One notice to many people (a group's members) in a bounded number of queries, whatever their
 * number: their preferences in one, one multi-row insert (a gathered notice of the same groupKey
 * still unread is updated instead), their unread counts in one, then one emit to each person's
 * room. A message to a 200-member group costs three queries, not six hundred.
 */
export async function notifyAll(ctx: AppContext, recipientIds: string[], notice: Notice) {
  const unique = [...new Set(recipientIds)];
  for (let start = 0; start < unique.length; start += BATCH) {
    await notifyBatch(ctx, unique.slice(start, start + BATCH), notice);
  }
}

/**
 * One notice stored for each recipient in one statement; a recipient's notice of the same groupKey
 * still unread is updated instead, to say the latest (its e-mail time stays the first one's). The
 * recipients go in as one JSON parameter rather than a values list of eight parameters a row: a
 * 200-member group's round is a short statement, quick to build and to parse (npm run bench:chat).
 */
async function storeNotices(
  db: Db,
  notice: Notice,
  recipients: { recipientId: string; emailAfter: Date | null }[],
): Promise<{ recipientId: string; notification: TNotification }[]> {
  const rows = recipients.map(({ recipientId, emailAfter }) => ({
    id: randomUUID(),
    recipient_id: recipientId,
    email_after: emailAfter?.toISOString() ?? null,
  }));
  const result = await rawQuery<
    (Omit<NotificationRow, 'readAt' | 'createdAt' | 'emailAfter' | 'emailedAt' | 'groupKey'> & {
      readAt: Date | string | null;
      createdAt: Date | string;
    })[]
  >(
    db,
    sql`
    insert into notifications (id, recipient_id, type, title, message, link, group_key, email_after)
    select r.id, r.recipient_id, ${notice.type}, ${notice.title}, ${notice.message},
      ${notice.link ?? null}, ${notice.groupKey ?? null}, r.email_after
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as r(id uuid, recipient_id uuid, email_after timestamptz)
    on conflict (recipient_id, group_key) where read_at is null and group_key is not null
    do update set title = excluded.title, message = excluded.message, link = excluded.link,
      created_at = now()
    returning id, recipient_id as "recipientId", type, title, message, link,
      read_at as "readAt", created_at as "createdAt"`,
  );
  // Raw rows: the drivers differ in how they give timestamps (a Date or its text).
  return result.rows.map(({ recipientId, readAt, createdAt, ...row }) => ({
    recipientId,
    notification: {
      ...row,
      readAt: readAt === null ? null : new Date(readAt).toISOString(),
      createdAt: new Date(createdAt).toISOString(),
    },
  }));
}

async function notifyBatch(ctx: AppContext, recipientIds: string[], notice: Notice) {
  const preferences = await preferencesOfAll(ctx.db, recipientIds);
  const wanted = recipientIds.map((recipientId) => ({
    recipientId,
    wants: (preferences.get(recipientId) ?? DEFAULT_NOTIFICATION_PREFERENCES)[notice.type],
  }));
  if (notice.email === 'now') {
    for (const { recipientId, wants } of wanted) {
      if (wants.email) ctx.background(() => sendNotificationMail(ctx, { ...notice, recipientId }));
    }
  }
  const inApp = wanted.filter(({ wants }) => wants.inApp);
  if (inApp.length === 0) return;
  const emailAfterMs = notice.email === 'if-unread' ? ctx.config.notifyEmailAfterMs : null;
  const rows = await storeNotices(
    ctx.db,
    notice,
    inApp.map(({ recipientId, wants }) => ({
      recipientId,
      emailAfter: emailAfterMs !== null && wants.email ? new Date(Date.now() + emailAfterMs) : null,
    })),
  );
  if (rows.length !== inApp.length) throw new Error('the notifications were not all stored');
  const counts = await unreadCounts(
    ctx.db,
    inApp.map(({ recipientId }) => recipientId),
  );
  const desktop = new Map(inApp.map(({ recipientId, wants }) => [recipientId, wants.desktop]));
  for (const { recipientId, notification } of rows) {
    const showsText = preferences.get(recipientId)?.showMessageText ?? false;
    ctx.notifier.notifyUser(recipientId, 'new_notification', {
      ...notification,
      ...(showsText ? {} : notice.withoutText),
      desktop: desktop.get(recipientId) ?? false,
      unreadCount: counts.get(recipientId) ?? 0,
    });
  }
}

/**
 * Marks read what a feature says the person has seen (a conversation's read marker): the
 * notifications of one groupKey, or of several (a conversation's messages and its mentions).
 */
export async function readGroup(
  ctx: AppContext,
  userId: string,
  groupKey: string | readonly string[],
): Promise<void> {
  const keys = typeof groupKey === 'string' ? [groupKey] : [...groupKey];
  const read = await ctx.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.recipientId, userId),
        inArray(notifications.groupKey, keys),
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

/**
 * Marks read the unread notifications of one type that point to one place, for each of these
 * people: what an event settled for everyone told of it (an account decided: the "waits for
 * review" notices of every superadmin). Each person's tabs hear it, with the unread count.
 */
export async function readForAll(
  ctx: AppContext,
  recipientIds: string[],
  match: { type: TNotificationType; link: string },
): Promise<void> {
  if (recipientIds.length === 0) return;
  const read = await ctx.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        // The recipients first: the recipient index narrows the rows to theirs.
        inArray(notifications.recipientId, recipientIds),
        eq(notifications.type, match.type),
        eq(notifications.link, match.link),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id, recipientId: notifications.recipientId });
  if (read.length === 0) return;
  const readIds = new Map<string, string[]>();
  for (const { id, recipientId } of read) {
    readIds.set(recipientId, [...(readIds.get(recipientId) ?? []), id]);
  }
  const counts = await unreadCounts(ctx.db, [...readIds.keys()]);
  for (const [recipientId, ids] of readIds) {
    ctx.notifier.notifyUser(recipientId, 'notifications_read', {
      ids,
      unreadCount: counts.get(recipientId) ?? 0,
    });
  }
}
