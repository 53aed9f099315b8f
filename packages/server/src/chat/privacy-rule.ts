import { eq, sql } from 'drizzle-orm';

import type { TChatSystemEvent, TClientPrivacy } from '@portal/contracts';

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

/** What the conversation says when the rule made a group private. */
export const SETTLED_PRIVATE = {
  event: 'privacy',
  actorId: null,
  memberIds: [],
  name: null,
  clientPrivacy: 'private',
} as const satisfies TChatSystemEvent;

/**
 * A group whose owner never chose becomes private once it holds two clients. Answers whether it
 * did. Call it in the transaction that added people, before any line that names them is written
 * (the line is then stored with its private form), and write SETTLED_PRIVATE after that line.
 */
export async function settleClientPrivacy(db: Db, channelId: string): Promise<boolean> {
  const result = await rawQuery<{ id: string }[]>(
    db,
    sql`
    update chat_channels c set client_privacy = 'private'
    where c.id = ${channelId} and c.type = 'group' and c.client_privacy is null
      and (select count(*) from chat_members m join users u on u.id = m.user_id
        where m.channel_id = c.id and u.role = 'client') >= 2
    returning c.id as "id"`,
  );
  return result.rows.length > 0;
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
