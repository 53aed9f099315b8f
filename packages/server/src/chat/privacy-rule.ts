import { eq, sql } from 'drizzle-orm';

import type { TClientPrivacy } from '@portal/contracts';

import type { Db } from '../db/database.ts';
import { rawQuery } from '../db/raw-query.ts';
import { chatChannels } from '../db/schema.ts';
import type { MessageRow } from './message-rows.ts';
import { writeSystemMessage } from './system-messages.ts';

/*
 * When a group's form for clients changes (./privacy.ts): the owner's choice, or the rule for a
 * group whose owner never chose. Either is written into the conversation, so everyone, the owner
 * first, knows how clients are shown.
 */

/**
 * A group whose owner never chose becomes private once it holds two clients. Answers the system
 * message that says so, or null when nothing changed. Call it in the transaction that added people.
 */
export async function settleClientPrivacy(db: Db, channelId: string): Promise<MessageRow | null> {
  const result = await rawQuery<{ id: string }[]>(
    db,
    sql`
    update chat_channels c set client_privacy = 'private'
    where c.id = ${channelId} and c.type = 'group' and c.client_privacy is null
      and (select count(*) from chat_members m join users u on u.id = m.user_id
        where m.channel_id = c.id and u.role = 'client') >= 2
    returning c.id as "id"`,
  );
  if (result.rows.length === 0) return null;
  return writeSystemMessage(db, channelId, {
    event: 'privacy',
    actorId: null,
    memberIds: [],
    name: null,
    clientPrivacy: 'private',
  });
}

/** The owner's choice, written into the conversation. */
export async function chooseClientPrivacy(
  db: Db,
  channelId: string,
  ownerId: string,
  clientPrivacy: TClientPrivacy,
): Promise<MessageRow> {
  await db.update(chatChannels).set({ clientPrivacy }).where(eq(chatChannels.id, channelId));
  return writeSystemMessage(db, channelId, {
    event: 'privacy',
    actorId: ownerId,
    memberIds: [],
    name: null,
    clientPrivacy,
  });
}
