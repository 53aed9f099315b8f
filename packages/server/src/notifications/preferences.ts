import { eq, inArray } from 'drizzle-orm';

import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type TNotificationPreferences,
  type TNotificationPreferencesChange,
} from '@portal/contracts';

import type { Db } from '../db/database.ts';
import { notificationPreferences } from '../db/schema.ts';

/** A person's switches: what they changed over the defaults (a type added later gets its default). */
export async function preferencesOf(db: Db, userId: string): Promise<TNotificationPreferences> {
  const [row] = await db
    .select({ preferences: notificationPreferences.preferences })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  return { ...DEFAULT_NOTIFICATION_PREFERENCES, ...row?.preferences };
}

/** The switches of several people, in one query. */
export async function preferencesOfAll(
  db: Db,
  userIds: string[],
): Promise<Map<string, TNotificationPreferences>> {
  const rows = await db
    .select({
      userId: notificationPreferences.userId,
      preferences: notificationPreferences.preferences,
    })
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, userIds));
  const changed = new Map(rows.map((row) => [row.userId, row.preferences]));
  return new Map(
    userIds.map((userId) => [
      userId,
      { ...DEFAULT_NOTIFICATION_PREFERENCES, ...changed.get(userId) },
    ]),
  );
}

export async function updatePreferences(
  db: Db,
  userId: string,
  change: TNotificationPreferencesChange,
): Promise<TNotificationPreferences> {
  const preferences = { ...(await preferencesOf(db, userId)), ...change };
  await db
    .insert(notificationPreferences)
    .values({ userId, preferences })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { preferences, updatedAt: new Date() },
    });
  return preferences;
}
